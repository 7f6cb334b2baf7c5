import GestureCore
import Testing

@Suite("GestureEngine: movement")
struct GestureEngineMovementTests {
  /// Runs a fresh handKit engine over open hands whose index tips follow
  /// `xs` (raw = display, MediaPipe coordinates).
  static func run(_ xs: [Double]) -> [[GestureEvent]] {
    var engine = GestureEngine()
    return engine.run(Frame.sequence(openHands(indexX: xs)))
  }

  /// Alternates between two positions, starting with the first.
  static func zigzag(_ a: Double, _ b: Double, count: Int) -> [Double] {
    (0..<count).map { $0.isMultiple(of: 2) ? a : b }
  }

  @Test("the zigzags below move by exactly the threshold")
  func zigzagsAreExact() {
    // 0.02 and 0.01 are 2 x 0.01 and 2 x 0.005 in binary too, so the
    // differences are the thresholds themselves, and hypot(d, 0) is |d|.
    #expect(0.02 - 0.01 == 0.01)
    #expect(0.01 - 0.005 == 0.005)
    #expect(Point(x: 0.02, y: 0.5).distance(to: Point(x: 0.01, y: 0.5)) == 0.01)
  }

  @Test(
    "starts a movement only when the median displacement is above 0.01",
    arguments: zip(
      [(0.01, 0.02), (0.01, 0.020_000_1), (0.01, 0.019_999_9), (0.5, 0.75)],
      ["--------", "-b------", "--------", "-b------"] as [Marble]
    )
  )
  func start(positions: (Double, Double), expected: Marble) {
    let events = Self.run(Self.zigzag(positions.0, positions.1, count: 8))
    #expect(Marble(events, gesture: .movement) == expected)
  }

  @Test(
    "stops a movement only when the median displacement is below 0.005",
    arguments: zip(
      [(0.005, 0.01), (0.005_000_1, 0.01), (0.004_999_9, 0.01)],
      ["----", "--e-", "----"] as [Marble]
    )
  )
  func stop(positions: (Double, Double), expected: Marble) {
    // Start with two displacements of 0.02, then fill the window with
    // displacements of exactly 0.005 (the median sits on the threshold and
    // the movement holds), then four frames of the zigzag under test.
    let start = [0.01, 0.03, 0.01]
    let onThreshold = Self.zigzag(0.005, 0.01, count: 6)
    let tested = Self.zigzag(positions.0, positions.1, count: 4)
    let events = Self.run(start + onThreshold + tested)
    #expect(
      Marble(events, gesture: .movement)
        == Marble("-b- ------" + expected.description)
    )
  }

  @Test(
    "ignores a one-frame spike once the median window holds still frames",
    arguments: zip(
      [
        [0.5, 0.5, 0.5, 0.5, 0.75, 0.5, 0.5, 0.5, 0.5],
        [0.5, 0.5, 0.5, 0.75, 0.5, 0.5, 0.5, 0.5, 0.5],
        [0.5, 0.5, 0.75, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5],
      ],
      ["---------", "----be---", "--b--e---"] as [Marble]
    )
  )
  func spike(xs: [Double], expected: Marble) {
    // A spike gives two large displacements (out and back). After three
    // still frames they are two of five and the median stays 0. After only
    // two, the spike's first displacement is one of four, whose median is
    // the mean of 0 and 0.25; after one, it is one of two: while the window
    // fills, a spike can start a movement.
    #expect(Marble(Self.run(xs), gesture: .movement) == expected)
  }

  @Test(
    "compares an accepted frame with the last accepted one, not a rejected one",
    arguments: zip(
      [
        // Rejected far away, back where it was: no displacement.
        [(0.5, 1.0), (0.625, 0.5), (0.5, 1.0)],
        // Rejected already at the new place: a displacement of 1/32.
        [(0.5, 1.0), (0.531_25, 0.5), (0.531_25, 1.0)],
      ],
      ["---", "--b"] as [Marble]
    )
  )
  func gatedFrameIsSkipped(frames: [(Double, Double)], expected: Marble) {
    let hands = frames.map { x, confidence in
      Hand.open(index: Point(x: x, y: 0.5), confidence: confidence)
    }
    var engine = GestureEngine()
    let events = engine.run(Frame.sequence(hands))
    #expect(Marble(events, gesture: .movement) == expected)
  }

  @Test("reports no new signal on a gated frame and keeps the state")
  func gatedFrameDiagnostics() throws {
    var engine = GestureEngine()
    let frames = Frame.sequence([
      .open(index: Point(x: 0.5, y: 0.5)),
      .open(index: Point(x: 0.5, y: 0.5)),
      .open(index: Point(x: 0.75, y: 0.5), confidence: 0.69),
    ])
    _ = engine.run(Array(frames.prefix(2)))
    let before = try #require(engine.diagnostics.first)
    _ = engine.process(frames[2])
    let after = try #require(engine.diagnostics.first)
    #expect(before.displacement == 0)
    #expect(before.movementSignal == 0)
    #expect(after.displacement == nil)
    #expect(after.trackedPoint == nil)
    #expect(after.movementSignal == nil)
    #expect(after.movementState == .idle)
  }

  @Test("reports the displacement and the median signal it used")
  func signalDiagnostics() throws {
    var engine = GestureEngine()
    // Displacements 1/64, 1/32, 1/16: medians 1/64, 3/128, 1/32.
    _ = engine.run(
      Frame.sequence(openHands(indexX: [0.5, 0.515_625, 0.546_875]))
    )
    let middle = try #require(engine.diagnostics.first)
    #expect(middle.displacement == 0.031_25)
    #expect(middle.movementSignal == 0.023_437_5)
    _ = engine.process(
      Frame(time: 1, hands: [.open(index: Point(x: 0.609_375, y: 0.5))])
    )
    let last = try #require(engine.diagnostics.first)
    #expect(last.displacement == 0.0625)
    #expect(last.movementSignal == 0.031_25)
    #expect(last.movementState == .moving)
  }
}
