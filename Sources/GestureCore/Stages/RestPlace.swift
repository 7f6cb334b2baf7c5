/// Where a hand last rested, and how far its tracked point has gone from
/// there, in palm sizes: what a movement that starts from displacement
/// reads.
///
/// The tracked point is taken in square units, through a median over the
/// movement's median span (in seconds), so that one wild frame neither
/// moves the hand nor breaks its rest. The hand *rests* while that point
/// is within ``radius`` palm sizes of where it was ``time`` seconds before
/// (interpolated between the frames around that time); its rest place is
/// then that older point, and it stays the rest place while the hand does
/// not rest.
/// Every test is on timestamps and on the path over a sliding time, so
/// the same hand rests at the same times, give or take a frame, at any
/// frame rate.
///
/// A hand that moves slower than ``radius`` per ``time`` (0.67 palm sizes
/// per second in adaptive) rests all along the way, and its rest place
/// follows it, ``time`` seconds behind: a drift never accumulates. Jitter
/// does not accumulate either: it stays within a few hundredths of a palm
/// size of the rest place, however long the hand rests.
struct RestPlace: Sendable {
  /// A place where the hand was, and when.
  struct Place: Sendable {
    /// The filtered tracked point, in square units.
    var point: Point
    /// The filtered tracked point's display `x`, for a slider's reference.
    var x: Double
    /// The time the hand was there, in seconds.
    var since: Double
  }

  /// The radius the hand stays within to rest, in palm sizes.
  let radius: Double
  /// How long the hand stays within the radius to rest, in seconds.
  let time: Double
  /// The filtered path of the tracked point over the last ``time``.
  private var path: MotionWindow
  /// Where the hand last rested, or `nil` before it first rested.
  private(set) var place: Place?
  /// Whether the hand rests at the last frame; `true` too when the frame
  /// had no palm size to measure in, so that a movement then ends by its
  /// speed alone.
  private(set) var isResting = false

  /// Creates the rest place of a hand not yet seen.
  ///
  /// - Parameters:
  ///   - radius: The radius a resting hand stays within, in palm sizes.
  ///   - time: How long it stays there to rest, in seconds; greater than
  ///     0.
  ///   - medianSpan: The span of the tracked point's median filter, in
  ///     seconds; 0 for none.
  init(radius: Double, time: Double, medianSpan: Double) {
    self.radius = radius
    self.time = time
    path = MotionWindow(window: time, medianSpan: medianSpan)
  }

  /// A rest place for a movement that does not start from displacement,
  /// never given a point: shared by every such movement.
  static let idle = RestPlace(radius: 0, time: 1, medianSpan: 0)

  /// Takes a frame's tracked point and returns its distance from the rest
  /// place.
  ///
  /// - Parameters:
  ///   - point: The tracked point in square units; finite.
  ///   - x: The tracked point's display `x`; finite.
  ///   - time: The frame's time, in seconds; not earlier than the last.
  ///   - palmSize: The hand's size in square units, or `nil` when none was
  ///     seen: then nothing is measured, the rest place is left as it was
  ///     and the hand counts as resting.
  ///   - shared: The median of a window with the same median span that
  ///     was given the same points, or `nil`: see
  ///     ``MotionWindow/SharedMedian``.
  /// - Returns: The distance of the filtered point from the rest place, in
  ///   palm sizes, or `nil` before the hand first rested or without a palm
  ///   size.
  @inline(__always)
  mutating func update(
    _ point: Point,
    x: Double,
    at time: Double,
    palmSize: Double?,
    sharing shared: MotionWindow.SharedMedian? = nil
  ) -> Double? {
    path.append(
      Point3D(x: point.x, y: point.y, z: 0),
      x: x,
      at: time,
      sharing: shared
    )
    guard let newest = path.newest, let palmSize, palmSize > 0 else {
      isResting = true
      return nil
    }
    let now = Point(x: newest.position.x, y: newest.position.y)
    // Before the path spans the rest time, the hand does not rest yet.
    // Timestamps have a few decimals: 0.15 s may read 0.14999999999.
    isResting = false
    if let oldest = path.reference,
      (newest.time - oldest.time).reaches(self.time),
      let older = path.sample(
        at: Swift.max(newest.time - self.time, oldest.time)
      )
    {
      let then = Point(x: older.position.x, y: older.position.y)
      if then.distance(to: now) <= radius * palmSize {
        isResting = true
        place = Place(point: then, x: older.x, since: older.time)
      }
    }
    guard let place else { return nil }
    return place.point.distance(to: now) / palmSize
  }

  /// Forgets the hand: it was lost, and may come back anywhere.
  mutating func removeAll() {
    path.removeAll()
    place = nil
    isResting = false
  }
}
