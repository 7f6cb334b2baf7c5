import GestureCore
import GestureReplay

/// Resamples a trace to a constant frame rate, as a camera at that rate
/// would have recorded the same hands.
///
/// The frame at time *t* (*t* = *t*₀ + *k* / rate exactly, *t*₀ the first
/// frame's time) interpolates linearly between the original frames just
/// before and just after it: every landmark's position, depth and
/// confidence, every world landmark, and the hand's score. A hand (matched
/// by chirality, in order) or a joint present in only one of the two is
/// present only if that one is the nearer; at exactly half way the earlier
/// counts as nearer.
///
/// A camera stall (no frame for more than ``stall`` seconds, as in
/// `timestamp-gap`) stays a stall: no frame is made inside it, since a
/// camera at any rate would have delivered none, and interpolating across
/// it would show a slow glide where the recording shows a freeze.
enum MetamorphicResampler {
  /// The longest interval between frames that is not a stall, in seconds:
  /// six frames at 30 fps, twice the longest ordinary interval of any
  /// fixture (0.1 s in `irregular-fps-move`).
  static let stall = 0.2

  /// Returns a trace resampled to a constant rate.
  ///
  /// - Parameters:
  ///   - trace: The original trace.
  ///   - framesPerSecond: The new rate.
  /// - Returns: The resampled trace, its `frameRate` the new rate, its
  ///   header otherwise the original's.
  /// - Complexity: O(*n* + *m*) for *n* original and *m* new frames.
  static func resample(_ trace: Trace, framesPerSecond: Double) -> Trace {
    var result = trace
    result.frameRate = framesPerSecond
    result.frames = []
    let frames = trace.frames
    guard let first = frames.first, let last = frames.last else {
      return result
    }
    var before = 0
    var step = 0
    while true {
      let time = first.time + Double(step) / framesPerSecond
      step += 1
      guard time <= last.time + 1e-9 else { break }
      while before + 1 < frames.count && frames[before + 1].time <= time {
        before += 1
      }
      guard before + 1 < frames.count else {
        result.frames.append(Frame(time: time, hands: frames[before].hands))
        continue
      }
      let interval = frames[before + 1].time - frames[before].time
      if interval > stall && time > frames[before].time { continue }
      let weight =
        interval > 0
        ? min(max((time - frames[before].time) / interval, 0), 1) : 0
      result.frames.append(
        Frame(
          time: time,
          hands: interpolate(
            frames[before].hands,
            frames[before + 1].hands,
            weight
          )
        )
      )
    }
    return result
  }

  /// Returns the hands between two frames' hands, a fraction of the way
  /// from the first to the second.
  ///
  /// - Parameters:
  ///   - earlier: The hands of the frame before.
  ///   - later: The hands of the frame after.
  ///   - weight: How far, from 0 (the frame before) to 1 (the frame
  ///     after).
  /// - Returns: The hands of both, interpolated, then those of only the
  ///   nearer frame.
  static func interpolate(
    _ earlier: [Hand],
    _ later: [Hand],
    _ weight: Double
  ) -> [Hand] {
    var result: [Hand] = []
    var matched = Array(repeating: false, count: later.count)
    for hand in earlier {
      let partner = later.indices.first {
        !matched[$0] && later[$0].chirality == hand.chirality
      }
      if let partner {
        matched[partner] = true
        result.append(interpolate(hand, later[partner], weight))
      } else if weight <= 0.5 {
        result.append(hand)
      }
    }
    if weight > 0.5 {
      result += later.indices.filter { !matched[$0] }.map { later[$0] }
    }
    return result
  }

  /// Returns a hand a fraction of the way from one to another of the same
  /// chirality.
  static func interpolate(_ a: Hand, _ b: Hand, _ weight: Double) -> Hand {
    let nearerIsEarlier = weight <= 0.5
    var world: [Point3D]?
    switch (a.worldLandmarks, b.worldLandmarks) {
    case (let p?, let q?):
      world = zip(p, q).map { p, q in
        Point3D(
          x: mix(p.x, q.x, weight),
          y: mix(p.y, q.y, weight),
          z: mix(p.z, q.z, weight)
        )
      }
    case (let p, let q):
      world = nearerIsEarlier ? p : q
    }
    var hand = Hand(
      chirality: a.chirality,
      score: mix(a.score, b.score, weight),
      worldLandmarks: world
    )
    for joint in Joint.allCases {
      switch (a[joint], b[joint]) {
      case (let p?, let q?):
        var depth: Double?
        if let pd = p.depth, let qd = q.depth {
          depth = mix(pd, qd, weight)
        } else {
          depth = nearerIsEarlier ? p.depth : q.depth
        }
        hand[joint] = Landmark(
          x: mix(p.position.x, q.position.x, weight),
          y: mix(p.position.y, q.position.y, weight),
          depth: depth,
          confidence: mix(p.confidence, q.confidence, weight)
        )
      case (let p, let q):
        hand[joint] = nearerIsEarlier ? p : q
      }
    }
    return hand
  }

  /// Returns the number a fraction of the way from one to another; exactly
  /// the first at 0, and the value itself when both are equal.
  static func mix(_ a: Double, _ b: Double, _ weight: Double) -> Double {
    a == b ? a : a + (b - a) * weight
  }
}
