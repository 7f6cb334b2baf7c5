import GestureCore
import Testing

/// A gesture that waits for another's failure is refused when a gesture
/// that holds it back begins during its wait, as it would have been held
/// back had that gesture begun first.
@Suite("Relationships in the engine: a waiting gesture another holds back")
struct WaitingHeldBackTests {
  /// Frames a second: frame times are exact binary fractions.
  static let rate = 32.0

  /// A right hand's palm that rests for 0.5 s, then moves right by 0.3
  /// units at a steady speed over 0.8 s (too slow for a swipe), then
  /// rests; pinched from `pinchedFrom` on.
  static func slide(pinchedFrom: Int? = nil) -> [Hand?] {
    (0..<80).map { frame in
      let time = Double(frame) / rate
      let s = min(max((time - 0.5) / 0.8, 0), 1)
      let isPinched = pinchedFrom.map { frame >= $0 } ?? false
      return PalmHand.make(
        center: Point(x: 0.3 + 0.3 * s, y: 0.5),
        pinch: isPinched ? 0.1 : 1
      )
    }
  }

  static func kinds(_ events: [GestureEvent]) -> [String] {
    events.filter { $0.gesture != .hand && $0.phase != .changed }
      .map { "\($0.frame) \($0.gesture) \($0.phase)" }
  }

  /// The frame on which a gesture first waits, and its note.
  static func firstWait(
    _ configuration: GestureConfiguration
  ) throws -> (frame: Int, note: String) {
    let notes = RelationshipEngineTests.notes(
      slide(),
      rate: rate,
      configuration: configuration
    ).notes
    return try #require(notes.first)
  }

  @Test(
    "a movement waiting for the swipe is refused by a pinch that holds it back",
    arguments: [GestureConfiguration.Relationship.exclusive, .preempts]
  )
  func movementRefused(
    pinchWithMovement: GestureConfiguration.Relationship
  ) throws {
    var configuration = GestureConfiguration.adaptive
    configuration.relationships.movementWithSwipe = .awaitsFailureOf
    configuration.relationships.pinchWithMovement = pinchWithMovement
    let waits = try Self.firstWait(configuration)
    #expect(waits.note == "movement waits for swipe to fail")
    let pinched = waits.frame + 1
    let (events, notes) = RelationshipEngineTests.notes(
      Self.slide(pinchedFrom: pinched),
      rate: Self.rate,
      configuration: configuration
    )
    // The pinch holds the hand to the end: no movement, no slider.
    #expect(Self.kinds(events) == ["\(pinched) pinch began"])
    #expect(notes.last?.frame == pinched)
    #expect(notes.last?.note == "movement refused: pinch began")
  }

  @Test(
    "a movement that preempts the pinch begins after its wait, cancelling it"
  )
  func movementPreempts() throws {
    var configuration = GestureConfiguration.adaptive
    configuration.relationships.movementWithSwipe = .awaitsFailureOf
    configuration.relationships.pinchWithMovement = .isPreemptedBy
    let waits = try Self.firstWait(configuration)
    let pinched = waits.frame + 1
    let (events, _) = RelationshipEngineTests.notes(
      Self.slide(pinchedFrom: pinched),
      rate: Self.rate,
      configuration: configuration
    )
    let began = try #require(events.first { $0.gesture == .movement }).frame
    #expect(began > pinched)
    #expect(
      Self.kinds(events).prefix(4) == [
        "\(pinched) pinch began", "\(began) movement began",
        "\(began) slider began", "\(began) pinch cancelled",
      ]
    )
  }

  @Test(
    "a pinch waiting for the swipe is refused by a movement that holds it back",
    arguments: [GestureConfiguration.Relationship.exclusive, .isPreemptedBy]
  )
  func pinchRefused(
    pinchWithMovement: GestureConfiguration.Relationship
  ) throws {
    var configuration = GestureConfiguration.adaptive
    configuration.relationships.pinchWithMovement = pinchWithMovement
    let moves = RelationshipEngineTests.notes(
      Self.slide(),
      rate: Self.rate,
      configuration: configuration
    ).events
    let moved = try #require(moves.first { $0.gesture == .movement }).frame
    configuration.relationships.pinchWithSwipe = .awaitsFailureOf
    // The pinch qualifies two frames before the movement begins, and
    // waits 0.15 s (4.8 frames) for the swipe to fail.
    let (events, notes) = RelationshipEngineTests.notes(
      Self.slide(pinchedFrom: moved - 2),
      rate: Self.rate,
      configuration: configuration
    )
    let kinds = Self.kinds(events)
    #expect(
      kinds.prefix(2) == ["\(moved) movement began", "\(moved) slider began"]
    )
    #expect(!kinds.contains { $0.hasSuffix("pinch began") })
    #expect(
      notes.map(\.note).prefix(2) == [
        "pinch waits for swipe to fail", "pinch refused: movement began",
      ]
    )
  }
}
