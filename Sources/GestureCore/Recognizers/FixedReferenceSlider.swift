/// A value driven by horizontal position relative to where a movement began.
///
/// When a movement begins, the slider records the start `x` and its value
/// then. On every later sample it computes
///
///     value = clamp(startValue + gain * (x - startX), range)
///
/// from those two fixed references, never from the previous sample, so
/// noise does not accumulate: bringing the finger back to the start `x`
/// gives the start value exactly. The value persists between movements.
///
/// ```swift
/// var slider = FixedReferenceSlider(gain: 100, range: 0...100, value: 40)
/// slider.begin(x: 0.50)   // 40
/// slider.update(x: 0.65)  // 55
/// slider.update(x: 0.50)  // 40 again, exactly
/// slider.end()            // 40; the next movement starts from here
/// ```
public struct FixedReferenceSlider: Hashable, Sendable {
  /// The change in value per normalized unit of horizontal movement.
  public let gain: Double
  /// The values the slider can take.
  public let range: ClosedRange<Double>
  /// The current value, always within ``range``.
  public private(set) var value: Double
  /// The start position and value of the movement in progress, if any.
  public private(set) var reference: (x: Double, value: Double)?

  /// Creates a slider at rest.
  ///
  /// - Parameters:
  ///   - gain: The change in value per normalized unit of `x`; finite.
  ///   - range: The values the slider can take; finite bounds.
  ///   - value: The initial value, finite, clamped to `range`.
  public init(gain: Double, range: ClosedRange<Double>, value: Double) {
    precondition(gain.isFinite, "A slider's gain must be finite.")
    precondition(
      range.lowerBound.isFinite && range.upperBound.isFinite,
      "A slider's range must be finite."
    )
    precondition(value.isFinite, "A slider's initial value must be finite.")
    self.gain = gain
    self.range = range
    self.value = Self.clamp(value, to: range)
  }

  /// A Boolean value that indicates whether a movement is in progress.
  public var isTracking: Bool { reference != nil }

  /// Starts a movement at a horizontal position.
  ///
  /// - Parameter x: The start position, in normalized display units.
  /// - Returns: The value, unchanged.
  @discardableResult
  public mutating func begin(x: Double) -> Double {
    precondition(x.isFinite, "A slider position must be finite.")
    reference = (x, value)
    return value
  }

  /// Moves the slider to the value for a horizontal position.
  ///
  /// Before ``begin(x:)`` the value does not change.
  ///
  /// - Parameter x: The current position, in normalized display units.
  /// - Returns: The new value.
  @discardableResult
  public mutating func update(x: Double) -> Double {
    precondition(x.isFinite, "A slider position must be finite.")
    guard let reference else { return value }
    // A gain of 0 moves nothing, even over a distance too large for a
    // Double (where 0 · ∞ is NaN).
    let change = gain * (x - reference.x)
    value = Self.clamp(reference.value + (change.isNaN ? 0 : change), to: range)
    return value
  }

  /// Ends the movement, keeping the value for the next one.
  ///
  /// - Returns: The final value.
  @discardableResult
  public mutating func end() -> Double {
    reference = nil
    return value
  }

  /// Sets the value while no movement is in progress, clamped to ``range``.
  ///
  /// - Parameter newValue: The value to set; finite.
  public mutating func set(_ newValue: Double) {
    precondition(newValue.isFinite, "A slider value must be finite.")
    value = Self.clamp(newValue, to: range)
    if let reference {
      self.reference = (reference.x, value)
    }
  }

  static func clamp(_ value: Double, to range: ClosedRange<Double>) -> Double {
    Swift.min(Swift.max(value, range.lowerBound), range.upperBound)
  }

  /// Returns whether two sliders have the same settings, value and
  /// reference.
  ///
  /// - Parameters:
  ///   - lhs: A slider.
  ///   - rhs: Another slider.
  /// - Returns: `true` if everything about them is equal.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.gain == rhs.gain && lhs.range == rhs.range && lhs.value == rhs.value
      && lhs.reference?.x == rhs.reference?.x
      && lhs.reference?.value == rhs.reference?.value
  }

  /// Hashes the slider's settings, value and reference.
  ///
  /// - Parameter hasher: The hasher to use.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(gain)
    hasher.combine(range)
    hasher.combine(value)
    hasher.combine(reference?.x)
    hasher.combine(reference?.value)
  }
}
