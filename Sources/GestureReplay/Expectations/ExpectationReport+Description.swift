import GestureCore

extension ExpectationReport {
  /// A readable difference: a summary line, then each missing and extra
  /// event on a line of its own.
  ///
  /// A missing expectation names the unmatched event of its gesture and
  /// phase nearest in time, if any, and then what keeps that event from
  /// meeting it: how late or early it is when that is beyond ``Expectation/within``,
  /// and each payload field that disagrees, as `value 41.2, expected
  /// 40±0.5`. Times and numbers have four decimals, or as many more as it
  /// takes to show the difference (`at 0.66670 s`, `at 0.66667 s`,
  /// `0.00003 s early`; a lateness of `0.10001 s` beside a window of
  /// `±0.10000`), so that a line never shows two equal numbers as the
  /// difference.
  public var description: String {
    let expected = matches.count + missing.count
    var lines = [
      "\(expected) expected, \(matches.count) met, \(missing.count) missing, "
        + "\(extra.count) extra"
    ]
    for miss in missing {
      let expectation = miss.expectation
      guard let nearest = miss.nearest else {
        lines.append("missing: " + expectation.summary())
        continue
      }
      // Enough decimals to tell the times apart, and the lateness from
      // the window it misses.
      let decimals =
        expectation.isOnTime(nearest)
        ? 4
        : Swift.max(
          NumberFormat.decimals(telling: nearest.time, from: expectation.time),
          NumberFormat.decimals(
            telling: abs(nearest.time - expectation.time),
            from: expectation.within
          )
        )
      lines.append(
        "missing: \(expectation.summary(timeDecimals: decimals)); "
          + "nearest: \(nearest.summary(timeDecimals: decimals)) "
          + "(\(expectation.differences(from: nearest, timeDecimals: decimals)))"
      )
    }
    for event in extra {
      lines.append("extra:   " + event.summary())
    }
    return lines.joined(separator: "\n")
  }

}

extension Expectation {
  /// What keeps an event of this expectation's gesture and phase from
  /// meeting it, as `0.0333 s late; value 41.2, expected 40±0.5`.
  ///
  /// - Parameters:
  ///   - event: The event.
  ///   - timeDecimals: The decimals of a time difference.
  /// - Returns: The differences, joined by `; `.
  func differences(from event: GestureEvent, timeDecimals: Int) -> String {
    var differences: [String] = []
    let gap = event.time - time
    let lateness =
      NumberFormat.fixed(abs(gap), decimals: timeDecimals) + " s "
      + (gap >= 0 ? "late" : "early")
    if !isOnTime(event) {
      differences.append(lateness)
    }
    func differ<Value: Equatable>(
      _ label: String,
      _ expected: Value?,
      _ actual: Value?,
      _ text: (Value) -> String
    ) {
      guard let expected, actual != expected else { return }
      differences.append(
        (actual.map { "\(label) \(text($0))" } ?? "no \(label)")
          + ", expected \(text(expected))"
      )
    }
    func differ(
      _ label: String,
      _ expected: Double?,
      _ tolerance: Double,
      _ actual: Double?
    ) {
      guard !Self.meets(expected, tolerance, actual) else { return }
      differences.append(
        Self.numberDifference(label, expected, tolerance, actual)
      )
    }
    // In the order the summaries give the fields.
    differ("hand", hand, event.hand) { $0.rawValue }
    differ("track", track, event.track) { "\($0)" }
    differ("value", value, tolerance, event.value)
    differ("direction", direction, event.direction) { $0.rawValue }
    differ("name", name, event.name) { $0 }
    differ("finger", finger, event.finger) { $0.rawValue }
    differ("scale", scale, scaleTolerance, event.scale)
    differ("rotation", rotation, rotationTolerance, event.rotation)
    // An event that differs in nothing would have met the expectation;
    // should one come here, its time is the difference shown.
    return differences.isEmpty
      ? lateness : differences.joined(separator: "; ")
  }

  /// A number that is not within its tolerance, as `value 41.2, expected
  /// 40±0.5`, with the decimals that show it outside the tolerance.
  private static func numberDifference(
    _ label: String,
    _ expected: Double?,
    _ tolerance: Double,
    _ actual: Double?
  ) -> String {
    guard let expected else { return "" }
    let decimals = actual.map { actual in
      let bound =
        actual > expected ? expected + tolerance : expected - tolerance
      return NumberFormat.decimals(telling: actual, from: bound)
    }
    let shown = { (number: Double) in
      NumberFormat.shortest(number, maximumDecimals: decimals ?? 4)
    }
    return (actual.map { "\(label) \(shown($0))" } ?? "no \(label)")
      + ", expected \(shown(expected))"
      + (tolerance > 0 ? "±\(shown(tolerance))" : "")
  }

  /// An expected number as the summary says it, such as ` value 40±2`.
  private static func describe(
    _ label: String,
    _ expected: Double?,
    _ tolerance: Double
  ) -> String {
    guard let expected else { return "" }
    let text = " \(label) \(NumberFormat.shortest(expected))"
    return tolerance > 0
      ? text + "±\(NumberFormat.shortest(tolerance))" : text
  }

  /// A one-line description, such as `pinch began at 1.2000 s ±0.1000`.
  ///
  /// - Parameter timeDecimals: The decimals of the time and the window.
  /// - Returns: The description.
  func summary(timeDecimals: Int = 4) -> String {
    var text = "\(gesture.rawValue) \(phase.rawValue)"
    if let hand { text += " \(hand.rawValue) hand" }
    if let track { text += " track \(track)" }
    text += Self.describe("value", value, tolerance)
    if let direction { text += " \(direction.rawValue)" }
    if let name { text += " \(name)" }
    if let finger { text += " \(finger.rawValue) finger" }
    text += Self.describe("scale", scale, scaleTolerance)
    text += Self.describe("rotation", rotation, rotationTolerance)
    text += " at \(NumberFormat.fixed(time, decimals: timeDecimals)) s"
    if within > 0 {
      text += " ±\(NumberFormat.fixed(within, decimals: timeDecimals))"
    }
    return text
  }
}

extension GestureEvent {
  /// A one-line description, such as `pinch began at 1.2333 s (frame 37,
  /// right hand)`, or `(frame 37, unknown hand, track 1)` when it carries
  /// its track.
  ///
  /// - Parameter timeDecimals: The decimals of the time.
  /// - Returns: The description.
  func summary(timeDecimals: Int = 4) -> String {
    var text = "\(gesture.rawValue) \(phase.rawValue)"
    if let value { text += " value \(NumberFormat.shortest(value))" }
    if let direction { text += " \(direction.rawValue)" }
    if let name { text += " \(name)" }
    if let finger { text += " \(finger.rawValue) finger" }
    if let scale { text += " scale \(NumberFormat.shortest(scale))" }
    if let rotation { text += " rotation \(NumberFormat.shortest(rotation))" }
    text += " at \(NumberFormat.fixed(time, decimals: timeDecimals)) s"
    text += " (frame \(frame), \(hand.rawValue) hand"
    text += track.map { ", track \($0))" } ?? ")"
    return text
  }
}
