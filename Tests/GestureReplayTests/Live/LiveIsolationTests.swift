import Dispatch
import Foundation
import GestureCore
import GestureReplay
import Testing

/// An actor whose jobs run on a marked queue, that consumes gesture events.
@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
private actor MarkedConsumer {
  let executor = MarkedQueueExecutor()

  nonisolated var unownedExecutor: UnownedSerialExecutor {
    executor.asUnownedSerialExecutor()
  }

  /// Consumes the events with `for await`, and returns, for each frame the
  /// engine processed, whether `onFrame` ran on this actor.
  func consume(
    _ frames: LatestFrameStream,
    coordinates: CoordinateSpace
  ) async -> [Bool] {
    let marked = executor.marked
    let onActor = Locked<[Bool]>([])
    for await _ in frames.gestureEvents(
      coordinates: coordinates,
      onFrame: { _ in onActor.withLock { $0.append(marked.isCurrent) } }
    ) {}
    return onActor.withLock { $0 }
  }

  /// Consumes the events through `next()`, the call of the releases before
  /// SE-0421, and returns the same as ``consume(_:coordinates:)``.
  func consumeThroughNext(
    _ frames: LatestFrameStream,
    coordinates: CoordinateSpace
  ) async -> [Bool] {
    let marked = executor.marked
    let onActor = Locked<[Bool]>([])
    var events = frames.gestureEvents(
      coordinates: coordinates,
      onFrame: { _ in onActor.withLock { $0.append(marked.isCurrent) } }
    ).makeAsyncIterator()
    while await events.next() != nil {}
    return onActor.withLock { $0 }
  }
}

@Suite("Live iterators run on their caller's actor")
struct LiveIsolationTests {
  static func trace() throws -> Trace {
    try GestureEventSequenceTests.trace("pinch-hold-release-pinch.json")
  }

  /// Sends a trace's frames from another task, then finishes.
  static func produce(_ trace: Trace, into frames: LatestFrameStream) -> Task<
    Void, Never
  > {
    Task.detached {
      for frame in trace.frames {
        frames.send(frame)
      }
      frames.finish()
    }
  }

  @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
  @Test("a for-await loop on an actor runs the engine on that actor")
  func customActor() async throws {
    let trace = try Self.trace()
    let frames = LatestFrameStream()
    let consumer = MarkedConsumer()
    let producer = Self.produce(trace, into: frames)
    let onActor = await consumer.consume(
      frames,
      coordinates: trace.coordinates
    )
    await producer.value
    #expect(!onActor.isEmpty)
    #expect(onActor.allSatisfy { $0 })
  }

  @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
  @Test("next() without isolation runs the engine off the actor")
  func withoutIsolation() async throws {
    let trace = try Self.trace()
    let frames = LatestFrameStream()
    let consumer = MarkedConsumer()
    let producer = Self.produce(trace, into: frames)
    let onActor = await consumer.consumeThroughNext(
      frames,
      coordinates: trace.coordinates
    )
    await producer.value
    #expect(!onActor.isEmpty)
    #expect(onActor.allSatisfy { !$0 })
  }

  @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
  @Test("a for-await loop on the main actor runs the engine there")
  @MainActor
  func mainActor() async throws {
    let trace = try Self.trace()
    let main = MarkedQueue(DispatchQueue.main)
    let frames = LatestFrameStream()
    let producer = Self.produce(trace, into: frames)
    let onMain = Locked<[Bool]>([])
    for await _ in frames.gestureEvents(
      coordinates: trace.coordinates,
      onFrame: { _ in onMain.withLock { $0.append(main.isCurrent) } }
    ) {}
    await producer.value
    let marks = onMain.withLock { $0 }
    #expect(!marks.isEmpty)
    #expect(marks.allSatisfy { $0 })
  }

  @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
  @Test("the error of a base with a typed failure keeps its type")
  func typedFailure() async {
    do {
      for try await _ in FailingFrames().gestureEvents() {}
      Issue.record("the loop ended without an error")
    } catch {
      let failure: FailingFrames.Failure = error
      #expect(failure == FailingFrames.Failure(frame: 1))
    }
  }

  @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
  @Test("the events' failure is the base's")
  func failureTypes() {
    #expect(GestureEventSequence<LatestFrameStream>.Failure.self == Never.self)
    #expect(
      GestureEventSequence<FailingFrames>.Failure.self
        == FailingFrames.Failure.self
    )
    #expect(
      GestureEventSequence<AsyncThrowingStream<Frame, any Error>>.Failure.self
        == (any Error).self
    )
  }
}

/// One frame, then a typed error.
@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
struct FailingFrames: AsyncSequence {
  typealias Element = Frame

  struct Failure: Error, Equatable {
    var frame: Int
  }

  struct AsyncIterator: AsyncIteratorProtocol {
    var count = 0

    mutating func next() async throws(Failure) -> Frame? {
      count += 1
      guard count == 1 else { throw Failure(frame: count - 1) }
      return Frame(time: 0)
    }
  }

  func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator()
  }
}
