import GestureCore

/// A picture of a replay, as SVG: signals, thresholds, states and events
/// over time.
///
/// For each hand (each track, with `hands.reportsTracks`, so two hands of
/// one name are drawn apart) the plot stacks the panels of its stages
/// (see `BuiltInStage`), sharing a time axis in seconds:
/// - the thumb-index distance, with the pinch's enter and exit thresholds
///   and a band where the hand is pinched;
/// - the movement signal (the median displacement), with the start and stop
///   thresholds and a band where the hand is moving;
/// - the slider's value;
/// - the palm's travel over the swipe window, as a share of the distance a
///   swipe must exceed.
///
/// Events are vertical markers labelled with their gesture and phase, and
/// what they name: a swipe's direction, a pose's name, a picker's option,
/// a pinch's finger. The output is plain SVG 1.1 with no script or
/// external resource, readable in any browser, and the same replay always
/// gives the same bytes.
///
/// ```swift
/// let replay = Replay.run(trace, configuration: .handKit, recordsTimeline: true)
/// let svg = ReplayPlot(replay: replay, configuration: .handKit).svg()
/// ```
public struct ReplayPlot: Sendable {
  /// The replay to draw; it must have a timeline.
  public var replay: Replay
  /// The configuration of the replay, for its thresholds.
  public var configuration: GestureConfiguration
  /// A title drawn at the top, such as the trace's file name.
  public var title: String

  /// Creates a plot.
  ///
  /// - Parameters:
  ///   - replay: The replay, run with `recordsTimeline: true`.
  ///   - configuration: The configuration of the replay.
  ///   - title: A title for the picture.
  public init(
    replay: Replay,
    configuration: GestureConfiguration,
    title: String = "gesture-replay"
  ) {
    self.replay = replay
    self.configuration = configuration
    self.title = title
  }

  private static let width = 960.0
  private static let left = 78.0
  private static let right = 24.0
  private static let panelHeight = 130.0
  private static let panelGap = 34.0
  private static let eventStrip = 88.0

  /// Returns the picture as an SVG document.
  ///
  /// - Returns: The SVG text, ending with a newline.
  /// - Complexity: O(*n*) in the number of timeline entries and events.
  public func svg() -> String {
    let hands = TimelineHand.inOrder(replay.timeline)
    let times = replay.timeline.map(\.time)
    let start = times.min() ?? 0
    let end = Swift.max(times.max() ?? 1, start + 1e-3)
    let sectionHeight =
      Self.eventStrip
      + Double(PlotPanel.shown(in: configuration).count)
      * (Self.panelHeight + Self.panelGap)
    let height = 48 + Double(Swift.max(hands.count, 1)) * sectionHeight + 8
    var svg = SVG(width: Self.width, height: height)
    svg.text(
      x: Self.left,
      y: 26,
      title + " · " + configuration.name,
      size: 16,
      weight: "bold"
    )
    let axis = TimeAxis(
      start: start,
      end: end,
      left: Self.left,
      right: Self.width - Self.right
    )
    for (index, hand) in hands.enumerated() {
      let top = 48 + Double(index) * sectionHeight
      drawHand(hand, top: top, axis: axis, into: &svg)
    }
    if hands.isEmpty {
      svg.text(x: Self.left, y: 80, "No hand in this trace.", size: 13)
    }
    return svg.document()
  }

