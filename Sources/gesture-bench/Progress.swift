import ToolSupport

/// A \r-updated status line on standard error, shown only when standard
/// error is a terminal.
enum Progress {
  nonisolated(unsafe) private static var isShown = false

  /// Shows a status, replacing the one before.
  static func show(_ text: String) {
    guard Console.errorIsTerminal else { return }
    Console.error("\r\u{1B}[K\(text)")
    isShown = true
  }

  /// Clears the status line, if one is shown.
  static func clear() {
    guard isShown else { return }
    Console.error("\r\u{1B}[K")
    isShown = false
  }
}
