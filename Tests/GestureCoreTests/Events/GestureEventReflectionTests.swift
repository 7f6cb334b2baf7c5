import GestureCore
import Testing

@Suite("GestureEvent's reflection")
struct GestureEventReflectionTests {
  /// The labels and value types of a mirror's children, in order.
  static func children(of event: GestureEvent) -> [String] {
    Mirror(reflecting: event).children.map { child in
      "\(child.label ?? "-"): \(type(of: child.value))"
    }
  }

  @Test("a mirror shows the stored properties in declaration order")
  func childrenInOrder() {
    let event = GestureEvent(
      time: 1.5,
      frame: 3,
      hand: .left,
      gesture: .pose,
      phase: .began,
      name: "fist",
      score: 0.5
    )
    #expect(
      Self.children(of: event) == [
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
    let event = GestureEvent(
      time: 1.5,
      frame: 3,
      hand: .left,
      gesture: .pose,
      phase: .began,
      name: "fist",
      score: 0.5
    )
    let values = Mirror(reflecting: event).children.map { "\($0.value)" }
    #expect(
      values == [
        "1.5", "3", "left", "pose", "began", "nil", "nil",
        "Optional(\"fist\")", "nil", "Optional(0.5)", "nil", "nil", "nil",
      ]
    )
  }
}
