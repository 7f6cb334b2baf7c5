extension LatestFrameStream {
  /// An iteration of a latest-frame stream: one consumer's frames.
  ///
  /// It returns `nil` when the stream has finished or when the consuming
  /// task is cancelled, and `nil` again on every later call; the stream
  /// itself stays open after a cancellation, for a new iteration.
  public struct AsyncIterator: AsyncIteratorProtocol {
    /// The state of the stream.
    let state: Locked<StateMachine>
    /// Whether this iteration has returned `nil`.
    var isDone = false

    /// Returns the frame that waits, or waits for the next one.
    ///
    /// This is the call a `for await` loop makes on releases before macOS
    /// 15, iOS 18, tvOS 18, watchOS 11 and visionOS 2; it runs on the
    /// global concurrent executor.
    ///
    /// - Returns: The next frame, or `nil` once the stream has finished or
    ///   the task is cancelled.
    public mutating func next() async -> Frame? {
      await take(isolation: nil)
    }

    /// Returns the frame that waits, or waits for the next one, on the
    /// caller's actor.
    ///
    /// A `for await` loop calls it with its own isolation, so waiting for
    /// a frame and taking it happen on the loop's actor, with no hop to
    /// another executor.
    ///
    /// - Parameter actor: The actor to run on, or `nil` for none.
    /// - Returns: The next frame, or `nil` once the stream has finished or
    ///   the task is cancelled.
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    public mutating func next(
      isolation actor: isolated (any Actor)?
    ) async -> Frame? {
      await take(isolation: actor)
    }

    /// Takes the next frame, waiting on `actor` if none waits.
    private mutating func take(
      isolation actor: isolated (any Actor)?
    ) async -> Frame? {
      guard !isDone, !Task.isCancelled else {
        isDone = true
        return nil
      }
      let state = state
      let frame: Frame?
      switch state.withLock({ $0.next() }) {
      case .deliver(let next):
        frame = next
      case .suspend(let wait):
        frame = await withTaskCancellationHandler {
          await withCheckedContinuation { consumer in
            // Read with the lock held: a task is marked cancelled before
            // its cancellation handler runs, so a cancellation either
            // shows here or finds the consumer waiting, and resumes it.
            state.withLock {
              $0.suspend(consumer, wait: wait, isCancelled: Task.isCancelled)
            }?.perform()
          }
        } onCancel: {
          state.withLock { $0.cancel(wait: wait) }?.perform()
        }
      }
      if frame == nil { isDone = true }
      return frame
    }
  }
}
