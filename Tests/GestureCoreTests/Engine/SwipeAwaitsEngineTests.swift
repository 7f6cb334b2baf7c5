import GestureCore
import Testing

/// A swipe that awaits the failure of the pinch
/// (`relationships.pinchWithSwipe = .isAwaitedBy`): it is recognized once
/// the failure delay is up, refused if the pinch begins first, and dropped
/// with a lost hand.
@Suite("Relationships in the engine: a swipe that awaits the pinch's failure")
struct SwipeAwaitsEngineTests {
  /// Frames a second: frame times are exact binary fractions.
  static let rate = 32.0

  /// A right hand's palm that rests for 0.5 s, then flicks right by 0.3
  /// units in 0.27 s (eased), then rests; pinched from `pinchedFrom` on,
  /// and out of view on the frame `missing`.
  static func flick(pinchedFrom: Int? = nil, missing: Int? = nil) -> [Hand?] {
    (0..<64).map { frame in
      if frame == missing { return nil }
      let time = Double(frame) / rate
      let s = min(max((time - 0.5) / 0.27, 0), 1)
      let eased = s * s * (3 - 2 * s)
      let isPinched = pinchedFrom.map { frame >= $0 } ?? false
      return PalmHand.make(
        center: Point(x: 0.3 + 0.3 * eased, y: 0.5),
        pinch: isPinched ? 0.1 : 1
      )
    }
  }

  /// adaptive with the swipe awaiting the pinch's failure.
  static func awaiting(delay: Double = 0.15) -> GestureConfiguration {
    var configuration = GestureConfiguration.adaptive
    configuration.relationships.pinchWithSwipe = .isAwaitedBy
    configuration.relationships.failureDelay = delay
    return configuration
  }

  /// The frame of the flick's swipe when it waits for nothing.
  static func qualifyingFrame() throws -> Int {
    let events = AdaptiveEngineTests.run(flick(), rate: rate)
    return try #require(events.first { $0.gesture == .swipe }).frame
  }

  /// The notes the engine gives a hand, by frame.
  static func notes(
    _ hands: [Hand?],
    configuration: GestureConfiguration
  ) -> [(frame: Int, note: String)] {
    RelationshipEngineTests.notes(
      hands,
      rate: rate,
      configuration: configuration
    ).notes
  }

  @Test(
    "the swipe is recognized on the first frame the delay is up, with its direction",
    // A delay within a nanosecond of the frames' span is met by it
    // (TimeBound.margin).
    arguments: zip(
      [0, 0.125 - 1.1e-9, 0.125, 0.125 + 0.9e-9, 0.125 + 1.1e-9] as [Double],
      [0, 4, 4, 4, 5] as [Int]
    )
  )
  func recognizedAfterDelay(delay: Double, frames: Int) throws {
    let qualified = try Self.qualifyingFrame()
    let events = AdaptiveEngineTests.run(
      Self.flick(),
      rate: Self.rate,
      configuration: Self.awaiting(delay: delay)
    )
    let swipes = events.filter { $0.gesture == .swipe }
    #expect(swipes.map(\.frame) == [qualified + frames])
    #expect(swipes.map(\.direction) == [.right])
  }

  @Test(
    "the timeline notes the wait when it begins, and the swipe after it",
    arguments: [
      (
        GestureConfiguration.Relationship.simultaneous,
        "swipe began: pinch failed"
      ),
      // A frame has one note, its last decision: the swipe that began
      // after waiting then preempted the movement.
      (.isPreemptedBy, "swipe preempted movement"),
    ]
  )
  func notesTheWait(
    movementWithSwipe: GestureConfiguration.Relationship,
    began: String
  ) throws {
    let qualified = try Self.qualifyingFrame()
    var configuration = Self.awaiting()
    configuration.relationships.movementWithSwipe = movementWithSwipe
    let notes = Self.notes(Self.flick(), configuration: configuration)
    // 0.15 s at 32 fps: the first frame at least 4.8 frames later.
    #expect(notes.map(\.frame) == [qualified, qualified + 5])
    #expect(notes.map(\.note) == ["swipe waits for pinch to fail", began])
  }

  @Test("a pinch that begins while the swipe waits refuses it")
  func refusedByPinch() throws {
    let qualified = try Self.qualifyingFrame()
    let hands = Self.flick(pinchedFrom: qualified + 2)
    let events = AdaptiveEngineTests.run(
      hands,
      rate: Self.rate,
      configuration: Self.awaiting()
    )
    #expect(!events.contains { $0.gesture == .swipe })
    let pinch = try #require(events.first { $0.gesture == .pinch })
    #expect(pinch.phase == .began)
    let notes = Self.notes(hands, configuration: Self.awaiting())
    #expect(notes.contains { $0.note == "swipe refused: pinch began" })
  }

  @Test("a hand lost while the swipe waits takes the swipe with it")
  func droppedWithTheHand() throws {
    let qualified = try Self.qualifyingFrame()
    // Lost on the first frame it is not seen.
    var configuration = Self.awaiting()
    configuration.hands.lossTimeout = nil
    let hands = Self.flick(missing: qualified + 2)
    let events = AdaptiveEngineTests.run(
      hands,
      rate: Self.rate,
      configuration: configuration
    )
    #expect(
      events.filter { $0.gesture == .hand }.map(\.phase) == [
        .found, .lost, .found,
      ]
    )
    // The hand comes back the next frame, its swipe forgotten; the rest of
    // the flick is too short to be another.
    #expect(!events.contains { $0.gesture == .swipe })
    // Kept through a frame's absence, the swipe still waits.
    let kept = AdaptiveEngineTests.run(
      hands,
      rate: Self.rate,
      configuration: Self.awaiting()
    )
    #expect(
      kept.filter { $0.gesture == .swipe }.map(\.frame) == [qualified + 5]
    )
  }
}
