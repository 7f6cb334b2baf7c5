/// Text from an input shown in a message or a report, where a control
/// character would break a line, move the cursor or end the output.
package enum VisibleText {
  /// Returns text with each control character (U+0000 to U+001F, U+007F
  /// to U+009F) written as a JSON escape, such as `\u0000` or `\u000A`.
  ///
  /// - Parameter text: The text.
  /// - Returns: The text, unchanged when it has no control character.
  package static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var shown = ""
    for scalar in text.unicodeScalars {
      if isControl(scalar) {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        shown += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      } else {
        shown.unicodeScalars.append(scalar)
      }
    }
    return shown
  }

  /// Returns text cut to its first `limit` characters, with `...` after
  /// it when it was longer, then escaped as by ``escaped(_:)``.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - limit: The most characters kept; 40 by default.
  /// - Returns: The text to show.
  package static func shortened(_ text: String, limit: Int = 40) -> String {
    guard text.count > limit else { return escaped(text) }
    return escaped(String(text.prefix(limit))) + "..."
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }
}
