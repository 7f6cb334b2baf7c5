import Foundation

/// The Swift code blocks of the README and the DocC articles, and the
/// snippets of the tests that run them.
///
/// A test runs each block between a `// snippet: <name>` line and an
/// `// end snippet` line, verbatim but for its indentation; the blocks'
/// `import` lines are left out, since a test file has its own.
enum DocumentationSnippets {
  /// The package's root directory.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Documentation
    .deletingLastPathComponent()  // GestureReplayTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// The documents whose Swift blocks must all run, relative to the root.
  static let documents = [
    "README.md",
    "Sources/GestureCore/GestureCore.docc/GestureCore.md",
    "Sources/GestureCore/GestureCore.docc/GettingStarted.md",
    "Sources/GestureCore/GestureCore.docc/Pinch.md",
    "Sources/GestureCore/GestureCore.docc/Movement.md",
    "Sources/GestureCore/GestureCore.docc/Slider.md",
    "Sources/GestureCore/GestureCore.docc/SwipesAndPoses.md",
    "Sources/GestureCore/GestureCore.docc/HandTracking.md",
    "Sources/GestureCore/GestureCore.docc/LiveFrames.md",
    "Sources/GestureReplay/GestureReplay.docc/GestureReplay.md",
    "Sources/GestureReplay/GestureReplay.docc/TestingWithTraces.md",
  ]

  /// The test files that hold the snippets, relative to the root.
  static let testFiles = [
    "Tests/GestureReplayTests/Documentation/DocumentationSnippetTests.swift",
    "Tests/GestureReplayTests/Documentation/LiveSnippetTests.swift",
  ]

  /// The marker that exempts the next block: code for the reader's own
  /// package, which cannot build here.
  static let exemption = "<!-- snippet: in your own package"

  /// Returns the text of a file of the package.
  static func text(_ relativePath: String) throws -> String {
    try String(
      contentsOf: root.appendingPathComponent(relativePath),
      encoding: .utf8
    )
  }

  /// Returns the Swift blocks of a Markdown document, without their
  /// `import` lines and the blank lines around them.
  static func swiftBlocks(in markdown: String) -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    var exempt = false
    var previous: Substring = ""
    for line in markdown.split(
      separator: "\n",
      omittingEmptySubsequences: false
    ) {
      if var lines = current {
        if line.trimmingCharacters(in: .whitespaces) == "```" {
          if !exempt {
            blocks.append(normalized(lines.map(String.init)))
          }
          current = nil
        } else {
          lines.append(line)
          current = lines
        }
      } else if line.hasPrefix("```swift") {
        current = []
        exempt = previous.hasPrefix(exemption)
      }
      previous = line
    }
    return blocks
  }

  /// Returns the snippets between markers in a Swift source file.
  static func snippets(in source: String) -> [String] {
    var snippets: [String] = []
    var current: [String]?
    for line in source.split(separator: "\n", omittingEmptySubsequences: false)
    {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("// snippet: ") {
        current = []
      } else if trimmed == "// end snippet" {
        if let lines = current {
          snippets.append(normalized(lines))
        }
        current = nil
      } else if current != nil {
        current?.append(String(line))
      }
    }
    return snippets
  }

  /// Drops `import` lines, surrounding blank lines, trailing spaces and
  /// the common indentation.
  static func normalized(_ lines: [String]) -> String {
    var kept = lines.filter { !$0.hasPrefix("import ") }
      .map { line in
        String(line.reversed().drop { $0 == " " }.reversed())
      }
    while kept.first?.isEmpty == true { kept.removeFirst() }
    while kept.last?.isEmpty == true { kept.removeLast() }
    let indentation =
      kept.filter { !$0.isEmpty }
      .map { $0.prefix { $0 == " " }.count }
      .min() ?? 0
    return kept.map { String($0.dropFirst(min(indentation, $0.count))) }
      .joined(separator: "\n")
  }
}
