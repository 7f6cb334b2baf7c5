/// A low-pass filter whose cutoff rises with speed, for numbers or vectors:
/// the 1€ filter of Casiez, Roussel and Vogel.
///
/// The filter follows "1€ Filter: A Simple Speed-based Low-pass Filter for
/// Noisy Input in Interactive Systems" (CHI 2012). Each sample is smoothed
/// by an exponential filter whose cutoff frequency grows with the signal's
/// speed: at rest a low cutoff removes jitter, in motion a higher one
/// removes lag. For a sample `x` at time `t`, `Te` seconds after the
/// previous one, with the previous output `x̂'` and filtered derivative
/// `d̂'`:
///
/// - `alpha(fc) = 1 / (1 + tau / Te)`, with `tau = 1 / (2π · fc)`;
/// - the derivative is `d̂ = d̂' + alpha(derivativeCutoff) · ((x − x̂') / Te
///   − d̂')`;
/// - the cutoff is `fc = minimumCutoff + beta · |d̂|`;
/// - the output is `x̂ = x̂' + alpha(fc) · (x − x̂')`.
///
/// For a vector, such as a ``Point``, every operation but the cutoff acts
/// on each coordinate on its own, and `|d̂|` is the length of the filtered
/// velocity (``OneEuroFilterable/magnitude``): the coordinates share one
/// cutoff. The paper filters each dimension on its own; sharing the cutoff
/// makes the filter independent of the direction of movement instead. A
/// diagonal movement lags as much as a horizontal one at the same speed,
/// and filtering a rotated path gives the rotated output. The price is that
/// a fast horizontal movement also opens the cutoff for the (still)
/// vertical coordinate. For the paper's per-axis behaviour, use one
/// ``OneEuroFilter`` per coordinate. A movement along one axis gives
/// exactly what a ``OneEuroFilter`` gives on that coordinate.
///
/// The first sample passes through unchanged, and the derivative starts at
/// zero. As in the paper's listing (and the authors' code since 2023), the
/// speed is measured from the previous *output*, not the previous sample.
/// With `beta == 0` the filter is a plain exponential smoother: on a ramp
/// it lags by exactly `1 / (2π · minimumCutoff)` seconds at any sampling
/// rate.
///
/// Time comes from the samples, not from a clock, so frames may arrive at
/// any rate or irregularly. A sample at the same time as the previous one
/// *replaces* it: the output is what the filter would have given had the
/// new value arrived instead, so a stream with repeated times filters like
/// the stream that keeps only the last value of each time. Values (every
/// coordinate) and times must be finite, and time must not go backwards;
/// anything else traps. A change so fast that its speed overflows a
/// `Double` (from -1e308 to 1e308 in a second) passes through, as at an
/// infinite cutoff, and the derivative starts again from zero.
///
/// ```swift
/// var filter = OneEuroFilterOf<Point>(minimumCutoff: 1, beta: 10)
/// let first = filter.filter(Point(x: 0.5, y: 0.5), at: 0)  // passes
/// let second = filter.filter(Point(x: 0.51, y: 0.5), at: 1 / 30)
/// ```
///
/// ``OneEuroFilter`` names the filter of numbers, ``OneEuroFilter2D`` the
/// filter of points. Filtering allocates nothing.
public struct OneEuroFilterOf<Value: OneEuroFilterable>: Hashable, Sendable {
  /// The cutoff at rest, in hertz; lower removes more jitter.
  public let minimumCutoff: Double
  /// How fast the cutoff grows with speed, in hertz per unit per second.
  public let beta: Double
  /// The cutoff of the derivative's own smoothing, in hertz.
  public let derivativeCutoff: Double

  /// The state after the latest sample, `nil` before the first.
  @usableFromInline
  var current: Step?
  /// The state before the latest sample, which a sample at the same time
  /// replaces; `nil` while there has been only one distinct time.
  @usableFromInline
  var previous: Step?

  /// The filter's state after one sample.
  @usableFromInline
  struct Step: Hashable, Sendable {
    /// The sample's time, in seconds.
    @usableFromInline
    var time: Double
    /// The filtered value.
    @usableFromInline
    var value: Value
    /// The filtered derivative, in units per second.
    @usableFromInline
    var derivative: Value

    /// Creates a state.
    ///
    /// - Parameters:
    ///   - time: The sample's time, in seconds.
    ///   - value: The filtered value.
    ///   - derivative: The filtered derivative, in units per second.
    @inlinable
    init(time: Double, value: Value, derivative: Value) {
      self.time = time
      self.value = value
      self.derivative = derivative
    }
  }

