/// A slider whose value snaps to a list of allowed values.
///
/// A sibling of ``FixedReferenceSlider``, after the discrete sliders of
/// Apple's camera controls: the same fixed-reference displacement drives a
/// continuous position between the smallest and largest allowed value, and
/// the reported value is the allowed value nearest that position (the
/// smaller one on a tie). Each movement starts from the value reported
/// last, so returning to the start `x` returns to the start value.
///
/// ```swift
/// var zoom = DiscreteSlider(values: [0.5, 1, 2, 5], gain: 20, value: 1)
/// zoom.begin(x: 0.5)    // 1
/// zoom.update(x: 0.55)  // 2: the position 1 + 20 * 0.05 = 2
/// zoom.update(x: 0.5)   // 1
/// ```
public struct DiscreteSlider: Hashable, Sendable {
  /// The allowed values, ascending and without repeats.
  public let values: [Double]
  private var position: FixedReferenceSlider

  /// The current value, one of ``values``.
  public private(set) var value: Double

  /// Creates a slider over an explicit list of values.
  ///
  /// - Parameters:
  ///   - values: The allowed values; finite, at least one. They are sorted
  ///     and repeats removed.
  ///   - gain: The change in position per normalized unit of `x`;
  ///     finite.
  ///   - value: The initial value, snapped to the nearest allowed one.
  public init(values: [Double], gain: Double, value: Double) {
    precondition(!values.isEmpty, "A discrete slider needs at least 1 value.")
    precondition(
      values.allSatisfy(\.isFinite),
      "A discrete slider's values must be finite."
    )
    var unique: [Double] = []
    for candidate in values.sorted() where unique.last != candidate {
      unique.append(candidate)
    }
    self.values = unique
    let range = unique[0]...unique[unique.count - 1]
    let start = Self.nearest(to: value, in: unique)
    self.position = FixedReferenceSlider(gain: gain, range: range, value: start)
    self.value = start
  }

  /// Creates a slider over a range with a fixed step.
  ///
  /// The values are `range.lowerBound + k * step` for every whole `k` that
  /// stays within the range.
  ///
  /// - Parameters:
  ///   - range: The smallest and largest value; finite.
  ///   - step: The distance between neighbouring values; greater than 0.
  ///   - gain: The change in position per normalized unit of `x`;
  ///     finite.
  ///   - value: The initial value, snapped to the nearest allowed one.
  public init(
    range: ClosedRange<Double>,
    step: Double,
    gain: Double,
    value: Double
  ) {
    precondition(
      step.isFinite && step > 0,
      "A discrete slider's step must be positive."
    )
    precondition(
      range.lowerBound.isFinite && range.upperBound.isFinite,
      "A discrete slider's range must be finite."
    )
    let count = Self.valueCount(range: range, step: step)
    precondition(
      count <= Self.maximumValueCount,
      "A discrete slider has more than \(Self.maximumValueCount) values."
    )
    // `k * step` can overshoot the upper bound by an ulp (3 * 0.1 is
    // 0.30000000000000004): clamp, so no value leaves the range.
    let values = (0..<count).map { index in
      let value = range.lowerBound + Double(index) * step
      // `k * step` can overflow where the value does not: take halves.
      let finite =
        value.isFinite
        ? value : 2 * (range.lowerBound / 2 + Double(index) * (step / 2))
      return Swift.min(finite, range.upperBound)
    }
    self.init(values: values, gain: gain, value: value)
  }

  /// The most values a slider made from a range and a step may have.
  public static let maximumValueCount = 1_000_000

  /// The number of values `range.lowerBound + k * step` within a range.
  ///
  /// A step that divides the range up to the rounding of the bounds and
  /// of the division (0.1 into 0...0.3, or into 1e6...1e6 + 0.3) reaches
  /// the upper bound; one that falls short of it by more (1 into
  /// 0...0.9999999995) does not.
  ///
  /// - Parameters:
  ///   - range: The smallest and largest value; finite.
  ///   - step: The distance between neighbouring values; greater than 0.
  /// - Returns: The number of values, at least 1, or `Int.max` when the
  ///   count does not fit.
  public static func valueCount(range: ClosedRange<Double>, step: Double)
    -> Int
  {
    let (lower, upper) = (range.lowerBound, range.upperBound)
    let span = upper - lower
    // Bounds so far apart that their distance overflows: divide first.
    let quotient = span.isFinite ? span / step : upper / step - lower / step
    // The rounding the bounds carry, in steps, and the division's.
    let tolerance =
      2 * (upper.ulp + lower.ulp) / step + 4 * quotient.ulp
    let steps = (quotient + tolerance).rounded(.down)
    guard steps < Double(Int.max - 1) else { return Int.max }
    return Int(steps) + 1
  }

  /// A Boolean value that indicates whether a movement is in progress.
  public var isTracking: Bool { position.isTracking }

  /// Starts a movement at a horizontal position.
  ///
  /// - Parameter x: The start position, in normalized display units.
  /// - Returns: The value, unchanged.
  @discardableResult
  public mutating func begin(x: Double) -> Double {
    position.set(value)
    position.begin(x: x)
    return value
  }

  /// Moves to the allowed value nearest the position for `x`.
  ///
  /// - Parameter x: The current position, in normalized display units.
  /// - Returns: The new value.
  @discardableResult
  public mutating func update(x: Double) -> Double {
    value = Self.nearest(to: position.update(x: x), in: values)
    return value
  }

  /// Ends the movement, keeping the value for the next one.
  ///
  /// - Returns: The final value.
  @discardableResult
  public mutating func end() -> Double {
    position.end()
    return value
  }

  /// The allowed value nearest `target`, the smaller one on a tie.
  static func nearest(to target: Double, in sorted: [Double]) -> Double {
    var low = 0
    var high = sorted.count
    while low < high {
      let middle = (low + high) / 2
      if sorted[middle] < target { low = middle + 1 } else { high = middle }
    }
    if low == 0 { return sorted[0] }
    if low == sorted.count { return sorted[sorted.count - 1] }
    let below = sorted[low - 1]
    let above = sorted[low]
    return target - below <= above - target ? below : above
  }
}
