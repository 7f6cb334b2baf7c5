import Foundation
import Testing

@Suite("gesture-replay poses --maximum-unreadable")
struct PosesMaximumUnreadableTests {
  typealias P = InlinePoses

  /// Two samples: a thumb up that reads right and one with no index tip.
  static let halfUnreadable = P.file([
    P.sample("good", "thumbUp", P.landmarks(P.thumbUp)),
    P.sample("bad", "thumbUp", P.joints(P.thumbUp, without: ["indexTip"])),
  ])

  @Test(
    "at the limit and below it met, above it not (text)",
    arguments: [
      ("0.5", 0, "  met      samples that cannot be read 50.0%, at most 50.0%"),
      ("1", 0, "  met      samples that cannot be read 50.0%, at most 100.0%"),
      (
        "0.499", 1,
        "  NOT MET  samples that cannot be read 50.0%, at most 49.9%"
      ),
      ("0", 1, "  NOT MET  samples that cannot be read 50.0%, at most 0.0%"),
    ]
  )
  func text(limit: String, status: Int32, line: String) throws {
    let run = try runTool(
      ["poses", "-", "--maximum-unreadable", limit],
      input: Self.halfUnreadable
    )
    #expect(run.status == status)
    #expect(run.standardOutput.contains(line + "\n"))
    // The readable sample alone is scored: its accuracy is whole.
    #expect(run.standardError.hasPrefix("Warning: 1 sample cannot be read"))
  }

  @Test("json: a check of subject unreadable")
  func json() throws {
    let run = try runTool(
      ["poses", "-", "--format", "json", "--maximum-unreadable", "0.25"],
      input: Self.halfUnreadable
    )
    #expect(run.status == 1)
    #expect(
      run.standardOutput.contains(
        #"{"subject":"unreadable","limit":0.25,"value":0.5,"met":false}"#
      )
    )
  }

  @Test("a file of readable samples meets even 0")
  func allReadable() throws {
    let run = try runTool(
      ["poses", "-", "--maximum-unreadable", "0"],
      input: P.file([P.sample("good", "thumbUp", P.landmarks(P.thumbUp))])
    )
    #expect(run.status == 0)
    #expect(
      run.standardOutput.contains(
        "  met      samples that cannot be read 0.0%, at most 0.0%\n"
      )
    )
  }

  @Test("with no sample at all, not met")
  func noSample() throws {
    let run = try runTool(
      ["poses", "-", "--maximum-unreadable", "1"],
      input: P.file([])
    )
    #expect(run.status == 1)
    #expect(
      run.standardOutput.contains(
        "  NOT MET  samples that cannot be read n/a (no sample), at most "
          + "100.0%\n"
      )
    )
  }

  @Test(
    "a value that is not a share is a usage error",
    arguments: ["-0.1", "1.5", "nan", "x"]
  )
  func invalid(value: String) throws {
    let run = try runTool(
      ["poses", "-", "--maximum-unreadable", value],
      input: Self.halfUnreadable
    )
    #expect(run.status == 64)
    #expect(
      run.standardError.contains(
        "The value '\(value)' is invalid for '--maximum-unreadable': use a "
          + "share from 0 to 1, as 0.93"
      )
    )
  }
}
