import GestureCore
import Testing

@Suite("Two-hand pinch: a change exactly on its minimum, written in decimals")
struct TwoHandPinchMinimumTests {
  /// The phases of a two-hand pinch whose right pinch point moves along
  /// y 0.4 through each x, the left one still at x 0.25.
  static func phases(
    rightX: [Double],
    minimumScaleChange: Double = 0.01,
    minimumRotationChange: Double = 1
  ) -> [Phase] {
    let left = Point(x: 0.25, y: 0.4)
    let scenes = rightX.map { x in
      TwoHandScene.pinched(left, Point(x: x, y: 0.4))
    }
    let configuration = GestureConfiguration.twoHand(
      minimumScaleChange: minimumScaleChange,
      minimumRotationChange: minimumRotationChange
    )
    return twoHand(twoHandEvents(scenes, configuration: configuration))
      .map(\.phase)
  }

  @Test(
    "a scale change of 0.01 is on the minimum; 0.0098 below, 0.0102 above",
    arguments: [(0.755, false), (0.7549, false), (0.7551, true)]
  )
  func scaleFromOne(x: Double, reports: Bool) {
    // 0.5 apart at began: 0.505 apart is a scale of 1.01, whose change
    // from 1 reads 0.010000000000000009 in a `Double`.
    #expect(
      Self.phases(rightX: [0.75, x])
        == (reports ? [.began, .changed] : [.began])
    )
  }

  @Test(
    "a scale change of 0.01 from a scale reported before is on the minimum",
    arguments: [(0.765, false), (0.7649, false), (0.7651, true)]
  )
  func scaleFromReported(x: Double, reports: Bool) {
    // 1.02 is reported; 1.03 (0.515 apart) is 0.01 more.
    #expect(
      Self.phases(rightX: [0.75, 0.76, x])
        == (reports ? [.began, .changed, .changed] : [.began, .changed])
    )
  }

  @Test(
    "a rotation of 0.01 rad is on the minimum; below and above it",
    arguments: [
      (0.1, 0.11, false), (0.3, 0.31, false), (0.1, 0.1099, false),
      (0.1, 0.1101, true),
    ]
  )
  func rotation(from start: Double, to end: Double, reports: Bool) {
    // The lines' angles are rounded: from 0.1 to 0.11 reads
    // 0.010000000000000009 rad, from 0.3 to 0.31 0.01000000000000012.
    let configuration = GestureConfiguration.twoHand(
      minimumScaleChange: 1,
      minimumRotationChange: 0.01
    )
    let events = twoHand(
      twoHandEvents(turning([start, end]), configuration: configuration)
    )
    #expect(events.map(\.phase) == (reports ? [.began, .changed] : [.began]))
  }

  @Test("with a minimum of 0, any change a hand makes is reported")
  func zeroMinimum() {
    #expect(
      Self.phases(rightX: [0.75, 0.7501], minimumScaleChange: 0)
        == [.began, .changed]
    )
  }
}
