import GestureCore
import GestureReplay
import GestureReplayTesting
import Testing

/// The double pinch fixtures (`Fixtures/double-pinch*.json`): two quick
/// pinches, and the same a second apart.
@Suite("Double pinches on their fixtures")
struct DoublePinchFixtureTests {
  /// Each fixture and whether its pinches make a double pinch.
  static let fixtures: [(String, Bool)] = [
    ("double-pinch", true),
    ("double-pinch-apart", false),
  ]
  /// The configuration families with double pinches on.
  static let families = ["double-pinch", "pinch-awaits-double-pinch"]

  @Test(
    "each meets its expectations, with double pinches off and on in each relationship",
    arguments: fixtures.map(\.0)
  )
  func expectations(_ name: String) throws {
    let path = ExpectReplayTests.fixture(name + ".json")
    for base in [GestureConfiguration.handKit, .adaptive] {
      var configurations = [base]
      for family in Self.families {
        let configuration = try FixtureFiles.configuration(base, family)
        #expect(configuration.doublePinch.isEnabled)
        configurations.append(configuration)
      }
      for configuration in configurations {
        let report = try #require(
          expectReplay(ofFile: path, configuration: configuration)
        )
        #expect(report.isSuccess, "\(name) in \(configuration.name)")
      }
    }
  }

  @Test(
    "simultaneous adds the double pinch on the second began; awaiting, the pinches of a double pinch vanish",
    arguments: fixtures
  )
  func events(_ name: String, isDouble: Bool) throws {
    let trace = try FixtureFiles.trace(name + ".json")
    for base in [GestureConfiguration.handKit, .adaptive] {
      let off = Replay.run(trace, configuration: base).events
      let simultaneous = try Replay.run(
        trace,
        configuration: FixtureFiles.configuration(base, "double-pinch")
      ).events
      #expect(
        simultaneous.filter { $0.gesture != .doublePinch } == off,
        "\(name) in \(base.name)"
      )
      let doubles = simultaneous.filter { $0.gesture == .doublePinch }
      #expect(doubles.count == (isDouble ? 1 : 0))
      let secondBegan = off.filter { $0.gesture == .pinch }[2]
      if let double = doubles.first {
        #expect(double.frame == secondBegan.frame)
        #expect(double.finger == .index)
      }
      let awaiting = try Replay.run(
        trace,
        configuration: FixtureFiles.configuration(
          base,
          "pinch-awaits-double-pinch"
        )
      ).events
      let pinches = awaiting.filter { $0.gesture == .pinch }
      #expect(pinches.count == (isDouble ? 0 : 4))
      // A held-back pinch's began and ended come together.
      for pair in stride(from: 0, to: pinches.count, by: 2) {
        #expect(pinches[pair].frame == pinches[pair + 1].frame)
        #expect(pinches[pair].phase == .began)
      }
      #expect(
        awaiting.filter { $0.gesture == .doublePinch }.map(\.frame)
          == doubles.map(\.frame)
      )
    }
  }
}
