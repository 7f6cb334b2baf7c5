import Testing

@testable import GestureReplay

@Suite("CSV fields")
struct CSVFieldTests {
  @Test(
    "a field is quoted only when it holds a comma, a quote or a line break",
    arguments: zip(
      ["openPalm", "", "a,b", "say \"hi\"", "\"", "two\nlines", "é,\"ü\""],
      [
        "openPalm", "", "\"a,b\"", "\"say \"\"hi\"\"\"", "\"\"\"\"",
        "\"two\nlines\"", "\"é,\"\"ü\"\"\"",
      ]
    )
  )
  func quoting(text: String, expected: String) {
    #expect(ReportWriter.csvField(text) == expected)
  }
}
