import GestureCore
import Testing

@Suite("GestureEngine: coordinate spaces")
struct GestureEngineCoordinatesTests {
  /// The index tip's raw points of a sweep to the user's right by 1/64 per
  /// frame in a buffer that must be read `.right`: the display x is
  /// 1 - raw y, so the raw y falls while the raw x stays 0.5.
  static let rightBufferSweep: [Hand?] = (0..<9).map { k in
    Hand.open(index: Point(x: 0.5, y: 0.75 - Double(k) / 64))
  }

  static func sliderValues(
    _ hands: [Hand?],
    in space: CoordinateSpace,
    configuration: GestureConfiguration = .handKit
  ) -> [Double] {
    var engine = GestureEngine(configuration: configuration, coordinates: space)
    return engine.run(Frame.sequence(hands)).joined()
      .filter { $0.gesture == .slider }.compactMap(\.value)
  }

  @Test("drives the slider from a right buffer read as .right")
  func rightOrientation() {
    let values = Self.sliderValues(
      Self.rightBufferSweep,
      in: CoordinateSpace(orientation: .right)
    )
    #expect(values == (0...7).map { 1.5625 * Double($0) })
  }

  @Test("reproduces the prototype's bug: read as .up, the slider never moves")
  func upOrientationBug() {
    var engine = GestureEngine(coordinates: .mediaPipe)
    let events = engine.run(Frame.sequence(Self.rightBufferSweep))
    // The movement is seen (vertically), but x stays 0.5: one began, no
    // change.
    #expect(Marble(events, gesture: .movement) == "-b-------")
    #expect(Marble(events, gesture: .slider) == "-b-------")
  }

  @Test(
    "moves the slider the way the user sees the hand move",
    arguments: zip([false, true], [60.9375, 39.0625])
  )
  func mirroring(isMirrored: Bool, expected: Double) {
    var configuration = GestureConfiguration.handKit
    configuration.slider.initialValue = 50
    // A raw sweep to the right; mirrored, the user sees it go left.
    let hands = openHands(indexX: sweep(from: 0.25, step: 1.0 / 64, count: 9))
    let values = Self.sliderValues(
      hands,
      in: CoordinateSpace(isMirrored: isMirrored),
      configuration: configuration
    )
    #expect(values.first == 50)
    #expect(values.last == expected)
  }

  @Test("reports the index tip in the display frame")
  func displayFrameDiagnostics() {
    let raw = Point(x: 0.25, y: 0.125)
    var engine = GestureEngine(
      coordinates: CoordinateSpace(origin: .bottomLeft, isMirrored: true)
    )
    _ = engine.process(Frame(time: 0, hands: [.open(index: raw)]))
    #expect(engine.diagnostics.first?.trackedPoint == Point(x: 0.75, y: 0.875))
  }
}
