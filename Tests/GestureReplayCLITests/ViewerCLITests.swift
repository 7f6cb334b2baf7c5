import Foundation
import GestureReplay
import Testing

@Suite("gesture-replay --html")
struct ViewerCLITests {
  static let pinch = "Fixtures/pinch-hold-release-pinch.json"

  /// The page's embedded data, decoded.
  static func data(ofPage path: String) throws -> [String: Any] {
    let page = try String(contentsOfFile: path, encoding: .utf8)
    let open = "<script type=\"application/json\" id=\"gesture-viewer-data\">"
    let start = try #require(page.range(of: open))
    let end = try #require(
      page.range(of: "</script>", range: start.upperBound..<page.endIndex)
    )
    let json = page[start.upperBound..<end.lowerBound]
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8))
    return try #require(object as? [String: Any])
  }

  @Test("--html writes the page and the events still go to standard output")
  func writesPage() throws {
    let directory = try TemporaryDirectory()
    let path = directory.url.appendingPathComponent("pinch.html").path
    let plain = try runTool([Self.pinch])
    let run = try runTool([Self.pinch, "--html", path])
    #expect(run.status == 0)
    #expect(run.standardError == "")
    #expect(run.standardOutput == plain.standardOutput)
    let page = try String(contentsOfFile: path, encoding: .utf8)
    #expect(page.hasPrefix("<!DOCTYPE html>"))
    #expect(!page.contains("http"))
    let data = try Self.data(ofPage: path)
    #expect(data["title"] as? String == Self.pinch)
    #expect((data["frames"] as? [Any])?.count == 87)
    // One per line of the plain report, below its header.
    let eventLines = plain.standardOutput.split(separator: "\n").count - 1
    #expect(eventLines == 10)
    #expect((data["events"] as? [Any])?.count == eventLines)
    #expect(data["expected"] as? Bool == true)

    let again = directory.url.appendingPathComponent("again.html").path
    _ = try runTool([Self.pinch, "--html", again])
    #expect(
      FileManager.default.contents(atPath: path)
        == FileManager.default.contents(atPath: again)
    )
  }

  @Test("--html with --check and --set marks what is missing and extra")
  func marksDifference() throws {
    let directory = try TemporaryDirectory()
    let path = directory.url.appendingPathComponent("strict.html").path
    let run = try runTool([
      Self.pinch, "--check", "--set", "pinch.enterThreshold=0.005",
      "--html", path,
    ])
    #expect(run.status == 1)
    #expect(run.standardOutput.hasPrefix("FAIL "))
    let data = try Self.data(ofPage: path)
    #expect((data["missing"] as? [Any])?.count == 2)
    #expect((data["extra"] as? [Int])?.count == 2)
    let tracks = try #require(data["tracks"] as? [[String: Any]])
    let panels = try #require(tracks.first?["panels"] as? [[String: Any]])
    let thresholds = try #require(
      panels.first?["thresholds"] as? [[String: Any]]
    )
    #expect(thresholds.first?["value"] as? Double == 0.005)
  }

  @Test("--html keeps the frames of a JSON Lines trace it streams")
  func jsonLines() throws {
    let directory = try TemporaryDirectory()
    let trace = directory.url.appendingPathComponent("t.jsonl").path
    let page = directory.url.appendingPathComponent("t.html").path
    let synth = try runTool([
      "synth", "--script", "open 0.5s; pinch 0.3s; release 0.3s", "-o", trace,
    ])
    #expect(synth.status == 0)
    let run = try runTool([trace, "--html", page])
    #expect(run.status == 0)
    let data = try Self.data(ofPage: page)
    #expect((data["frames"] as? [Any])?.count == 34)
  }

  @Test("--html works with a single trace")
  func singleTrace() throws {
    let run = try runTool([
      "Fixtures/two-hands.json", "Fixtures/front-camera.json", "--html",
      "x.html",
    ])
    #expect(run.status == 64)
    #expect(run.standardOutput == "")
    #expect(
      run.standardError.hasPrefix(
        "Error: '--html' works with a single trace\n"
      )
    )
  }

  @Test(
    "a page or plot that cannot be created exits 73, naming it, before printing anything",
    arguments: ["--html", "--plot"]
  )
  func cannotWrite(option: String) throws {
    let path = "/no-such-directory/out"
    let run = try runTool([Self.pinch, option, path])
    #expect(run.status == 73)
    #expect(run.standardOutput == "")
    #expect(
      run.standardError
        == "Error: cannot write '\(path)': No such file or directory\n"
    )
  }

  @Test(
    "a plot written over the JSON Lines trace it draws replays the whole trace first"
  )
  func plotOverItsTrace() throws {
    // A JSON Lines trace is read twice, 64 KiB at a time: checking that the
    // plot can be written must not empty it before the replay reads it. The
    // trace is many chunks long.
    let directory = try TemporaryDirectory()
    let trace = try Trace(
      contentsOfFile: PackagePaths.fixture("two-hand-pinch-120.json")
    )
    let path = directory.url.appendingPathComponent("trace.jsonl").path
    try trace.write(toFile: path)
    let size = try FileManager.default.attributesOfItem(atPath: path)[.size]
    #expect((size as? Int ?? 0) > 4 << 16)
    let plain = try runTool([path])
    let drawn = try runTool([path, "--plot", path])
    #expect(drawn.status == 0)
    #expect(drawn.standardError == "")
    #expect(drawn.standardOutput == plain.standardOutput)
    #expect(plain.standardOutput.contains("pinch     began"))
    let picture = try String(contentsOfFile: path, encoding: .utf8)
    #expect(picture.hasPrefix("<svg "))
  }

  @Test(
    "a plot that cannot be written to its end exits 73, after the events",
    .enabled(
      if: FileManager.default.fileExists(atPath: "/dev/full"),
      "/dev/full, which opens and refuses every byte written, is Linux's"
    )
  )
  func cannotWriteToTheEnd() throws {
    let run = try runTool([Self.pinch, "--plot", "/dev/full"])
    #expect(run.status == 73)
    #expect(run.standardOutput.hasPrefix("t (s)"))
    #expect(
      run.standardError
        == "Error: cannot write '/dev/full': No space left on device\n"
    )
  }
}
