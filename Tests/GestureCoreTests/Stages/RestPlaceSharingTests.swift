import Testing

@testable import GestureCore

/// The rest place taking the speed's median when both windows were given
/// the same raw samples: it rests, and measures its displacement, bit for
/// bit as a rest place with a median of its own.
@Suite("RestPlace: the speed's median shared")
struct RestPlaceSharingTests {
  /// A rest place's readings after a frame, as bits.
  static func bits(_ rest: RestPlace, _ displacement: Double?) -> [UInt64] {
    var bits = [rest.isResting ? 1 : 0, displacement?.bitPattern ?? 7]
    if let place = rest.place {
      bits += [
        place.point.x.bitPattern, place.point.y.bitPattern,
        place.x.bitPattern, place.since.bitPattern,
      ]
    }
    return bits
  }

  @Test(
    "rests and measures as a rest place with its own median",
    arguments: [0, 0.07, 0.2]
  )
  func sameAsItsOwn(medianSpan: Double) {
    var random = SplitMix64(seed: 0x5EA7 + UInt64(medianSpan * 100))
    let settings = GestureConfiguration.Movement(
      measure: .speed,
      point: .palm,
      medianSpan: medianSpan,
      displacementStartThreshold: 0.6
    )
    var signal = MovementSignal(settings)
    #expect(signal.keepsRest)
    var own = RestPlace(
      radius: settings.restRadius,
      time: settings.restTime,
      medianSpan: medianSpan
    )
    var time = 0.0
    var point = Point(x: 0.5, y: 0.5)
    var world = false
    var shared = 0
    var mismatches = 0
    for step in 0..<30_000 {
      time +=
        [0, 1.0 / 120, 1.0 / 60, 1.0 / 30, 0.3][
          Int.random(in: 0..<5, using: &random)
        ]
      // Still, drifting or moving, with jitter.
      let pace = [0, 0.001, 0.02][(step / 200) % 3]
      point.x += Double.random(in: -pace...pace, using: &random) + 0.0005
      point.y += Double.random(in: -pace...pace, using: &random)
      // The speed in world landmarks now and then (its window emptied as
      // the movement stage empties it), and a square point that is not
      // the display point now and then.
      if Int.random(in: 0..<150, using: &random) == 0 {
        world.toggle()
        signal.speed?.motion.removeAll()
        signal.samePoints = 0
      }
      let squeezed = Int.random(in: 0..<40, using: &random) == 0
      let square = squeezed ? Point(x: point.x, y: point.y * 0.75) : point
      let position =
        world
        ? Point3D(x: point.x * 0.3, y: point.y * 0.3, z: 0.01)
        : Point3D(x: point.x, y: point.y, z: 0)
      signal.speed?.motion.append(position, x: point.x, at: time)
      let median = signal.sharedMedian(speed: position, rest: square)
      if let median, median.sameSamples >= median.count { shared += 1 }
      let palmSize = 0.1 + Double.random(in: 0...0.01, using: &random)
      let sharing = signal.rest.update(
        square,
        x: point.x,
        at: time,
        palmSize: palmSize,
        sharing: median
      )
      let alone = own.update(square, x: point.x, at: time, palmSize: palmSize)
      if Self.bits(signal.rest, sharing) != Self.bits(own, alone) {
        mismatches += 1
      }
      if step % 4_999 == 4_998 {
        signal.removeAll()
        own.removeAll()
      }
    }
    #expect(mismatches == 0)
    // The speed is in world landmarks about half the time; out of them,
    // most frames share its median.
    #expect(shared > 10_000)
  }

  @Test("counts the same points, and starts again at one that differs")
  func countsSamePoints() {
    var signal = MovementSignal(
      GestureConfiguration.Movement(
        measure: .speed,
        displacementStartThreshold: 0.6
      )
    )
    let same = Point3D(x: 0.25, y: 0.5, z: 0)
    var counts: [Int] = []
    for (index, rest) in [
      Point(x: 0.25, y: 0.5), Point(x: 0.25, y: 0.5), Point(x: 0.25, y: 0.4),
      Point(x: 0.25, y: 0.5),
    ].enumerated() {
      signal.speed?.motion.append(same, x: 0.25, at: Double(index) / 60)
      counts.append(
        signal.sharedMedian(speed: same, rest: rest)?.sameSamples ?? 0
      )
    }
    #expect(counts == [1, 2, 0, 1])
    // A position with a z, or a -0 for a 0, is not the rest place's point.
    let lifted = Point3D(x: 0.25, y: 0.5, z: -0.0)
    signal.speed?.motion.append(lifted, x: 0.25, at: 1)
    #expect(
      signal.sharedMedian(speed: lifted, rest: Point(x: 0.25, y: 0.5)) == nil
    )
    #expect(signal.samePoints == 0)
  }
}
