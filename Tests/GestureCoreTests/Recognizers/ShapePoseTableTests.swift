import Testing

@testable import GestureCore

/// `Shape.pose` decides with one switch; the rule is `matches(_:strictly:)`
/// of each pose in turn. The two must agree on every shape there is.
@Suite("PoseClassifier.Shape: the pose of every shape")
struct ShapePoseTableTests {
  static let states: [PoseClassifier.DigitState] = [
    .extended, .curled, .neither, .alongside,
  ]
  static let directions: [Direction?] = [nil, .up, .down, .left, .right]

  @Test("the switch gives the first pose whose rule the shape meets strictly")
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
            let searched =
              readable
              ? Pose.allCases.first { shape.matches($0, strictly: true) }
              : nil
            #expect(shape.pose == searched, "\(shape)")
            shapes += 1
            if searched != nil { posed += 1 }
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
}
