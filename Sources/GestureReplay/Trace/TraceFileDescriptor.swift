#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// An open POSIX file descriptor for reading or writing traces, closed
/// when the last reference goes away unless it was borrowed.
final class TraceFileDescriptor: Sendable {
  /// The descriptor.
  let rawValue: Int32
  /// How messages name the file: its path, or `<stdin>`.
  let name: String
  private let closesOnDeinit: Bool

  /// Wraps a descriptor the caller keeps open and closes.
  ///
  /// - Parameters:
  ///   - rawValue: The descriptor.
  ///   - name: How messages name the file.
  init(borrowing rawValue: Int32, name: String) {
    self.rawValue = rawValue
    self.name = name
    self.closesOnDeinit = false
  }

  /// Opens a file for reading.
  ///
  /// - Parameter path: The file's path.
  /// - Throws: A ``TraceError`` of kind `cannotOpen`.
  convenience init(readingAtPath path: String) throws(TraceError) {
    try self.init(readingAtPath: Array(path.utf8), name: path)
  }

  /// Opens a file for reading by the bytes of its path, which need not be
  /// UTF-8 (a file name from another system).
  ///
  /// - Parameters:
  ///   - path: The path's bytes, without a terminating NUL.
  ///   - name: How messages name the file.
  /// - Throws: A ``TraceError`` of kind `cannotOpen`.
  init(readingAtPath path: [UInt8], name: String) throws(TraceError) {
    let descriptor = open(CPath.cString(path), O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw Self.failure(.cannotOpen, "cannot open '\(name)'")
    }
    self.rawValue = descriptor
    self.name = name
    self.closesOnDeinit = true
  }

  /// Creates or truncates a file and opens it for writing.
  ///
  /// - Parameter path: The file's path.
  /// - Throws: A ``TraceError`` of kind `cannotWrite`.
  convenience init(writingAtPath path: String) throws(TraceError) {
    try self.init(writingAtPath: Array(path.utf8), name: path)
  }

  /// Creates or truncates a file and opens it for writing, by the bytes
  /// of its path.
  ///
  /// - Parameters:
  ///   - path: The path's bytes, without a terminating NUL.
  ///   - name: How messages name the file.
  /// - Throws: A ``TraceError`` of kind `cannotWrite`.
  init(writingAtPath path: [UInt8], name: String) throws(TraceError) {
    let descriptor = open(
      CPath.cString(path),
      O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC,
      0o644
    )
    guard descriptor >= 0 else {
      throw Self.failure(.cannotWrite, "cannot create '\(name)'")
    }
    self.rawValue = descriptor
    self.name = name
    self.closesOnDeinit = true
  }

  deinit {
    if closesOnDeinit { close(rawValue) }
  }

  /// Returns the number of bytes from the current offset to the end of
  /// the file, if it is a regular file; `nil` for a pipe or a device.
  func remainingByteCount() -> Int? {
    var status = stat()
    guard fstat(rawValue, &status) == 0,
      status.st_mode & S_IFMT == S_IFREG
    else { return nil }
    let offset = lseek(rawValue, 0, SEEK_CUR)
    guard offset >= 0 else { return nil }
    return max(0, Int(status.st_size) - Int(offset))
  }

  /// Reads up to `buffer.count` bytes; 0 means the end of the file.
  ///
  /// - Parameter buffer: Where to put the bytes.
  /// - Returns: The number of bytes read.
  /// - Throws: A ``TraceError`` of kind `cannotOpen`.
  func read(into buffer: UnsafeMutableRawBufferPointer) throws(TraceError)
    -> Int
  {
    while true {
      let count = posixRead(rawValue, buffer.baseAddress, buffer.count)
      if count >= 0 { return count }
      if errno != EINTR {
        throw Self.failure(.cannotOpen, "cannot read '\(name)'")
      }
    }
  }

  /// Writes all of some bytes.
  ///
  /// - Parameter bytes: The bytes.
  /// - Throws: A ``TraceError`` of kind `cannotWrite`.
  func write(_ bytes: [UInt8]) throws(TraceError) {
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes { buffer in
        posixWrite(
          rawValue,
          buffer.baseAddress.map { $0 + written },
          buffer.count - written
        )
      }
      if count > 0 {
        written += count
      } else if count < 0 && errno != EINTR {
        throw Self.failure(.cannotWrite, "cannot write '\(name)'")
      }
    }
  }

  /// Returns an error naming the failed call's `errno`.
  private static func failure(
    _ kind: TraceError.Kind,
    _ what: String
  ) -> TraceError {
    let reason = String(cString: strerror(errno))
    return TraceError(kind: kind, message: "\(what): \(reason)")
  }
}

/// Calls POSIX `read`, which the type's own `read` method hides.
private func posixRead(
  _ descriptor: Int32,
  _ buffer: UnsafeMutableRawPointer?,
  _ count: Int
) -> Int {
  read(descriptor, buffer, count)
}

/// Calls POSIX `write`, which the type's own `write` method hides.
private func posixWrite(
  _ descriptor: Int32,
  _ buffer: UnsafeRawPointer?,
  _ count: Int
) -> Int {
  write(descriptor, buffer, count)
}
