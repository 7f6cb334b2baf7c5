import Testing

@testable import GestureCore

/// `TrackTable` keeps the only track of each chirality from frame to
/// frame: it matches every frame as a table that counts them again on
/// each frame, and what it keeps is what a count finds, through tracks
/// added, forgotten, confirmed and moved, hands that come and go, labels
/// that flip and frames of three hands.
@Suite("TrackTable: the only track of each chirality, kept")
struct TrackTableSoleTests {
  /// A table that keeps the only tracks, and one that counts them on each
  /// frame, given the same frames.
  struct Pair {
    var kept: TrackTable
    var counted: TrackTable

    init(_ settings: GestureConfiguration.Hands) {
      kept = TrackTable(settings: settings)
      counted = TrackTable(settings: settings)
    }

    /// Matches a frame in both tables, and checks that they agree and
    /// that what the first keeps is what a count finds.
    mutating func assign(
      _ hands: [Hand],
      time: Double,
      _ comment: Comment? = nil
    ) throws {
      counted.knownSole = .stale
      let confirmed = hands.withUnsafeBufferPointer {
        kept.assign($0, time: time)
      }
      let expected = hands.withUnsafeBufferPointer {
        counted.assign($0, time: time)
      }
      #expect(confirmed == expected, comment)
      try Self.expectSame(kept, counted, comment)
      let count = kept.tracks.withUnsafeBufferPointer(TrackTable.soleTracks)
      if kept.knownSole != .stale {
        #expect(kept.knownSole == TrackTable.SoleTracks(count), comment)
      }
    }

    /// Checks that two tables hold the same tracks, each matched to the
    /// same hand.
    static func expectSame(
      _ table: TrackTable,
      _ other: TrackTable,
      _ comment: Comment?
    ) throws {
      try #require(table.tracks.count == other.tracks.count, comment)
      #expect(table.confirmedCount == other.confirmedCount, comment)
      for (track, expected) in zip(table.tracks, other.tracks) {
        #expect(track.hand == expected.hand, comment)
        #expect(track.duplicates == expected.duplicates, comment)
        #expect(track.chirality == expected.chirality, comment)
        #expect(track.vote.lean == expected.vote.lean, comment)
        #expect(track.lastPosition == expected.lastPosition, comment)
        #expect(track.lastSeen == expected.lastSeen, comment)
        #expect(track.lastSeenFrame == expected.lastSeenFrame, comment)
        #expect(track.size == expected.size, comment)
        #expect(
          Self.isConfirmed(track) == Self.isConfirmed(expected),
          comment
        )
      }
    }

