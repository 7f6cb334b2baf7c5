import Testing

@testable import GestureCore

/// A touch with a distance of its own (`PoseDescription.Touch.ratio`): met
/// below its ratio of the thumb's length, not on it or above, whatever the
/// settings' `thumbTouchRatio`; read the same by the quick reading; scored
/// and validated by its own ratio.
@Suite("PoseDescription.Touch's own ratio")
struct PoseTouchRatioTests {
  /// A loose OK sign: the middle, ring and little fingers out, the thumb
  /// tip within `ratio` thumb lengths of the index tip.
  static func ok(_ name: String = "ok", ratio: Double? = 0.8) -> PoseDescription
  {
    PoseDescription(
      name: name,
      middle: .extended,
      ring: .extended,
      little: .extended,
      touches: [.init(.index, isTouching: true, ratio: ratio)]
    )
  }

  /// Distances of a hand with the index finger curled and the others out,
  /// the thumb (1 long) `touch` from each fingertip: no built-in pose.
  static func measures(touch: Double) -> PoseClassifier.Measures {
    var measures = PoseScoreTests.measures(touch: touch)
    measures.reaches.0 = 0.5
    return measures
  }

  /// The names of the descriptions a classifier matches to the measures.
  static func match(
    _ classifier: PoseClassifier,
    touch: Double
  ) -> String? {
    let shape = PoseClassifier.shape(
      of: measures(touch: touch),
      settings: classifier.settings,
      touches: classifier.table
    )
    return classifier.match(shape)?.name
  }

  @Test(
    "a touch with its own ratio is met below it, not on it or above",
    arguments: [
      (0.3, true), (0.5, true), (0.8.nextDown, true), (0.8, false),
      (0.8.nextUp, false), (1.2, false),
    ]
  )
  func ownRatio(touch: Double, met: Bool) {
    let classifier = PoseClassifier(settings: .init(custom: [Self.ok()]))
    #expect(Self.match(classifier, touch: touch) == (met ? "ok" : nil))
  }

  @Test(
    "without a ratio, a touch takes the settings' thumbTouchRatio",
    arguments: [(0.5.nextDown, true), (0.5, false), (0.7, false)]
  )
  func settingsRatio(touch: Double, met: Bool) {
    let classifier = PoseClassifier(
      settings: .init(custom: [Self.ok(ratio: nil)])
    )
    #expect(Self.match(classifier, touch: touch) == (met ? "ok" : nil))
    // The settings' ratio moves it; the touch's own does not.
    let wider = PoseClassifier(
      settings: .init(thumbTouchRatio: 0.9, custom: [Self.ok(ratio: nil)])
    )
    #expect(Self.match(wider, touch: 0.7) == "ok")
    let own = PoseClassifier(
      settings: .init(thumbTouchRatio: 0.9, custom: [Self.ok(ratio: 0.6)])
    )
    #expect(Self.match(own, touch: 0.7) == nil)
    #expect(Self.match(own, touch: 0.5) == "ok")
  }

  @Test(
    "a touch that must not be met, with its own ratio, holds on it and beyond",
    arguments: [(0.3.nextDown, false), (0.3, true), (0.6, true)]
  )
  func apart(touch: Double, matches: Bool) {
    let description = PoseDescription(
      name: "wide",
      index: .curled,
      touches: [.init(.middle, isTouching: false, ratio: 0.3)]
    )
    let classifier = PoseClassifier(settings: .init(custom: [description]))
    #expect(Self.match(classifier, touch: touch) == (matches ? "wide" : nil))
  }

  /// Checks the quick reading against the exact one on random hands (see
  /// `PoseClassifierQuickTests.check`), and returns on how many the quick
  /// reading decided.
  static func decided(
    of count: Int,
    seed: UInt64,
    settings: GestureConfiguration.Poses
  ) -> Int {
    var random = SplitMix64(seed: seed)
    return (0..<count).count { _ in
      PoseClassifierQuickTests.check(
        PoseClassifierQuickTests.randomHand(&random),
        space: .mediaPipe,
        settings: settings
      )
    }
  }

  @Test(
    "a ratio out of the squares' range is read the exact way, as the exact reading",
    arguments: [1e-60, 1e60]
  )
  func extremeRatio(ratio: Double) {
    let settings = GestureConfiguration.Poses(
      custom: [
        Self.ok(ratio: ratio),
        PoseDescription(
          name: "apart",
          index: .curled,
          touches: [.init(.middle, isTouching: false, ratio: ratio)]
        ),
      ]
    )
    // No hand is decided by squares: each touch test decides nothing.
    #expect(Self.decided(of: 300, seed: 0x70_0C, settings: settings) == 0)
  }

