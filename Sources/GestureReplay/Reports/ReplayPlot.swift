import GestureCore

/// A picture of a replay, as SVG: signals, thresholds, states and events
/// over time.
///
/// For each hand the plot stacks three panels that share a time axis in
/// seconds:
/// - the thumb-index distance, with the pinch's enter and exit thresholds
///   and a band where the hand is pinched;
/// - the movement signal (the median displacement), with the start and stop
///   thresholds and a band where the hand is moving;
/// - the slider's value.
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
    let hands = handsInOrder()
    let times = replay.timeline.map(\.time)
    let start = times.min() ?? 0
    let end = Swift.max(times.max() ?? 1, start + 1e-3)
    let sectionHeight = Self.eventStrip + 3 * (Self.panelHeight + Self.panelGap)
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

  private func handsInOrder() -> [Chirality] {
    var hands: [Chirality] = []
    for entry in replay.timeline where !hands.contains(entry.hand) {
      hands.append(entry.hand)
    }
    return hands
  }

  private func drawHand(
    _ hand: Chirality,
    top: Double,
    axis: TimeAxis,
    into svg: inout SVG
  ) {
    let entries = replay.timeline.filter { $0.hand == hand }
    let events = replay.events.filter { $0.hand == hand }
    svg.text(
      x: 8,
      y: top + 16,
      "\(hand.rawValue) hand",
      size: 13,
      weight: "bold"
    )

    let panelsTop = top + Self.eventStrip
    let pinchThresholds =
      entries.last { $0.pinchThresholds != nil }?.pinchThresholds
      ?? HandDiagnostics.Thresholds(
        begin: configuration.pinch.enterThreshold,
        end: configuration.pinch.exitThreshold,
        unit: "normalized units"
      )
    let movementThresholds =
      entries.last { $0.movementThresholds != nil }?.movementThresholds
      ?? HandDiagnostics.Thresholds(
        begin: configuration.movement.startThreshold,
        end: configuration.movement.stopThreshold,
        unit: "normalized units per frame"
      )
    let pinch = Panel(
      top: panelsTop,
      height: Self.panelHeight,
      maximum: Self.niceCeiling(
        Swift.max(
          pinchThresholds.end * 2,
          Self.upperQuantile(entries.compactMap(\.pinchDistance))
        )
      ),
      axis: axis
    )
    pinch.frame(
      label: "thumb-index distance (\(pinchThresholds.unit))",
      into: &svg
    )
    svg.bands(
      entries.map { ($0.time, $0.pinchState == .pinched) },
      axis: axis,
      top: pinch.top,
      height: pinch.height,
      color: "#f6c3c3",
      label: "pinched"
    )
    pinch.threshold(
      pinchThresholds.begin,
      "enter < \(NumberFormat.shortest(pinchThresholds.begin))",
      color: "#c0392b",
      labelBelow: true,
      into: &svg
    )
    pinch.threshold(
      pinchThresholds.end,
      "exit > \(NumberFormat.shortest(pinchThresholds.end))",
      color: "#e67e22",
      into: &svg
    )
    pinch.line(
      entries.map { ($0.time, $0.pinchDistance) },
      color: "#2c3e50",
      into: &svg
    )

    let movement = Panel(
      top: pinch.top + Self.panelHeight + Self.panelGap,
      height: Self.panelHeight,
      maximum: Self.niceCeiling(
        Swift.max(
          movementThresholds.begin * 2,
          Self.upperQuantile(entries.compactMap(\.movementSignal))
        )
      ),
      axis: axis
    )
    movement.frame(
      label: "movement signal (\(movementThresholds.unit))",
      into: &svg
    )
    svg.bands(
      entries.map { ($0.time, $0.movementState == .moving) },
      axis: axis,
      top: movement.top,
      height: movement.height,
      color: "#c8e6c9",
      label: "moving"
    )
    movement.threshold(
      movementThresholds.begin,
      "start > \(NumberFormat.shortest(movementThresholds.begin))",
      color: "#27ae60",
      into: &svg
    )
    movement.threshold(
      movementThresholds.end,
      "stop < \(NumberFormat.shortest(movementThresholds.end))",
      color: "#16a085",
      labelBelow: true,
      into: &svg
    )
    movement.line(
      entries.map { ($0.time, $0.movementSignal) },
      color: "#2c3e50",
      into: &svg
    )

    let slider = Panel(
      top: movement.top + Self.panelHeight + Self.panelGap,
      height: Self.panelHeight,
      minimum: configuration.slider.minimum,
      maximum: Swift.max(
        configuration.slider.maximum,
        configuration.slider.minimum + 1e-9
      ),
      axis: axis
    )
    slider.frame(label: "slider value", into: &svg)
    slider.line(
      entries.map { ($0.time, $0.sliderValue) },
      color: "#2980b9",
      into: &svg
    )
    axis.ticks(at: slider.top + slider.height, into: &svg)

    let bottom = slider.top + slider.height
    // Slider changes are drawn as dots on the slider's line; every other
    // event is a dashed marker, labelled in the first of three rows where
    // the label does not run into the previous one.
    var rowEnds = [-Double.infinity, -Double.infinity, -Double.infinity]
    for event in events {
      let x = axis.x(event.time)
      let color = Self.eventColor(event.gesture)
      if event.gesture == .slider, event.phase == .changed {
        if let value = event.value {
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
      let row = rowEnds.firstIndex { $0 < x }
      let lineTop = top + 22 + Double(row ?? 2) * 16
      svg.line(
        x1: x,
        y1: lineTop,
        x2: x,
        y2: bottom,
        color: color,
        width: 1,
        dash: "2,3"
      )
      if let row {
        let labelWidth = Double(label.count) * 5.6
        let fits = x + 2 + labelWidth <= Self.width - 4
        svg.text(
          x: fits ? x + 2 : x - 2,
          y: lineTop + 10,
          label,
          size: 10,
          color: color,
          anchor: fits ? "start" : "end"
        )
        rowEnds[row] = fits ? x + 2 + labelWidth + 4 : x + 4
      }
    }
  }

  static func eventColor(_ gesture: Gesture) -> String {
    switch gesture {
    case .hand: "#7f8c8d"
    case .pinch: "#c0392b"
    case .movement: "#27ae60"
    case .slider: "#2980b9"
    case .swipe: "#8e44ad"
    case .pose: "#d35400"
    default: "#34495e"
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
    while power > value { power /= 10 }
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

  func x(_ time: Double) -> Double {
    left + (time - start) / (end - start) * (right - left)
  }

  func ticks(at y: Double, into svg: inout SVG) {
    let span = end - start
    let step = ReplayPlot.niceCeiling(span / 8)
    var tick = (start / step).rounded(.up) * step
    while tick <= end + step * 1e-9 {
      let x = self.x(tick)
      svg.line(x1: x, y1: y, x2: x, y2: y + 4, color: "#555", width: 1)
      svg.text(
        x: x,
        y: y + 16,
        NumberFormat.shortest(tick, maximumDecimals: 3),
        size: 10,
        anchor: "middle"
      )
      tick += step
    }
    svg.text(x: right, y: y + 30, "time (s)", size: 11, anchor: "end")
  }
}

/// One plot panel: a value range drawn between two heights.
struct Panel: Sendable {
  var top: Double
  var height: Double
  var minimum = 0.0
  var maximum: Double
  var axis: TimeAxis

  func y(_ value: Double) -> Double {
    let clamped = Swift.min(Swift.max(value, minimum), maximum)
    return top + height - (clamped - minimum) / (maximum - minimum) * height
  }

  func frame(label: String, into svg: inout SVG) {
    svg.rect(
      x: axis.left,
      y: top,
      width: axis.right - axis.left,
      height: height,
      fill: "none",
      stroke: "#999"
    )
    svg.text(x: axis.left, y: top - 6, label, size: 11)
    for fraction in [0.0, 0.5, 1.0] {
      let value = minimum + (maximum - minimum) * fraction
      svg.text(
        x: axis.left - 6,
        y: y(value) + 4,
        NumberFormat.shortest(value, maximumDecimals: 4),
        size: 10,
        anchor: "end"
      )
    }
  }

  func threshold(
    _ value: Double,
    _ label: String,
    color: String,
    labelBelow: Bool = false,
    into svg: inout SVG
  ) {
    let y = self.y(value)
    svg.line(
      x1: axis.left,
      y1: y,
      x2: axis.right,
      y2: y,
      color: color,
      width: 1,
      dash: "6,4"
    )
    svg.text(
      x: axis.right - 4,
      y: labelBelow ? y + 11 : y - 3,
      label,
      size: 10,
      color: color,
      anchor: "end"
    )
  }

  /// A polyline through the values; a missing value breaks the line.
  func line(
    _ samples: [(Double, Double?)],
    color: String,
    into svg: inout SVG
  ) {
    var run: [(Double, Double)] = []
    func flush() {
      if run.count == 1 {
        svg.circle(x: run[0].0, y: run[0].1, radius: 1.5, color: color)
      } else if run.count > 1 {
        svg.polyline(run, color: color)
      }
      run.removeAll()
    }
    for (time, value) in samples {
      guard let value, value.isFinite else {
        flush()
        continue
      }
      run.append((axis.x(time), y(value)))
    }
    flush()
  }
}
