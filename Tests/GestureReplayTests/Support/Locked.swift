import Foundation

/// A value shared between test threads behind an `NSLock`.
///
/// `Synchronization.Mutex` would do, but on Linux it waits with futexes,
/// which ThreadSanitizer does not see as synchronization: CI's TSan run
/// then reports the accesses it guards as races. `NSLock` is a pthread
/// mutex, which ThreadSanitizer understands.
final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  /// Creates a locked value.
  ///
  /// - Parameter value: The initial value.
  init(_ value: Value) {
    self.value = value
  }

  /// Calls `body` with the value while holding the lock.
  ///
  /// - Parameter body: What to do with the value.
  /// - Returns: What `body` returns.
  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows
    -> Result
  {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
