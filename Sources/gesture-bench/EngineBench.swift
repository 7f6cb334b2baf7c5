import AllocationCounter
import GestureCore
import GestureReplay

/// Drives the engine over the benchmark's frames, as an app would: one
/// engine, one reused event array, frames in time order.
///
/// The frames are replayed in passes; each pass shifts the times by the
/// trace's span so that time keeps increasing. A pass copies each `Frame`
/// (a time and a reference to its hands), which allocates nothing.
struct EngineBench {
  /// The frames of one pass.
  let frames: [Frame]
  /// The hands in one pass's frames together.
  let handFramesPerPass: Int
  /// How much later each pass is than the one before, in seconds.
  let span: Double

  /// Prepares the frames of a trace.
  init(trace: Trace) {
    frames = trace.frames
    handFramesPerPass = frames.reduce(0) { $0 + $1.hands.count }
    let first = frames.first?.time ?? 0
    let last = frames.last?.time ?? 0
    span = last - first + 1
  }

  /// Runs passes through an engine, emptying one event array per frame,
  /// and returns the number of events.
  static func run(
    _ engine: inout GestureEngine,
    frames: [Frame],
    span: Double,
    passes: Range<Int>,
    events: inout [GestureEvent],
    collect: ((GestureEvent) -> Void)? = nil
  ) -> Int {
    var count = 0
    for pass in passes {
      let offset = Double(pass) * span
      for frame in frames {
        var shifted = frame
        shifted.time += offset
        events.removeAll(keepingCapacity: true)
        engine.process(shifted, into: &events)
        count &+= events.count
        if let collect {
          for event in events { collect(event) }
        }
      }
    }
    return count
  }

  /// Runs a fresh engine over some passes: the work the engine benchmarks
  /// time.
  func runEngine(configuration: GestureConfiguration, passes: Int) {
    var engine = GestureEngine(configuration: configuration)
    var events: [GestureEvent] = []
    let count = Self.run(
      &engine,
      frames: frames,
      span: span,
      passes: 0..<passes,
      events: &events
    )
    blackHole(count)
  }

  /// The baseline: a loop over the same passes that only reads what the
  /// handKit engine reads from each hand (its score, wrist, thumb tip and
  /// index tip) and sums it.
  func runFloor(passes: Int) {
    var sum = 0.0
    for pass in 0..<passes {
      let offset = Double(pass) * span
      for frame in frames {
        var shifted = frame
        shifted.time += offset
        sum += shifted.time
        for hand in shifted.hands {
          sum += hand.score
          sum += Self.sum(hand[.wrist])
          sum += Self.sum(hand[.thumbTip])
          sum += Self.sum(hand[.indexTip])
        }
      }
    }
    blackHole(sum)
  }

  /// A landmark's coordinates and confidence added up, or 0.
  @inline(__always)
  private static func sum(_ landmark: Landmark?) -> Double {
    guard let landmark else { return 0 }
    return landmark.position.x + landmark.position.y + landmark.confidence
  }

  /// The allocations of the calling thread while an engine, warmed up by
  /// one pass, runs `passes` more, and the hand-frames they hold.
  func steadyStateAllocations(
    configuration: GestureConfiguration,
    passes: Int
  ) -> (allocations: UInt64, handFrames: Int, events: Int) {
    var engine = GestureEngine(configuration: configuration)
    // The caller's array, with room for a busy frame's events: a later
    // pass, its times larger, may round a wait's end onto another frame
    // than the warm-up did, and put more events on it (a pinch held back
    // for a double pinch, reported with others) than any warm-up frame;
    // growing the caller's array then is not the engine's allocation.
    var events: [GestureEvent] = []
    events.reserveCapacity(16)
    _ = Self.run(
      &engine,
      frames: frames,
      span: span,
      passes: 0..<1,
      events: &events
    )
    let before = gc_thread_allocation_count()
    let count = Self.run(
      &engine,
      frames: frames,
      span: span,
      passes: 1..<(1 + passes),
      events: &events
    )
    let after = gc_thread_allocation_count()
    return (after - before, handFramesPerPass * passes, count)
  }

  /// The allocations of the calling thread while the array-returning
  /// `process(_:)` runs one pass after a warm-up pass, and the gestures
  /// of the warm-up pass's events.
  func arrayAPIAllocations(
    configuration: GestureConfiguration
  ) -> (allocations: UInt64, events: Int, gestures: Set<Gesture>) {
    var engine = GestureEngine(configuration: configuration)
    var gestures: Set<Gesture> = []
    for frame in frames {
      for event in engine.process(frame) { gestures.insert(event.gesture) }
    }
    let before = gc_thread_allocation_count()
    var count = 0
    for frame in frames {
      var shifted = frame
      shifted.time += span
      count += engine.process(shifted).count
    }
    let after = gc_thread_allocation_count()
    return (after - before, count, gestures)
  }
}
