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
  /// Whether the problem is an object after a whole value, as in JSON
  /// Lines read as one document.
  var startsAnotherObject = false

  /// The path from the root to the innermost value being read.
  var path: [JSONPathComponent] { reversedPath.reversed() }

  /// Sets ``line`` and ``column`` from ``offset``.
  ///
  /// - Parameter bytes: The input the offset is in.
  mutating func locate(in bytes: UnsafeBufferPointer<UInt8>) {
    var errors = [self]
    Self.locate(&errors, in: bytes)
    self = errors[0]
  }

  /// Sets the ``line`` and ``column`` of several errors from their
  /// ``offset``, in one pass over the input.
  ///
  /// - Parameters:
  ///   - errors: The errors, in any order.
  ///   - bytes: The input their offsets are in.
  /// - Complexity: O(*n* + *k* log *k*), where *n* is the largest offset
  ///   and *k* the number of errors.
  static func locate(
    _ errors: inout [JSONParseError],
    in bytes: UnsafeBufferPointer<UInt8>
  ) {
    var line = 1
    var column = 1
    var index = 0
    for errorIndex in errors.indices.sorted(by: {
      errors[$0].offset < errors[$1].offset
    }) {
      let offset = min(errors[errorIndex].offset, bytes.count)
      while index < offset {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\n") {
          line += 1
          column = 1
        } else if byte & 0xC0 != 0x80 {
          column += 1
        }
        index += 1
      }
      errors[errorIndex].line = line
      errors[errorIndex].column = column
    }
  }
}
