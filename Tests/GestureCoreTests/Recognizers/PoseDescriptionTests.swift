import Testing

@testable import GestureCore

/// Pose descriptions: the five custom examples of `Docs/Gestures/Poses.md`,
/// specificity and order, directions at their tolerance, validation.
@Suite("PoseDescription")
struct PoseDescriptionTests {
  /// The custom poses `Docs/Gestures/Poses.md` gives as examples, as the
  /// `Fixtures/pose-custom-*.json` fixtures use them.
  static let examples: [PoseDescription] = [
    PoseDescription(
      name: "ok",
      middle: .extended,
      ring: .extended,
      little: .extended,
      touches: [.init(.index, isTouching: true)]
    ),
    PoseDescription(
      name: "call",
      thumb: .extended,
      index: .curled,
      middle: .curled,
      ring: .curled,
      little: .extended
    ),
    PoseDescription(
      name: "rock",
      thumb: [.curled, .alongside, .neither],
      index: .extended,
      middle: .curled,
      ring: .curled,
      little: .extended
    ),
    PoseDescription(
      name: "three",
      thumb: [.curled, .alongside],
      index: .extended,
      middle: .extended,
      ring: .extended,
      little: [.curled, .neither]
    ),
    PoseDescription(
      name: "four",
      thumb: .curled,
      index: .extended,
      middle: .extended,
      ring: .extended,
      little: .extended
    ),
  ]

