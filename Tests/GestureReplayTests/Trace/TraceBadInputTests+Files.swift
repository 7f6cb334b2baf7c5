import GestureReplay

/// Files that hold something else than a trace, or a trace's bytes out of
/// place: what `TraceBadInputTests` reads besides `badInputs`.
let fileBadInputs: [TraceBadInput] = [
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
]
