import GestureCore

/// The frames of a ``LatestFrameStream`` as a consumer takes them, with
/// hooks that let a test pace the producer and the consumer exactly.
///
/// Each time the consumer asks for a frame, the iterator yields to `ready`
/// (the consumer has taken every earlier frame), then, if `go` is given,
/// waits for one element of it before taking the next frame: a consumer
/// that is busy until the producer says so.
struct GatedFrames: AsyncSequence, Sendable {
  typealias Element = Frame

  let frames: LatestFrameStream
  let ready: AsyncStream<Void>.Continuation
  let go: AsyncStream<Void>?

  struct AsyncIterator: AsyncIteratorProtocol {
    var base: LatestFrameStream.AsyncIterator
    let ready: AsyncStream<Void>.Continuation
    var go: AsyncStream<Void>.Iterator?

    mutating func next() async -> Frame? {
      ready.yield()
      if go != nil {
        _ = await go?.next()
      }
      return await base.next()
    }
  }

  func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(
      base: frames.makeAsyncIterator(),
      ready: ready,
      go: go?.makeAsyncIterator()
    )
  }
}
