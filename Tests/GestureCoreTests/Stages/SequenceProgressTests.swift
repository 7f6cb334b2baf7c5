import Testing

@testable import GestureCore

/// The progress a hand's sequence stage reports after each frame: the
/// sequence furthest along, with the steps it has made.
@Suite("Gesture sequences' progress")
struct SequenceProgressTests {
  static let grab = GestureSequence(
    name: "grab",
    steps: [
      .init(.pose, name: "openPalm", minimumDuration: 0.5, maximumDelay: 1),
      .init(.pose, name: "closedFist"),
    ]
  )

  static let wave = GestureSequence(
    name: "wave",
    steps: [
      .init(.swipe, direction: .left),
      .init(.swipe, direction: .right),
      .init(.swipe, direction: .left),
    ]
  )

  /// Runs a frame of events through the stage and returns its progress.
  static func frame(
    _ stage: inout SequenceStage,
    at time: Double,
    _ events: [(Gesture, Phase, String?, Direction?)] = []
  ) -> String? {
    var emitter = EventEmitter(time: time, frame: 0, hand: .right)
    for (gesture, phase, name, direction) in events {
      emitter.emit(gesture, phase, name: name, direction: direction)
    }
    stage.update(emitter: &emitter)
    return stage.progress?.description
  }

  @Test("a step made, a step done, the next step late: 1/2, 1/2, none")
  func steps() {
    var stage = SequenceStage([Self.grab])
    #expect(Self.frame(&stage, at: 0) == nil)
    #expect(
      Self.frame(&stage, at: 1, [(.pose, .began, "openPalm", nil)])
        == "grab 1/2"
    )
    #expect(
      Self.frame(&stage, at: 2, [(.pose, .ended, "openPalm", nil)])
        == "grab 1/2"
    )
    // The fist may come until 3 s; after that the sequence starts over.
    #expect(Self.frame(&stage, at: 3) == "grab 1/2")
    #expect(Self.frame(&stage, at: 3.125) == nil)
  }

  @Test("a completed sequence starts over: no progress after it")
  func completed() {
    var stage = SequenceStage([Self.grab])
    _ = Self.frame(&stage, at: 1, [(.pose, .began, "openPalm", nil)])
    _ = Self.frame(&stage, at: 2, [(.pose, .ended, "openPalm", nil)])
    var emitter = EventEmitter(time: 2.5, frame: 0, hand: .right)
    emitter.emit(.pose, .began, name: "closedFist")
    stage.update(emitter: &emitter)
    #expect(emitter.events.last?.gesture == .sequence)
    #expect(stage.progress == nil)
  }

  @Test("of several, the one furthest along; of two as far, the first given")
  func furthest() {
    var stage = SequenceStage([Self.grab, Self.wave])
    #expect(
      Self.frame(&stage, at: 1, [(.swipe, .recognized, nil, .left)])
        == "wave 1/3"
    )
    #expect(
      Self.frame(&stage, at: 1.1, [(.pose, .began, "openPalm", nil)])
        == "grab 1/2"
    )
    #expect(
      Self.frame(&stage, at: 1.2, [(.swipe, .recognized, nil, .right)])
        == "wave 2/3"
    )
    #expect(
      stage.progress
        == SequenceProgress(name: "wave", stepsMade: 2, stepCount: 3)
    )
  }

  @Test("a hand lost forgets the progress")
  func reset() {
    var stage = SequenceStage([Self.grab])
    _ = Self.frame(&stage, at: 1, [(.pose, .began, "openPalm", nil)])
    stage.reset()
    #expect(stage.progress == nil)
  }
}
