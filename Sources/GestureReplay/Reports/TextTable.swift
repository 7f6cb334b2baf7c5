/// A table of text in aligned columns: the first columns aligned left,
/// the others right, two spaces between columns, no trailing spaces.
///
/// Control characters in a cell (a label read from a file may hold any)
/// are shown as JSON escapes (``visible(_:)``), so that no cell breaks a
/// row or ends the text.
package struct TextTable {
  /// The column titles.
  var header: [String]
  /// The rows, each with at most as many cells as the header.
  var rows: [[String]] = []
  /// How many columns, from the first, are aligned left.
  var leftColumns = 1

  /// Returns text with each control character (U+0000 to U+001F, U+007F
  /// to U+009F) written as a JSON escape, such as `\u0000` or `\u000A`.
  ///
  /// - Parameter text: The text.
  /// - Returns: The text, unchanged when it has no control character.
  package static func visible(_ text: String) -> String {
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

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  /// Returns the table, one line per row after the header's.
  func render() -> String {
    let header = header.map(Self.visible)
    let rows = rows.map { $0.map(Self.visible) }
    var widths = header.map(\.count)
    for row in rows {
      for (column, cell) in row.enumerated() where column < widths.count {
        widths[column] = max(widths[column], cell.count)
      }
    }
    var text = ""
    for row in [header] + rows {
      let cells = row.enumerated().map { column, cell in
        column < leftColumns
          ? ReportWriter.pad(cell, widths[column])
          : ReportWriter.padLeft(cell, widths[column])
      }
      text += ReportWriter.trimTrailingSpaces(cells.joined(separator: "  "))
      text += "\n"
    }
    return text
  }
}
