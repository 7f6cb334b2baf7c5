import Testing

@testable import GestureCore

/// `ChiralityVote` against its definition: the lean a low-pass filter of
/// the labels, the chirality switched past the switch level.
@Suite("ChiralityVote")
struct ChiralityVoteTests {
  /// The vote as its documentation defines it, every frame through the
  /// filter.
  struct Model {
    var chirality: Chirality
    var lean: Double
    var lastTime: Double

    init(_ label: Chirality, time: Double) {
      chirality = label == .both ? .unknown : label
      lean = Model.value(label)
      lastTime = time
    }

    static func value(_ label: Chirality) -> Double {
      switch label {
      case .right: 1
      case .left: -1
      case .unknown, .both: 0
      }
    }

    mutating func record(_ label: Chirality, time: Double) -> Bool {
      let interval = Swift.min(
        Swift.max(time - lastTime, 0),
        ChiralityVote.longestInterval
      )
      lastTime = time
      let keep =
        ChiralityVote.timeConstant / (ChiralityVote.timeConstant + interval)
      lean = keep * lean + (1 - keep) * Model.value(label)
      let named: Chirality =
        if lean > ChiralityVote.switchLevel {
          .right
        } else if lean < -ChiralityVote.switchLevel {
          .left
        } else {
          chirality
        }
      defer { chirality = named }
      return named != chirality
    }
  }

  static let labels: [Chirality] = [.right, .left, .unknown, .both]
  /// The times between frames the random runs draw from: none, 120 to
  /// 25 fps, and a gap.
  static let intervals = [0, 1.0 / 120, 1.0 / 60, 1.0 / 30, 0.04, 0.5]

  @Test("every frame's lean, bit for bit, and chirality are the definition's")
  func matchesTheDefinition() {
    var random = SplitMix64(seed: 0xC41)
    var frames = 0
    for _ in 0..<300 {
      var time = Double.random(in: 0...100, using: &random)
      let first = Self.labels[Int.random(in: 0..<4, using: &random)]
      var vote = ChiralityVote(first, time: time)
      var model = Model(first, time: time)
      // The first label held for a while (the lean on its value), then
      // steady runs, where the lean settles, and flips of a few frames.
      for run in 0..<20 {
        let label =
          run == 0 ? first : Self.labels[Int.random(in: 0..<4, using: &random)]
        let count =
          Bool.random(using: &random)
          ? Int.random(in: 1...5, using: &random)
          : Int.random(in: 20...300, using: &random)
        let interval = Self.intervals[
          Int.random(in: 0..<Self.intervals.count, using: &random)
        ]
        for _ in 0..<count {
          time += interval
          frames += 1
          let changed = vote.record(label, time: time)
          let modelChanged = model.record(label, time: time)
          // One expectation for the first difference, not three a frame.
          guard changed == modelChanged,
            vote.lean.bitPattern == model.lean.bitPattern,
            vote.chirality == model.chirality
          else {
            #expect(changed == modelChanged, "frame \(frames)")
            #expect(vote.lean.bitPattern == model.lean.bitPattern)
            #expect(vote.chirality == model.chirality)
            return
          }
        }
      }
    }
    #expect(frames > 100_000)
  }

  @Test("a label that never changes keeps the lean on its value")
  func steady() {
    for label in Self.labels {
      var vote = ChiralityVote(label, time: 0)
      var time = 0.0
      for interval in [1.0 / 60, 0, 1.0 / 30, 0.5] {
        time += interval
        let changed = vote.record(label, time: time)
        #expect(!changed)
        #expect(vote.lean == Model.value(label))
        #expect(vote.chirality == (label == .both ? .unknown : label))
      }
    }
  }

  /// `TrackTable`'s steady path records a hand's label on the track of
  /// that chirality and keeps the only track of each chirality: it relies
  /// on this.
  @Test("a vote given its own chirality keeps it, whatever the lean")
  func ownChirality() {
    var random = SplitMix64(seed: 0x0C41)
    var recorded = 0
    for _ in 0..<300 {
      var time = Double.random(in: 0...100, using: &random)
      var vote = ChiralityVote(
        Self.labels[Int.random(in: 0..<4, using: &random)],
        time: time
      )
      for _ in 0..<400 {
        time +=
          Self.intervals[
            Int.random(in: 0..<Self.intervals.count, using: &random)
          ]
        // Mostly other labels, to push the lean towards the switch levels.
        if Int.random(in: 0...3, using: &random) == 0 {
          let chirality = vote.chirality
          let changed = vote.record(chirality, time: time)
          recorded += 1
          guard !changed, vote.chirality == chirality else {
            #expect(!changed, "lean \(vote.lean)")
            #expect(vote.chirality == chirality)
            return
          }
        } else {
          vote.record(
            Self.labels[Int.random(in: 0..<4, using: &random)],
            time: time
          )
        }
      }
    }
    #expect(recorded > 20_000)
  }

  @Test("a flip shorter than ln 4 time constants changes nothing; longer does")
  func flips() {
    // ln 4 / ln(1 / keep) frames at 60 fps: 25.6.
    for (frames, flips) in [(25, false), (26, true)] {
      var vote = ChiralityVote(.right, time: 0)
      var time = 0.0
      var changed = false
      for _ in 0..<frames {
        time += 1.0 / 60
        changed = vote.record(.left, time: time) || changed
      }
      #expect(changed == flips, "\(frames) frames")
      #expect(vote.chirality == (flips ? .left : .right))
    }
  }

  @Test(
    "a lean exactly on the switch level names no hand; just past it does",
    arguments: [Chirality.right, .left]
  )
  func onTheSwitchLevel(label: Chirality) throws {
    // Six labels 1/32 s apart take the lean from 0 to about 0.45; the
    // seventh, about 1/32 s later, takes it to the level. Its time is
    // searched ulp by ulp for a lean of exactly the level and one a few
    // ulps past it.
    var vote = ChiralityVote(.unknown, time: 0)
    for frame in 1...6 { vote.record(label, time: Double(frame) / 32) }
    let sign: Double = label == .right ? 1 : -1
    let level = sign * ChiralityVote.switchLevel
    // The interval whose `keep` takes the lean to the level, in exact
    // arithmetic; the time is searched within 10,000 ulps of it.
    let keep = (sign - level) / (sign - vote.lean)
    let constant = ChiralityVote.timeConstant
    var time = 6.0 / 32 + constant / keep - constant
    for _ in 0..<10_000 { time = time.nextDown }
    var on: ChiralityVote?
    var past: ChiralityVote?
    for _ in 0..<20_000 where on == nil || past == nil {
      var trial = vote
      trial.record(label, time: time)
      if trial.lean == level { on = trial }
      // Past the level by a few ulps at most.
      let beyond = sign * (trial.lean - level)
      if beyond > 0, beyond <= 4 * level.ulp { past = trial }
      time = time.nextUp
    }
    #expect(try #require(on).chirality == .unknown)
    #expect(try #require(past).chirality == label)
  }
}
