#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Musl)
  @preconcurrency import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Inputs named on the command line: reading a small one whole (a
/// configuration or a script), and whether one can be read twice.
enum InputFile {
  /// Whether a path names a regular file (through links), which can be
  /// read again from its start; a pipe, a FIFO or a device cannot.
  static func isRegularFile(_ path: String) -> Bool {
    var status = stat()
    return stat(FileName.cString(path), &status) == 0
      && status.st_mode & S_IFMT == S_IFREG
  }

  /// Reads the bytes of a file, or of standard input for `-` where it is
  /// allowed.
  ///
  /// - Parameters:
  ///   - path: The file's path, or `-`.
  ///   - limit: The most bytes the input may hold.
  ///   - what: What the input is, for the error of one too large, as in
  ///     `a script`.
  ///   - readsStandardInput: Whether `-` is standard input; otherwise it is
  ///     a file's name, as for a configuration, which never shares
  ///     standard input with the trace.
  /// - Returns: The input's bytes.
  /// - Throws: Exit 66 for an input that cannot be opened or read, 65 for
  ///   one of more than `limit` bytes.
  static func bytes(
    of path: String,
    limit: Int,
    what: String,
    readsStandardInput: Bool = true
  ) throws(CommandFailure) -> [UInt8] {
    let isStandardInput = readsStandardInput && path == "-"
    let name = isStandardInput ? "<stdin>" : FileName.shown(path)
    guard
      let file = isStandardInput
        ? stdin : fopen(FileName.cString(path), "rb")
    else {
      throw CommandFailure(
        status: .noInput,
        message: "cannot open '\(name)': \(String(cString: strerror(errno)))"
      )
    }
    defer { if !isStandardInput { fclose(file) } }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      bytes.append(contentsOf: buffer[0..<count])
      guard bytes.count <= limit else {
        throw CommandFailure(
          status: .dataError,
          message: "\(name): \(what) must be at most "
            + "\(size(limit)), and this one is larger"
        )
      }
      if count < buffer.count {
        guard ferror(file) == 0 else {
          throw CommandFailure(
            status: .noInput,
            message: "cannot read '\(name)': "
              + String(cString: strerror(errno))
          )
        }
        return bytes
      }
    }
  }

  /// Reads a UTF-8 text file, or standard input for `-`.
  ///
  /// - Parameters:
  ///   - path: The file's path, or `-`.
  ///   - limit: The most bytes the input may hold.
  ///   - what: What the input is, for the errors, as in `a script`.
  /// - Returns: The input's text.
  /// - Throws: As ``bytes(of:limit:what:readsStandardInput:)``, and exit 65
  ///   naming the line and the byte of the line (from 1) where the input
  ///   stops being UTF-8.
  static func text(
    of path: String,
    limit: Int,
    what: String
  ) throws(CommandFailure) -> String {
    let bytes = try bytes(of: path, limit: limit, what: what)
    return try text(bytes, from: TraceInput.display(path), what: what)
  }

  /// Returns bytes as UTF-8 text.
  ///
  /// - Parameters:
  ///   - bytes: The bytes.
  ///   - source: Where they come from, for messages: a file's path as
  ///     shown, or an option such as `--script`.
  ///   - what: What the text is, for messages, as `a script`.
  /// - Returns: The text.
  /// - Throws: A data error naming the line and byte of the first byte
  ///   that starts no UTF-8 character.
  static func text(
    _ bytes: [UInt8],
    from source: String,
    what: String
  ) throws(CommandFailure) -> String {
    if let text = String(validating: bytes, as: UTF8.self) { return text }
    let offset = firstInvalidUTF8(bytes)
    let lineStart = bytes[..<offset].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
    let line = bytes[..<offset].count(where: { $0 == 0x0A }) + 1
    let column = offset - lineStart + 1
    let hex = String(bytes[offset], radix: 16, uppercase: true)
    throw CommandFailure(
      status: .dataError,
      message: "\(source): line \(line), byte \(column): "
        + "0x\(hex.count < 2 ? "0" + hex : hex) starts no UTF-8 character, "
        + "and \(what) is UTF-8 text"
    )
  }

  /// The offset of the first byte that does not begin a valid UTF-8
  /// character, in bytes that are not valid UTF-8.
  private static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int {
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let scalar): offset += scalar.count
      case .error: return offset
      case .emptyInput: return offset
      }
    }
  }

  /// A byte count in MiB, as `1 MiB`.
  private static func size(_ bytes: Int) -> String {
    bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : "\(bytes) bytes"
  }
}
