import GestureCore
import Testing

extension PoseRecognizer.Transition: MarbleSymbol {
  var marbleSymbol: Character {
    switch self {
    case .began: "b"
    case .ended: "e"
    }
  }
}

@Suite("PoseRecognizer")
struct PoseRecognizerTests {
  /// Feeds one frame per character, every 1/16 s (exact in binary), with
  /// a dwell of 2 frames (0.125 s) and a release delay of 1 frame
  /// (0.0625 s), and returns the timeline of transitions.
  ///
  /// Input symbols: `v` the frame matches victory, `f` it matches a closed
  /// fist, `h` it matches nothing but a held pose still holds, `-` nothing
  /// matches or holds, `?` the hand cannot be read (not fed).
  static func timeline(
    _ input: String,
    dwell: Double = 0.125,
    releaseDelay: Double = 0.0625
  ) -> (Marble, [Pose]) {
    var recognizer = PoseRecognizer<Pose>()
    var transitions: [PoseRecognizer<Pose>.Transition?] = []
    var poses: [Pose] = []
    for (index, symbol) in input.enumerated() {
      let time = Double(index) / 16
      let match: Pose? =
        switch symbol {
        case "v": .victory
        case "f": .closedFist
        default: nil
        }
      guard symbol != "?" else {
        transitions.append(nil)
        continue
      }
      let holding =
        recognizer.pose.map { $0 == match || symbol == "h" } ?? false
      let transition = recognizer.update(
        match: match,
        holding: holding,
        at: time,
        dwell: dwell,
        releaseDelay: releaseDelay
      )
      transitions.append(transition)
      switch transition {
      case .began(let pose), .ended(let pose): poses.append(pose)
      case nil: break
      }
    }
    return (Marble(transitions), poses)
  }

  @Test(
    "begins only after matching for strictly longer than the dwell",
    arguments: zip(
      ["vv", "vvv", "vvvv", "v-vvv", "v-vvvv", "vfvvvv", "vv?v", "f?ff"],
      ["--", "---", "---b", "-----", "-----b", "-----b", "---b", "---b"]
        as [Marble]
    )
  )
  func dwell(input: String, expected: Marble) {
    #expect(Self.timeline(input).0 == expected)
  }

  @Test(
    "ends only after failing to hold for strictly longer than the delay",
    arguments: zip(
      [
        "vvvv-", "vvvv--", "vvvv---", "vvvv-v-", "vvvvhhh---", "vvvv??---",
        "vvvv-f-",
      ],
      [
        "---b-", "---b--", "---b--e", "---b---", "---b-----e", "---b----e",
        "---b--e",
      ] as [Marble]
    )
  )
  func release(input: String, expected: Marble) {
    #expect(Self.timeline(input).0 == expected)
  }

  @Test(
    "a dwell or a delay within a nanosecond of the frames' span is met by it",
    arguments: zip(
      [0.125 - 1.1e-9, 0.125 - 0.9e-9, 0.125, 0.125 + 0.9e-9] as [Double],
      [
        ("--b", "---b--e"), ("---", "---b---"), ("---", "---b---"),
        ("---", "---b---"),
      ]
        as [(Marble, Marble)]
    )
  )
  func margin(bound: Double, expected: (dwell: Marble, release: Marble)) {
    // Two frames span 0.125 s: a pose begins, or ends, when that span is
    // more than the bound by more than a nanosecond (TimeBound.margin).
    #expect(Self.timeline("vvv", dwell: bound).0 == expected.dwell)
    #expect(Self.timeline("vvvv---", releaseDelay: bound).0 == expected.release)
  }

  @Test("a pose held exactly its dwell, in decimal times, has not begun")
  func decimalDwell() {
    // 0.8 - 0.6 is 0.20000000000000007: on the dwell, not past it.
    var recognizer = PoseRecognizer<Pose>()
    var transitions: [PoseRecognizer<Pose>.Transition?] = []
    for time in [0.6, 0.7, 0.8, 0.9] {
      transitions.append(
        recognizer.update(
          match: .victory,
          holding: recognizer.pose == .victory,
          at: time,
          dwell: 0.2,
          releaseDelay: 0.1
        )
      )
    }
    #expect(0.8 - 0.6 > 0.2)
    #expect(transitions == [nil, nil, nil, .began(.victory)])
  }

  @Test("a new pose after an end waits its own dwell, from the end")
  func switching() {
    let (marble, poses) = Self.timeline("vvvvffffff")
    #expect(marble == "---b--e--b")
    #expect(poses == [.victory, .victory, .closedFist])
  }

  @Test("flicker shorter than the dwell or the delay gives no event")
  func noFlicker() {
    #expect(Self.timeline("v-v-v-v-v-").0 == "----------")
    #expect(Self.timeline("vvvv-v-v-v-vv").0 == "---b---------")
  }

  @Test("with no dwell or delay a pose begins and ends a frame after")
  func zeroDwell() {
    #expect(Self.timeline("vv--", dwell: 0, releaseDelay: 0).0 == "-b-e")
  }

  @Test("reset ends the held pose and forgets a candidate")
  func reset() {
    var recognizer = PoseRecognizer<Pose>()
    for index in 0..<4 {
      _ = recognizer.update(
        match: .thumbUp,
        holding: recognizer.pose != nil,
        at: Double(index) / 16,
        dwell: 0.125,
        releaseDelay: 0.0625
      )
    }
    #expect(recognizer.pose == .thumbUp)
    #expect(recognizer.reset() == .thumbUp)
    #expect(recognizer.state == .none)
    #expect(recognizer.reset() == nil)
  }
}
