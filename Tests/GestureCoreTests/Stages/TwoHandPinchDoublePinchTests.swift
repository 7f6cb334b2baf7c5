import GestureCore
import Testing

/// The two-hand pinch reads each hand's pinch as the hand reports it: with
/// the pinch awaiting the double pinch's failure, a pinch whose `began` is
/// held back is not pinched yet, and the two pinches of a double pinch
/// never are.
@Suite("Two-hand pinch: pinches a double pinch holds back")
struct TwoHandPinchDoublePinchTests {
  static let left = Point(x: 0.375, y: 0.5)
  static let right = Point(x: 0.625, y: 0.5)

  /// The left hand pinches from frame 0 on; the right one pinches on the
  /// frames its timeline marks `p`, one character a frame of 1/32 s,
  /// from frame 20 (0.625 s, after the left pinch's `began` is reported
  /// 0.4 s into it).
  static func scenes(right timeline: String) -> [TwoHandScene] {
    let right = Array(repeating: Character("-"), count: 20) + timeline
    return right.map { state in
      TwoHandScene(left: (left, true), right: (Self.right, state == "p"))
    }
  }

  /// handKit with the two-hand pinch and double pinches on.
  static func configuration(
    _ relationship: GestureConfiguration.Relationship
  ) -> GestureConfiguration {
    var configuration = GestureConfiguration.twoHand(
      minimumScaleChange: 1,
      minimumRotationChange: 1
    )
    configuration.doublePinch.isEnabled = true
    configuration.relationships.pinchWithDoublePinch = relationship
    return configuration
  }

  /// The right hand's pinch and double pinch events and the two-hand
  /// pinch's, as `<frame> <gesture> <phase>`.
  static func kinds(
    right timeline: String,
    _ relationship: GestureConfiguration.Relationship
  ) -> [String] {
    twoHandEvents(
      scenes(right: timeline),
      configuration: configuration(relationship)
    ).filter {
      $0.hand != .left && $0.gesture != .hand
    }.map { "\($0.frame) \($0.gesture.rawValue) \($0.phase)" }
  }

  @Test("a double pinch awaited begins no two-hand pinch")
  func doublePinch() {
    // Pinches of 3 frames (0.094 s), released for 3.
    #expect(
      Self.kinds(right: "ppp---ppp-------", .awaitsFailureOf) == [
        "26 doublePinch recognized"
      ]
    )
    // Simultaneous: the pinches are reported, and each is a two-hand pinch.
    #expect(
      Self.kinds(right: "ppp---ppp-------", .simultaneous) == [
        "20 pinch began", "20 twoHandPinch began", "23 pinch ended",
        "23 twoHandPinch ended", "26 pinch began", "26 doublePinch recognized",
        "26 twoHandPinch began", "29 pinch ended", "29 twoHandPinch ended",
      ]
    )
  }

  @Test("a long pinch awaited begins it as its began is reported")
  func longPinch() {
    // 0.4 s is 12.8 frames: the began is reported at the 14th frame.
    let timeline = String(repeating: "p", count: 16) + "--"
    #expect(
      Self.kinds(right: timeline, .awaitsFailureOf) == [
        "33 pinch began", "33 twoHandPinch began", "36 pinch ended",
        "36 twoHandPinch ended",
      ]
    )
  }

  @Test("a quick single pinch awaited, reported with its end, begins none")
  func quickSinglePinch() {
    let kinds = Self.kinds(
      right: "ppp" + String(repeating: "-", count: 14),
      .awaitsFailureOf
    )
    #expect(!kinds.contains { $0.contains("twoHandPinch") })
    #expect(kinds.map { $0.split(separator: " ").last } == ["began", "ended"])
  }
}
