import GestureReplay

/// File names as the tool holds them: strings that stand for any bytes, so
/// that a name that is not UTF-8 (a file from a system in Latin-1, say)
/// still opens the file it names.
///
/// A byte that is not part of a UTF-8 character is held as a code point
/// of plane 16's private use area, U+10FF00 plus the byte; a character
/// that is itself in U+10FF00...U+10FFFF is held as its four bytes, each
/// that way, so the mapping is one to one. A UTF-8 name is held as it is.
/// Messages show such a byte as `\xE9`.
enum FileName {
  /// The first of the 256 code points that stand for bytes.
  private static let byteBase: UInt32 = 0x10_FF00

  /// The name the bytes stand for.
  ///
  /// - Parameter bytes: A path's bytes, as the system gives them.
  /// - Returns: The path as the tool holds it.
  static func string(fromBytes bytes: some Collection<UInt8>) -> String {
    var text = String.UnicodeScalarView()
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var rest = bytes[...]
    func appendBytes(_ count: Int) {
      for byte in rest.prefix(count) {
        text.append(byteScalar(byte))
      }
    }
    loop: while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        let scalar = Unicode.UTF8.decode(encoded)
        if scalar.value >= byteBase {
          appendBytes(encoded.count)
        } else {
          text.append(scalar)
        }
        rest = rest.dropFirst(encoded.count)
      case .error(let length):
        appendBytes(length)
        rest = rest.dropFirst(length)
      case .emptyInput:
        break loop
      }
    }
    return String(text)
  }

  /// The bytes a name stands for, to give to the system.
  ///
  /// - Parameter name: A path as the tool holds it.
  /// - Returns: Its bytes, without a terminating NUL.
  static func bytes(_ name: String) -> [UInt8] {
    guard name.unicodeScalars.contains(where: isByte) else {
      return Array(name.utf8)
    }
    var bytes: [UInt8] = []
    for scalar in name.unicodeScalars {
      if isByte(scalar) {
        bytes.append(UInt8(scalar.value - byteBase))
      } else {
        bytes.append(contentsOf: String(scalar).utf8)
      }
    }
    return bytes
  }

  /// A name's bytes as a C string, for a C call such as `stat`. A NUL
  /// byte ends it, as it ends any C path.
  ///
  /// - Parameter name: A path as the tool holds it.
  /// - Returns: The C string, terminated by a NUL.
  static func cString(_ name: String) -> [CChar] {
    CPath.cString(bytes(name))
  }

  /// A name as messages show it: each byte that is not UTF-8 as `\xE9`,
  /// the rest as it is.
  ///
  /// - Parameter name: A path as the tool holds it.
  /// - Returns: The text to show.
  static func shown(_ name: String) -> String {
    guard name.unicodeScalars.contains(where: isByte) else { return name }
    var shown = ""
    for scalar in name.unicodeScalars {
      if isByte(scalar) {
        let hex = String(scalar.value - byteBase, radix: 16, uppercase: true)
        shown += "\\x" + (hex.count < 2 ? "0" : "") + hex
      } else {
        shown.unicodeScalars.append(scalar)
      }
    }
    return shown
  }

  /// Whether a name's bytes come before another's, byte by byte.
  static func precedes(_ name: String, _ other: String) -> Bool {
    bytes(name).lexicographicallyPrecedes(bytes(other))
  }

  private static func byteScalar(_ byte: UInt8) -> Unicode.Scalar {
    // U+10FF00...U+10FFFF are all valid scalars.
    Unicode.Scalar(byteBase + UInt32(byte)) ?? "\u{FFFD}"
  }

  private static func isByte(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value >= byteBase
  }
}