  @Test(
    "a shape names the fingertips the thumb touches, of those measured",
    arguments: [(0.3, true), (0.5, false), (0.9, false)]
  )
  func thumbTouches(touch: Double, nearest: Bool) {
    // The thumb tip `touch` thumb lengths from every fingertip.
    var measures = Self.measures(touch: touch)
    measures.touches.1 = touch / 2
    func shape(_ classifier: PoseClassifier) -> PoseClassifier.Shape {
      PoseClassifier.shape(
        of: measures,
        settings: classifier.settings,
        touches: classifier.table
      )
    }
    // Without a description that names them, only the index tip is
    // measured, against the settings' thumbTouchRatio (0.5).
    let plain = shape(PoseClassifier(settings: .init()))
    #expect(plain.thumbTouchesIndex == nearest)
    #expect(plain.thumbTouches(.index) == nearest)
    #expect(!plain.thumbTouches(.middle))
    #expect(!plain.thumbTouches(.ring))
    #expect(!plain.thumbTouches(.little))
    // The middle tip with a ratio of its own (0.8), the little one with
    // the settings' ratio; the ring tip is still not measured.
    let naming = PoseDescription(
      name: "named",
      index: .curled,
      touches: [
        .init(.middle, isTouching: true, ratio: 0.8),
        .init(.little, isTouching: false),
      ]
    )
    let named = shape(PoseClassifier(settings: .init(custom: [naming])))
    #expect(named.thumbTouches(.index) == nearest)
    #expect(named.thumbTouches(.middle) == (touch / 2 < 0.8))
    #expect(!named.thumbTouches(.ring))
    #expect(named.thumbTouches(.little) == nearest)
  }

  @Test("own ratios on every fingertip: the quick reading is the exact one's")
  func everyFinger() {
    let descriptions = [
      (Finger.index, 0.4, true), (.middle, 0.9, true), (.ring, 1.3, false),
      (.little, 2.5, true),
    ].map { finger, ratio, isTouching in
      PoseDescription(
        name: "\(finger)",
        touches: [.init(finger, isTouching: isTouching, ratio: ratio)]
      )
    }
    let settings = GestureConfiguration.Poses(custom: descriptions)
    // A random ratio lands within the margin of a threshold about once in
    // hundreds of millions of tries.
    #expect(Self.decided(of: 500, seed: 0x70_0D, settings: settings) == 500)
  }

  @Test("one finger and ratio is one test; another ratio is another")
  func sharedTests() {
    let tight = PoseDescription(
      name: "tight",
      middle: .extended,
      ring: .extended,
      little: .extended,
      touches: [.init(.index, isTouching: true, ratio: 0.6)]
    )
    let settings = GestureConfiguration.Poses(
      custom: [Self.ok(), Self.ok("alsoOK"), tight]
    )
    let classifier = PoseClassifier(settings: settings)
    let tests = withExtendedLifetime(classifier) {
      Array(classifier.table.touchTests)
    }
    #expect(tests.map(\.ratio) == [0.8, 0.6])
    #expect(tests.map(\.finger) == [.index, .index])
    // Bits of their own, above the fingers' five.
    #expect(tests.map(\.bit) == [1 << 8, 1 << 9])
    // The thumb tip 0.7 from the index tip meets 0.8 but not 0.6: `ok`
    // (the first of the equals), not `tight`. Without `ok` and its twin,
    // nothing.
    #expect(Self.match(classifier, touch: 0.7) == "ok")
    let alone = PoseClassifier(settings: .init(custom: [tight]))
    #expect(Self.match(alone, touch: 0.7) == nil)
    #expect(Self.match(alone, touch: 0.5) == "tight")
    // The table reads the index tip at the settings' distance, and the
    // two distances of its own.
    let read: UInt32 = Finger.index.touchBit | 1 << 8 | 1 << 9
    #expect(classifier.table.measuredTouches == read)
  }

  @Test(
    "a touch scores its distance inside its own ratio",
    arguments: zip([0.2, 0.4, 0.8, 1.0], [0.75, 0.5, 0, 0])
  )
  func score(distance: Double, expected: Double) {
    var measures = Self.measures(touch: distance)
    // The fingers well out, so that the touch is the least margin.
    measures.reaches = (0.5, 2, 2, 2)
    let score = Self.ok().score(of: measures, settings: .init())
    #expect(abs(score - expected) < 1e-12, "\(distance)")
  }

  @Test(
    "a ratio must be finite and above 0",
    arguments: [0, -0.5, Double.nan, .infinity, -.infinity]
  )
  func invalidRatio(_ ratio: Double) {
    let settings = GestureConfiguration.Poses(
      custom: [Self.ok(), Self.ok("bad", ratio: ratio)]
    )
    #expect(throws: ConfigurationError.self) { try settings.validate() }
    do {
      try settings.validate()
    } catch {
      #expect(error.key == "poses.custom[1].touches[0].ratio")
    }
  }

  @Test("at most 24 touching distances of their own; equal ones count once")
  func capacity() throws {
    func poses(_ ratios: [Double]) -> GestureConfiguration.Poses {
      .init(
        custom: ratios.enumerated().map { offset, ratio in
          Self.ok("ok\(offset)", ratio: ratio)
        }
      )
    }
    let full = (1...24).map { 0.5 + Double($0) / 100 }
    try poses(full).validate()
    try poses(full + full).validate()
    let classifier = PoseClassifier(settings: poses(full + full))
    let tests = withExtendedLifetime(classifier) {
      Array(classifier.table.touchTests)
    }
    #expect(tests.count == 24)
    #expect(tests.last?.bit == 1 << 31)
    do {
      try poses(full + [0.9]).validate()
      Issue.record("a 25th distance was accepted")
    } catch {
      #expect(error.key == "poses.custom[24].touches[0].ratio")
    }
  }
}
