import GestureCore
import Testing

@Suite("GestureEvent's reflection")
struct GestureEventReflectionTests {
  /// A pose's event with a name and a score, the other optionals `nil`.
  static let event = GestureEvent(
    time: 1.5,
    frame: 3,
    hand: .left,
    gesture: .pose,
    phase: .began,
    name: "fist",
    score: 0.5
  )

  /// The labels and value types of a mirror's children, in order.
  static func children(of event: GestureEvent) -> [String] {
    Mirror(reflecting: event).children.map { child in
      "\(child.label ?? "-"): \(type(of: child.value))"
    }
  }

  @Test("a mirror shows the stored properties in declaration order")
  func childrenInOrder() {
    #expect(
      Self.children(of: Self.event) == [
        "time: Double",
        "frame: Int",
        "hand: Chirality",
        "gesture: Gesture",
        "phase: Phase",
        "value: Optional<Double>",
        "direction: Optional<Direction>",
        "name: Optional<String>",
        "finger: Optional<Finger>",
        "score: Optional<Double>",
        "scale: Optional<Double>",
        "rotation: Optional<Double>",
        "track: Optional<Int>",
      ]
    )
  }

  @Test("a mirror's children hold the event's values")
  func childrenValues() {
    let values = Mirror(reflecting: Self.event).children.map { "\($0.value)" }
    #expect(
      values == [
        "1.5", "3", "left", "pose", "began", "nil", "nil",
        "Optional(\"fist\")", "nil", "Optional(0.5)", "nil", "nil", "nil",
      ]
    )
  }
}
