import Testing

@testable import GestureCore

/// `Shape.pose` decides with one switch; the rule is `matches(_:strictly:)`
/// of each pose in turn. The two must agree on every shape there is.
@Suite("PoseClassifier.Shape: the pose of every shape")
struct ShapePoseTableTests {
  static let states: [PoseClassifier.DigitState] = [
    .extended, .curled, .neither,
  ]
  static let directions: [Direction?] = [nil, .up, .down, .left, .right]

  @Test("the switch gives the first pose whose rule the shape meets strictly")
  func everyShape() {
    var shapes = 0
    var posed = 0
    for code in 0..<243 {
      let digits = (0..<5).map { digit in
        var value = code
        for _ in 0..<digit { value /= 3 }
        return Self.states[value % 3]
      }
      for thumb in Self.directions {
        for index in Self.directions {
          for readable in [true, false] {
            let shape = PoseClassifier.Shape(
              digits: digits,
              thumbDirection: thumb,
              indexDirection: index,
              isPalmReadable: readable
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
    #expect(shapes == 243 * 5 * 5 * 2)
    // Each of the seven poses matches 25 direction pairs when its digits
    // are right and the palm readable, less those its direction rules out:
    // pointing up needs the index up (5 of 25), a thumb up or down the
    // thumb so (5 each); the other four take all 25.
    #expect(posed == 4 * 25 + 3 * 5)
  }
}
