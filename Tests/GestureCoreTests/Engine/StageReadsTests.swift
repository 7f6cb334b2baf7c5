import Testing

@testable import GestureCore

/// What an engine reads of a hand is the union of what its stages read,
/// each stage's given by `HandGestureEngine.reads(of:)`: its joints, and
/// whether it measures the palm or reads world landmarks, only when the
/// configuration turns that on.
@Suite("What the stages read of a hand")
struct StageReadsTests {
  /// handKit with nothing measured in palm sizes and no world landmarks.
  static var plain: GestureConfiguration {
    var configuration = GestureConfiguration.handKit
    configuration.pinch.isHandRelative = false
    configuration.swipe.isHandRelative = false
    configuration.hold.isHandRelative = false
    configuration.movement.displacementStartThreshold = nil
    return configuration
  }

  static func engine(
    _ configuration: GestureConfiguration,
    stages: [any HandStage] = []
  ) -> HandGestureEngine {
    HandGestureEngine(
      configuration: configuration,
      hand: .right,
      stages: stages,
      frameStages: []
    )
  }

  @Test("nothing measures the palm or reads world landmarks in plain handKit")
  func plainReadsNeither() {
    var configuration = Self.plain
    #expect(!Self.engine(configuration).measuresPalm)
    #expect(!Self.engine(configuration).readsWorld)
    // The swipe and the poses read the palm's joints themselves.
    configuration.poses.isEnabled = false
    configuration.swipe.isEnabled = false
    #expect(!Self.engine(configuration).joints.isSuperset(of: .palmSize))
  }

  @Test(
    "each stage measured in palm sizes makes the engine measure the palm",
    arguments: ["pinch", "swipe", "hold", "movement"]
  )
  func measuresPalm(_ stage: String) {
    var configuration = Self.plain
    switch stage {
    case "pinch": configuration.pinch.isHandRelative = true
    case "swipe": configuration.swipe.isHandRelative = true
    case "hold":
      configuration.hold.isHandRelative = true
      // Off, a hold measures nothing.
      #expect(!Self.engine(configuration).measuresPalm)
      configuration.hold.isEnabled = true
    default: configuration.movement.displacementStartThreshold = 0.6
    }
    let engine = Self.engine(configuration)
    #expect(engine.measuresPalm)
    #expect(engine.joints.isSuperset(of: .palmSize))
  }

  @Test(
    "each stage that reads world landmarks makes the engine read them",
    arguments: ["pinch", "movement", "pose", "facing"]
  )
  func readsWorld(_ stage: String) {
    var configuration = Self.plain
    switch stage {
    case "pinch": configuration.pinch.usesWorldLandmarks = true
    case "movement": configuration.movement.usesWorldLandmarks = true
    case "pose":
      configuration.poses.usesWorldLandmarks = true
      configuration.poses.isEnabled = false
      #expect(!Self.engine(configuration).readsWorld)
      configuration.poses.isEnabled = true
    default:
      configuration.facing.usesWorldLandmarks = true
      #expect(!Self.engine(configuration).readsWorld)
      configuration.facing.isEnabled = true
    }
    #expect(Self.engine(configuration).readsWorld)
  }

  @Test("a stage that is off reads no joint; one that is on reads its own")
  func joints() {
    var configuration = Self.plain
    configuration.poses.isEnabled = false
    configuration.swipe.isEnabled = false
    let off = Self.engine(configuration)
    for stage in BuiltInStage.allCases {
      switch stage {
      case .pinch, .movement: #expect(!off.reads(of: stage).joints.isEmpty)
      default: #expect(off.reads(of: stage).joints.isEmpty, "\(stage)")
      }
    }
    configuration.poses.isEnabled = true
    configuration.swipe.isEnabled = true
    configuration.twoHandPinch.isEnabled = true
    configuration.facing.isEnabled = true
    let on = Self.engine(configuration)
    #expect(on.reads(of: .pose).joints == PoseStage.joints)
    #expect(on.reads(of: .swipe).joints == SwipeStage.joints)
    #expect(on.reads(of: .facing).joints == PalmFacingStage.joints)
    let pinchPoint = JointSet([.thumbTip, .indexTip])
    #expect(on.reads(of: .twoHandPinch).joints == pinchPoint)
    for stage in BuiltInStage.allCases {
      #expect(on.joints.isSuperset(of: on.reads(of: stage).joints))
    }
  }

  @Test("an app's stage that reads palm sizes makes the engine measure them")
  func appStage() {
    struct Sized: HandStage {
      var joints: JointSet { JointSet(.littleTip) }
      var readsPalmSize: Bool { true }
      var readsWorldLandmarks: Bool { true }
      mutating func update(_ hand: HandReading, events: inout StageEvents) {}
    }
    let engine = Self.engine(Self.plain, stages: [Sized()])
    #expect(engine.measuresPalm)
    #expect(engine.readsWorld)
    #expect(engine.joints.isSuperset(of: JointSet(.littleTip).union(.palmSize)))
  }
}
