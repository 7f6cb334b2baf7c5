import GestureReplay

/// Files that hold something else than a trace, or a trace's bytes out of
/// place: what `TraceBadInputTests` reads besides `badInputs`.
let fileBadInputs: [TraceBadInput] = [
  .init(
    "a JSON frame of 65 hands",
    "{\"version\":1,\"frames\":[{\"t\":0},{\"t\":1,\"hands\":["
      + Array(repeating: "{}", count: 65).joined(separator: ",") + "]}]}",
    "frame 1: hands has 65 entries, at most 64 a frame"
  ),
  .init(
    "a JSON Lines frame of 65 hands",
    "{\"version\":1,\"source\":\"test\"}\n{\"t\":0,\"hands\":["
      + Array(repeating: "{\"chirality\":\"left\"}", count: 65)
      .joined(separator: ",") + "]}\n",
    "frame 0: hands has 65 entries, at most 64 a frame"
  ),
  .init(
    "a configuration, not a trace",
    #"{"name":"mine","pinch":{"enterThreshold":0.02}}"#,
    "not a trace: it has neither version nor frames"
  ),
  .init(
    "a byte order mark before a JSON Lines frame",
    "{\"version\":1,\"source\":\"test\"}\n{\"t\":0}\n\u{FEFF}{\"t\":1}\n",
    "frame 1: a byte order mark may only begin the file (line 3, column 1)"
  ),
  .init(
    "a byte order mark before a JSON Lines header after a blank line",
    "\n\u{FEFF}{\"version\":1,\"source\":\"test\"}\n{\"t\":0}\n",
    format: .jsonLines,
    "a byte order mark may only begin the file (line 2, column 1)"
  ),
  .init(
    "a byte order mark before a JSON document after a blank line",
    "\n\u{FEFF}{\"version\":1,\"frames\":[]}",
    "expected a value, found a byte order mark (U+FEFF) (line 2, column 1)"
  ),
  .init(
    "a zero-width space before a JSON document",
    "\u{200B}{\"version\":1,\"frames\":[]}",
    "expected a value, found U+200B (line 1, column 1)"
  ),
]