    static func isConfirmed(_ track: HandTrack) -> Bool {
      if case .confirmed = track.confirmation { true } else { false }
    }
  }

  /// A whole hand of a label and score at a place.
  static func hand(
    _ chirality: Chirality,
    x: Double,
    score: Double = 1
  ) -> Hand {
    .whole(wrist: Point(x: x, y: 0.75), chirality: chirality, score: score)
  }

  @Test("a tentative track forgotten on a steady frame")
  func tentativeForgotten() throws {
    var pair = Pair(.init(confirmationTime: 0.1))
    // A confirmed left track and a tentative right one.
    try pair.assign(
      [Self.hand(.left, x: 0.25), Self.hand(.right, x: 0.75, score: 0.5)],
      time: 0
    )
    #expect(pair.kept.tracks.count == 2)
    // The left hand alone: the steady path, and the right track forgotten.
    try pair.assign([Self.hand(.left, x: 0.25)], time: 1.0 / 30)
    #expect(pair.kept.tracks.count == 1)
    // The right hand back starts a track again, after the left one.
    try pair.assign(
      [Self.hand(.left, x: 0.25), Self.hand(.right, x: 0.75, score: 0.5)],
      time: 2.0 / 30
    )
    #expect(pair.kept.tracks.map(\.hand) == [0, 1])
    try pair.assign(
      [Self.hand(.left, x: 0.25), Self.hand(.right, x: 0.75, score: 0.5)],
      time: 3.0 / 30
    )
    #expect(pair.kept.tracks.map(\.hand) == [0, 1])
  }

  @Test("a tentative track moved on a steady frame")
  func tentativeMoved() throws {
    var pair = Pair(.init(confirmationTime: 0.1))
    // Confirmed left, tentative unknown, tentative right: one of each.
    try pair.assign(
      [
        Self.hand(.left, x: 0.25), Self.hand(.unknown, x: 0.5, score: 0.5),
        Self.hand(.right, x: 0.75, score: 0.5),
      ],
      time: 0
    )
    #expect(pair.kept.tracks.map(\.chirality) == [.left, .unknown, .right])
    // The unknown hand leaves on a steady frame: its track is forgotten
    // and the right one moves from index 2 to 1.
    try pair.assign(
      [Self.hand(.left, x: 0.25), Self.hand(.right, x: 0.75, score: 0.5)],
      time: 1.0 / 30
    )
    #expect(pair.kept.tracks.map(\.chirality) == [.left, .right])
    // Then it is confirmed, in place, on a steady frame.
    for frame in 2..<6 {
      try pair.assign(
        [Self.hand(.right, x: 0.75, score: 0.5), Self.hand(.left, x: 0.25)],
        time: Double(frame) / 30
      )
      #expect(pair.kept.tracks.map(\.hand) == [1, 0])
    }
    #expect(pair.kept.confirmedCount == 2)
  }

  @Test("a confirmed track moved past a tentative one on a steady frame")
  func confirmedMoved() throws {
    var pair = Pair(.init(confirmationTime: 0.1))
    // A tentative unknown track, then a tentative right one.
    try pair.assign([Self.hand(.unknown, x: 0.5, score: 0.5)], time: 0)
    try pair.assign(
      [
        Self.hand(.unknown, x: 0.5, score: 0.5),
        Self.hand(.right, x: 0.75, score: 0.5),
      ],
      time: 1.0 / 30
    )
    // The right hand confirmed at once on a steady frame, moving before
    // the unknown one, which is forgotten.
    try pair.assign([Self.hand(.right, x: 0.75)], time: 2.0 / 30)
    #expect(pair.kept.tracks.map(\.chirality) == [.right])
    #expect(pair.kept.confirmedCount == 1)
    try pair.assign(
      [Self.hand(.unknown, x: 0.5), Self.hand(.right, x: 0.75)],
      time: 3.0 / 30
    )
    #expect(pair.kept.tracks.map(\.hand) == [1, 0])
  }

  @Test("a track renamed by its labels, then steady frames")
  func renamed() throws {
    var pair = Pair(.init())
    for frame in 0..<60 {
      // A right hand labelled left from frame 10: its track turns left;
      // a second hand enters on frame 40.
      var hands = [Self.hand(frame < 10 ? .right : .left, x: 0.25)]
      if frame >= 40 { hands.append(Self.hand(.right, x: 0.75)) }
      try pair.assign(hands, time: Double(frame) / 30, "frame \(frame)")
    }
    #expect(pair.kept.tracks.map(\.chirality) == [.left, .right])
    #expect(pair.kept.tracks.map(\.hand) == [0, 1])
  }

  @Test(
    "random frames match as a count on each frame would",
    arguments: [0.0, 0.1]
  )
  func randomFrames(confirmationTime: Double) throws {
    var random = SplitMix64(seed: 0x50_1E)
    let chiralities: [Chirality] = [.left, .right, .unknown, .both]
    for run in 0..<60 {
      var pair = Pair(.init(confirmationTime: confirmationTime))
      // Up to three people's hands, each with a usual label.
      var places = [0.25, 0.5, 0.75]
      var labels: [Chirality] = [.left, .right, .unknown]
      var time = 0.0
      for frame in 0..<120 {
        time +=
          [1.0 / 60, 1.0 / 30, 0.2, 0.5][
            Int.random(in: 0...9, using: &random) / 7
              + (frame % 50 == 0 ? 2 : 0)
          ]
        var hands: [Hand] = []
        let most = run % 3 == 0 ? 3 : 2
        for person in 0..<most where Int.random(in: 0...9, using: &random) < 8 {
          places[person] += Double.random(in: -0.02...0.02, using: &random)
          if Int.random(in: 0...19, using: &random) == 0 {
            places[person] = Double.random(in: 0...1, using: &random)
          }
          if Int.random(in: 0...29, using: &random) == 0 {
            labels[person] = chiralities.randomElement(using: &random)!
          }
          let flipped = Int.random(in: 0...9, using: &random) == 0
          hands.append(
            Self.hand(
              flipped
                ? chiralities.randomElement(using: &random)! : labels[person],
              x: places[person],
              score: Double.random(in: 0.5...1, using: &random)
            )
          )
        }
        // Now and then a hand reported twice.
        if let first = hands.first, Int.random(in: 0...19, using: &random) == 0
        {
          hands.append(first.moved(by: Point(x: 0.001, y: 0)))
        }
        hands.shuffle(using: &random)
        try pair.assign(hands, time: time, "run \(run), frame \(frame)")
      }
    }
  }
}
