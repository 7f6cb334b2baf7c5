import Foundation
import GestureCore
import GestureReplay
import Testing

@Suite("LiveTraceRecorder: what the engine saw, and gestures go on")
struct LiveTraceRecorderTests {
  /// A new temporary directory for each test, removed after it with what
  /// the test wrote there.
  private let temporary: TemporaryDirectory
  private var directory: String { temporary.path }

  init() throws { temporary = try TemporaryDirectory() }

  static func trace(_ name: String) throws -> Trace {
    try GestureEventSequenceTests.trace(name)
  }

  /// The events of a trace's frames, each taken by the consumer before the
  /// next is sent, with `onFrame` called for each.
  static func events(
    of trace: Trace,
    onFrame: @escaping @Sendable (Frame) -> Void
  ) async -> [GestureEvent] {
    let frames = trace.frameStream
    var events: [GestureEvent] = []
    for await event in frames.gestureEvents(
      coordinates: trace.coordinates,
      onFrame: onFrame
    ) {
      events.append(event)
    }
    return events
  }

  @Test("records exactly the frames the engine processed, dropped ones not")
  func recordsProcessedFrames() async throws {
    let trace = try Self.trace("slider-sweep-return.json")
    let path = directory + "/session.jsonl"
    let recorder = try LiveTraceRecorder(
      path: path,
      header: TraceHeader(source: "test", coordinates: trace.coordinates)
    )
    let processed = Locked<[Frame]>([])
    let (events, results) = await GestureEventSequenceTests.live(
      trace,
      configuration: .handKit,
      perTurn: 3,
      isSlow: true,
      onFrame: { frame in
        processed.withLock { $0.append(frame) }
        recorder.record(frame)
      }
    )
    recorder.stop()
    let dropped = results.filter { $0 != .enqueued }.count
    #expect(dropped > 0)
    let recorded = try Trace(contentsOfFile: path)
    #expect(recorded.frames == processed.withLock { $0 })
    #expect(recorded.frames.count + dropped == trace.frames.count)
    #expect(recorder.frameCount == recorded.frames.count)
    #expect(recorder.error == nil)
    // The trace replays to the events the live session gave.
    #expect(Replay.run(recorded).events == events)
  }

  /// Records a trace's frames through a descriptor that `failing` replaces
  /// after `good` frames, and checks that every event still comes.
  func checkFailingWrites(replacement: Int32, message: String) async throws {
    let trace = try Self.trace("pinch-hold-release-pinch.json")
    let path = directory + "/session.jsonl"
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    let recorder = LiveTraceRecorder(
      try TraceRecorder(
        fileDescriptor: descriptor,
        header: TraceHeader(coordinates: trace.coordinates)
      )
    )
    let good = 10
    let seen = Locked(0)
    let events = await Self.events(of: trace) { frame in
      if seen.withLock({ count in
        count += 1
        return count == good + 1
      }) {
        // From here on, every write to the recorder's descriptor fails.
        dup2(replacement, descriptor)
      }
      recorder.record(frame)
    }
    #expect(events == Replay.run(trace).events)
    #expect(seen.withLock { $0 } == trace.frames.count)
    let error = try #require(recorder.error)
    #expect(error.kind == .cannotWrite)
    #expect(error.description.contains(message))
    #expect(recorder.frameCount == good)
    #expect(!recorder.isRecording)
    let recorded = try Trace(contentsOfFile: path)
    #expect(recorded.frames == Array(trace.frames.prefix(good)))
  }

  @Test("writes that fail stop the recording, not the events")
  func failingWrites() async throws {
    let readOnly = open(directory + "/read-only", O_RDONLY | O_CREAT, 0o644)
    try #require(readOnly >= 0)
    defer { close(readOnly) }
    try await checkFailingWrites(
      replacement: readOnly,
      message: String(cString: strerror(EBADF))
    )
  }

  @Test(
    "a full disk stops the recording, not the events",
    .enabled(if: FileManager.default.fileExists(atPath: "/dev/full"))
  )
  func fullDisk() async throws {
    let full = open("/dev/full", O_WRONLY)
    try #require(full >= 0)
    defer { close(full) }
    try await checkFailingWrites(
      replacement: full,
      message: String(cString: strerror(ENOSPC))
    )
  }

  @Test("a frame no reader would accept stops the recording")
  func invalidFrame() throws {
    let path = directory + "/session.jsonl"
    let recorder = try LiveTraceRecorder(path: path, header: TraceHeader())
    recorder.record(Frame(time: 1))
    recorder.record(Frame(time: 0.5))
    recorder.record(Frame(time: 2))
    #expect(recorder.frameCount == 1)
    #expect(
      recorder.error?.description == "frame 1: t goes backwards: 0.5 after 1"
    )
    #expect(recorder.error?.kind == .invalidData)
    #expect(try Trace(contentsOfFile: path).frames == [Frame(time: 1)])
  }

  @Test("stopping ends the recording; later frames are ignored")
  func stop() throws {
    let path = directory + "/session.jsonl"
    let recorder = try LiveTraceRecorder(path: path, header: TraceHeader())
    #expect(recorder.isRecording)
    recorder.record(Frame(time: 0))
    recorder.stop()
    recorder.record(Frame(time: 1))
    recorder.stop()
    #expect(!recorder.isRecording)
    #expect(recorder.error == nil)
    #expect(recorder.frameCount == 1)
    #expect(try Trace(contentsOfFile: path).frames == [Frame(time: 0)])
  }

  @Test("a recorder that cannot create its file throws at once")
  func cannotCreate() {
    let path = directory + "/missing/session.jsonl"
    #expect(throws: TraceError.self) {
      _ = try LiveTraceRecorder(path: path, header: TraceHeader())
    }
  }

  @Test("its record method is an onFrame function")
  func recordAsOnFrame() async throws {
    let trace = try Self.trace("pinch-hold-release-pinch.json")
    let path = directory + "/session.jsonl"
    let recorder = try LiveTraceRecorder(
      path: path,
      header: TraceHeader(coordinates: trace.coordinates)
    )
    let events = await Self.events(of: trace, onFrame: recorder.record)
    recorder.stop()
    let recorded = try Trace(contentsOfFile: path)
    #expect(recorded.frames == trace.frames)
    #expect(Replay.run(recorded).events == events)
  }
}
