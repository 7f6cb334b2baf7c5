import GestureReplay

/// Keys that a message shows: control characters escaped, so that the
/// message stays one line and moves no terminal's cursor, and a long key
/// cut at 40 characters, as a long value is.
let keyBadInputs: [TraceBadInput] = [
  .init(
    "a key with a line break and an escape sequence",
    "{\"version\":1,\"source\":\"test\"}\n{\"t\":0,\"a\\nb\\u001b[31mRED\":NaN}\n",
    "frame 0: a\\u000Ab\\u001B[31mRED: NaN is not JSON (line 2, column 28)"
  ),
  .init(
    "a joint name with a line break and an escape sequence",
    "{\"version\":1,\"source\":\"test\"}\n"
      + "{\"t\":0,\"hands\":[{\"joints\":{\"index\\nTip\\u001b[2J\":[0,0]}}]}\n",
    "frame 0: hands[0].joints: unknown joint name "
      + "\"index\\u000ATip\\u001B[2J\""
  ),
  longKey(41, shown: String(repeating: "k", count: 40) + "..."),
  longKey(40, shown: String(repeating: "k", count: 40)),
]

/// A frame whose key of `count` characters holds `NaN`, and its error.
private func longKey(_ count: Int, shown: String) -> TraceBadInput {
  TraceBadInput(
    "a key of \(count) characters",
    "{\"version\":1,\"source\":\"test\"}\n{\"t\":0,\""
      + String(repeating: "k", count: count) + "\":NaN}\n",
    "frame 0: \(shown): NaN is not JSON (line 2, column \(count + 11))"
  )
}
