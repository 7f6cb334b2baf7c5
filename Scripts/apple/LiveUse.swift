// How an app iterates GestureCore's live API, type-checked by
// Scripts/apple/availability.sh at each platform's floor and at the
// release where iterators run on their caller's actor (macOS 15, iOS 18):
// `for await` needs no `try` over frames that never throw, on both.
import GestureCore

typealias ThrowingFrames = AsyncThrowingStream<Frame, any Error>

@MainActor
func consume(
  _ frames: LatestFrameStream,
  _ throwing: ThrowingFrames
) async throws -> Int {
  var count = 0
  for await _ in frames {
    count += 1
  }
  for await _ in frames.gestureEvents(coordinates: .vision) {
    count += 1
  }
  for await _ in frames.gestureEvents(onFrame: { _ in }) {
    count += 1
  }
  for try await _ in throwing.gestureEvents() {
    count += 1
  }
  return count
}

func consumeAnywhere(_ frames: LatestFrameStream) async -> Int {
  var count = 0
  for await _ in frames.gestureEvents() {
    count += 1
  }
  return count
}

@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
func failures() {
  let _: LatestFrameStream.Failure.Type = Never.self
  let _: GestureEventSequence<LatestFrameStream>.Failure.Type = Never.self
  let _: GestureEventSequence<ThrowingFrames>.Failure.Type = (any Error).self
}
