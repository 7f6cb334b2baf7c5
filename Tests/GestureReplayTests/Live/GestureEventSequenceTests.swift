import Foundation
import GestureCore
import GestureReplay
import Testing

@Suite("gestureEvents: frames in, events out")
struct GestureEventSequenceTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Live
    .deletingLastPathComponent()  // GestureReplayTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  static func trace(_ name: String) throws -> Trace {
    try Trace(
      contentsOfFile: root.appendingPathComponent("Fixtures/\(name)").path
    )
  }

  static let fixtures = [
    "pinch-hold-release-pinch.json", "slider-sweep-return.json",
    "two-hands.json", "front-camera.json", "lost-mid-movement-cancel.json",
  ]

  /// Collects the events of a trace's frames sent through a latest-frame
  /// stream: `perTurn` frames each time the consumer asks for one, the
  /// consumer held busy while they are sent when `isSlow`; `onFrame` is
  /// the events sequence's.
  static func live(
    _ trace: Trace,
    configuration: GestureConfiguration,
    perTurn: Int,
    isSlow: Bool,
    onFrame: (@Sendable (Frame) -> Void)? = nil
  ) async -> (events: [GestureEvent], results: [LatestFrameStream.SendResult]) {
    let frames = LatestFrameStream()
    let (readiness, ready) = AsyncStream.makeStream(of: Void.self)
    let (goes, go) = AsyncStream.makeStream(of: Void.self)
    let coordinates = trace.coordinates
    let consumer = Task {
      var events: [GestureEvent] = []
      let gated = GatedFrames(
        frames: frames,
        ready: ready,
        go: isSlow ? goes : nil
      )
      for await event in gated.gestureEvents(
        configuration: configuration,
        coordinates: coordinates,
        onFrame: onFrame
      ) {
        events.append(event)
      }
      return events
    }
    var announcements = readiness.makeAsyncIterator()
    var results: [LatestFrameStream.SendResult] = []
    var index = 0
    while index < trace.frames.count {
      // The consumer has asked for a frame: it took every earlier one.
      await announcements.next()
      let end = min(index + perTurn, trace.frames.count)
      for frame in trace.frames[index..<end] {
        results.append(frames.send(frame))
      }
      index = end
      go.yield()
    }
    frames.finish()
    go.finish()
    return (await consumer.value, results)
  }

  @Test(
    "with a fast consumer the events are the replay's",
    arguments: fixtures,
    ["handKit", "adaptive"]
  )
  func fastConsumer(fixture: String, configurationName: String) async throws {
    let trace = try Self.trace(fixture)
    let configuration: GestureConfiguration =
      configurationName == "adaptive" ? .adaptive : .handKit
    let (events, results) = await Self.live(
      trace,
      configuration: configuration,
      perTurn: 1,
      isSlow: false
    )
    #expect(results.allSatisfy { $0 == .enqueued })
    #expect(events == Replay.run(trace, configuration: configuration).events)
  }

  @Test(
    "with a slow consumer frames are dropped, and the events are those of the frames kept",
    arguments: fixtures
  )
  func slowConsumer(fixture: String) async throws {
    let trace = try Self.trace(fixture)
    let (events, results) = await Self.live(
      trace,
      configuration: .handKit,
      perTurn: 3,
      isSlow: true
    )
    // Three frames per turn while the consumer is busy: the first waits,
    // the second replaces it, the third replaces the second.
    let count = trace.frames.count
    let expectedDrops = (count / 3) * 2 + max(count % 3 - 1, 0)
    let dropped = results.indices.filter { index in
      index + 1 < results.count
        && results[index + 1] == .replaced(trace.frames[index])
    }
    #expect(dropped.count == expectedDrops)
    #expect(
      results.filter { $0 != .enqueued }.count == expectedDrops,
      "every other result replaced the frame sent just before"
    )
    let kept = trace.frames.indices
      .filter { !dropped.contains($0) }
      .map { trace.frames[$0] }
    var thinned = trace
    thinned.frames = kept
    #expect(events == Replay.run(thinned, configuration: .handKit).events)
  }

  @Test("dropping frames changes what the recognizers see")
  func droppingChangesEvents() async throws {
    let trace = try Self.trace("slider-sweep-return.json")
    let fast = await Self.live(
      trace,
      configuration: .handKit,
      perTurn: 1,
      isSlow: false
    )
    let slow = await Self.live(
      trace,
      configuration: .handKit,
      perTurn: 3,
      isSlow: true
    )
    #expect(fast.events != slow.events)
    #expect(slow.events.count < fast.events.count)
  }

  @Test("the events end when the frames end, after the last frame's events")
  func endsWithFrames() async throws {
    let trace = try Self.trace("pinch-hold-release-pinch.json")
    var events: [GestureEvent] = []
    let frames = trace.frameStream
    var iterator = frames.gestureEvents(coordinates: trace.coordinates)
      .makeAsyncIterator()
    while let event = await iterator.next() {
      events.append(event)
    }
    #expect(events == Replay.run(trace).events)
    #expect(iterator.frameCount == trace.frames.count)
    let after = await iterator.next()
    #expect(after == nil)
  }

  @Test("a cancelled consumer stops at once, and leaves the frame for the next")
  func cancelledConsumer() async throws {
    let trace = try Self.trace("pinch-hold-release-pinch.json")
    let frames = LatestFrameStream()
    for frame in trace.frames.prefix(20) {
      frames.send(frame)
    }
    let consumer = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      var count = 0
      for await _ in frames.gestureEvents(coordinates: trace.coordinates) {
        count += 1
      }
      return count
    }
    #expect(await consumer.value == 0)
    frames.finish()
    let seen = Locked<[Frame]>([])
    for await _ in frames.gestureEvents(
      coordinates: trace.coordinates,
      onFrame: { frame in seen.withLock { $0.append(frame) } }
    ) {}
    #expect(seen.withLock { $0 } == [trace.frames[19]])
  }

  @Test(
    "onFrame sees each frame the engine processes, in order, before its events"
  )
  func onFrameSeesProcessedFrames() async throws {
    let trace = try Self.trace("slider-sweep-return.json")
    let seen = Locked<[Frame]>([])
    let (events, results) = await Self.live(
      trace,
      configuration: .handKit,
      perTurn: 3,
      isSlow: true,
      onFrame: { frame in seen.withLock { $0.append(frame) } }
    )
    let processed = seen.withLock { $0 }
    let dropped = results.filter { $0 != .enqueued }.count
    #expect(dropped > 0)
    #expect(processed.count + dropped == trace.frames.count)
    var thinned = trace
    thinned.frames = processed
    #expect(events == Replay.run(thinned, configuration: .handKit).events)
  }

  @Test("onFrame runs before the events of its frame are delivered")
  func onFrameBeforeEvents() async throws {
    let trace = try Self.trace("pinch-hold-release-pinch.json")
    let frames = trace.frameStream
    let observed = Locked(0)
    var count = 0
    for await event in frames.gestureEvents(
      coordinates: trace.coordinates,
      onFrame: { _ in observed.withLock { $0 += 1 } }
    ) {
      // The event's frame, counted from 0, is the last one observed.
      #expect(event.frame == observed.withLock { $0 } - 1)
      count += 1
    }
    #expect(count == Replay.run(trace).events.count)
    #expect(observed.withLock { $0 } == trace.frames.count)
  }

  @Test("a base that throws: the error reaches the consumer")
  func baseErrors() async throws {
    struct Failure: Error {}
    let frames = AsyncThrowingStream<Frame, any Error> { continuation in
      continuation.yield(Frame(time: 0))
      continuation.finish(throwing: Failure())
    }
    await #expect(throws: Failure.self) {
      for try await _ in frames.gestureEvents() {}
    }
  }

  @Test("a main-actor consumer, as an app has")
  @MainActor
  func mainActorConsumer() async throws {
    let trace = try Self.trace("pinch-hold-release-pinch.json")
    let frames = LatestFrameStream()
    let producer = Task.detached {
      for frame in trace.frames {
        frames.send(frame)
      }
      frames.finish()
    }
    var pinches = 0
    for await event in frames.gestureEvents(coordinates: trace.coordinates)
    where event.gesture == .pinch && event.phase == .began {
      pinches += 1
    }
    await producer.value
    // However many frames were dropped, no pinch is reported twice.
    #expect(pinches <= 2)
  }
}
