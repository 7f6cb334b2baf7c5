import Testing

@testable import GestureCore

@Suite("LatestFrameStream: the newest frame wins")
struct LatestFrameStreamTests {
  static func frame(_ time: Double) -> Frame {
    Frame(time: time)
  }

  /// Waits, yielding, until a consumer of `frames` waits for a frame.
  static func untilWaiting(_ frames: LatestFrameStream) async {
    while !frames.isConsumerWaiting {
      await Task.yield()
    }
  }

  /// Takes frames from a new iteration of `frames` until it returns `nil`.
  static func drain(_ frames: LatestFrameStream) async -> [Frame] {
    var taken: [Frame] = []
    for await frame in frames {
      taken.append(frame)
    }
    return taken
  }

  @Test("frames sent while the consumer is away replace each other")
  func newestWins() async {
    let frames = LatestFrameStream()
    #expect(frames.send(Self.frame(0)) == .enqueued)
    #expect(frames.send(Self.frame(1)) == .replaced(Self.frame(0)))
    #expect(frames.send(Self.frame(2)) == .replaced(Self.frame(1)))
    #expect(frames.droppedFrameCount == 2)
    var iterator = frames.makeAsyncIterator()
    let taken = await iterator.next()
    #expect(taken == Self.frame(2))
    #expect(frames.send(Self.frame(3)) == .enqueued)
    #expect(frames.droppedFrameCount == 2)
  }

  @Test("a frame sent to a waiting consumer goes to it")
  func waitingConsumer() async {
    let frames = LatestFrameStream()
    let consumer = Task {
      var iterator = frames.makeAsyncIterator()
      return await iterator.next()
    }
    await Self.untilWaiting(frames)
    #expect(frames.send(Self.frame(0)) == .enqueued)
    #expect(await consumer.value == Self.frame(0))
    #expect(!frames.isConsumerWaiting)
  }

  @Test("finishing delivers the frame that waits, then ends for good")
  func finishDeliversPending() async {
    let frames = LatestFrameStream()
    frames.send(Self.frame(0))
    frames.send(Self.frame(1))
    frames.finish()
    #expect(frames.send(Self.frame(2)) == .terminated)
    #expect(await Self.drain(frames) == [Self.frame(1)])
    #expect(frames.droppedFrameCount == 1)
    frames.finish()
    #expect(await Self.drain(frames) == [])
    #expect(frames.send(Self.frame(3)) == .terminated)
  }

  @Test("finishing ends the wait of a waiting consumer")
  func finishEndsWait() async {
    let frames = LatestFrameStream()
    let consumer = Task { await Self.drain(frames) }
    await Self.untilWaiting(frames)
    frames.finish()
    #expect(await consumer.value == [])
  }

  @Test("a consumer cancelled while waiting ends, and the stream stays open")
  func cancelledWhileWaiting() async {
    let frames = LatestFrameStream()
    let first = Task { await Self.drain(frames) }
    await Self.untilWaiting(frames)
    first.cancel()
    #expect(await first.value == [])
    #expect(!frames.isConsumerWaiting)
    // Sent with no consumer: they wait, the newest winning.
    #expect(frames.send(Self.frame(0)) == .enqueued)
    #expect(frames.send(Self.frame(1)) == .replaced(Self.frame(0)))
    let second = Task { await Self.drain(frames) }
    await Self.untilWaiting(frames)
    #expect(frames.send(Self.frame(2)) == .enqueued)
    frames.finish()
    #expect(await second.value == [Self.frame(1), Self.frame(2)])
  }