  @Test("the built-ins are the seven poses, by name, each valid")
  func builtIns() throws {
    #expect(
      PoseDescription.builtIns.map(\.name) == Pose.allCases.map(\.rawValue)
    )
    for description in PoseDescription.builtIns + Self.examples {
      try description.validate(key: "pose")
    }
    #expect(
      PoseDescription.builtIns.map(\.specificity) == [
        10, 10, 10, 12, 12, 6, 11,
      ]
    )
  }

  @Test("the most specific match wins; of equals, the first in the list")
  func order() {
    let thumbOut = PoseDescription(
      name: "thumbOut",
      thumb: .extended,
      index: .curled,
      middle: .curled,
      ring: .curled,
      little: .curled
    )
    let shape = PoseClassifier.Shape(
      digits: [.extended, .curled, .curled, .curled, .curled],
      thumbDirection: .up
    )
    let sideways = PoseClassifier.Shape(
      digits: [.extended, .curled, .curled, .curled, .curled],
      thumbDirection: .left
    )
    let classifier = PoseClassifier(settings: .init(custom: [thumbOut]))
    // thumbUp names a direction too: it is more specific.
    #expect(classifier.match(shape)?.name == "thumbUp")
    #expect(classifier.match(sideways)?.name == "thumbOut")
    // Two equally specific: the custom one comes first.
    let up = PoseDescription(
      name: "up",
      thumb: .extended,
      index: .curled,
      middle: .curled,
      ring: .curled,
      little: .curled,
      pointing: [.init(.thumb, .up, within: 80)]
    )
    let both = PoseClassifier(settings: .init(custom: [up, thumbOut]))
    #expect(both.match(shape)?.name == "up")
  }

  @Test("a custom pose named like a built-in one replaces it")
  func replacing() {
    let wide = PoseDescription(
      name: "thumbUp",
      thumb: .extended,
      index: .curled,
      middle: .curled,
      ring: .curled,
      little: .curled,
      pointing: [.init(.thumb, .up, within: 70)]
    )
    let settings = GestureConfiguration.Poses(custom: [wide])
    #expect(settings.descriptions.count == 7)
    #expect(settings.descriptions.first == wide)
    #expect(settings.descriptions.filter { $0.name == "thumbUp" }.count == 1)
  }

  @Test("squared cosines are exact where they must be")
  func cosines() {
    #expect(cosineSquared(degrees: 45) == 0.5)
    #expect(cosineSquared(degrees: 90) == 0)
    #expect(cosineSquared(degrees: 0) == 1)
    #expect(abs(cosineSquared(degrees: 60) - 0.25) < 1e-15)
    #expect(abs(cosineSquared(degrees: 30) - 0.75) < 1e-15)
    #expect(abs(cosineSquared(degrees: 55) - 0.328_989_928_337_165_9) < 1e-15)
  }

  @Test(
    "a digit points a way strictly within the tolerance",
    arguments: [10.0, 30, 45, 55, 80]
  )
  func tolerance(degrees: Double) {
    let description = PoseDescription(
      name: "aim",
      pointing: [.init(.index, .up, within: degrees)]
    )
    let table = PoseTable([description])
    let share = cosineSquared(degrees: degrees).squareRoot()
    let across = (1 - share * share).squareRoot()
    for (scale, expected) in [(1 - 1e-9, true), (1 + 1e-9, false)] {
      for sign in [1.0, -1.0] {
        let shape = PoseClassifier.Shape(
          states: (.extended, .extended, .extended, .extended, .extended),
          vectors: (
            .zero, Point(x: sign * across * scale, y: -share), .zero, .zero,
            .zero
          ),
          isPalmReadable: true,
          touching: 0
        )
        #expect((table.match(shape) != nil) == expected, "\(scale) \(sign)")
      }
    }
    // Exactly on the diagonal, 45 degrees does not point up.
    let diagonal = PoseClassifier.Shape(
      states: (.extended, .extended, .extended, .extended, .extended),
      vectors: (.zero, Point(x: 1, y: -1), .zero, .zero, .zero),
      isPalmReadable: true,
      touching: 0
    )
    #expect((PoseTable([description]).match(diagonal) != nil) == (degrees > 45))
  }

  @Test("a held pose keeps its direction with the margin added")
  func heldMargin() {
    let description = PoseDescription(
      name: "aim",
      pointing: [.init(.index, .up, within: 30)],
      heldToleranceMargin: 15
    )
    let table = PoseTable([description])
    let shape = PoseClassifier.Shape(
      states: (.extended, .extended, .extended, .extended, .extended),
      vectors: (.zero, Point(x: 0.7, y: -1), .zero, .zero, .zero),
      isPalmReadable: true,
      touching: 0
    )
    // 35 degrees from up: outside 30, inside 45.
    #expect(table.match(shape) == nil)
    #expect(table.holds(shape, 0))
  }

  @Test("a palm facing is a condition of the description, not a filter after")
  func palmFacing() {
    let stop = PoseDescription(
      name: "stop",
      thumb: .extended,
      index: .extended,
      middle: .extended,
      ring: .extended,
      little: .extended,
      palmFacing: .toward
    )
    var open = stop
    open.name = "open"
    open.palmFacing = .any
    #expect(stop.specificity == open.specificity + 1)
    // The more specific "stop" is tried first: facing the other way, or
    // not known, the hand shows "open" (before the built-in openPalm, as
    // specific as it) instead of no pose.
    let classifier = PoseClassifier(settings: .init(custom: [open, stop]))
    let shape = PoseClassifier.Shape(
      states: (.extended, .extended, .extended, .extended, .extended),
      vectors: (.zero, .zero, .zero, .zero, .zero),
      isPalmReadable: true,
      touching: 0
    )
    #expect(classifier.match(shape, facing: .toward)?.name == "stop")
    #expect(classifier.match(shape, facing: .away)?.name == "open")
    #expect(classifier.match(shape, facing: .unknown)?.name == "open")
    #expect(classifier.match(shape)?.name == "open")
    // Held, it holds only while the palm faces its way.
    let table = PoseTable([stop])
    #expect(table.holds(shape, 0, facing: .toward))
    #expect(!table.holds(shape, 0, facing: .away))
    #expect(!table.holds(shape, 0, facing: .unknown))
    let away = PoseTable([PoseDescription(name: "back", palmFacing: .away)])
    #expect(away.match(shape, facing: .away) == 0)
    #expect(away.match(shape, facing: .toward) == nil)
  }

  @Test("touches: required, forbidden, and measured only when named")
  func touches() {
    let ok = Self.examples[0]
    let classifier = PoseClassifier(settings: .init(custom: [ok]))
    #expect(classifier.table.measuredTouches == Finger.index.touchBit)
    let pinching = PoseClassifier.Shape(
      digits: [.neither, .neither, .extended, .extended, .extended],
      thumbTouchesIndex: true
    )
    #expect(classifier.match(pinching)?.name == "ok")
    let middle = PoseDescription(
      name: "middlePinch",
      touches: [.init(.middle, isTouching: true)]
    )
    let other = PoseClassifier(settings: .init(custom: [middle]))
    #expect(
      other.table.measuredTouches
        == Finger.index.touchBit | Finger.middle.touchBit
    )
  }

  typealias Case = (String, String, @Sendable (inout PoseDescription) -> Void)

  static let invalid: [Case] = [
    ("empty name", "p.name", { $0.name = "" }),
    ("a space in the name", "p.name", { $0.name = "thumb up" }),
    (
      "41 characters", "p.name", { $0.name = String(repeating: "a", count: 41) }
    ),
    ("no thumb state", "p.thumb", { $0.thumb = [] }),
    ("a finger only alongside", "p.ring", { $0.ring = .alongside }),
    (
      "tolerance 0", "p.pointing[0].tolerance",
      {
        $0.pointing = [.init(.index, .up, within: 0)]
      }
    ),
    (
      "tolerance above 90", "p.pointing[0].tolerance",
      {
        $0.pointing = [.init(.index, .up, within: 90.5)]
      }
    ),
    (
      "tolerance with margin above 90", "p.pointing[0].tolerance",
      {
        $0.pointing = [.init(.index, .up, within: 80)]
        $0.heldToleranceMargin = 11
      }
    ),
    (
      "tolerance NaN", "p.pointing[0].tolerance",
      {
        $0.pointing = [.init(.index, .up, within: .nan)]
      }
    ),
    (
      "a digit pointing twice", "p.pointing[1].digit",
      {
        $0.pointing = [
          .init(.index, .up, within: 10), .init(.index, .left, within: 10),
        ]
      }
    ),
    (
      "negative margin", "p.heldToleranceMargin",
      {
        $0.heldToleranceMargin = -1
      }
    ),
    (
      "the thumb touching itself", "p.touches[0].finger",
      {
        $0.touches = [.init(.thumb, isTouching: true)]
      }
    ),
    (
      "a finger touched twice", "p.touches[1].finger",
      {
        $0.touches = [
          .init(.ring, isTouching: true), .init(.ring, isTouching: false),
        ]
      }
    ),
    ("dwell above 10", "p.dwell", { $0.dwell = 10.5 }),
    ("the name of no pose", "p.name", { $0.name = "none" }),
    (
      "a thumb whose bits spill into the index's", "p.thumb",
      { $0.thumb = PoseClassifier.DigitStates(rawValue: 0x11) }
    ),
    (
      "a finger of a bit that names no state", "p.ring",
      { $0.ring = PoseClassifier.DigitStates(rawValue: 0x80) }
    ),
    ("negative release", "p.releaseDelay", { $0.releaseDelay = -0.1 }),
  ]

  @Test(
    "a description that cannot mean a pose names its field",
    arguments: invalid.indices
  )
  func invalidDescriptions(index: Int) {
    let (label, key, change) = Self.invalid[index]
    var description = PoseDescription(name: "p")
    change(&description)
    #expect(throws: ConfigurationError.self, "\(label)") {
      try description.validate(key: "p")
    }
    do {
      try description.validate(key: "p")
    } catch {
      #expect(error.key == key, "\(label)")
    }
  }

  @Test("the edges of each range are accepted")
  func edges() throws {
    var description = PoseDescription(
      name: String(repeating: "a", count: 40),
      ring: [.curled, .alongside],
      pointing: [.init(.index, .up, within: 80)],
      dwell: 10,
      releaseDelay: 0,
      heldToleranceMargin: 10
    )
    try description.validate(key: "p")
    description.name = "a-Z_0"
    description.pointing = [.init(.thumb, .down, within: 90)]
    description.heldToleranceMargin = 0
    try description.validate(key: "p")
  }

  @Test("a pose name is held inline up to 40 bytes, and reads back")
  func names() throws {
    let forty = String(repeating: "a", count: 40)
    #expect(PoseName(forty)?.description == forty)
    #expect(PoseName(forty + "a") == nil)
    #expect(PoseName("")?.description == "")
    let thumbUp = try #require(PoseName("thumbUp"))
    #expect(thumbUp.description == "thumbUp")
    #expect(thumbUp == PoseName("thumbUp"))
    #expect(thumbUp != PoseName("thumbU"))
    #expect(Set([thumbUp, thumbUp]).count == 1)
  }

  @Test("two custom poses of one name are refused")
  func duplicateNames() {
    var configuration = GestureConfiguration.handKit
    configuration.poses.custom = [Self.examples[0], Self.examples[0]]
    #expect(throws: ConfigurationError.self) { try configuration.validate() }
    do {
      try configuration.validate()
    } catch {
      #expect(error.key == "poses.custom[1].name")
    }
  }
}
