import GestureCore
import GestureReplay
import Testing

/// Checks that each transformation of the metamorphic suite does what its
/// definition says, so that a passing relation means something.
@Suite("Metamorphic transformations do what they say")
struct MetamorphicTransformationTests {
  @Test(
    "resampling puts frames at exact multiples of the period, none in a stall",
    arguments: [15.0, 30, 60, 120]
  )
  func resampling(framesPerSecond: Double) throws {
    let original = try MetamorphicFixtures.trace("timestamp-gap.json")
    let resampled = MetamorphicResampler.resample(
      original,
      framesPerSecond: framesPerSecond
    )
    let start = try #require(original.frames.first?.time)
    let end = try #require(original.frames.last?.time)
    let times = original.frames.map(\.time)
    let stall = try #require(
      zip(times, times.dropFirst()).first { $1 - $0 > 0.5 }
    )
    for frame in resampled.frames {
      let step = ((frame.time - start) * framesPerSecond).rounded()
      #expect(frame.time == start + step / framesPerSecond)
      #expect(frame.time <= end + 1e-9)
      #expect(!(frame.time > stall.0 && frame.time < stall.1))
    }
    let expected = (end - start - (stall.1 - stall.0)) * framesPerSecond
    #expect(abs(Double(resampled.frames.count) - expected) <= 2)
  }

  @Test(
    "resampling interpolates a landmark and takes a lone hand from the nearer"
  )
  func interpolation() {
    let early = Hand(
      chirality: .right,
      score: 0.5,
      joints: [.wrist: Landmark(x: 0.2, y: 0.4, confidence: 0.6)]
    )
    let late = Hand(
      chirality: .right,
      score: 1,
      joints: [.wrist: Landmark(x: 0.4, y: 0.4, confidence: 0.8)]
    )
    let left = Hand(chirality: .left, joints: [.wrist: Landmark(x: 0, y: 0)])
    let between = MetamorphicResampler.interpolate([early], [late, left], 0.25)
    #expect(between.count == 1)
    #expect(abs((between.first?[.wrist]?.position.x ?? 0) - 0.25) < 1e-12)
    #expect(abs((between.first?[.wrist]?.confidence ?? 0) - 0.65) < 1e-12)
    #expect(abs((between.first?.score ?? 0) - 0.625) < 1e-12)
    let later = MetamorphicResampler.interpolate([early], [late, left], 0.75)
    #expect(later.map(\.chirality) == [.right, .left])
  }

  @Test(
    "scaling multiplies the palm size and keeps the palm centre",
    arguments: [0.5, 2]
  )
  func scaling(factor: Double) throws {
    let original = try MetamorphicFixtures.trace("near-hand-pinch.json")
    let scaled = MetamorphicTransformation.scaled(by: factor)
      .apply(to: original, seed: 0)
    for (before, after) in zip(original.frames, scaled.frames) {
      for (hand, scaledHand) in zip(before.hands, after.hands) {
        let size = try #require(hand.palmSize())
        let scaledSize = try #require(scaledHand.palmSize())
        #expect(abs(scaledSize / size - factor) < 1e-9)
        let centre = try #require(
          MetamorphicTransformation.palmCentre(of: hand)
        )
        let scaledCentre = try #require(
          MetamorphicTransformation.palmCentre(of: scaledHand)
        )
        #expect(centre.distance(to: scaledCentre) < 1e-12)
        #expect(scaledHand.worldLandmarks == hand.worldLandmarks)
      }
    }
  }

  @Test(
    "translation keeps on the image a hand that was on it",
    // The Leap takes' hands leave the box; the photo fixtures put each
    // photo's hand where it was in its photo, all over the image.
    arguments: MetamorphicFixtures.names.filter {
      !$0.hasPrefix("leap-") && !$0.hasPrefix("pose-photos-")
    }
  )
  func translation(fixture: String) throws {
    let original = try MetamorphicFixtures.trace(fixture)
    let translated = MetamorphicTransformation.translated
      .apply(to: original, seed: 0)
    let offset = MetamorphicTransformation.onImageTranslation(of: original)
    #expect(abs(offset.x) == 0.05 && abs(offset.y) == 0.03)
    for frame in translated.frames {
      for hand in frame.hands {
        for (_, landmark) in hand.joints {
          #expect((0...1).contains(landmark.position.x))
          #expect((0...1).contains(landmark.position.y))
        }
      }
    }
  }

  @Test("jitter has the stated standard deviation and no bias")
  func jitter() throws {
    let original = try MetamorphicFixtures.trace("still-hand-jitter.json")
    let jittered = MetamorphicTransformation.jittered
      .apply(to: original, seed: 7)
    var differences: [Double] = []
    for (before, after) in zip(original.frames, jittered.frames) {
      for (hand, noisy) in zip(before.hands, after.hands) {
        for (joint, landmark) in hand.joints {
          let moved = try #require(noisy[joint])
          differences.append(moved.position.x - landmark.position.x)
          differences.append(moved.position.y - landmark.position.y)
        }
      }
    }
    let count = Double(differences.count)
    let mean = differences.reduce(0, +) / count
    let deviation =
      (differences.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / count)
      .squareRoot()
    let sigma = MetamorphicTransformation.jitter
    #expect(count > 3000)
    #expect(abs(deviation - sigma) < 0.05 * sigma)
    #expect(abs(mean) < 0.1 * sigma)
  }

  @Test(
    "dropping removes 5% of the frames, never the first or the last",
    arguments: ["leap-grab.json", "hand-lost-found.json", "two-hands.json"]
  )
  func dropping(fixture: String) throws {
    let original = try MetamorphicFixtures.trace(fixture)
    let thinned = MetamorphicTransformation.framesDropped
      .apply(to: original, seed: 3)
    let dropped = original.frames.count - thinned.frames.count
    #expect(
      dropped == max(1, Int((Double(original.frames.count) * 0.05).rounded()))
    )
    #expect(thinned.frames.first == original.frames.first)
    #expect(thinned.frames.last == original.frames.last)
  }

  @Test(
    "mirroring twice gives back the trace",
    arguments: [
      "front-camera.json", "rotated-buffer-right.json", "leap-pinch.json",
    ]
  )
  func mirroringTwice(fixture: String) throws {
    let original = try MetamorphicFixtures.trace(fixture)
    let mirror = MetamorphicTransformation.mirrored
    let twice = mirror.apply(to: mirror.apply(to: original, seed: 0), seed: 0)
    #expect(twice.coordinates == original.coordinates)
    for (before, after) in zip(original.frames, twice.frames) {
      #expect(before.hands.map(\.chirality) == after.hands.map(\.chirality))
      for (hand, back) in zip(before.hands, after.hands) {
        for (joint, landmark) in hand.joints {
          let position = try #require(back[joint]?.position)
          #expect(position.distance(to: landmark.position) < 1e-12)
        }
      }
    }
  }

  @Test("mirroring moves a display point to 1 - x, whatever the orientation")
  func mirroringInDisplay() throws {
    for name in ["front-camera.json", "rotated-buffer-right.json"] {
      let original = try MetamorphicFixtures.trace(name)
      let mirrored = MetamorphicTransformation.mirrored
        .apply(to: original, seed: 0)
      let space = original.coordinates
      let hand = try #require(original.frames.first?.hands.first)
      let mirroredHand = try #require(mirrored.frames.first?.hands.first)
      #expect(mirroredHand.chirality == .left)
      let wrist = try #require(hand[.wrist]?.position)
      let mirroredWrist = try #require(mirroredHand[.wrist]?.position)
      let display = space.displayPoint(wrist)
      let mirroredDisplay = space.displayPoint(mirroredWrist)
      #expect(abs(mirroredDisplay.x - (1 - display.x)) < 1e-12)
      #expect(abs(mirroredDisplay.y - display.y) < 1e-12)
    }
  }
}
