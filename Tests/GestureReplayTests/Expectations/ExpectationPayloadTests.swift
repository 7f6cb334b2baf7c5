import GestureCore
import GestureReplay
import Testing

/// The payload fields an expectation may give besides value and hand (a
/// direction, a name, a finger, a scale, a rotation and a track), each of
/// which an event must carry and agree with; and how a report writes them.
@Suite("Expectation matching: direction, name, finger, scale, rotation, track")
struct ExpectationPayloadTests {
  /// A two-hand pinch's `changed` with every payload field.
  static let event = GestureEvent(
    time: 2,
    frame: 60,
    hand: .both,
    gesture: .twoHandPinch,
    phase: .changed,
    value: 3,
    direction: .left,
    name: "grab",
    finger: .middle,
    scale: 1.5,
    rotation: -0.25,
    track: 1
  )

  /// An expectation of the event's gesture, phase and time, changed.
  static func expecting(
    _ change: (inout GestureReplay.Expectation) -> Void
  ) -> GestureReplay.Expectation {
    var expectation = GestureReplay.Expectation(
      gesture: .twoHandPinch,
      phase: .changed,
      time: 2
    )
    change(&expectation)
    return expectation
  }

  @Test("each field: the same is met, another is not, and so is none carried")
  func eachField() {
    let bare = GestureEvent(
      time: 2,
      frame: 60,
      hand: .both,
      gesture: .twoHandPinch,
      phase: .changed
    )
    let cases:
      [(
        String, (inout GestureReplay.Expectation) -> Void,
        (inout GestureReplay.Expectation) -> Void
      )] = [
        ("direction", { $0.direction = .left }, { $0.direction = .right }),
        ("name", { $0.name = "grab" }, { $0.name = "Grab" }),
        ("finger", { $0.finger = .middle }, { $0.finger = .index }),
        ("scale", { $0.scale = 1.5 }, { $0.scale = 1.25 }),
        ("rotation", { $0.rotation = -0.25 }, { $0.rotation = 0.25 }),
        ("track", { $0.track = 1 }, { $0.track = 0 }),
      ]
    for (field, same, other) in cases {
      #expect(Self.expecting(same).isMet(by: Self.event), "\(field)")
      #expect(!Self.expecting(other).isMet(by: Self.event), "\(field)")
      #expect(!Self.expecting(same).isMet(by: bare), "\(field)")
    }
    // No field given: any payload meets it.
    #expect(Self.expecting { _ in }.isMet(by: Self.event))
    #expect(Self.expecting { _ in }.isMet(by: bare))
  }

  @Test(
    "a scale and a rotation within their tolerance, on its edge too",
    arguments: [(0.25, true), (0.24, false), (0.5, true)]
  )
  func tolerances(tolerance: Double, isMet: Bool) {
    let scale = Self.expecting {
      $0.scale = 1.25
      $0.scaleTolerance = tolerance
    }
    #expect(scale.isMet(by: Self.event) == isMet)
    let rotation = Self.expecting {
      $0.rotation = 0
      $0.rotationTolerance = tolerance
    }
    #expect(rotation.isMet(by: Self.event) == isMet)
  }

  @Test("a report writes every payload field of a missing and an extra event")
  func description() {
    let expectation = Self.expecting {
      $0.within = 0.1
      $0.hand = .both
      $0.track = 0
      $0.value = 4
      $0.tolerance = 0.5
      $0.direction = .right
      $0.name = "grab"
      $0.finger = .index
      $0.scale = 2
      $0.scaleTolerance = 0.25
      $0.rotation = 0.5
    }
    let report = ExpectationReport(
      expectations: [expectation],
      events: [Self.event]
    )
    #expect(
      report.description == """
        1 expected, 0 met, 1 missing, 1 extra
        missing: twoHandPinch changed both hand track 0 value 4±0.5 right \
        grab index finger scale 2±0.25 rotation 0.5 at 2.0000 s ±0.1000; \
        nearest: twoHandPinch changed value 3 left grab middle finger scale \
        1.5 rotation -0.25 at 2.0000 s (frame 60, both hand, track 1) \
        (track 1, expected 0; value 3, expected 4±0.5; direction left, \
        expected right; finger middle, expected index; scale 1.5, expected \
        2±0.25; rotation -0.25, expected 0.5)
        extra:   twoHandPinch changed value 3 left grab middle finger scale \
        1.5 rotation -0.25 at 2.0000 s (frame 60, both hand, track 1)
        """
    )
  }
}
