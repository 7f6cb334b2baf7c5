import Foundation
import Testing

@Suite("gesture-replay help")
struct HelpTests {
  @Test(
    "every command explains itself on --help, on standard output, exiting 0",
    arguments: [
      (["--help"], "USAGE: gesture-replay <trace>"),
      (["-h"], "USAGE: gesture-replay <trace>"),
      (["help"], "USAGE: gesture-replay <trace>"),
      (["help", "help"], "USAGE: gesture-replay <trace>"),
      (["help", "--help"], "USAGE: gesture-replay <trace>"),
      (["help", "-h"], "USAGE: gesture-replay <trace>"),
      (["help", "validate", "--help"], "USAGE: gesture-replay validate"),
      (["validate", "--help"], "USAGE: gesture-replay validate <trace> ..."),
      (["help", "validate"], "USAGE: gesture-replay validate <trace> ..."),
      (["defaults", "--help"], "USAGE: gesture-replay defaults"),
      (["help", "defaults"], "USAGE: gesture-replay defaults"),
      (["poses", "--help"], "USAGE: gesture-replay poses <file> ..."),
      (["help", "poses"], "USAGE: gesture-replay poses <file> ..."),
    ]
  )
  func help(arguments: [String], usage: String) throws {
    let run = try runTool(arguments)
    #expect(run.status == 0)
    #expect(run.standardError == "")
    #expect(run.standardOutput.hasPrefix("OVERVIEW: "))
    #expect(run.standardOutput.contains(usage))
    #expect(run.standardOutput.contains("OPTIONS:\n"))
    #expect(run.standardOutput.contains("  -h, --help"))
  }

  @Test("the main help names every option and the exit statuses")
  func mainHelpNamesEverything() throws {
    let run = try runTool(["--help"])
    for option in [
      "--configuration <name>", "--config <file>", "--set <key=value>",
      "--format <format>", "--timeline", "--plot <file.svg>",
      "--html <file.html>", "--check",
    ] {
      #expect(run.standardOutput.contains("  " + option), "\(option)")
    }
    #expect(run.standardOutput.contains("SUBCOMMANDS:"))
    for subcommand in ["validate", "synth", "defaults", "poses", "help"] {
      #expect(
        run.standardOutput.contains("\n  \(subcommand) "),
        "\(subcommand)"
      )
    }
    // The words of the help, whatever its line breaks.
    let words = run.standardOutput.split { $0 == " " || $0 == "\n" }
      .joined(separator: " ")
    for status in [
      "0 on", "1 when", "64 for", "65 for", "66 for", "73 for", "74 when",
    ] {
      #expect(words.contains(status), "\(status)")
    }
  }

  @Test("labels sit in a 26-column column and lines fit in 80 columns")
  func layout() throws {
    let run = try runTool(["--help"])
    let lines = run.standardOutput.split(
      separator: "\n",
      omittingEmptySubsequences: false
    )
    let optionLines = lines.filter { $0.hasPrefix("  --format") }
    let line = try #require(optionLines.first)
    #expect(line.dropFirst(26).first != " ")
    #expect(line.prefix(26).hasSuffix(" "))
    for line in lines where !line.hasPrefix("USAGE") {
      #expect(line.count <= 80, "\(line)")
    }
  }

  @Test("the help's 'always ignored' names every kind a trace ignores")
  func helpNamesIgnoredKinds() throws {
    let help = try runTool(["help", "synth"]).standardOutput
    let section = try #require(
      help.range(of: "always ignored").map { help[$0.lowerBound...] }
    )
    let trace = try runTool(["synth", "--script", "open 0.5s; pinch 0.2s"])
    let header = try #require(
      try JSONSerialization.jsonObject(
        with: Data(trace.standardOutput.utf8)
      ) as? [String: Any]
    )
    let lists = try #require(header["expectFor"] as? [String: Any])
    #expect(lists.count == 2)
    for case (let name, let list as [String: Any]) in lists {
      let ignored = try #require(list["expectIgnoring"] as? [String])
      #expect(!ignored.isEmpty, "\(name)")
      for kind in ignored {
        #expect(section.contains(kind), "\(name): \(kind)")
      }
    }
  }
}
