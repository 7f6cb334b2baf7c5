import Foundation
import GestureCore
import GestureReplay
import GestureReplayTesting
import Testing

/// The facing fixtures (`Fixtures/facing-*.json`): real Leap Motion hands,
/// each facing of each hand on a mirrored display and a plain one.
@Suite("Palm facing on its fixtures")
struct PalmFacingFixtureTests {
  static let fixtures = [
    "facing-toward-right", "facing-toward-right-mirrored",
    "facing-toward-left", "facing-toward-left-mirrored",
    "facing-away-right", "facing-away-right-mirrored",
    "facing-away-left", "facing-away-left-mirrored",
  ]

  static func trace(_ name: String) throws -> Trace {
    try FixtureFiles.trace(name + ".json")
  }

  /// The facing the fixture declares (its `palmFacing`, which the engine
  /// does not read).
  static func declared(_ name: String) throws -> PalmFacing {
    let url = URL(fileURLWithPath: ExpectReplayTests.fixture(name + ".json"))
    let object = try JSONSerialization.jsonObject(
      with: try Data(contentsOf: url)
    )
    let text = try #require(
      (object as? [String: Any])?["palmFacing"] as? String
    )
    return try #require(PalmFacing(rawValue: text))
  }

  /// The configuration `Fixtures/Configurations/<base>-palm-away.json`.
  static func palmAway(_ base: GestureConfiguration) throws
    -> GestureConfiguration
  {
    try FixtureFiles.configuration(base, "palm-away")
  }

  @Test(
    "every frame faces the way the fixture says, in both configurations",
    arguments: fixtures
  )
  func facing(_ name: String) throws {
    let trace = try Self.trace(name)
    let expected = try Self.declared(name)
    #expect(name.contains("-\(expected.rawValue)-"))
    for base in [GestureConfiguration.handKit, .adaptive] {
      var configuration = base
      configuration.facing.isEnabled = true
      var engine = GestureEngine(
        configuration: configuration,
        coordinates: trace.coordinates
      )
      var facings: Set<PalmFacing> = []
      for frame in trace.frames {
        _ = engine.process(frame)
        for hand in engine.diagnostics where hand.isPresent {
          facings.insert(hand.palmFacing)
        }
      }
      #expect(facings == [expected], "\(name) in \(base.name)")
    }
  }

  @Test(
    "each meets its expectations, a pinch with the palm away only",
    arguments: fixtures
  )
  func expectations(_ name: String) throws {
    let path = ExpectReplayTests.fixture(name + ".json")
    for base in [GestureConfiguration.handKit, .adaptive] {
      for configuration in [base, try Self.palmAway(base)] {
        let report = try #require(
          expectReplay(ofFile: path, configuration: configuration)
        )
        #expect(report.isSuccess, "\(name) in \(configuration.name)")
      }
    }
    let pinches = try Replay.run(
      Self.trace(name),
      configuration: Self.palmAway(.adaptive)
    ).events.filter { $0.gesture == .pinch }
    #expect(pinches.isEmpty == name.contains("toward"))
  }
}
