import Testing

@testable import gesture_replay

/// The help's layout at its bounds: a label column of 26, text wrapped
/// at 80.
@Suite("gesture-replay help: labels and wrapping at their bounds")
struct HelpTextLayoutTests {
  @Test("a label of 24 columns with its indent shares its line; of 25, not")
  func labelColumn() {
    let fits = String(repeating: "a", count: 22)
    #expect(
      HelpText.rows([(fits, "help")])
        == "  " + fits + "  help\n"
    )
    let long = String(repeating: "b", count: 23)
    #expect(
      HelpText.rows([(long, "help")])
        == "  " + long + "\n" + String(repeating: " ", count: 26) + "help\n"
    )
  }

  @Test("a line takes a word that ends exactly at the width; one more wraps")
  func wrapWidth() {
    #expect(HelpText.wrap("aaaa bbbbb", width: 10) == ["aaaa bbbbb"])
    #expect(HelpText.wrap("aaaa bbbbbb", width: 10) == ["aaaa", "bbbbbb"])
    // A word longer than the width has a line of its own.
    #expect(
      HelpText.wrap("a bbbbbbbbbbbb c", width: 10) == [
        "a", "bbbbbbbbbbbb", "c",
      ]
    )
  }
}
