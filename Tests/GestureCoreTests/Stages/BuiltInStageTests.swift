import Testing

@testable import GestureCore

@Suite("BuiltInStage: the engine's stages and their gestures")
struct BuiltInStageTests {
  @Test("the stages are listed in the order the engine runs them")
  func order() {
    #expect(
      BuiltInStage.allCases == [
        .presence, .facing, .pinch, .doublePinch, .hold, .movement, .swipe,
        .pose, .sequence, .twoHandPinch,
      ]
    )
    // Only the two-hand pinch reads every hand, after each hand's stages.
    #expect(BuiltInStage.allCases.filter(\.readsAllHands) == [.twoHandPinch])
    // The facing runs before the gestures that may require it.
    #expect(BuiltInStage.facing.gestures.isEmpty)
  }

  @Test("GestureCore's gestures are the stages', each reported by one stage")
  func gestures() {
    #expect(
      Gesture.builtIn == [
        .hand, .pinch, .doublePinch, .hold, .movement, .slider, .swipe, .pose,
        .sequence, .twoHandPinch,
      ]
    )
    for stage in BuiltInStage.allCases {
      for gesture in stage.gestures {
        #expect(BuiltInStage.reporting(gesture) == stage)
      }
    }
    #expect(Set(Gesture.builtIn).count == Gesture.builtIn.count)
  }

  @Test("an app's own gesture has no built-in stage")
  func appGesture() {
    #expect(BuiltInStage.reporting(Gesture(rawValue: "wave")) == nil)
  }
}
