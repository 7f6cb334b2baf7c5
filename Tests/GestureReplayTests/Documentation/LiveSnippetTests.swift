import Foundation
import GestureCore
import GestureReplay
import Testing

// The Swift blocks of the Live frames article, run as they are printed
// there; `documentedBlocksAreTested` checks that the blocks and these
// snippets agree.

// snippet: Live frames, SwiftUI view model
@MainActor
final class LampModel {
  let frames = LatestFrameStream()  // the camera's queue calls send(_:)
  private(set) var isOn = false

  func run() async {
    for await event in frames.gestureEvents(coordinates: .vision)
    where event.gesture == .pinch && event.phase == .began {
      isOn.toggle()
    }
  }
}
// end snippet

/// A hand pinching, for a frame at `time`.
private func pinchingFrame(at time: Double) -> Frame {
  var hand = Hand(chirality: .right)
  hand[.thumbTip] = Landmark(x: 0.50, y: 0.50)
  hand[.indexTip] = Landmark(x: 0.51, y: 0.50)
  return Frame(time: time, hands: [hand])
}

@Test("Live frames: a consumer and a producer")
func liveFrames() async throws {
  var printed = Printed()
  func print(_ items: Any...) { printed.append(items) }
  let capturedFrames = try fixtureFrames("pinch-hold-release-pinch.json")
  // snippet: Live frames
  let frames = LatestFrameStream()
  let consumer = Task {
    var toggles = 0
    for await event in frames.gestureEvents(coordinates: .vision)
    where event.gesture == .pinch && event.phase == .began {
      toggles += 1
    }
    return toggles
  }
  for frame in capturedFrames {  // the camera: a frame every 1/30 s
    frames.send(frame)
    try await Task.sleep(for: .seconds(1.0 / 30))
  }
  frames.finish()
  let toggles = await consumer.value
  print(toggles, "toggles,", frames.droppedFrameCount, "frames dropped")
  // end snippet
  // The article says it prints `2 toggles, 0 frames dropped`. Paced as a
  // camera, the consumer keeps up; a loaded test run (sanitizers, every
  // suite at once) may hold it back for a few frames, and a pinch missed
  // while its frames were dropped is the stream's documented policy, not
  // a failure of the example. So the line is checked exactly when no
  // frame was dropped, and otherwise the drops must be few. Unpaced, the
  // loop dropped 38 to 86 of the 87 frames.
  #expect(printed.lines.count == 1)
  if frames.droppedFrameCount == 0 {
    #expect(printed.lines == ["2 toggles, 0 frames dropped"])
  } else {
    #expect(frames.droppedFrameCount < capturedFrames.count / 8)
    #expect(toggles <= 2)
  }
}

@Test("Live frames: any sequence of frames, none dropped")
func liveFramesAnySequence() async throws {
  var printed = Printed()
  func print(_ items: Any...) { printed.append(items) }
  let capturedFrames = try fixtureFrames("pinch-hold-release-pinch.json")
  // snippet: Live frames, any sequence
  let recorded = AsyncStream<Frame> { continuation in
    for frame in capturedFrames { continuation.yield(frame) }
    continuation.finish()
  }
  var toggles = 0
  for await event in recorded.gestureEvents(coordinates: .vision)
  where event.gesture == .pinch && event.phase == .began {
    toggles += 1
  }
  print(toggles, "toggles")
  // end snippet
  #expect(capturedFrames.count == 87)
  #expect(printed.lines == ["2 toggles"])
}

@Test("Live frames: on the main actor")
@MainActor
func liveFramesMainActor() async throws {
  let lamp = SnippetLamp()
  let frames = LatestFrameStream()
  // snippet: Live frames, main actor
  let gestures = Task { @MainActor in
    for await event in frames.gestureEvents(coordinates: .vision) {
      if event.gesture == .pinch, event.phase == .began {
        lamp.toggle()
      }
    }
  }
  // end snippet
  frames.send(pinchingFrame(at: 0))
  frames.finish()
  await gestures.value
  #expect(lamp.isOn)
}

@Test("Live frames: a SwiftUI view model, its task run twice")
@MainActor
func liveFramesViewModel() async throws {
  let model = LampModel()
  // The view appears, then disappears: SwiftUI cancels its task.
  let first = Task { await model.run() }
  first.cancel()
  await first.value
  // The view appears again: the frames reach the new loop.
  let second = Task { await model.run() }
  model.frames.send(pinchingFrame(at: 0))
  model.frames.finish()
  await second.value
  #expect(model.isOn)
}

@Test("Live frames: recording what the engine saw")
@MainActor
func liveFramesRecording() async throws {
  var printed = Printed()
  func print(_ items: Any...) { printed.append(items) }
  let lamp = SnippetLamp()
  let temporary = try TemporaryDirectory()
  let path = temporary.path + "/session.jsonl"
  let frames = LatestFrameStream()
  let capturedFrames = try fixtureFrames("pinch-hold-release-pinch.json")
  let producer = Task.detached {
    for frame in capturedFrames {
      frames.send(frame)
    }
    frames.finish()
  }
  // snippet: Live frames, recording
  let recorder = try LiveTraceRecorder(
    path: path,
    header: TraceHeader(source: "vision", coordinates: .vision)
  )
  for await event in frames.gestureEvents(
    coordinates: .vision,
    onFrame: recorder.record
  ) {
    if event.gesture == .pinch, event.phase == .began { lamp.toggle() }
  }
  if let error = recorder.error {
    print("recording stopped after", recorder.frameCount, "frames:", error)
  }
  // end snippet
  await producer.value
  #expect(printed.lines.isEmpty)
  let recorded = try Trace(contentsOfFile: path)
  #expect(recorded.frames.count == recorder.frameCount)
  #expect(
    recorded.frames.count + frames.droppedFrameCount == capturedFrames.count
  )
}
