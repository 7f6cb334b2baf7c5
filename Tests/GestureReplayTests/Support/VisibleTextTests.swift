import Testing

@testable import GestureReplay

/// Text from an input, as messages and reports show it.
@Suite("Visible text")
struct VisibleTextTests {
  @Test(
    "escapes U+0000 to U+001F and U+007F to U+009F, and nothing next to them",
    arguments: [
      ("\u{0}", "\\u0000"), ("\u{1F}", "\\u001F"), (" ", " "), ("~", "~"),
      ("\u{7F}", "\\u007F"), ("\u{9F}", "\\u009F"), ("\u{A0}", "\u{A0}"),
      ("a b\tc", "a b\\u0009c"),
    ]
  )
  func escapes(text: String, shown: String) {
    #expect(VisibleText.escaped(text) == shown)
  }

  @Test(
    "keeps up to the limit's characters whole, then cuts and marks the rest",
    arguments: [("abc", "abc"), ("abcd", "abc..."), ("ab\u{1}", "ab\\u0001")]
  )
  func shortens(text: String, shown: String) {
    #expect(VisibleText.shortened(text, limit: 3) == shown)
  }
}
