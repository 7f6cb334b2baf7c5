import GestureCore
import Testing

@Suite("LatestFrameStream: the newest frame wins")
struct LatestFrameStreamTests {
  static func frame(_ time: Double) -> Frame {
    Frame(time: time)
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

  @Test("finishing delivers the frame that waits, then ends")
  func finishDeliversPending() async {
    let frames = LatestFrameStream()
    frames.send(Self.frame(0))
    frames.send(Self.frame(1))
    frames.finish()
    #expect(frames.send(Self.frame(2)) == .terminated)
    var received: [Frame] = []
    for await frame in frames {
      received.append(frame)
    }
    #expect(received == [Self.frame(1)])
    #expect(frames.droppedFrameCount == 1)
  }

  @Test("a cancelled consumer stops, and later frames are refused")
  func cancellation() async {
    let frames = LatestFrameStream()
    let (readiness, ready) = AsyncStream.makeStream(of: Void.self)
    let consumer = Task {
      var count = 0
      for await _ in GatedFrames(frames: frames, ready: ready, go: nil) {
        count += 1
      }
      return count
    }
    var announcements = readiness.makeAsyncIterator()
    await announcements.next()
    consumer.cancel()
    let count = await consumer.value
    #expect(count == 0)
    #expect(frames.send(Self.frame(0)) == .terminated)
  }

  @Test("producers on many threads: every frame is taken or counted dropped")
  func concurrentProducers() async {
    let frames = LatestFrameStream()
    let consumer = Task {
      var count = 0
      for await _ in frames {
        count += 1
      }
      return count
    }
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
