import Dispatch

/// A dispatch queue marked with a key, so that code can ask, without
/// trapping, whether it runs on that queue.
///
/// `assertIsolated()` and `preconditionIsolated()` trap when the answer is
/// no; a test that wants to count the answers asks
/// `DispatchQueue.getSpecific(key:)` instead.
final class MarkedQueue: @unchecked Sendable {
  // @unchecked: `key` is only read after `init`, and Dispatch synchronizes
  // the queue's specific values.
  let queue: DispatchQueue
  private let key = DispatchSpecificKey<Bool>()

  /// Marks a queue.
  ///
  /// - Parameter queue: The queue, such as the main queue, where the main
  ///   actor runs.
  init(_ queue: DispatchQueue) {
    self.queue = queue
    queue.setSpecific(key: key, value: true)
  }

  /// Whether the calling code runs on the queue.
  var isCurrent: Bool {
    DispatchQueue.getSpecific(key: key) == true
  }
}

/// A serial executor that runs its jobs on a marked queue.
@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
final class MarkedQueueExecutor: SerialExecutor {
  let marked = MarkedQueue(DispatchQueue(label: "marked-queue-executor"))

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let executor = asUnownedSerialExecutor()
    marked.queue.async {
      job.runSynchronously(on: executor)
    }
  }

  func asUnownedSerialExecutor() -> UnownedSerialExecutor {
    UnownedSerialExecutor(ordinary: self)
  }
}
