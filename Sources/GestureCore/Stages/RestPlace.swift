/// Where a hand last rested, and how far its tracked point has gone from
/// there, in palm sizes: what a movement that starts from displacement
/// reads.
///
/// The tracked point is taken in square units, through a median over the
/// movement's median span (in seconds), so that one wild frame neither
/// moves the hand nor breaks its rest. The hand *rests* once that point
/// has stayed within ``radius`` palm sizes of one place for ``time``
/// seconds: the place is the first point of the stay, and it stays the
/// hand's rest place until the hand rests somewhere else. Every test is on
/// timestamps, so the same hand rests at the same times at any frame rate.
///
/// A hand that moves slower than ``radius`` per ``time`` (0.67 palm sizes
/// per second in adaptive) rests all along the way, and its rest place
/// follows it: a drift never accumulates. Jitter does not accumulate
/// either: it stays within a few hundredths of a palm size of the rest
/// place, however long the hand rests.
struct RestPlace: Sendable {
  /// A place where the hand stayed, and since when.
  struct Place: Sendable {
    /// The filtered tracked point, in square units.
    var point: Point
    /// The filtered tracked point's display `x`, for a slider's reference.
    var x: Double
    /// The time the hand arrived there, in seconds.
    var since: Double
  }

  /// The radius the hand stays within to rest, in palm sizes.
  let radius: Double
  /// How long the hand stays within the radius to rest, in seconds.
  let time: Double
  /// The median filter of the tracked point.
  private var filter: MotionWindow
  /// Where the hand has stayed since it last went beyond the radius.
  private var candidate: Place?
  /// Where the hand last rested, or `nil` before it first rested.
  private(set) var place: Place?
  /// Whether the hand rests at the last frame: it has stayed within the
  /// radius of ``place`` for the time, up to now; `true` too when the
  /// frame had no palm size to measure in, so that a movement then ends
  /// by its speed alone.
  private(set) var isResting = false

  /// Creates the rest place of a hand not yet seen.
  ///
  /// - Parameters:
  ///   - radius: The radius a resting hand stays within, in palm sizes.
  ///   - time: How long it stays there to rest, in seconds; 0 or more.
  ///   - medianSpan: The span of the tracked point's median filter, in
  ///     seconds; 0 for none.
  init(radius: Double, time: Double, medianSpan: Double) {
    self.radius = radius
    self.time = time
    filter = MotionWindow(window: 1, medianSpan: medianSpan, capacity: 2)
  }

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
  /// - Returns: The distance of the filtered point from the rest place, in
  ///   palm sizes, or `nil` before the hand first rested or without a palm
  ///   size.
  @inline(__always)
  mutating func update(
    _ point: Point,
    x: Double,
    at time: Double,
    palmSize: Double?
  ) -> Double? {
    filter.append(Point3D(x: point.x, y: point.y, z: 0), x: x, at: time)
    guard let newest = filter.newest, let palmSize, palmSize > 0 else {
      isResting = true
      return nil
    }
    let filtered = Point(x: newest.position.x, y: newest.position.y)
    if let candidate,
      candidate.point.distance(to: filtered) <= radius * palmSize
    {
      // Timestamps have a few decimals: 0.2 s may read 0.19999999999.
      if time - candidate.since >= self.time - 1e-9 {
        place = candidate
        isResting = true
      }
    } else {
      let arrived = Place(point: filtered, x: newest.x, since: time)
      candidate = arrived
      isResting = self.time <= 0
      if isResting { place = arrived }
    }
    guard let place else { return nil }
    return place.point.distance(to: filtered) / palmSize
  }

  /// Forgets the hand: it was lost, and may come back anywhere.
  mutating func removeAll() {
    filter.removeAll()
    candidate = nil
    place = nil
    isResting = false
  }
}
