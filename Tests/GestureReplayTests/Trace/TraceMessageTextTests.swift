import Testing

@testable import GestureReplay

/// The pieces of text the readers' messages are made of.
@Suite("Trace messages: lengths and alternatives")
struct TraceMessageTextTests {
  @Test(
    "gives a length in MiB when it is a whole number of them above 0, else in bytes",
    arguments: [
      (0, "0 bytes"), (1, "1 byte"), (2, "2 bytes"),
      (1 << 20 - 1, "1048575 bytes"),
      (1 << 20, "1 MiB"), (1 << 20 + 1, "1048577 bytes"),
      (64 << 20, "64 MiB"),
    ]
  )
  func lengthText(bytes: Int, text: String) {
    #expect(Trace.lengthText(bytes) == text)
  }

  @Test(
    "names alternatives as 'a, b or c'",
    arguments: [
      ([], ""), (["a"], "a"), (["a", "b"], "a or b"),
      (["a", "b", "c"], "a, b or c"),
    ]
  )
  func alternatives(names: [String], text: String) {
    #expect(TraceDecoder.alternatives(names) == text)
  }
}
