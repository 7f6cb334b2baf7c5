/// A path's bytes as C calls take them.
package enum CPath {
  /// A path's bytes as a NUL-terminated C string. A path holding a NUL byte
  /// names no file, so the C string ends there, as a `String` path's would.
  ///
  /// - Parameter path: The path's bytes.
  /// - Returns: The C string, terminated by a NUL.
  package static func cString(_ path: [UInt8]) -> [CChar] {
    path.prefix { $0 != 0 }.map { CChar(bitPattern: $0) } + [0]
  }
}
