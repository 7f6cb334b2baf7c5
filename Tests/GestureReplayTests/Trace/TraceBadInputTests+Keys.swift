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
  .init(
    "a key of 41 characters",
    "{\"version\":1,\"source\":\"test\"}\n{\"t\":0,\""
      + String(repeating: "k", count: 41)
      + "\":NaN}\n",
    "frame 0: " + String(repeating: "k", count: 40)
      + "...: NaN is not JSON (line 2, column 52)"
  ),
  .init(
    "a key of 40 characters, shown whole",
    "{\"version\":1,\"source\":\"test\"}\n{\"t\":0,\""
      + String(repeating: "k", count: 40)
      + "\":NaN}\n",
    "frame 0: " + String(repeating: "k", count: 40)
      + ": NaN is not JSON (line 2, column 51)"
  ),
]