  private func drawHand(
    _ hand: TimelineHand,
    top: Double,
    axis: TimeAxis,
    into svg: inout SVG
  ) {
    let entries = replay.timeline.filter(hand.owns)
    let events = replay.events.filter(hand.owns)
    svg.text(
      x: 8,
      y: top + 16,
      hand.title,
      size: 13,
      weight: "bold"
    )

    var panelTop = top + Self.eventStrip
    var slider: Panel?
    var bottom = panelTop
    for kind in PlotPanel.shown(in: configuration) {
      let panel = kind.draw(
        entries,
        configuration: configuration,
        top: panelTop,
        height: Self.panelHeight,
        axis: axis,
        into: &svg
      )
      if kind == .sliderValue { slider = panel }
      bottom = panel.top + panel.height
      panelTop = bottom + Self.panelGap
    }
    axis.ticks(at: bottom, into: &svg)

    // Slider changes are drawn as dots on the slider's line; every other
    // event is a dashed marker, labelled in the first of three rows where
    // the label does not run into the previous one.
    var rows = PlotMarkerRows(edge: Self.width)
    for event in events {
      let x = axis.x(event.time)
      let color = Self.eventColor(event.gesture)
      if event.gesture == .slider, event.phase == .changed {
        if let value = event.value, let slider {
          svg.circle(x: x, y: slider.y(value), radius: 2, color: color)
        }
        continue
      }
      var label = "\(event.gesture.rawValue) \(event.phase.rawValue)"
      // And what the event names, as its line in the text report does: a
      // swipe's direction, a pose's name, a picker's option, a finger.
      if let detail = event.direction?.rawValue ?? event.name
        ?? event.finger?.rawValue
      {
        label += " " + detail
      }
      let labelWidth = Double(label.count) * 5.6
      let place = rows.place(x: x, labelWidth: labelWidth)
      let row = place?.row ?? PlotMarkerRows.count - 1
      let lineTop = top + 22 + Double(row) * 16
      svg.line(
        x1: x,
        y1: lineTop,
        x2: x,
        y2: bottom,
        color: color,
        width: 1,
        dash: "2,3"
      )
      if let place {
        svg.text(
          x: place.isRight ? x + 2 : x - 2,
          y: lineTop + 10,
          label,
          size: 10,
          color: color,
          anchor: place.isRight ? "start" : "end"
        )
      }
    }
  }

  /// The colour of a gesture's markers: its stage's, or a neutral one for
  /// an app's own gesture.
  static func eventColor(_ gesture: Gesture) -> String {
    guard let stage = BuiltInStage.reporting(gesture) else { return "#34495e" }
    switch stage {
    case .presence: return "#7f8c8d"
    case .facing: return "#16a085"
    case .pinch: return "#c0392b"
    case .doublePinch: return "#e67e22"
    case .hold: return "#b03a2e"
    case .movement: return gesture == .slider ? "#2980b9" : "#27ae60"
    case .swipe: return "#8e44ad"
    case .pose: return "#d35400"
    case .sequence: return "#16a085"
    case .twoHandPinch: return "#f39c12"
    }
  }

  /// The 95th percentile of the values, or 0 without values.
  static func upperQuantile(_ values: [Double]) -> Double {
    let finite = values.filter(\.isFinite).sorted()
    guard !finite.isEmpty else { return 0 }
    return finite[Int(Double(finite.count - 1) * 0.95)]
  }

  /// The smallest of 1, 2 or 5 times a power of ten that is at least
  /// `value`.
  static func niceCeiling(_ value: Double) -> Double {
    guard value > 0, value.isFinite else { return 1 }
    var power = 1.0
    while power > value, power > Double.leastNormalMagnitude { power /= 10 }
    while power * 10 <= value { power *= 10 }
    for step in [1.0, 2, 5, 10] where power * step >= value {
      return power * step
    }
    return power * 10
  }
}

/// Maps seconds to horizontal pixels.
struct TimeAxis: Sendable {
  var start: Double
  var end: Double
  var left: Double
  var right: Double

  /// The most ticks drawn: a step is at least an eighth of the span, so
  /// that a span has at most nine.
  static let maximumTicks = 9

  /// The time's horizontal position; `left` for every time when the span
  /// is zero or too large to divide by, as times far from zero make it.
  func x(_ time: Double) -> Double {
    let span = end - start
    guard span > 0, span.isFinite else { return left }
    return left + (time - start) / span * (right - left)
  }

  /// Draws the ticks and their times below the panels: as many as fit
  /// ``maximumTicks`` and as the times tell apart, where one step no
  /// longer changes a time so large.
  func ticks(at y: Double, into svg: inout SVG) {
    let step = ReplayPlot.niceCeiling((end - start) / 8)
    let first = (start / step).rounded(.up)
    var previous = -Double.infinity
    for index in 0..<Self.maximumTicks {
      let tick = (first + Double(index)) * step
      guard tick <= end + step * 1e-9, tick > previous else { break }
      previous = tick
      let x = self.x(tick)
      svg.line(x1: x, y1: y, x2: x, y2: y + 4, color: "#555", width: 1)
      svg.text(
        x: x,
        y: y + 16,
        NumberFormat.shortest(tick, maximumDecimals: 3),
        size: 10,
        anchor: "middle"
      )
    }
    svg.text(x: right, y: y + 30, "time (s)", size: 11, anchor: "end")
  }
}
