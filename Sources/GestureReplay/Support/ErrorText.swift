/// The one-line form shared by the package's input errors.
enum ErrorText {
  /// Returns where and what, joined by `: `, then the line and column of a
  /// syntax error, as in `frame 1: t: expected a value (line 2, column 7)`.
  ///
  /// - Parameters:
  ///   - parts: Where the problem is, outermost first, then what it is;
  ///     empty parts are left out.
  ///   - line: The line of a syntax error, from 1, if any.
  ///   - column: Its column, from 1, if known.
  /// - Returns: The text.
  static func describe(_ parts: [String], line: Int?, column: Int?) -> String {
    var text = parts.filter { !$0.isEmpty }.joined(separator: ": ")
    if let line {
      text +=
        column.map { " (line \(line), column \($0))" } ?? " (line \(line))"
    }
    return text
  }
}
