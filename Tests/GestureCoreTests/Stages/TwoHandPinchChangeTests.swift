import Testing

@testable import GestureCore

/// `TwoHandPinchStage.changes(from:to:by:)`, the rule that decides a
/// `changed`: a change must exceed the minimum and a margin of 1e-9 of
/// the larger value (at least 1), so that a change written on the
/// minimum in decimals is not more.
@Suite("Two-hand pinch: the change rule at its bound")
struct TwoHandPinchChangeTests {
  @Test(
    "a change exactly on the minimum and its margin is not more; an ulp past is",
    arguments: [0.01, 0.25, 1, 0] as [Double]
  )
  func onTheBound(minimum: Double) {
    // From 0, a value of at most 1 either way: the margin is 1e-9 times
    // 1, and the change is the value, exactly.
    let bound = minimum + TwoHandPinchStage.changeMargin
    for value in [bound, -bound] {
      #expect(!TwoHandPinchStage.changes(from: 0, to: value, by: minimum))
      let past = value > 0 ? value.nextUp : value.nextDown
      #expect(TwoHandPinchStage.changes(from: 0, to: past, by: minimum))
    }
    #expect(!TwoHandPinchStage.changes(from: 0, to: 0, by: minimum))
  }

  @Test("the margin grows with the larger of the two values")
  func marginScales() {
    // From 4, the margin is 4e-9: a change 3e-9 past the minimum is not
    // more, one 5e-9 past it is; from 0, 3e-9 past is.
    #expect(!TwoHandPinchStage.changes(from: 4, to: 4.5 + 3e-9, by: 0.5))
    #expect(TwoHandPinchStage.changes(from: 4, to: 4.5 + 5e-9, by: 0.5))
    #expect(!TwoHandPinchStage.changes(from: 4.5 + 3e-9, to: 4, by: 0.5))
    #expect(TwoHandPinchStage.changes(from: 0, to: 0.5 + 3e-9, by: 0.5))
  }
}
