import Testing

@testable import GestureCore

/// The seven built-in descriptions, matched by the pose table, against the
/// rules of `Docs/Gestures/Poses.md` written out as one switch: the two must
/// agree on every shape there is.
@Suite("PoseClassifier.Shape: the pose of every shape")
struct ShapePoseTableTests {
  static let states: [PoseClassifier.DigitState] = [
    .extended, .curled, .neither, .alongside,
  ]
  static let directions: [Direction?] = [nil, .up, .down, .left, .right]

  /// The built-in poses' rules as the table in `Docs/Gestures/Poses.md` gives
  /// them, for a shape whose directions are exactly along an axis.
  static func model(_ shape: PoseClassifier.Shape) -> Pose? {
    guard shape.isPalmReadable else { return nil }
    let thumb = shape.thumb
    switch (shape.index, shape.middle, shape.ring, shape.little) {
    case (.extended, .extended, .extended, .extended):
      return thumb == .curled || shape.thumbTouchesIndex ? nil : .openPalm
    case (.curled, .curled, .curled, .curled):
      switch thumb {
      case .curled, .alongside: return .closedFist
      case .extended:
        switch shape.thumbDirection {
        case .up: return .thumbUp
        case .down: return .thumbDown
        case .left, .right, nil: return nil
        }
      case .neither: return nil
      }
    case (.extended, .curled, .curled, .curled):
      return thumb != .extended && shape.indexDirection == .up
        ? .pointingUp : nil
    case (.extended, .extended, .curled, .curled),
      (.extended, .extended, .neither, .curled),
      (.extended, .extended, .curled, .neither),
      (.extended, .extended, .neither, .neither):
      return .victory
    case (.extended, .curled, .curled, .extended):
      return thumb == .extended ? .iLoveYou : nil
    default: return nil
    }
  }

  @Test("the table gives the pose the rules give, on every shape")
  func everyShape() {
    var shapes = 0
    var posed = 0
    for code in 0..<1024 {
      let digits = (0..<5).map { digit in
        var value = code
        for _ in 0..<digit { value /= 4 }
        return Self.states[value % 4]
      }
      for thumb in Self.directions {
        for index in Self.directions {
          for (readable, touches) in [
            (true, false), (false, false), (true, true), (false, true),
          ] {
            let shape = PoseClassifier.Shape(
              digits: digits,
              thumbDirection: thumb,
              indexDirection: index,
              isPalmReadable: readable,
              thumbTouchesIndex: touches
            )
            let expected = Self.model(shape)
            #expect(shape.pose == expected, "\(shape)")
            shapes += 1
            if expected != nil { posed += 1 }
          }
        }
      }
    }
    #expect(shapes == 1024 * 5 * 5 * 4)
    // Each pose matches its fingers, each thumb state it allows, the
    // direction pairs its direction leaves (25, or 5 when the index or the
    // thumb must point a way) and both values of touching, except an
    // open palm, which a touching thumb rules out; the palm readable:
    // openPalm 3 thumbs × 25 × 1, closedFist 2 × 25 × 2, thumbUp and
    // thumbDown 1 × 5 × 2 each, pointingUp 3 × 5 × 2, victory 4 thumbs ×
    // 2 rings (curled or neither) × 2 littles × 25 × 2, iLoveYou 1 × 25 × 2.
    #expect(posed == 75 + 100 + 10 + 10 + 30 + 800 + 50)
  }

  @Test("a held pose holds while each digit is allowed or half bent")
  func heldPoses() {
    for code in 0..<1024 {
      let digits = (0..<5).map { digit in
        var value = code
        for _ in 0..<digit { value /= 4 }
        return Self.states[value % 4]
      }
      for pose in Pose.allCases {
        let description = PoseDescription.builtIn(pose)
        let aligned = PoseClassifier.Shape(
          digits: digits,
          thumbDirection: pose == .thumbDown ? .down : .up,
          indexDirection: .up
        )
        let expected = Finger.allCases.allSatisfy { digit in
          let state = aligned.state(of: digit)
          return state == .neither
            || description.states(of: digit).contains(state)
        }
        #expect(aligned.holds(pose) == expected, "\(pose) \(digits)")
      }
    }
  }
}
