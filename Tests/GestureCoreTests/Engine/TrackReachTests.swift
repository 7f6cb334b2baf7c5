import Foundation
import Testing

@testable import GestureCore

/// `TrackTable.isNear`, which decides by squares where it can, against its
/// definition: the gap in hand sizes within the reach and under the label
/// penalty.
@Suite("TrackTable: a hand within a track's reach")
struct TrackReachTests {
  /// The definition, measured the exact way.
  static func exactlyNear(
    _ position: Point,
    _ last: Point,
    size: Double,
    elapsed: Double
  ) -> Bool {
    let distance = TrackTable.gap(position, last) / size
    return distance <= TrackTable.reach(after: elapsed)
      && distance < TrackTable.labelPenalty
  }

  static func check(
    _ position: Point,
    _ last: Point,
    size: Double,
    elapsed: Double,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      TrackTable.isNear(position, last, size: size, elapsed: elapsed)
        == exactlyNear(position, last, size: size, elapsed: elapsed),
      "\(position) from \(last), size \(size), \(elapsed) s",
      sourceLocation: sourceLocation
    )
  }

  /// Elapsed times whose nearer limit is the reach (backwards in time, as
  /// the matching never sees, but the rule is the same), the label
  /// penalty, or the largest reach.
  static let elapsedTimes = [-0.08, -0.02, 0, 1.0 / 60, 0.05, 0.25, 10]

  @Test("at each limit, and a rounding either side, as the definition")
  func atTheLimits() {
    let last = Point(x: 0.3, y: 0.4)
    for size in [0.05, 0.1, 0.137, 0.25, 1e-3, 3.0] {
      for elapsed in Self.elapsedTimes {
        let limit = Swift.min(
          TrackTable.reach(after: elapsed),
          TrackTable.labelPenalty
        )
        let along = limit * size
        var near = Point(x: last.x + along, y: last.y)
        // A rounding either side of the limit: the undecided band, read
        // the exact way.
        for _ in 0..<4 { near.x = near.x.nextDown }
        for _ in 0..<8 {
          Self.check(near, last, size: size, elapsed: elapsed)
          near.x = near.x.nextUp
        }
        // Relatively 1e-12 to 1e-6 either side, along a diagonal too.
        for relative in [1e-12, 1e-10, 1e-9, 1e-8, 1e-6] {
          for sign in [-1.0, 1.0] {
            let gap = along * (1 + sign * relative)
            Self.check(
              Point(x: last.x + gap, y: last.y),
              last,
              size: size,
              elapsed: elapsed
            )
            let side = gap / 2.0.squareRoot()
            Self.check(
              Point(x: last.x - side, y: last.y + side),
              last,
              size: size,
              elapsed: elapsed
            )
          }
        }
      }
    }
  }

  @Test("both sides of the limit are decided, as the rule says")
  func bothSides() {
    let last = Point(x: 0.5, y: 0.5)
    // The label penalty: strictly less than one hand size.
    #expect(
      TrackTable.isNear(Point(x: 0.59, y: 0.5), last, size: 0.1, elapsed: 0)
    )
    #expect(
      !TrackTable.isNear(Point(x: 0.62, y: 0.5), last, size: 0.1, elapsed: 0)
    )
    // The reach, when a frame came before the track's last one: within it
    // is near, beyond it is not (on it: `atTheLimits`).
    let reach = TrackTable.reach(after: -0.05)
    #expect(reach == 0.5)
    #expect(
      TrackTable.isNear(
        Point(x: 0.549, y: 0.5),
        last,
        size: 0.1,
        elapsed: -0.05
      )
    )
    #expect(
      !TrackTable.isNear(
        Point(x: 0.551, y: 0.5),
        last,
        size: 0.1,
        elapsed: -0.05
      )
    )
    // The same place is near.
    #expect(TrackTable.isNear(last, last, size: 0.1, elapsed: 0))
  }

  @Test("random and extreme gaps and sizes give the definition's answer")
  func randomAndExtreme() {
    var random = SplitMix64(seed: 0x4EA4)
    let scales = [1e-160, 1e-100, 1e-3, 1, 1e3, 1e100, 1e160]
    for _ in 0..<20_000 {
      let scale = scales[Int.random(in: 0..<scales.count, using: &random)]
      let last = Point(
        x: Double.random(in: -1...1, using: &random) * scale,
        y: Double.random(in: -1...1, using: &random) * scale
      )
      let size = Double.random(in: 0.01...2, using: &random) * scale
      let angle = Double.random(in: 0...6.28, using: &random)
      let gap = Double.random(in: 0...2.5, using: &random) * size
      let position = Point(
        x: last.x + gap * cos(angle),
        y: last.y + gap * sin(angle)
      )
      let elapsed = Self.elapsedTimes[
        Int.random(in: 0..<Self.elapsedTimes.count, using: &random)
      ]
      Self.check(position, last, size: size, elapsed: elapsed)
    }
    let odd = [
      0, .leastNonzeroMagnitude, .greatestFiniteMagnitude, .infinity, .nan,
    ]
    let last = Point(x: 0.5, y: 0.5)
    for value in odd {
      Self.check(last, last, size: value, elapsed: 0)
      Self.check(Point(x: 0.6, y: 0.5), last, size: value, elapsed: 0)
      Self.check(Point(x: value, y: 0.5), last, size: 0.1, elapsed: 0)
      Self.check(Point(x: 0.55, y: 0.5), last, size: 0.1, elapsed: value)
    }
  }
}
