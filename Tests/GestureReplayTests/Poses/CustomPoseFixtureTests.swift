import Foundation
import GestureCore
import GestureReplay
import GestureReplayTesting
import Testing

/// The custom poses of `Docs/Gestures/Poses.md` (OK, call, rock, three, four),
/// read through a JSON configuration as an app's `--config` gives them, on
/// the fixtures of real hands made for them.
@Suite("Custom poses on their fixtures")
struct CustomPoseFixtureTests {
  static let fixtures = [
    "pose-custom-ok.json", "pose-custom-three.json", "pose-photos-call.json",
    "pose-photos-rock.json", "pose-photos-four.json", "pose-photos-none.json",
  ]

  @Test(
    "each fixture meets its custom-pose expectations in both configurations",
    arguments: fixtures
  )
  func fixture(_ name: String) throws {
    for base in [GestureConfiguration.handKit, .adaptive] {
      let configuration = try FixtureFiles.configuration(base, "custom-poses")
      #expect(
        configuration.poses.custom.map(\.name) == [
          "ok", "call", "rock", "three", "four",
        ]
      )
      let report = try #require(
        expectReplay(
          ofFile: ExpectReplayTests.fixture(name),
          configuration: configuration
        )
      )
      #expect(report.isSuccess, "\(name) in \(configuration.name)")
    }
  }

  @Test("the same fixtures read no custom pose without the custom poses")
  func builtInsOnly() throws {
    for name in Self.fixtures {
      for configuration in [GestureConfiguration.handKit, .adaptive] {
        let trace = try FixtureFiles.trace(name)
        var engine = GestureEngine(configuration: configuration)
        var names: Set<String> = []
        for frame in trace.frames {
          for event in engine.process(frame) where event.gesture == .pose {
            names.insert(event.name ?? "")
          }
        }
        #expect(
          names.isSubset(of: Set(Pose.allCases.map(\.rawValue))),
          "\(name)"
        )
      }
    }
  }

  @Test("a pose event's score is the description's margin, from 0 to 1")
  func scores() throws {
    let configuration = try FixtureFiles.configuration(.handKit, "custom-poses")
    let trace = try FixtureFiles.trace("pose-custom-three.json")
    var engine = GestureEngine(configuration: configuration)
    var events: [GestureEvent] = []
    for frame in trace.frames {
      events += engine.process(frame)
    }
    let poses = events.filter { $0.gesture == .pose }
    let began = poses.filter { $0.phase == .began }
    #expect(began.count == 8)
    for event in began {
      let score = try #require(event.score)
      #expect((0...1).contains(score))
    }
    // The ended events carry none.
    #expect(poses.filter { $0.phase == .ended }.allSatisfy { $0.score == nil })
  }
}
