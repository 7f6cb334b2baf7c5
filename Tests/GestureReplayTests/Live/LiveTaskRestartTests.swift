import GestureReplay
import Testing

@testable import GestureCore

/// A view model as a SwiftUI app has one: the view's
/// `.task { await model.run() }` runs it while the view shows, and cancels
/// it when the view disappears.
@MainActor
private final class PinchCounter {
  let frames = LatestFrameStream()
  let coordinates: CoordinateSpace
  private(set) var pinches = 0

  init(coordinates: CoordinateSpace) {
    self.coordinates = coordinates
  }

  func run() async {
    for await event in frames.gestureEvents(coordinates: coordinates)
    where event.gesture == .pinch && event.phase == .began {
      pinches += 1
    }
  }
}

@Suite("A consumer that starts again, as a SwiftUI task does")
struct LiveTaskRestartTests {
  /// Sends frames one at a time, each once the consumer waits for it, so
  /// none is dropped; returns once the consumer waits again.
  static func sendPaced(
    _ frames: some Sequence<Frame>,
    to stream: LatestFrameStream
  ) async {
    for frame in frames {
      await LatestFrameStreamTests.untilWaiting(stream)
      #expect(stream.send(frame) == .enqueued)
    }
    await LatestFrameStreamTests.untilWaiting(stream)
  }

  /// The pinches a fresh engine finds in some of a trace's frames.
  static func pinches(in trace: Trace, _ frames: some Sequence<Frame>) -> Int {
    var part = trace
    part.frames = Array(frames)
    return Replay.run(part).events.filter {
      $0.gesture == .pinch && $0.phase == .began
    }.count
  }

  @Test("a task run again when its view reappears gets the frames sent since")
  @MainActor
  func taskRunsAgain() async throws {
    let trace = try GestureEventSequenceTests.trace(
      "pinch-hold-release-pinch.json"
    )
    let pinchFrames = Replay.run(trace).events
      .filter { $0.gesture == .pinch && $0.phase == .began }
      .map(\.frame)
    try #require(pinchFrames.count == 2)
    // The view disappears between the two pinches, for three frames.
    let away = (pinchFrames[0] + pinchFrames[1]) / 2
    let back = away + 3
    let model = PinchCounter(coordinates: trace.coordinates)

    var task = Task { await model.run() }
    await Self.sendPaced(trace.frames[..<away], to: model.frames)
    task.cancel()
    await task.value
    #expect(model.pinches == 1)

    // No consumer: the frames wait, the newest winning.
    for frame in trace.frames[away..<back] {
      model.frames.send(frame)
    }
    #expect(model.frames.droppedFrameCount == 2)

    task = Task { await model.run() }
    await Self.sendPaced(trace.frames[back...], to: model.frames)
    model.frames.finish()
    await task.value
    let expected =
      Self.pinches(in: trace, trace.frames[..<away])
      + Self.pinches(in: trace, trace.frames[(back - 1)...])
    #expect(model.pinches == expected)
    #expect(model.pinches == 2)
  }
}
