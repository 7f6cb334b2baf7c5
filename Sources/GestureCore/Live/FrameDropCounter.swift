#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(WinSDK)
  import WinSDK
#endif

/// A count of dropped frames that any thread may increment and read.
///
/// A plain operating-system mutex guards the count: it is available on
/// every OS version GestureCore supports, and ThreadSanitizer understands it.
final class FrameDropCounter: @unchecked Sendable {
  #if canImport(WinSDK)
    private let mutex: UnsafeMutablePointer<SRWLOCK>
  #else
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  #endif
  /// The count, read and written only with `mutex` held.
  private var count = 0

  /// Creates a counter at zero.
  init() {
    #if canImport(WinSDK)
      mutex = .allocate(capacity: 1)
      InitializeSRWLock(mutex)
    #else
      mutex = .allocate(capacity: 1)
      mutex.initialize(to: pthread_mutex_t())
      let status = pthread_mutex_init(mutex, nil)
      precondition(status == 0, "Cannot create a mutex: error \(status).")
    #endif
  }

  deinit {
    #if !canImport(WinSDK)
      pthread_mutex_destroy(mutex)
    #endif
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// The number of frames dropped so far.
  var value: Int {
    withLock { count }
  }

  /// Adds one dropped frame.
  func increment() {
    withLock { count += 1 }
  }

  /// Runs `body` with the mutex held.
  private func withLock<Result>(_ body: () -> Result) -> Result {
    #if canImport(WinSDK)
      AcquireSRWLockExclusive(mutex)
      defer { ReleaseSRWLockExclusive(mutex) }
    #else
      pthread_mutex_lock(mutex)
      defer { pthread_mutex_unlock(mutex) }
    #endif
    return body()
  }
}
