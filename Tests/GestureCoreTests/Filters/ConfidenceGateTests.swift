import GestureCore
import Testing

@Suite("ConfidenceGate")
struct ConfidenceGateTests {
  static let handKit = ConfidenceGate(minimumConfidence: 0.7)

  @Test(
    "passes a landmark whose confidence is at least 0.7",
    arguments: zip(
      [
        0.7, 0.69999, Double(0.7).nextDown, Double(0.7).nextUp, 0.70001, 1, 0,
        -0.7, .nan,
      ],
      [true, false, false, true, true, true, false, false, false]
    )
  )
  func confidence(confidence: Double, passes: Bool) {
    let landmark = Landmark(x: 0.5, y: 0.5, confidence: confidence)
    #expect(Self.handKit.accepts(landmark) == passes)
    #expect((Self.handKit.filter(landmark) != nil) == passes)
  }

  @Test(
    "fails a landmark with a NaN or infinite coordinate",
    arguments: [
      Point(x: .nan, y: 0.5), Point(x: 0.5, y: .nan),
      Point(x: .infinity, y: 0.5), Point(x: 0.5, y: -.infinity),
      Point(x: .nan, y: .infinity),
    ]
  )
  func nonFinitePosition(position: Point) {
    let landmark = Landmark(position: position, confidence: 1)
    #expect(!Self.handKit.accepts(landmark))
    #expect(Self.handKit.filter(landmark) == nil)
  }

  @Test("passes positions off the image: only finiteness is checked")
  func offImagePosition() {
    let landmark = Landmark(x: -0.5, y: 1.5, confidence: 0.9)
    #expect(Self.handKit.filter(landmark) == landmark)
  }

  @Test("filters a missing landmark to nil")
  func missing() {
    #expect(Self.handKit.filter(nil) == nil)
  }

  @Test("with a minimum of 0 passes any finite landmark but a NaN confidence")
  func zeroMinimum() {
    let gate = ConfidenceGate(minimumConfidence: 0)
    #expect(gate.accepts(Landmark(x: 0, y: 0, confidence: 0)))
    #expect(!gate.accepts(Landmark(x: 0, y: 0, confidence: .nan)))
  }
}
