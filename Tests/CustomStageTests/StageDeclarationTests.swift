import GestureCore
import GestureReplay
import Testing

/// What a reading gives of the palm size and the little tip's world
/// point, as `given` events named `<label>.palmSize` and
/// `<label>.world`, valued 1 when given and 0 when not.
func emitGiven(
  _ hand: HandReading,
  label: String,
  emit: (String, Bool) -> Void
) {
  emit(label + ".palmSize", hand.palmSize != nil)
  emit(label + ".world", hand.worldPoint(.littleTip) != nil)
}

/// A stage of one hand that asks for the little tip, and for the palm
/// size and world landmarks as it is told.
struct DeclaringStage: HandStage {
  var label: String
  var readsPalmSize: Bool
  var readsWorldLandmarks: Bool
  var joints: JointSet { JointSet(.littleTip) }

  mutating func update(_ hand: HandReading, events: inout StageEvents) {
    emitGiven(hand, label: label) { name, given in
      events.emit(Gesture("given"), .changed, value: given ? 1 : 0, name: name)
    }
  }
}

/// The same, as a stage of every hand.
struct DeclaringFrameStage: FrameStage {
  var label: String
  var readsPalmSize: Bool
  var readsWorldLandmarks: Bool
  var joints: JointSet { JointSet(.littleTip) }

  mutating func update(_ hands: [HandReading], events: inout FrameEvents) {
    for hand in hands {
      emitGiven(hand, label: label) { name, given in
        events.emit(
          Gesture("given"),
          .changed,
          hand: hand.hand,
          value: given ? 1 : 0,
          name: name
        )
      }
    }
  }
}

@Suite("A stage is given the palm size and world landmarks it asks for")
struct StageDeclarationTests {
  /// The `given` events of one frame of a hand with world landmarks, by
  /// name.
  static func given(
    preset: String,
    stages: [any HandStage] = [],
    frameStages: [any FrameStage] = []
  ) -> [String: Double] {
    let trace = Trace(frames: [Frame(time: 0, hands: [HandReadingTests.hand])])
    let events = Replay.run(
      trace,
      configuration: preset == "handKit" ? .handKit : .adaptive,
      stages: stages,
      frameStages: frameStages
    ).events.filter { $0.gesture == Gesture("given") }
    var given: [String: Double] = [:]
    for event in events { given[event.name ?? ""] = event.value }
    return given
  }

  @Test(
    "a hand stage gets them only when it asks, whatever the preset and its neighbour",
    arguments: ["handKit", "adaptive"],
    [false, true]
  )
  func handStage(preset: String, asks: Bool) {
    let given = Self.given(
      preset: preset,
      stages: [
        DeclaringStage(
          label: "it",
          readsPalmSize: asks,
          readsWorldLandmarks: asks
        ),
        DeclaringStage(
          label: "neighbour",
          readsPalmSize: true,
          readsWorldLandmarks: true
        ),
      ]
    )
    let expected: Double = asks ? 1 : 0
    #expect(given["it.palmSize"] == expected)
    #expect(given["it.world"] == expected)
    #expect(given["neighbour.palmSize"] == 1)
    #expect(given["neighbour.world"] == 1)
  }

  @Test(
    "a frame stage gets them only when it asks, whatever the preset and its neighbour",
    arguments: ["handKit", "adaptive"],
    [false, true]
  )
  func frameStage(preset: String, asks: Bool) {
    let given = Self.given(
      preset: preset,
      stages: [
        DeclaringStage(
          label: "hand",
          readsPalmSize: true,
          readsWorldLandmarks: true
        )
      ],
      frameStages: [
        DeclaringFrameStage(
          label: "it",
          readsPalmSize: asks,
          readsWorldLandmarks: asks
        )
      ]
    )
    let expected: Double = asks ? 1 : 0
    #expect(given["it.palmSize"] == expected)
    #expect(given["it.world"] == expected)
    #expect(given["hand.palmSize"] == 1)
  }
}