  /// Creates a filter that has seen no sample.
  ///
  /// - Parameters:
  ///   - minimumCutoff: The cutoff at rest, in hertz; finite and greater
  ///     than 0. The paper suggests starting at 1 Hz.
  ///   - beta: The cutoff's growth with speed, in hertz per (unit per
  ///     second); finite, 0 or more. 0 gives a plain exponential smoother.
  ///   - derivativeCutoff: The cutoff for smoothing the derivative, in
  ///     hertz; finite and greater than 0. The paper uses 1 Hz.
  public init(
    minimumCutoff: Double,
    beta: Double,
    derivativeCutoff: Double = 1
  ) {
    precondition(
      minimumCutoff.isFinite && minimumCutoff > 0,
      "A One Euro filter's minimum cutoff must be finite and above 0 Hz."
    )
    precondition(
      beta.isFinite && beta >= 0,
      "A One Euro filter's beta must be a finite number, 0 or more."
    )
    precondition(
      derivativeCutoff.isFinite && derivativeCutoff > 0,
      "A One Euro filter's derivative cutoff must be finite and above 0 Hz."
    )
    self.minimumCutoff = minimumCutoff
    self.beta = beta
    self.derivativeCutoff = derivativeCutoff
  }

  /// The latest output, in the units of the samples, or `nil` before the
  /// first sample.
  @inlinable
  public var value: Value? { current?.value }

  /// The time of the latest sample, in seconds, or `nil` before the first.
  @inlinable
  public var time: Double? { current?.time }

  /// The filtered derivative after the latest sample, in units per second:
  /// the velocity, for a vector.
  ///
  /// It is zero until a second distinct time has been seen. Its sign (each
  /// coordinate's, for a vector) is the direction of movement.
  @inlinable
  public var derivative: Value { current?.derivative ?? .zero }

  /// The magnitude of the filtered derivative after the latest sample, in
  /// units per second: its absolute value for a number, its length for a
  /// point; 0 until a second distinct time has been seen.
  @inlinable
  public var speed: Double { derivative.magnitude }

  /// The cutoff the latest sample was smoothed with, in hertz:
  /// `minimumCutoff + beta · speed`; `minimumCutoff` when `beta` is 0,
  /// even for a speed too large for a `Double`.
  @inlinable
  public var cutoff: Double { Self.cutoff(minimumCutoff, beta, speed) }

  /// Smooths one sample and returns the filtered value.
  ///
  /// - Parameters:
  ///   - value: The sample, in any unit (normalized image units for a
  ///     landmark or one of its coordinates); every coordinate must be
  ///     finite.
  ///   - time: The sample's time, in seconds; finite and not earlier than
  ///     the previous sample's. A sample at the previous sample's time
  ///     replaces it.
  /// - Returns: The filtered value; the sample itself for the first one.
  @inlinable
  public mutating func filter(_ value: Value, at time: Double) -> Value {
    precondition(value.isFinite, "A One Euro filter needs finite values.")
    precondition(time.isFinite, "A One Euro filter needs finite times.")
    guard let current else {
      self.current = Step(time: time, value: value, derivative: .zero)
      return value
    }
    precondition(
      time >= current.time,
      "A One Euro filter's time must not go backwards."
    )
    let next: Step
    if time > current.time {
      next = step(from: current, value: value, time: time)
      previous = current
    } else if let previous {
      next = step(from: previous, value: value, time: time)
    } else {
      // A replacement of the first sample is a first sample.
      next = Step(time: time, value: value, derivative: .zero)
    }
    self.current = next
    return next.value
  }

  /// Forgets every sample, so that the next one passes through unchanged.
  @inlinable
  public mutating func reset() {
    current = nil
    previous = nil
  }

  /// Returns the state after `value` at `time`, coming from `state`.
  @inlinable
  func step(from state: Step, value: Value, time: Double) -> Step {
    let interval = time - state.time
    let rawDerivative = (value - state.value) / interval
    let derivative =
      state.derivative
      + Self.smoothingFactor(cutoff: derivativeCutoff, interval: interval)
      * (rawDerivative - state.derivative)
    guard derivative.isFinite else {
      // A speed too large for a Double: the sample passes through.
      return Step(time: time, value: value, derivative: .zero)
    }
    let cutoff = Self.cutoff(minimumCutoff, beta, derivative.magnitude)
    let filtered =
      state.value
      + Self.smoothingFactor(cutoff: cutoff, interval: interval)
      * (value - state.value)
    return Step(time: time, value: filtered, derivative: derivative)
  }

  /// `minimumCutoff + beta · speed`, where `beta` 0 adds nothing to any
  /// speed: a vector's length can overflow though its coordinates do not.
  @inlinable
  static func cutoff(
    _ minimumCutoff: Double,
    _ beta: Double,
    _ speed: Double
  ) -> Double {
    let boost = beta * speed
    return minimumCutoff + (boost.isNaN ? 0 : boost)
  }

  /// The weight of a new sample in an exponential smoother,
  /// `1 / (1 + tau / Te)` with `tau = 1 / (2π · cutoff)`.
  ///
  /// - Parameters:
  ///   - cutoff: The cutoff frequency, in hertz, above 0; infinity gives 1.
  ///   - interval: The time since the previous sample, in seconds, above 0.
  /// - Returns: A weight in (0, 1].
  @inlinable
  static func smoothingFactor(cutoff: Double, interval: Double) -> Double {
    let timeConstant = 1 / (2 * Double.pi * cutoff)
    return 1 / (1 + timeConstant / interval)
  }
}
