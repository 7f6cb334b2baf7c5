import GestureCore

/// An interactive, self-contained HTML page that plays a replay back:
/// the hands, the signals, the thresholds and the events, frame by frame.
///
/// The page shows each hand's skeleton at the current frame in the display
/// frame the user sees (origin, orientation, mirroring and the image's
/// aspect applied, as the engine applies them; optionally zoomed to the
/// hands), joints below the confidence gate drawn hollow and grey, its
/// chirality, pose and pinch state beside it, and each hand's timeline
/// readings (the columns of `--timeline`). Under it: a time scrubber, play
/// and pause at 1, 0.5 or 0.25 times the trace's own speed, the left and
/// right arrow keys to step a frame and space to play; per hand, a strip
/// of the events and the poses held, then the panels of ``ReplayPlot``
/// with their thresholds, drawn reduced to one stroke from minimum to
/// maximum per pixel column, with a cursor and the exact value at the
/// current frame; and the list of events, where clicking an event moves
/// to its frame. With an ``ExpectationReport``, missing and extra events
/// are marked on the list, the strip and the panels.
///
/// The page needs nothing but a browser: no network, no external script,
/// font or image. Its data is embedded as JSON in a
/// `<script type="application/json" id="gesture-viewer-data">` element
/// (see ``dataJSON()``), and the same inputs always give the same bytes:
/// numbers are written with a fixed number of decimals, keys in a fixed
/// order, and nothing depends on a clock or a locale.
///
/// The page's script exposes a read-only object for tests,
/// `window.gestureViewer`, with `frameCount`, `currentFrame()`,
/// `goTo(n)`, `landmarksAt(n)`, `drawnLandmarks()`, `events` and
/// `errors`. Its address's fragment may say where to start: `#frame=N`
/// opens it at frame `N`, `&zoom=1` zoomed to the hands. Opened with
/// `#test=N`, the page checks itself at frame `N` (no script error, the
/// landmarks drawn are the frame's, each listed event moves the frame,
/// the scrubber and the cursors to its own) and writes the result as JSON
/// into `<pre id="gesture-viewer-test">`.
///
/// ```swift
/// let trace = try Trace(contentsOfFile: "Fixtures/two-hands.json")
/// let replay = Replay.run(trace, configuration: .handKit,
///                         recordsTimeline: true)
/// let page = ReplayViewer(trace: trace, replay: replay,
///                         configuration: .handKit).html()
/// ```
public struct ReplayViewer: Sendable {
  /// The trace replayed: its frames give the landmarks drawn, its header
  /// the coordinate space.
  public var trace: Trace
  /// The replay of ``trace``, run with `recordsTimeline: true`.
  public var replay: Replay
  /// The configuration of the replay, for its confidence gate and
  /// thresholds.
  public var configuration: GestureConfiguration
  /// How the replay's events compare with the trace's expectations, if
  /// it has any; the page marks the missing and extra events.
  public var expectations: ExpectationReport?
  /// The page's title, such as the trace's file name.
  public var title: String

  /// Creates a viewer.
  ///
  /// - Parameters:
  ///   - trace: The trace replayed.
  ///   - replay: Its replay, run with `recordsTimeline: true` so that the
  ///     page can show the signals; without a timeline the page shows the
  ///     hands and the events only.
  ///   - configuration: The configuration of the replay.
  ///   - expectations: The comparison of the events with the trace's
  ///     expectations, or `nil` when there is nothing to compare.
  ///   - title: The page's title.
  public init(
    trace: Trace,
    replay: Replay,
    configuration: GestureConfiguration,
    expectations: ExpectationReport? = nil,
    title: String = "gesture-replay"
  ) {
    self.trace = trace
    self.replay = replay
    self.configuration = configuration
    self.expectations = expectations
    self.title = title
  }

  /// Returns the page as one HTML document.
  ///
  /// - Returns: The HTML text, ending with a newline.
  /// - Complexity: O(*n* × *h*) for *n* frames, timeline entries and
  ///   events and *h* hands in the timeline, plus O(*e* × log *n*) to
  ///   place *e* missing expectations.
  public func html() -> String {
    var page = ViewerPage.head(title: SVG.escape(title))
    page += "<script type=\"application/json\" id=\"gesture-viewer-data\">"
    page += Self.scriptSafe(dataJSON())
    page += "</script>\n<script>\n"
    page += ViewerScript.source
    page += "</script>\n</body>\n</html>\n"
    return page
  }

  /// Returns the data the page embeds, as one JSON document.
  ///
  /// The document's keys, in this order: `title`, `configuration` (its
  /// name), `confidenceGate`, `aspect` (the display's width over its
  /// height, 1 when the trace gives no image size), `scale` (what the
  /// landmarks' integers are multiplied by: 10000), `frameRate`,
  /// `frames` (each `{"t", "h"}`, a hand `{"c": chirality, "s": score,
  /// "p": 42 integers, the joints' display x and y in ten-thousandths of
  /// the display's width and height in MediaPipe's joint order, "u": a
  /// bit per joint not seen or not finite, "g": a bit per joint seen but
  /// below the confidence gate}`), `tracks` (per hand, the timeline's
  /// columns and the plot's panels; with `hands.reportsTracks`, one per
  /// track, with its `track`), `events` (as `--format jsonl` writes
  /// them), `gestureColors`, `expected`, `extra` (the indices of extra
  /// events) and `missing` (each with the `track` it expects, if any).
  ///
  /// - Returns: The JSON text.
  public func dataJSON() -> String {
    var data = ViewerData(viewer: self)
    return data.document()
  }

  /// JSON text made safe inside a `<script>` element: `</` is written
  /// `<\/`, which JSON reads as the same string.
  static func scriptSafe(_ json: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(json.utf8.count)
    var previous: UInt8 = 0
    var changed = false
    for byte in json.utf8 {
      if previous == UInt8(ascii: "<"), byte == UInt8(ascii: "/") {
        bytes.append(UInt8(ascii: "\\"))
        changed = true
      }
      bytes.append(byte)
      previous = byte
    }
    return changed ? String(decoding: bytes, as: UTF8.self) : json
  }
}
