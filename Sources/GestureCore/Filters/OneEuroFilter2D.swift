/// A 1€ filter for points, whose cutoff rises with the point's speed in the
/// plane.
///
/// It is ``OneEuroFilter`` applied to `x` and `y` with one shared cutoff:
/// each coordinate keeps its own filtered value and filtered velocity
/// component, and the cutoff is `minimumCutoff + beta · speed`, where
/// `speed` is the length `hypot(vx, vy)` of the filtered velocity.
///
/// The paper filters each dimension on its own. Sharing the cutoff makes
/// the filter independent of the direction of movement instead: a diagonal
/// movement lags as much as a horizontal one at the same speed, and
/// filtering a rotated path gives the rotated output. The price is that a
/// fast horizontal movement also opens the cutoff for the (still) vertical
/// coordinate. For the paper's per-axis behaviour, use two
/// ``OneEuroFilter``s. A movement along one axis gives exactly what a
/// ``OneEuroFilter`` gives on that coordinate.
///
/// Times follow the rules of ``OneEuroFilter``: the first point passes
/// through, a point at the previous point's time replaces it, time must not
/// go backwards, and coordinates and times must be finite.
///
/// ```swift
/// var filter = OneEuroFilter2D(minimumCutoff: 1, beta: 10)
/// for frame in frames {
///   guard let tip = frame.hands.first?[.indexTip] else { continue }
///   let smoothed = filter.filter(tip.position, at: frame.time)
///   print(smoothed.x, smoothed.y)
/// }
/// ```
///
/// Filtering allocates nothing.
public struct OneEuroFilter2D: Hashable, Sendable {
  /// The cutoff at rest, in hertz; lower removes more jitter.
  public let minimumCutoff: Double
  /// How fast the cutoff grows with speed, in hertz per unit per second.
  public let beta: Double
  /// The cutoff of the velocity's own smoothing, in hertz.
  public let derivativeCutoff: Double

  /// The state after the latest point, `nil` before the first.
  private var current: Step?
  /// The state before the latest point, which a point at the same time
  /// replaces; `nil` while there has been only one distinct time.
  private var previous: Step?

  /// The filter's state after one point.
  private struct Step: Hashable, Sendable {
    /// The point's time, in seconds.
    var time: Double
    /// The filtered point.
    var value: Point
    /// The filtered velocity's `x` component, in units per second.
    var velocityX: Double
    /// The filtered velocity's `y` component, in units per second.
    var velocityY: Double
  }

  /// Creates a filter that has seen no point.
  ///
  /// - Parameters:
  ///   - minimumCutoff: The cutoff at rest, in hertz; finite and greater
  ///     than 0.
  ///   - beta: The cutoff's growth with speed, in hertz per (unit per
  ///     second); finite, 0 or more.
  ///   - derivativeCutoff: The cutoff for smoothing the velocity, in hertz;
  ///     finite and greater than 0.
  public init(
    minimumCutoff: Double,
    beta: Double,
    derivativeCutoff: Double = 1
  ) {
    OneEuroFilter.checkParameters(
      minimumCutoff: minimumCutoff,
      beta: beta,
      derivativeCutoff: derivativeCutoff
    )
    self.minimumCutoff = minimumCutoff
    self.beta = beta
    self.derivativeCutoff = derivativeCutoff
  }

  /// The latest output, in the units of the points, or `nil` before the
  /// first point.
  public var value: Point? { current?.value }

  /// The time of the latest point, in seconds, or `nil` before the first.
  public var time: Double? { current?.time }

  /// The length of the filtered velocity after the latest point, in units
  /// per second; 0 until a second distinct time has been seen.
  public var speed: Double {
    guard let current else { return 0 }
    return euclideanLength(current.velocityX, current.velocityY)
  }

  /// The cutoff the latest point was smoothed with, in hertz:
  /// `minimumCutoff + beta · speed`.
  public var cutoff: Double { minimumCutoff + beta * speed }

  /// Smooths one point and returns the filtered point.
  ///
  /// - Parameters:
  ///   - point: The point, in any unit (normalized image units for a
  ///     landmark); both coordinates must be finite.
  ///   - time: The point's time, in seconds; finite and not earlier than
  ///     the previous point's. A point at the previous point's time
  ///     replaces it.
  /// - Returns: The filtered point; the point itself for the first one.
  public mutating func filter(_ point: Point, at time: Double) -> Point {
    precondition(point.isFinite, "A One Euro filter needs finite points.")
    precondition(time.isFinite, "A One Euro filter needs finite times.")
    guard let current else {
      self.current = Step(time: time, value: point, velocityX: 0, velocityY: 0)
      return point
    }
    precondition(
      time >= current.time,
      "A One Euro filter's time must not go backwards."
    )
    let next: Step
    if time > current.time {
      next = step(from: current, point: point, time: time)
      previous = current
    } else if let previous {
      next = step(from: previous, point: point, time: time)
    } else {
      // A replacement of the first point is a first point.
      next = Step(time: time, value: point, velocityX: 0, velocityY: 0)
    }
    self.current = next
    return next.value
  }

  /// Forgets every point, so that the next one passes through unchanged.
  public mutating func reset() {
    current = nil
    previous = nil
  }

  /// Returns the state after `point` at `time`, coming from `state`.
  private func step(from state: Step, point: Point, time: Double) -> Step {
    let interval = time - state.time
    let rawX = (point.x - state.value.x) / interval
    let rawY = (point.y - state.value.y) / interval
    precondition(
      rawX.isFinite && rawY.isFinite,
      "A One Euro filter's speed overflowed."
    )
    let derivativeFactor = OneEuroFilter.smoothingFactor(
      cutoff: derivativeCutoff,
      interval: interval
    )
    let velocityX =
      state.velocityX + derivativeFactor * (rawX - state.velocityX)
    let velocityY =
      state.velocityY + derivativeFactor * (rawY - state.velocityY)
    let cutoff =
      minimumCutoff + beta * euclideanLength(velocityX, velocityY)
    let factor = OneEuroFilter.smoothingFactor(
      cutoff: cutoff,
      interval: interval
    )
    let value = Point(
      x: state.value.x + factor * (point.x - state.value.x),
      y: state.value.y + factor * (point.y - state.value.y)
    )
    return Step(
      time: time,
      value: value,
      velocityX: velocityX,
      velocityY: velocityY
    )
  }
}
