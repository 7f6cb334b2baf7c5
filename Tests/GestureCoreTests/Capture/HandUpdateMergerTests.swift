import GestureCore
import Testing

@Suite("HandUpdateMerger: one frame per time from per-hand updates")
struct HandUpdateMergerTests {
  static func hand(_ x: Double) -> Hand {
    var hand = Hand()
    hand[.indexTip] = Landmark(x: x, y: 0.5)
    return hand
  }

  /// Drains the merger.
  static func frames(_ merger: inout HandUpdateMerger) -> [Frame] {
    var frames: [Frame] = []
    while let frame = merger.nextFrame() { frames.append(frame) }
    return frames
  }

  @Test("left and right at one time make one frame, left first")
  func bothHands() {
    var merger = HandUpdateMerger()
    merger.update(Self.hand(0.1), of: .right, at: 1.0)
    // The only hand tracked has reported: its frame is ready at once. The
    // left hand, new at the same time, joins the next frame.
    let first = Self.frames(&merger)
    #expect(first.map(\.time) == [1.0])
    #expect(first.first?.hands.map(\.chirality) == [.right])
    merger.update(Self.hand(0.2), of: .left, at: 1.0)
    #expect(merger.nextFrame() == nil)
    merger.update(Self.hand(0.3), of: .right, at: 1.011)
    #expect(merger.nextFrame() == nil)
    merger.update(Self.hand(0.4), of: .left, at: 1.0115)
    let second = Self.frames(&merger)
    #expect(second.map(\.time) == [1.011])
    #expect(second.first?.hands.map(\.chirality) == [.left, .right])
    #expect(second.first?.hands.first?[.indexTip]?.position.x == 0.4)
  }

