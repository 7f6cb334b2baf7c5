import GestureCore

/// Prints a replay's events as it runs, in one of the ``ReportFormat``s.
///
/// The writer produces text in three parts: ``header()`` before the first
/// frame, ``frame(events:diagnostics:)`` after each one, and ``footer()``
/// at the end; their concatenation is the whole report, byte for byte the
/// same for the same replay. Numbers are formatted without locale: times
/// with four decimals, values with up to four.
///
/// JSON Lines gives one object per event with the keys `t`, `frame`,
/// `hand`, `track` (with `hands.reportsTracks`), `gesture`, `phase`, then
/// whichever of `value`, `direction`, `name`, `finger`, `score`, `scale`,
/// `rotation` the event has:
///
/// ```
/// {"t":1.2333,"frame":37,"hand":"right","gesture":"pinch","phase":"began"}
/// ```
///
/// A number that is not finite, which only an app's stage can give, is
/// `null` in JSON and JSON Lines, so that every line stays JSON; the text
/// and CSV formats print `nan`, `inf` or `-inf`.
///
/// With a timeline (text format only), each frame adds one line per hand
/// with what its recognizers saw, and the thresholds in force are printed
/// first.
public struct ReportWriter: Sendable {
  /// The output format.
  public let format: ReportFormat
  /// The configuration whose events are printed, for headers.
  public let configuration: GestureConfiguration
  /// Whether each frame's diagnostics are printed (text format only).
  public let includesTimeline: Bool
  private var eventCount = 0

  /// Creates a writer.
  ///
  /// - Parameters:
  ///   - format: The output format.
  ///   - configuration: The configuration of the replay.
  ///   - includesTimeline: Whether to print per-frame diagnostics; only
  ///     the text format has them.
  public init(
    format: ReportFormat,
    configuration: GestureConfiguration,
    includesTimeline: Bool = false
  ) {
    precondition(
      !includesTimeline || format == .text,
      "Only the text format has a timeline."
    )
    self.format = format
    self.configuration = configuration
    self.includesTimeline = includesTimeline
  }

  /// Returns the whole report of a finished replay.
  ///
  /// - Parameters:
  ///   - replay: The replay, with a timeline if ``includesTimeline``.
  ///   - format: The output format.
  ///   - configuration: The configuration of the replay.
  ///   - includesTimeline: Whether to print the timeline (text only).
  /// - Returns: The report's text: the bytes `gesture-replay` prints for
  ///   the same trace and configuration.
  /// - Complexity: O(*n*) in the frames, timeline entries and events.
  public static func report(
    _ replay: Replay,
    format: ReportFormat,
    configuration: GestureConfiguration,
    includesTimeline: Bool = false
  ) -> String {
    var writer = ReportWriter(
      format: format,
      configuration: configuration,
      includesTimeline: includesTimeline
    )
    var text = writer.header()
    if includesTimeline {
      let eventsByFrame = Dictionary(grouping: replay.events, by: \.frame)
      var start = 0
      for frame in 0..<replay.frameCount {
        var end = start
        while end < replay.timeline.count, replay.timeline[end].frame == frame {
          end += 1
        }
        let events = eventsByFrame[frame] ?? []
        text += writer.frame(
          events: events,
          diagnostics: Array(replay.timeline[start..<end])
        )
        start = end
      }
    } else {
      text += writer.frame(events: replay.events, diagnostics: [])
    }
    return text + writer.footer()
  }

  /// Returns the text that opens the report.
  ///
  /// - Returns: The header, possibly empty.
  public func header() -> String {
    switch format {
    case .text:
      var text = ""
      if includesTimeline {
        text += thresholdsLine() + "\n"
        text += Self.timelineHeader(configuration) + "\n"
      } else {
        text += Self.eventHeader + "\n"
      }
      return text
    case .jsonl: return ""
    case .json:
      return "{\"configuration\":\(JSONWriter.stringText(configuration.name)),"
        + "\"events\":["
    case .csv:
      return "t,frame,hand,gesture,phase,value,direction,name,finger,score,"
        + "scale,rotation"
        + (configuration.hands.reportsTracks ? ",track\n" : "\n")
    }
  }

  /// Returns the text for one frame's events and, with a timeline, its
  /// diagnostics.
  ///
  /// - Parameters:
  ///   - events: The events the frame caused.
  ///   - diagnostics: The frame's diagnostics, one per hand; ignored
  ///     without a timeline.
  /// - Returns: The text for the frame.
  public mutating func frame(
    events: [GestureEvent],
    diagnostics: [HandDiagnostics]
  ) -> String {
    var text = ""
    if includesTimeline {
      for entry in diagnostics {
        text += Self.timelineLine(entry, configuration) + "\n"
        if let note = entry.arbitration {
          text += "    ** \(entry.hand.rawValue): \(note)\n"
        }
      }
    }
    for event in events {
      switch format {
      case .text:
        text +=
          (includesTimeline ? "    -> " : "") + Self.textLine(event) + "\n"
      case .jsonl:
        text += Self.jsonObject(event) + "\n"
      case .json:
        text += (eventCount == 0 ? "\n  " : ",\n  ") + Self.jsonObject(event)
      case .csv:
        text +=
          Self.csvLine(event, track: configuration.hands.reportsTracks)
          + "\n"
      }
      eventCount += 1
    }
    return text
  }

  /// Returns the text that closes the report.
  ///
  /// - Returns: The footer, possibly empty.
  public func footer() -> String {
    switch format {
    case .text:
      return eventCount == 0 && !includesTimeline ? "(no events)\n" : ""
    case .jsonl, .csv: return ""
    case .json: return eventCount == 0 ? "]}\n" : "\n]}\n"
    }
  }

