/// Help screens in swift-argument-parser's layout: OVERVIEW, USAGE,
/// ARGUMENTS, OPTIONS, labels in a 26-column column.
struct HelpText {
  var overview: String
  var usage: String
  var arguments: [(String, String)] = []
  var options: [(String, String)] = []
  var subcommands: [(String, String)] = []
  var discussion: String?
  /// Extra sections after the options, such as SETTINGS.
  var sections: [(title: String, rows: [(String, String)])] = []

  func render() -> String {
    var text =
      Self.wrap("OVERVIEW: \(overview)", width: 80)
      .joined(separator: "\n") + "\n\n"
    if let discussion {
      text += Self.wrap(discussion, width: 80).joined(separator: "\n") + "\n\n"
    }
    text += "USAGE: \(usage)\n\n"
    if !arguments.isEmpty {
      text += "ARGUMENTS:\n" + Self.rows(arguments) + "\n"
    }
    text +=
      "OPTIONS:\n"
      + Self.rows(options + [("-h, --help", "Show help information.")])
    for section in sections {
      text += "\n\(section.title):\n" + Self.rows(section.rows)
    }
    if !subcommands.isEmpty {
      text += "\nSUBCOMMANDS:\n" + Self.rows(subcommands)
      text += "\n  See 'gesture-replay help <subcommand>' for detailed help.\n"
    }
    return text
  }

  /// Rows of `  label` padded to 26 columns, then the text wrapped at 80.
  static func rows(_ rows: [(String, String)]) -> String {
    var text = ""
    for (label, help) in rows {
      let lines = wrap(help, width: 80 - 26)
      var first = "  " + label
      if first.count > 24 {
        text += first + "\n"
        first = ""
      }
      for (index, line) in lines.enumerated() {
        let prefix = index == 0 ? first : ""
        text += prefix + String(repeating: " ", count: 26 - prefix.count)
        text += line + "\n"
      }
    }
    return text
  }

  static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    for paragraph in text.split(
      separator: "\n",
      omittingEmptySubsequences: false
    ) {
      var line = ""
      for word in paragraph.split(separator: " ") {
        if !line.isEmpty, line.count + 1 + word.count > width {
          lines.append(line)
          line = ""
        }
        line += (line.isEmpty ? "" : " ") + word
      }
      lines.append(line)
    }
    return lines
  }
}