  @Test("a hand labelled both is unknown, in its key and in its frame")
  func bothIsUnknown() {
    var merger = HandUpdateMerger()
    merger.update(Self.hand(0.1), of: .both, at: 1.0)
    merger.update(Self.hand(0.2), of: .unknown, at: 1.5)
    let frames = Self.frames(&merger)
    #expect(
      frames.map { $0.hands.map(\.chirality) } == [[.unknown], [.unknown]]
    )
    // One hand under one key: the later update replaced the earlier.
    #expect(frames.last?.hands.first?[.indexTip]?.position.x == 0.2)
  }

  @Test("one hand alone makes a frame per update, at once")
  func oneHand() {
    var merger = HandUpdateMerger()
    for step in 0..<5 {
      merger.update(Self.hand(0.1), of: .left, at: Double(step) / 90)
      #expect(Self.frames(&merger).map(\.time) == [Double(step) / 90])
    }
  }

  @Test("a hand that misses a time keeps its last reading")
  func missedUpdate() {
    var merger = HandUpdateMerger()
    merger.update(Self.hand(0.1), of: .left, at: 0)
    merger.update(Self.hand(0.2), of: .right, at: 0)
    merger.update(Self.hand(0.1), of: .left, at: 0.0055)
    merger.update(Self.hand(0.2), of: .right, at: 0.0055)
    _ = Self.frames(&merger)
    merger.update(Self.hand(0.3), of: .left, at: 0.011)
    // The right hand did not report at 0.011; the next time makes it.
    merger.update(Self.hand(0.5), of: .left, at: 0.022)
    let frames = Self.frames(&merger)
    #expect(frames.map(\.time) == [0.011])
    #expect(frames.first?.hands.count == 2)
    #expect(frames.first?.hands.last?[.indexTip]?.position.x == 0.2)
  }

  @Test("nil takes a hand out; expiry does too")
  func lost() {
    var merger = HandUpdateMerger(expiry: 0.05)
    merger.update(Self.hand(0.1), of: .left, at: 0)
    merger.update(Self.hand(0.2), of: .right, at: 0)
    merger.update(Self.hand(0.1), of: .left, at: 0.0055)
    merger.update(Self.hand(0.2), of: .right, at: 0.0055)
    _ = Self.frames(&merger)
    merger.update(nil, of: .right, at: 0.011)
    merger.update(Self.hand(0.1), of: .left, at: 0.011)
    #expect(Self.frames(&merger).map { $0.hands.count } == [1])
    // The left hand stops reporting; the right comes back and goes on.
    merger.update(Self.hand(0.2), of: .right, at: 0.022)
    #expect(Self.frames(&merger).isEmpty)
    merger.update(Self.hand(0.2), of: .right, at: 0.033)
    #expect(Self.frames(&merger).map { $0.hands.count } == [2])
    merger.update(Self.hand(0.2), of: .right, at: 0.044)
    merger.update(Self.hand(0.2), of: .right, at: 0.055)
    merger.update(Self.hand(0.2), of: .right, at: 0.066)
    // Each update of the right hand makes the frame before it, with the
    // left hand's last reading, until that reading (0.011) is more than
    // 0.05 old: at 0.066 the left hand is gone, and the frame is complete.
    let frames = Self.frames(&merger)
    #expect(frames.map(\.time) == [0.033, 0.044, 0.055, 0.066])
    #expect(frames.map { $0.hands.count } == [2, 2, 2, 1])
  }

  @Test(
    "a hand exactly the expiry old is kept, wherever the times fall",
    // 0.8 - 0.6 is 0.20000000000000007: still the expiry (TimeBound).
    arguments: [0.1, 0.6, 1.1]
  )
  func expiryInDecimals(start: Double) {
    var merger = HandUpdateMerger(expiry: 0.2)
    merger.update(Self.hand(0.1), of: .left, at: start)
    merger.update(Self.hand(0.2), of: .right, at: start)
    for step in [0.1, 0.2, 0.3] {
      merger.update(Self.hand(0.2), of: .right, at: start + step)
    }
    // The left hand alone at once; the right one's updates then make
    // each frame before theirs, with the left hand's reading of `start`
    // until it is more than 0.2 s old.
    let frames = Self.frames(&merger)
    #expect(frames.map { $0.hands.count } == [1, 2, 2, 1])
    #expect(
      frames.map(\.time) == [start, start + 0.1, start + 0.2, start + 0.3]
    )
  }

  @Test("an update at a time already made waits for the next frame")
  func lateHand() {
    var merger = HandUpdateMerger()
    merger.update(Self.hand(0.1), of: .left, at: 1)
    #expect(Self.frames(&merger).map(\.time) == [1])
    merger.update(Self.hand(0.2), of: .right, at: 1)
    #expect(Self.frames(&merger).isEmpty)
    merger.update(Self.hand(0.1), of: .left, at: 1.011)
    merger.update(Self.hand(0.2), of: .right, at: 1.011)
    let frames = Self.frames(&merger)
    #expect(frames.map(\.time) == [1.011])
    #expect(frames.first?.hands.count == 2)
  }

  @Test("finish makes the frame that waits")
  func finish() {
    var merger = HandUpdateMerger()
    merger.update(Self.hand(0.1), of: .left, at: 0)
    merger.update(Self.hand(0.2), of: .right, at: 0)
    merger.update(Self.hand(0.1), of: .left, at: 0.0055)
    merger.update(Self.hand(0.2), of: .right, at: 0.0055)
    _ = Self.frames(&merger)
    merger.update(Self.hand(0.1), of: .left, at: 0.011)
    #expect(Self.frames(&merger).isEmpty)
    merger.finish()
    #expect(Self.frames(&merger).map(\.time) == [0.011])
    merger.finish()
    #expect(Self.frames(&merger).isEmpty)
  }

  @Test("interleaved updates: times increase, no hand is ever lost")
  func interleaved() {
    var random = SplitMix64(seed: 26)
    var merger = HandUpdateMerger()
    var engine = GestureEngine(configuration: .adaptive)
    var frames: [Frame] = []
    for step in 0..<400 {
      let time = Double(step) / 90
      // Each hand reports at each time, in either order, at times that
      // differ by up to 0.5 ms; now and then one is a little late.
      let order: [Chirality] =
        random.next() % 2 == 0 ? [.left, .right] : [.right, .left]
      for chirality in order {
        let jitter = Double(random.next() % 500) / 1e6
        merger.update(Self.hand(0.4), of: chirality, at: time + jitter)
      }
      while let frame = merger.nextFrame() { frames.append(frame) }
    }
    merger.finish()
    while let frame = merger.nextFrame() { frames.append(frame) }
    #expect(frames.count == 400)
    #expect(zip(frames, frames.dropFirst()).allSatisfy { $0.time < $1.time })
    var events: [GestureEvent] = []
    for frame in frames { events += engine.process(frame) }
    #expect(
      events.filter { $0.gesture == .hand }.map(\.phase) == [.found, .found]
    )
  }

  @Test("a tolerance of 0 is allowed: times more than 1 ns apart are two")
  func zeroTolerance() {
    var merger = HandUpdateMerger(tolerance: 0)
    merger.update(Self.hand(0.1), of: .right, at: 1)
    merger.update(Self.hand(0.2), of: .left, at: 1)
    merger.update(Self.hand(0.3), of: .right, at: 1.0625)
    merger.update(Self.hand(0.4), of: .left, at: 1.0625)
    // Both hands at 1.0625: one frame.
    #expect(Self.frames(&merger).map(\.time) == [1, 1.0625])
    merger.update(Self.hand(0.5), of: .right, at: 1.125)
    merger.update(Self.hand(0.6), of: .left, at: 1.125 + 0x1p-28)
    // 3.7 ns apart, past the nanosecond every time bound allows: two
    // times, the first made when the second begins, with the left hand's
    // last reading.
    let frames = Self.frames(&merger)
    #expect(frames.map(\.time) == [1.125])
    #expect(frames.first?.hands.map(\.chirality) == [.left, .right])
    #expect(frames.first?.hands.first?[.indexTip]?.position.x == 0.4)
  }

  @Test("bad settings and times are programmer errors")
  func preconditions() async {
    await #expect(processExitsWith: .failure) {
      _ = HandUpdateMerger(tolerance: 0.1, expiry: 0.1)
    }
    await #expect(processExitsWith: .failure) {
      _ = HandUpdateMerger(tolerance: -1)
    }
    await #expect(processExitsWith: .failure) {
      var merger = HandUpdateMerger()
      merger.update(nil, of: .left, at: .nan)
    }
  }
}