  @Test("a consumer cancelled before it asks takes no frame")
  func cancelledBeforeAsking() async {
    let frames = LatestFrameStream()
    frames.send(Self.frame(0))
    let cancelled = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      var iterator = frames.makeAsyncIterator()
      let first = await iterator.next()
      // Returned nil once, it returns nil for good.
      let again = await iterator.next()
      return [first, again]
    }
    #expect(await cancelled.value == [nil, nil])
    frames.finish()
    #expect(await Self.drain(frames) == [Self.frame(0)])
  }

  @Test("a frame sent as its consumer is cancelled is taken exactly once")
  func cancellationRacesSend() async {
    for round in 0..<400 {
      let frames = LatestFrameStream()
      let frame = Self.frame(Double(round))
      let consumer = Task {
        var iterator = frames.makeAsyncIterator()
        return await iterator.next()
      }
      await Self.untilWaiting(frames)
      // Sent and cancelled from two other tasks, each one first in turn.
      let send = { @Sendable in frames.send(frame) }
      let cancel = { @Sendable in consumer.cancel() }
      let sender: Task<LatestFrameStream.SendResult, Never>
      let canceller: Task<Void, Never>
      if round.isMultiple(of: 2) {
        sender = Task.detached { send() }
        canceller = Task.detached { cancel() }
      } else {
        canceller = Task.detached { cancel() }
        sender = Task.detached { send() }
      }
      await canceller.value
      let result = await sender.value
      let first = await consumer.value
      frames.finish()
      let rest = await Self.drain(frames)
      #expect(result == .enqueued)
      // Taken by the cancelled consumer or by the next one, not both.
      #expect([first].compactMap { $0 } + rest == [frame])
    }
  }

  @Test("two iterations waiting at once trap")
  func twoConsumersTrap() async {
    await #expect(processExitsWith: .failure) {
      let frames = LatestFrameStream()
      let first = Task {
        var iterator = frames.makeAsyncIterator()
        return await iterator.next()
      }
      let second = Task {
        var iterator = frames.makeAsyncIterator()
        return await iterator.next()
      }
      // No frame is ever sent: both wait, and the second to wait traps.
      _ = await (first.value, second.value)
    }
  }

  /// Each sends its frames with no consumer, so that each frame would be
  /// replaced by the next, never taken: the trap is the send's.
  @Test("a frame out of time order traps at the send, taken or not")
  func outOfOrderTraps() async {
    await #expect(processExitsWith: .failure) {
      LatestFrameStream().send(Frame(time: .nan))
    }
    await #expect(processExitsWith: .failure) {
      let frames = LatestFrameStream()
      frames.send(Frame(time: 0))
      frames.send(Frame(time: -.infinity))
    }
    await #expect(processExitsWith: .failure) {
      let frames = LatestFrameStream()
      frames.send(Frame(time: 5))
      frames.send(Frame(time: 3))
    }
    await #expect(processExitsWith: .failure) {
      let frames = LatestFrameStream()
      for time in [1, 2, 1.5] { frames.send(Frame(time: time)) }
    }
  }

  @Test("equal times are in order; after finishing, any frame is refused")
  func inOrderAndRefused() {
    let frames = LatestFrameStream()
    #expect(frames.send(Frame(time: 1)) == .enqueued)
    #expect(frames.send(Frame(time: 1)) == .replaced(Frame(time: 1)))
    frames.finish()
    #expect(frames.send(Frame(time: .nan)) == .terminated)
    #expect(frames.send(Frame(time: 0)) == .terminated)
  }

  @Test("producers on many threads: every frame is taken or counted dropped")
  func concurrentProducers() async {
    let frames = LatestFrameStream()
    let consumer = Task { await Self.drain(frames).count }
    let producers = 4
    let perProducer = 500
    await withTaskGroup(of: Int.self) { group in
      for _ in 0..<producers {
        group.addTask {
          var replaced = 0
          for _ in 0..<perProducer {
            if case .replaced = frames.send(Self.frame(0)) {
              replaced += 1
            }
          }
          return replaced
        }
      }
      var replaced = 0
      for await count in group {
        replaced += count
      }
      #expect(replaced == frames.droppedFrameCount)
    }
    frames.finish()
    let taken = await consumer.value
    #expect(taken + frames.droppedFrameCount == producers * perProducer)
    #expect(taken >= 1)
  }
}
