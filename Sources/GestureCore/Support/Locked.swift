#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(WinSDK)
  import WinSDK
#endif

/// A value that any thread may read and change, one at a time, behind a
/// mutex.
///
/// The mutex is the operating system's (a pthread mutex, an SRW lock on
/// Windows): it is available on every OS version GestureCore supports,
/// where `Synchronization.Mutex` needs macOS 15 and iOS 18, and
/// ThreadSanitizer understands it. It is allocated on its own, so that it
/// never moves. GestureReplay uses it too (`package`).
package final class Locked<Value> {
  #if canImport(WinSDK)
    private let mutex: UnsafeMutablePointer<SRWLOCK>
  #else
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  #endif
  /// The value, read and written only with `mutex` held.
  private var value: Value

  /// Creates a locked value.
  ///
  /// - Parameter value: The initial value.
  package init(_ value: Value) {
    self.value = value
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

  /// Calls `body` with the value, holding the mutex.
  ///
  /// - Parameter body: What to read or change; it must not wait for
  ///   another thread, nor take this mutex again.
  /// - Returns: What `body` returns.
  package func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
    #if canImport(WinSDK)
      AcquireSRWLockExclusive(mutex)
      defer { ReleaseSRWLockExclusive(mutex) }
    #else
      pthread_mutex_lock(mutex)
      defer { pthread_mutex_unlock(mutex) }
    #endif
    return body(&value)
  }
}

// The value is reached only through `withLock`, by one thread at a time.
extension Locked: @unchecked Sendable where Value: Sendable {}
