/// A recognizer of quick, straight movements of a point: one `recognized`
/// swipe, with its direction, per qualifying movement.
///
/// At each sample it compares the point with the oldest sample at most
/// ``maximumDuration`` seconds older. The movement *qualifies* when that
/// displacement is longer than the minimum distance and, along one axis of
/// the frame, more than ``minimumStraightness`` times as long as across it
/// (a 45-degree diagonal never qualifies). An armed recognizer reports the
/// first qualifying sample as a swipe in the axis's direction (`y` grows
/// downwards), and re-arms only once that displacement is no longer than
/// half the minimum distance: the hand slowed, stopped, or turned back. So a
/// long fast stroke is one swipe, even where its travel over the window
/// dips below the distance and rises again, and a stroke right and
/// straight back is a swipe right and a swipe left.
///
/// Boundaries are strict: a distance or ratio exactly on its threshold
/// does not qualify; a sample exactly ``maximumDuration`` seconds old is
/// still compared.
///
/// - Complexity: Amortized O(1) per sample; the history holds the samples
///   of one ``maximumDuration`` and, once grown, allocates nothing.
public struct SwipeRecognizer: Hashable, Sendable {
  /// The time a swipe must fit in, in seconds.
  public let maximumDuration: Double
  /// The ratio of travel along the axis to travel across it that must be
  /// exceeded.
  public let minimumStraightness: Double
  /// Whether the next qualifying movement is reported.
  public private(set) var isArmed = true
  /// The travel from the window's oldest sample to the newest, after the
  /// last sample; zero before any.
  public private(set) var travel = Point.zero
  /// The samples of the window, with those that left it since the last
  /// removal.
  private var window = SwipeSamples()

  /// Creates a recognizer.
  ///
  /// - Parameters:
  ///   - maximumDuration: The time a swipe must fit in, in seconds; finite,
  ///     greater than 0.
  ///   - minimumStraightness: The ratio of travel along to across the axis
  ///     that must be exceeded; finite, at least 1.
  public init(maximumDuration: Double, minimumStraightness: Double) {
    precondition(
      maximumDuration.isFinite && maximumDuration > 0,
      "A swipe's maximum duration must be finite and greater than 0."
    )
    precondition(
      minimumStraightness.isFinite && minimumStraightness >= 1,
      "A swipe's straightness must be finite and at least 1."
    )
    self.maximumDuration = maximumDuration
    self.minimumStraightness = minimumStraightness
  }

  /// Feeds one sample of the point.
  ///
  /// - Parameters:
  ///   - point: The point, in the frame directions are read in (the
  ///     display frame, `y` down); finite.
  ///   - time: The sample's time, in seconds; finite, not going backwards.
  ///   - minimumDistance: The travel that must be exceeded, in the
  ///     point's units.
  /// - Returns: The direction of a swipe recognized at this sample, or
  ///   `nil`.
  public mutating func update(
    point: Point,
    at time: Double,
    minimumDistance: Double
  ) -> Direction? {
    update(
      point: point,
      oldest: window.append(point, at: time, within: maximumDuration),
      minimumDistance: minimumDistance
    )
  }

  /// Feeds one sample of the point, given the point of the oldest sample
  /// of the window that ends with it: the window kept elsewhere (as the
  /// swipe stage's ``SwipeWindow``).
  ///
  /// - Parameters:
  ///   - point: The point, as for ``update(point:at:minimumDistance:)``.
  ///   - oldest: The point of the oldest sample at most
  ///     ``maximumDuration`` seconds older than this one.
  ///   - minimumDistance: The travel that must be exceeded.
  /// - Returns: The direction of a swipe recognized at this sample, or
  ///   `nil`.
  @inline(__always)
  mutating func update(
    point: Point,
    oldest: Point,
    minimumDistance: Double
  ) -> Direction? {
    // Inlined: see Docs/Performance/WhereTheTimeGoes.md.
    travel = Point(x: point.x - oldest.x, y: point.y - oldest.y)
    let direction = qualifyingDirection(
      dx: travel.x,
      dy: travel.y,
      minimumDistance: minimumDistance
    )
    guard let direction else {
      if !isArmed,
        !isLonger(travel.x, travel.y, than: minimumDistance / 2)
      {
        isArmed = true
      }
      return nil
    }
    guard isArmed else { return nil }
    isArmed = false
    return direction
  }

  /// Forgets every sample and re-arms, as when the hand is lost.
  public mutating func reset() {
    window.removeAll()
    isArmed = true
    travel = .zero
  }

  /// Returns the direction of a displacement that qualifies, or `nil`.
  @inline(__always)
  private func qualifyingDirection(
    dx: Double,
    dy: Double,
    minimumDistance: Double
  ) -> Direction? {
    guard isLonger(dx, dy, than: minimumDistance) else { return nil }
    if abs(dx) > minimumStraightness * abs(dy) {
      return dx > 0 ? .right : .left
    }
    if abs(dy) > minimumStraightness * abs(dx) {
      return dy > 0 ? .down : .up
    }
    return nil
  }
}
