import GestureCore
import Testing

/// `SliderCoalescer` with tracks reported: each track's slider events have
/// an interval of their own, whatever the hand's name, and events without a
/// track keep the interval of their chirality.
@Suite("SliderCoalescer: an interval per track")
struct SliderCoalescerTrackTests {
  static func slider(
    _ phase: Phase,
    _ hand: Chirality,
    track: Int?,
    _ time: Double,
    _ value: Double
  ) -> GestureEvent {
    GestureEvent(
      time: time,
      frame: Int(time * 32),
      hand: hand,
      gesture: .slider,
      phase: phase,
      value: value,
      track: track
    )
  }

  /// Runs frames of events, `(time, events)`, through a coalescer.
  static func run(
    _ frames: [(Double, [GestureEvent])],
    interval: Double
  ) -> [GestureEvent] {
    var coalescer = SliderCoalescer(interval: interval)
    var output: [GestureEvent] = []
    for (time, events) in frames {
      coalescer.process(events, at: time, frame: Int(time * 32), into: &output)
    }
    return output
  }

  @Test("two hands of one name, on two tracks, each keep their interval")
  func twoUnknownHands() {
    let frames: [(Double, [GestureEvent])] = [
      (
        0,
        [
          Self.slider(.began, .unknown, track: 0, 0, 0),
          Self.slider(.began, .unknown, track: 1, 0, 50),
        ]
      ),
      (
        0.25,
        [
          Self.slider(.changed, .unknown, track: 0, 0.25, 1),
          Self.slider(.changed, .unknown, track: 1, 0.25, 51),
        ]
      ),
      (
        0.375,
        [
          Self.slider(.changed, .unknown, track: 1, 0.375, 52),
          Self.slider(.changed, .unknown, track: 0, 0.375, 2),
        ]
      ),
      (0.5, []),
    ]
    // Each track's changed at 0.25 is its first after its interval: both
    // pass. At 0.375 both are held; at 0.5 they are due, released in the
    // order the tracks were first seen, track 0 before track 1.
    let tracked = Self.run(frames, interval: 0.25)
    #expect(tracked.map(\.value) == [0, 50, 1, 51, 2, 52])
    #expect(tracked.map(\.track) == [0, 1, 0, 1, 0, 1])
    #expect(tracked.map(\.time) == [0, 0, 0.25, 0.25, 0.5, 0.5])
    // Without tracks the two share the unknown hand's interval: after the
    // first changed at 0.25, the others replace each other and only the
    // last of all (track 0's 2) comes out at 0.5; track 1's are lost.
    let untracked = Self.run(
      frames.map { time, events in
        (
          time,
          events.map { event in
            var event = event
            event.track = nil
            return event
          }
        )
      },
      interval: 0.25
    )
    #expect(untracked.map(\.value) == [0, 50, 1, 2])
  }

  @Test("a track keeps its interval when its hand is renamed")
  func renamed() {
    let frames: [(Double, [GestureEvent])] = [
      (0, [Self.slider(.began, .left, track: 0, 0, 0)]),
      (0.125, [Self.slider(.changed, .right, track: 0, 0.125, 1)]),
      (0.25, []),
    ]
    let tracked = Self.run(frames, interval: 0.25)
    #expect(tracked.map(\.value) == [0, 1])
    #expect(tracked.map(\.time) == [0, 0.25])
    // Named by chirality alone, the right hand's first changed passes.
    let untracked = Self.run(
      frames.map { time, events in
        (
          time,
          events.map { event in
            var event = event
            event.track = nil
            return event
          }
        )
      },
      interval: 0.25
    )
    #expect(untracked.map(\.time) == [0, 0.125])
  }

  @Test("on a tie, hands without a track come before tracks, left or not")
  func tie() {
    let frames: [(Double, [GestureEvent])] = [
      (
        0,
        [
          Self.slider(.began, .left, track: 3, 0, 30),
          Self.slider(.began, .right, track: nil, 0, 10),
        ]
      ),
      (
        0.125,
        [
          Self.slider(.changed, .left, track: 3, 0.125, 31),
          Self.slider(.changed, .right, track: nil, 0.125, 11),
        ]
      ),
      (0.25, []),
    ]
    let output = Self.run(frames, interval: 0.25)
    #expect(output.map(\.value) == [30, 10, 11, 31])
  }

  @Test("reset forgets the tracks")
  func reset() {
    var coalescer = SliderCoalescer(interval: 1)
    _ = coalescer.process(Self.slider(.began, .unknown, track: 2, 0, 0))
    _ = coalescer.process(Self.slider(.changed, .unknown, track: 2, 0.5, 1))
    #expect(coalescer != SliderCoalescer(interval: 1))
    coalescer.reset()
    #expect(coalescer.tick(at: 5, frame: 160) == nil)
    #expect(coalescer == SliderCoalescer(interval: 1))
  }
}
