/// A table of text in aligned columns: the first columns aligned left,
/// the others right, two spaces between columns, no trailing spaces.
///
/// Control characters in a cell (a label read from a file may hold any)
/// are shown as JSON escapes (`VisibleText.escaped(_:)`), so that no cell breaks a
/// row or ends the text.
struct TextTable {
  /// The column titles.
  var header: [String]
  /// The rows, each with at most as many cells as the header.
  var rows: [[String]] = []
  /// How many columns, from the first, are aligned left.
  var leftColumns = 1

  /// Returns the table, one line per row after the header's.
  func render() -> String {
    let header = header.map(VisibleText.escaped)
    let rows = rows.map { $0.map(VisibleText.escaped) }
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
