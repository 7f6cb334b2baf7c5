import Foundation
import GestureCore
import GestureReplay
import GestureReplayTesting
import Testing

/// The two-hand pinch on its fixtures (two copies of the real Leap hand,
/// `Scripts/fixtures/twohand.py`), through the JSON configurations an app's
/// `--config` gives, and the metamorphic relations it keeps.
@Suite("Two-hand pinch on its fixtures")
struct TwoHandPinchFixtureTests {
  static let rates = [15, 30, 60, 120]
  static let fixtures =
    rates.map { "two-hand-pinch-\($0).json" } + ["two-hand-let-go.json"]

  static func configurations() throws -> [GestureConfiguration] {
    try [GestureConfiguration.handKit, .adaptive].map {
      try FixtureFiles.configuration($0, "two-hand")
    }
  }

  static func events(
    _ trace: Trace,
    _ configuration: GestureConfiguration
  ) -> [GestureEvent] {
    Replay.run(trace, configuration: configuration).events
  }

  @Test(
    "each fixture meets its expectations, two-hand pinch on and off",
    arguments: fixtures
  )
  func fixture(_ name: String) throws {
    for configuration in try Self.configurations() + [.handKit, .adaptive] {
      let report = try #require(
        expectReplay(
          ofFile: ExpectReplayTests.fixture(name),
          configuration: configuration
        )
      )
      #expect(report.isSuccess, "\(name) in \(configuration.name)")
    }
  }

  @Test(
    "at every rate, the end is scale 2 within 5 % and a quarter turn within 3 degrees",
    arguments: rates
  )
  func truth(_ rate: Int) throws {
    let trace = try FixtureFiles.trace("two-hand-pinch-\(rate).json")
    for configuration in try Self.configurations() {
      let pinch = Self.events(trace, configuration)
        .filter { $0.gesture == .twoHandPinch }
      #expect(pinch.first?.phase == .began)
      #expect(
        pinch.filter { $0.phase != .changed }.map(\.phase) == [.began, .ended]
      )
      let ended = try #require(pinch.last)
      #expect(ended.phase == .ended)
      let scale = try #require(ended.scale)
      let rotation = try #require(ended.rotation)
      #expect(abs(scale - 2) <= 0.1, "\(rate) fps, \(configuration.name)")
      #expect(
        abs(rotation - .pi / 2) <= 3 * .pi / 180,
        "\(rate) fps, \(configuration.name)"
      )
      // Every changed on the way moves toward the end, never back a turn.
      let rotations = pinch.compactMap(\.rotation)
      #expect(rotations.allSatisfy { $0 > -0.1 && $0 < .pi / 2 + 0.1 })
    }
  }

  @Test("while both pinch, neither hand's movement begins (preempts)")
  func holdsMovementBack() throws {
    for name in Self.fixtures {
      let trace = try FixtureFiles.trace(name)
      for configuration in try Self.configurations() {
        let events = Self.events(trace, configuration)
        let began = try #require(
          events.firstIndex { $0.gesture == .twoHandPinch }
        )
        let ended = try #require(
          events.lastIndex { $0.gesture == .twoHandPinch }
        )
        #expect(
          !events[began...ended].contains {
            $0.gesture == .movement && $0.phase == .began
          },
          "\(name) in \(configuration.name)"
        )
      }
    }
  }

  // MARK: Metamorphic relations

  /// The two-hand pinch's events of a trace: phases and frames, with
  /// scale and rotation.
  static func pinch(
    _ trace: Trace,
    _ configuration: GestureConfiguration
  ) -> [GestureEvent] {
    events(trace, configuration).filter { $0.gesture == .twoHandPinch }
  }

  static func agree(
    _ a: [GestureEvent],
    _ b: [GestureEvent],
    rotationSign: Double = 1
  ) -> Bool {
    guard a.count == b.count, !a.isEmpty else { return false }
    return zip(a, b).allSatisfy { x, y in
      guard x.phase == y.phase, x.frame == y.frame,
        let xs = x.scale, let ys = y.scale,
        let xr = x.rotation, let yr = y.rotation
      else { return false }
      return abs(xs - ys) <= 1e-6 && abs(xr - rotationSign * yr) <= 1e-6
    }
  }

  @Test("both hands scaled about a point: the same scale and rotation")
  func handScale() throws {
    let trace = try FixtureFiles.trace("two-hand-pinch-30.json")
    // Adaptive measures the pinch in palm sizes: the scaled hands pinch on
    // the same frames.
    let configuration = try FixtureFiles.configuration(.adaptive, "two-hand")
    for factor in [0.75, 1.25] {
      let scaled = MetamorphicTransformation.mapHands(trace) { hand in
        var hand = MetamorphicTransformation.mapPositions(hand) {
          Point(x: 0.5 + ($0.x - 0.5) * factor, y: 0.5 + ($0.y - 0.5) * factor)
        }
        for (joint, landmark) in hand.joints {
          var deeper = landmark
          deeper.depth = landmark.depth.map { $0 * factor }
          hand[joint] = deeper
        }
        return hand
      }
      #expect(
        Self.agree(
          Self.pinch(trace, configuration),
          Self.pinch(scaled, configuration)
        ),
        "scaled by \(factor)"
      )
    }
  }

  @Test("mirrored with the flag: the same rotation; raw x alone: the opposite")
  func mirroring() throws {
    let trace = try FixtureFiles.trace("two-hand-pinch-30.json")
    for configuration in try Self.configurations() {
      let original = Self.pinch(trace, configuration)
      // A front camera: its raw image is flipped, and the space says so.
      let front = MetamorphicTransformation.mirroredByFlag.apply(
        to: MetamorphicTransformation.mirrored.apply(to: trace, seed: 0),
        seed: 0
      )
      #expect(Self.agree(original, Self.pinch(front, configuration)))
      // Raw x flipped alone: the user sees the mirror image, which turns
      // the other way.
      let flipped = MetamorphicTransformation.mirrored.apply(to: trace, seed: 0)
      #expect(
        Self.agree(
          original,
          Self.pinch(flipped, configuration),
          rotationSign: -1
        )
      )
    }
  }

  @Test("the frame rate: the same end at 15, 30, 60 and 120 fps")
  func frameRate() throws {
    for configuration in try Self.configurations() {
      var ends: [(Double, Double)] = []
      for rate in Self.rates {
        let trace = try FixtureFiles.trace("two-hand-pinch-\(rate).json")
        let ended = try #require(Self.pinch(trace, configuration).last)
        ends.append((try #require(ended.scale), try #require(ended.rotation)))
      }
      let scales = ends.map(\.0)
      let rotations = ends.map(\.1)
      #expect((scales.max() ?? 0) - (scales.min() ?? 0) < 0.05)
      #expect((rotations.max() ?? 0) - (rotations.min() ?? 0) < 2 * .pi / 180)
    }
  }
}
