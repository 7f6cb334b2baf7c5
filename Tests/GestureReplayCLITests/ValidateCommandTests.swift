import Foundation
import Testing

@Suite("gesture-replay validate")
struct ValidateCommandTests {
  @Test(
    "a valid trace of any length is ok, its duration printed, never a crash",
    arguments: [
      ("0", "1e16", "1e+16"),
      ("-1e300", "1e300", "2e+300"),
      ("-1.7e308", "1.7e308", "inf"),
      ("0", "8999999999.9994", "8999999999.999"),
      ("0", "9000000000000", "9000000000000.0"),
    ]
  )
  func longTrace(first: String, last: String, duration: String) throws {
    let directory = try TemporaryDirectory()
    let long = try directory.write(
      #"{"version":1,"frames":[{"t":\#(first)},{"t":\#(last)}]}"#,
      to: "long.json"
    )
    let run = try runTool(["validate", "Fixtures/two-hands.json", long])
    #expect(run.status == 0)
    #expect(run.standardError == "")
    let lines = run.standardOutput.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.first?.hasPrefix("Fixtures/two-hands.json: ok, ") == true)
    #expect(
      lines.last == "\(long): ok, 2 frames, \(duration) s, 0 expected events"
    )
  }
}
