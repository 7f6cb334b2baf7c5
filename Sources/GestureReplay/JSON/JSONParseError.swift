/// A JSON text that is not valid, with where the problem is.
struct JSONParseError: Error, Hashable, Sendable {
  /// What is wrong, such as `expected ',' or ']', found '}'`.
  var message: String
  /// The offset of the problem from the start of the input, in bytes.
  var offset: Int
  /// The line of the problem, from 1.
  var line = 1
  /// The column of the problem, from 1, in Unicode scalars.
  var column = 1
  /// The path from the root to the innermost value being read, innermost
  /// component first; see ``path``.
  var reversedPath: [JSONPathComponent] = []

  /// The path from the root to the innermost value being read.
  var path: [JSONPathComponent] { reversedPath.reversed() }

  /// Sets ``line`` and ``column`` from ``offset``.
  ///
  /// - Parameter bytes: The input the offset is in.
  mutating func locate(in bytes: UnsafeBufferPointer<UInt8>) {
    line = 1
    column = 1
    for byte in bytes.prefix(offset) {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
  }
}
