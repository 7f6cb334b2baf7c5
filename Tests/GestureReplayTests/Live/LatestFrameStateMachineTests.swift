import Testing

@testable import GestureCore

/// The latest-frame stream's state machine, one transition at a time, in
/// the windows a real stream meets only by chance: between a consumer told
/// to wait and its suspending, a frame arrives, the stream finishes, or the
/// consumer's task is cancelled.
@Suite("LatestFrameStream: its state machine between asking and waiting")
struct LatestFrameStateMachineTests {
  typealias Machine = LatestFrameStream.StateMachine

  /// Suspends a consumer on a machine told to wait by `next()`, runs
  /// `whileWaiting` if it does wait, and returns what the wait returns.
  static func suspend(
    _ machine: inout Machine,
    wait: UInt64,
    isCancelled: Bool = false,
    whileWaiting: (inout Machine) -> Machine.Resumption? = { _ in nil }
  ) async -> (frame: Frame?, waited: Bool) {
    var waited = false
    let frame = await withCheckedContinuation { consumer in
      if let resumption = machine.suspend(
        consumer,
        wait: wait,
        isCancelled: isCancelled
      ) {
        resumption.perform()
        return
      }
      waited = true
      // A consumer that waits must be resumed by what follows.
      let resumption = whileWaiting(&machine)
      precondition(resumption != nil, "the consumer would wait for ever")
      resumption?.perform()
    }
    return (frame, waited)
  }

  /// Asks for a frame on an idle machine: the wait's number.
  static func askWhileIdle(_ machine: inout Machine) throws -> UInt64 {
    guard case .suspend(let wait) = machine.next() else {
      Issue.record("an idle machine delivered")
      throw CancellationError()
    }
    return wait
  }

  @Test("a frame sent after the consumer was told to wait goes to it at once")
  func frameBeforeSuspending() async throws {
    var machine = Machine()
    let wait = try Self.askWhileIdle(&machine)
    guard case .report(.enqueued) = machine.send(Frame(time: 1)) else {
      Issue.record("the frame did not wait")
      return
    }
    let result = await Self.suspend(&machine, wait: wait)
    #expect(result.frame == Frame(time: 1))
    #expect(!result.waited)
    #expect(!machine.isConsumerWaiting)
    // Taken: the next consumer waits.
    _ = try Self.askWhileIdle(&machine)
  }

  @Test(
    "the stream finished after the consumer was told to wait: the last frame, then the end",
    arguments: [nil, Frame(time: 2)]
  )
  func finishedBeforeSuspending(last: Frame?) async throws {
    var machine = Machine()
    let wait = try Self.askWhileIdle(&machine)
    if let last { _ = machine.send(last) }
    #expect(machine.finish() == nil)
    let result = await Self.suspend(&machine, wait: wait)
    #expect(result.frame == last)
    #expect(!result.waited)
    guard case .deliver(nil) = machine.next() else {
      Issue.record("a finished stream delivered a frame twice")
      return
    }
  }

  @Test(
    "a consumer cancelled before it suspends returns nil and leaves the frame"
  )
  func cancelledBeforeSuspending() async throws {
    var machine = Machine()
    let wait = try Self.askWhileIdle(&machine)
    _ = machine.send(Frame(time: 3))
    let result = await Self.suspend(&machine, wait: wait, isCancelled: true)
    #expect(result.frame == nil)
    #expect(!result.waited)
    guard case .deliver(let frame) = machine.next() else {
      Issue.record("the frame was lost")
      return
    }
    #expect(frame == Frame(time: 3))
  }

  @Test("a cancellation of an earlier wait does not end the current one")
  func staleCancellation() async throws {
    var machine = Machine()
    let first = try Self.askWhileIdle(&machine)
    let firstResult = await Self.suspend(&machine, wait: first) { machine in
      guard case .resume(let resumption) = machine.send(Frame(time: 4)) else {
        return nil
      }
      return resumption
    }
    #expect(firstResult.frame == Frame(time: 4))
    #expect(firstResult.waited)
    // The first wait's cancellation arrives late: nothing to resume.
    #expect(machine.cancel(wait: first) == nil)
    let second = try Self.askWhileIdle(&machine)
    #expect(second != first)
    let secondResult = await Self.suspend(&machine, wait: second) { machine in
      // The first wait's number again: the second consumer still waits.
      #expect(machine.cancel(wait: first) == nil)
      #expect(machine.isConsumerWaiting)
      return machine.cancel(wait: second)
    }
    #expect(secondResult.frame == nil)
    #expect(secondResult.waited)
    #expect(!machine.isConsumerWaiting)
  }
}