  // MARK: Events

  static let eventHeader =
    "t (s)     frame  hand     gesture   phase      detail"

  static func textLine(_ event: GestureEvent) -> String {
    var detail: [String] = []
    if let value = event.value {
      detail.append("value \(NumberFormat.shortest(value))")
    }
    if let direction = event.direction {
      detail.append("direction \(direction.rawValue)")
    }
    if let name = event.name { detail.append("name \(name)") }
    if let finger = event.finger { detail.append("finger \(finger.rawValue)") }
    if let score = event.score {
      detail.append("score \(NumberFormat.shortest(score))")
    }
    if let scale = event.scale {
      detail.append("scale \(NumberFormat.shortest(scale))")
    }
    if let rotation = event.rotation {
      detail.append("rotation \(NumberFormat.shortest(rotation))")
    }
    if let track = event.track { detail.append("track \(track)") }
    let columns = [
      pad(NumberFormat.fixed(event.time, decimals: 4), 9),
      padLeft(String(event.frame), 5) + " ",
      pad(event.hand.rawValue, 8),
      pad(event.gesture.rawValue, 9),
      pad(event.phase.rawValue, 10),
      detail.joined(separator: ", "),
    ]
    return trimTrailingSpaces(columns.joined(separator: " "))
  }

  /// The event as one JSON object, keys in the contract's order.
  public static func jsonObject(_ event: GestureEvent) -> String {
    var text = "{\"t\":\(NumberFormat.fixed(event.time, decimals: 4))"
    text += ",\"frame\":\(event.frame)"
    text += ",\"hand\":\"\(event.hand.rawValue)\""
    if let track = event.track { text += ",\"track\":\(track)" }
    text += ",\"gesture\":\"\(event.gesture.rawValue)\""
    text += ",\"phase\":\"\(event.phase.rawValue)\""
    if let value = event.value {
      text += ",\"value\":\(jsonNumber(value))"
    }
    if let direction = event.direction {
      text += ",\"direction\":\"\(direction.rawValue)\""
    }
    if let name = event.name {
      text += ",\"name\":" + JSONWriter.stringText(name)
    }
    if let finger = event.finger {
      text += ",\"finger\":\"\(finger.rawValue)\""
    }
    if let score = event.score {
      text += ",\"score\":\(jsonNumber(score))"
    }
    if let scale = event.scale {
      text += ",\"scale\":\(jsonNumber(scale))"
    }
    if let rotation = event.rotation {
      text += ",\"rotation\":\(jsonNumber(rotation))"
    }
    return text + "}"
  }

  /// A number of an event as JSON: up to four decimals, or `null` when it
  /// is not finite.
  private static func jsonNumber(_ value: Double) -> String {
    value.isFinite ? NumberFormat.shortest(value) : "null"
  }

  /// The event as one line of CSV, with a last column of its track when
  /// `track` is `true`.
  static func csvLine(_ event: GestureEvent, track: Bool = false) -> String {
    var fields = [
      NumberFormat.fixed(event.time, decimals: 4),
      String(event.frame),
      event.hand.rawValue,
      event.gesture.rawValue,
      event.phase.rawValue,
      event.value.map { NumberFormat.shortest($0) } ?? "",
      event.direction?.rawValue ?? "",
      event.name.map(csvField) ?? "",
      event.finger?.rawValue ?? "",
      event.score.map { NumberFormat.shortest($0) } ?? "",
      event.scale.map { NumberFormat.shortest($0) } ?? "",
      event.rotation.map { NumberFormat.shortest($0) } ?? "",
    ]
    if track { fields.append(event.track.map { String($0) } ?? "") }
    return fields.joined(separator: ",")
  }

  static func csvField(_ text: String) -> String {
    guard text.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline })
    else { return text }
    var quoted = "\""
    for character in text {
      quoted.append(character)
      if character == "\"" { quoted.append(character) }
    }
    quoted.append("\"")
    return quoted
  }

  // MARK: Timeline

  /// The timeline's heading line under a configuration: the columns it
  /// shows (``TimelineColumn/shown(in:)``).
  static func timelineHeader(
    _ configuration: GestureConfiguration
  ) -> String {
    trimTrailingSpaces(
      ([padLeft("frame", 5), pad("t (s)", 9), pad("hand", 8)]
        + TimelineColumn.shown(in: configuration).map {
          pad($0.heading, $0.width)
        }).joined(separator: " ")
    )
  }

  /// A hand's timeline line at a frame under a configuration.
  static func timelineLine(
    _ entry: HandDiagnostics,
    _ configuration: GestureConfiguration
  ) -> String {
    let columns =
      [
        padLeft(String(entry.frame), 5),
        pad(NumberFormat.fixed(entry.time, decimals: 4), 9),
        pad(entry.hand.rawValue, 8),
      ]
      + TimelineColumn.shown(in: configuration).map {
        pad($0.text(entry), $0.width)
      }
    return trimTrailingSpaces(columns.joined(separator: " "))
  }

  static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width
      ? text : text + String(repeating: " ", count: width - text.count)
  }

  static func padLeft(_ text: String, _ width: Int) -> String {
    text.count >= width
      ? text : String(repeating: " ", count: width - text.count) + text
  }

  static func trimTrailingSpaces(_ text: String) -> String {
    var text = text
    while text.hasSuffix(" ") { text.removeLast() }
    return text
  }
}
