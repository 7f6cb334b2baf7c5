import GestureCore
import Testing

/// Rule 1 of the track matching, one hand reported twice is one hand, where
/// the quick comparison by squares cannot be used (hands so small or so
/// large that a square would underflow or overflow), and for hands whose
/// own size cannot be measured, which take the size of the nearest track.
@Suite("GestureEngine: duplicates at the ends of the range, and unmeasured")
struct TrackDuplicateRangeTests {
  /// The engine after one frame of a hand and a copy of it moved right by
  /// `offset`, labelled left and scoring less.
  static func engine(
    size: Double,
    offset: Double,
    duplicateDistance: Double
  ) -> GestureEngine {
    var configuration = GestureConfiguration.handKit
    configuration.hands.duplicateDistance = duplicateDistance
    let hand = Hand.whole(
      wrist: Point(x: 4 * size, y: 6 * size),
      size: size
    )
    var copy = hand.moved(by: Point(x: offset, y: 0)).labelled(.left)
    copy.score = 0.9
    var engine = GestureEngine(configuration: configuration)
    _ = engine.process(Frame(time: 0, hands: [hand, copy]))
    return engine
  }

  @Test(
    "the duplicate distance holds, in hand sizes, below and above the squares' range",
    arguments: [
      // Squares of about 2^-800 and 2^800, outside 1e-200...1e200: each
      // joint's gap is measured as a distance. 2^-3 is in the range.
      0x1p-400, 0x1p-3, 0x1p400,
    ]
  )
  func atThreshold(size: Double) throws {
    // A distance of 1/8 hand size: the limit and the offsets are exact,
    // and so is every joint's gap (the hands differ along x alone).
    let limit = 0.125 * size
    let below = limit - size * 0x1p-20
    let above = limit + size * 0x1p-20
    for (offset, isDuplicate) in [
      (below, true), (limit, false), (above, false),
    ] {
      let engine = Self.engine(
        size: size,
        offset: offset,
        duplicateDistance: 0.125
      )
      let diagnostics = engine.diagnostics
      if isDuplicate {
        try #require(diagnostics.count == 1, "offset \(offset)")
        #expect(diagnostics[0].duplicates == 1)
        #expect(diagnostics[0].hand == .right)
      } else {
        #expect(diagnostics.map(\.hand) == [.right, .left], "offset \(offset)")
        #expect(diagnostics.map(\.duplicates) == [0, 0])
      }
    }
  }

  /// A hand of which only the index tip is seen: it has no palm segment
  /// and no box, so its size cannot be measured.
  static func tip(at point: Point, label: Chirality = .unknown) -> Hand {
    var hand = Hand(chirality: label)
    hand[.indexTip] = Landmark(x: point.x, y: point.y)
    return hand
  }

  @Test(
    "two hands that cannot be measured take the nearest track's size",
    arguments: [
      // A duplicate distance of 1/8: near the large hand's track (size
      // 1/8, limit 1/64), 3/256 apart is one hand, though it would be two
      // by the small one's (size 1/16, limit 1/128); near the small one's,
      // two, and 1/256 apart one. The large track is listed first, the
      // small one second, so that each is the nearest once. Every sum is
      // exact.
      (Point(x: 0.25, y: 0.625), 0x3p-8, true),
      (Point(x: 0.25, y: 0.625), 0x1p-6, false),
      (Point(x: 0.75, y: 0.625), 0x3p-8, false),
      (Point(x: 0.75, y: 0.625), 0x1p-8, true),
    ]
  )
  func nearestTrackSize(at place: Point, apart: Double, isDuplicate: Bool) {
    var configuration = GestureConfiguration.handKit
    configuration.hands.duplicateDistance = 0.125
    let large = Hand.whole(wrist: Point(x: 0.25, y: 0.75), size: 0.125)
    let small = Hand.whole(
      wrist: Point(x: 0.75, y: 0.75),
      size: 0.0625,
      chirality: .left
    )
    var engine = GestureEngine(configuration: configuration)
    _ = engine.process(Frame(time: 0, hands: [large, small]))
    #expect(engine.diagnostics.map(\.hand) == [.right, .left])
    let tips = [
      Self.tip(at: place),
      Self.tip(at: Point(x: place.x + apart, y: place.y)),
    ]
    _ = engine.process(Frame(time: 1.0 / 32, hands: [large, small] + tips))
    let unknown = engine.diagnostics.filter { $0.hand == .unknown }
    if isDuplicate {
      #expect(unknown.map(\.duplicates) == [1])
    } else {
      #expect(unknown.map(\.duplicates) == [0, 0])
    }
    // The whole hands keep their tracks, and neither tip is taken for
    // one of them.
    #expect(
      engine.diagnostics.filter { $0.hand != .unknown }.map(\.duplicates)
        == [0, 0]
    )
  }

  @Test("of two tracks exactly as near, the first listed lends its size")
  func nearestTrackSizeOnATie() {
    var configuration = GestureConfiguration.handKit
    configuration.hands.duplicateDistance = 0.125
    // Hands of two tips, their thumb tips the reference points, 1/2
    // apart: sizes (half their boxes' diagonals) of 1/8 and 1/16.
    let large = Hand.pinching(distance: 0.25, index: Point(x: 0.5, y: 0.5))
    let small = Hand.pinching(
      distance: 0.125,
      index: Point(x: 0.875, y: 0.5),
      chirality: .left
    )
    var engine = GestureEngine(configuration: configuration)
    _ = engine.process(Frame(time: 0, hands: [large, small]))
    // Two tips 3/256 apart, the first as far from either thumb tip: one
    // hand by the large track's size, which is listed first.
    let tips = [
      Self.tip(at: Point(x: 0.5, y: 0.75)),
      Self.tip(at: Point(x: 0.5 + 0x3p-8, y: 0.75)),
    ]
    _ = engine.process(Frame(time: 1.0 / 32, hands: [large, small] + tips))
    let unknown = engine.diagnostics.filter { $0.hand == .unknown }
    #expect(unknown.map(\.duplicates) == [1])
  }
}
