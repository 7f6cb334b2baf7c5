import GestureCore
import Testing

/// `SliderCoalescer` with tracks reported: each track's slider events have
/// an interval of their own, whatever the hand's name, and events without a
/// track keep the interval of their chirality.
@Suite("SliderCoalescer: an interval per track")
struct SliderCoalescerTrackTests {
  /// A slider event at a frame (of 1/32 s), of a hand and track.
  static func slider(
    _ frame: Int,
    _ phase: Phase,
    _ hand: Chirality,
    track: Int?,
    value: Double
  ) -> GestureEvent {
    .at(frame, .slider, phase, value: value, hand: hand, track: track)
  }

  /// Runs frames of events, `(frame, events)`, through a coalescer with an
  /// interval of 8 frames (0.25 s).
  static func run(_ frames: [(Int, [GestureEvent])]) -> [GestureEvent] {
    var coalescer = SliderCoalescer(interval: 0.25)
    var output: [GestureEvent] = []
    for (frame, events) in frames {
      coalescer.process(
        events,
        at: Double(frame) * Frame.interval,
        frame: frame,
        into: &output
      )
    }
    return output
  }

  /// The same frames with no event carrying a track.
  static func untracked(
    _ frames: [(Int, [GestureEvent])]
  ) -> [(Int, [GestureEvent])] {
    frames.map { frame, events in
      (
        frame,
        events.map { event in
          var event = event
          event.track = nil
          return event
        }
      )
    }
  }

  @Test("two hands of one name, on two tracks, each keep their interval")
  func twoUnknownHands() {
    let frames: [(Int, [GestureEvent])] = [
      (
        0,
        [
          Self.slider(0, .began, .unknown, track: 0, value: 0),
          Self.slider(0, .began, .unknown, track: 1, value: 50),
        ]
      ),
      (
        8,
        [
          Self.slider(8, .changed, .unknown, track: 0, value: 1),
          Self.slider(8, .changed, .unknown, track: 1, value: 51),
        ]
      ),
      (
        12,
        [
          Self.slider(12, .changed, .unknown, track: 1, value: 52),
          Self.slider(12, .changed, .unknown, track: 0, value: 2),
        ]
      ),
      (16, []),
    ]
    // Each track's changed at frame 8 is its first after its interval:
    // both pass. At 12 both are held; at 16 they are due, released in the
    // order the tracks were first seen, track 0 before track 1.
    let tracked = Self.run(frames)
    #expect(tracked.map(\.value) == [0, 50, 1, 51, 2, 52])
    #expect(tracked.map(\.track) == [0, 1, 0, 1, 0, 1])
    #expect(tracked.map(\.frame) == [0, 0, 8, 8, 16, 16])
    // Without tracks the two share the unknown hand's interval: after the
    // first changed at 8, the others replace each other and only the last
    // of all (track 0's 2) comes out at 16; track 1's are lost.
    #expect(Self.run(Self.untracked(frames)).map(\.value) == [0, 50, 1, 2])
  }

  @Test("a track keeps its interval when its hand is renamed")
  func renamed() {
    let frames: [(Int, [GestureEvent])] = [
      (0, [Self.slider(0, .began, .left, track: 0, value: 0)]),
      (4, [Self.slider(4, .changed, .right, track: 0, value: 1)]),
      (8, []),
    ]
    let tracked = Self.run(frames)
    #expect(tracked.map(\.value) == [0, 1])
    #expect(tracked.map(\.frame) == [0, 8])
    // Named by chirality alone, the right hand's first changed passes.
    #expect(Self.run(Self.untracked(frames)).map(\.frame) == [0, 4])
  }

  @Test("on a tie, hands without a track come before tracks, left or not")
  func tie() {
    let frames: [(Int, [GestureEvent])] = [
      (
        0,
        [
          Self.slider(0, .began, .left, track: 3, value: 30),
          Self.slider(0, .began, .right, track: nil, value: 10),
        ]
      ),
      (
        4,
        [
          Self.slider(4, .changed, .left, track: 3, value: 31),
          Self.slider(4, .changed, .right, track: nil, value: 11),
        ]
      ),
      (8, []),
    ]
    #expect(Self.run(frames).map(\.value) == [30, 10, 11, 31])
  }

  @Test("reset forgets the tracks")
  func reset() {
    var coalescer = SliderCoalescer(interval: 1)
    _ = coalescer.process(Self.slider(0, .began, .unknown, track: 2, value: 0))
    _ = coalescer.process(
      Self.slider(16, .changed, .unknown, track: 2, value: 1)
    )
    #expect(coalescer != SliderCoalescer(interval: 1))
    coalescer.reset()
    #expect(coalescer.tick(at: 5, frame: 160) == nil)
    #expect(coalescer == SliderCoalescer(interval: 1))
  }

  @Test(
    "a track whose slider ends or is cancelled leaves nothing behind",
    arguments: [Phase.ended, .cancelled]
  )
  func forgetsTracksAtRest(end: Phase) {
    var coalescer = SliderCoalescer(interval: 0.25)
    // Many tracks over a session, each sliding once: none is kept.
    for track in 0..<1_000 {
      let frame = track * 20
      for event in [
        Self.slider(frame, .began, .right, track: track, value: 0),
        Self.slider(frame + 2, .changed, .right, track: track, value: 1),
        Self.slider(frame + 4, end, .right, track: track, value: 1),
      ] {
        _ = coalescer.process(event)
      }
      #expect(coalescer.tick(at: Double(frame + 10), frame: frame + 10) == nil)
    }
    #expect(coalescer == SliderCoalescer(interval: 0.25))
    // One under way is kept, and its held `changed` still comes.
    _ = coalescer.process(Self.slider(0, .began, .left, track: 7, value: 0))
    _ = coalescer.process(Self.slider(2, .changed, .left, track: 7, value: 5))
    #expect(coalescer != SliderCoalescer(interval: 0.25))
    let released = coalescer.tick(at: 8 * Frame.interval, frame: 8)
    #expect(released?.value == 5 && released?.track == 7)
  }

  @Test("a track's slider that begins again has its interval from then")
  func beginsAgain() {
    let frames: [(Int, [GestureEvent])] = [
      (0, [Self.slider(0, .began, .right, track: 1, value: 0)]),
      (2, [Self.slider(2, .ended, .right, track: 1, value: 0)]),
      (3, [Self.slider(3, .began, .right, track: 1, value: 0)]),
      (5, [Self.slider(5, .changed, .right, track: 1, value: 1)]),
      (11, []),
    ]
    // The changed at frame 5 waits for 8 frames from the began at 3.
    #expect(Self.run(frames).map(\.frame) == [0, 2, 3, 11])
  }

  @Test("on a tie between tracks, the lower number comes first")
  func tieBetweenTracks() {
    let frames: [(Int, [GestureEvent])] = [
      (
        0,
        [
          Self.slider(0, .began, .right, track: 4, value: 40),
          Self.slider(0, .began, .right, track: 2, value: 20),
        ]
      ),
      (
        4,
        [
          Self.slider(4, .changed, .right, track: 4, value: 41),
          Self.slider(4, .changed, .right, track: 2, value: 21),
        ]
      ),
      (8, []),
    ]
    // Both held from frame 4, both released at 8: track 2 first, though
    // track 4 was seen first.
    #expect(Self.run(frames).map(\.value) == [40, 20, 21, 41])
  }
}
