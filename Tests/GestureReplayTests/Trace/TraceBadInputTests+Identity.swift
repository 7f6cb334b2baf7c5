import GestureReplay

private typealias T = TraceTestText

/// A hand's `id` that is not one: what `TraceBadInputTests` reads besides
/// `badInputs`.
let idBadInputs: [TraceBadInput] = [
  .init(
    "an id that is true",
    T.json([T.frame(hand: "\"id\":true")]),
    "frame 0: hands[0].id: expected a number or a non-empty string, found"
      + " true"
  ),
  .init(
    "an id that is an array",
    T.json([T.frame(hand: "\"id\":[7]")]),
    "frame 0: hands[0].id: expected a number or a non-empty string, found"
      + " an array"
  ),
  .init(
    "an id that is an empty string",
    T.json([T.frame(hand: "\"id\":\"\"")]),
    "frame 0: hands[0].id: expected a number or a non-empty string, found"
      + " \"\""
  ),
  .init(
    "an id that is -Infinity",
    T.json([T.frame(hand: "\"chirality\":\"left\",\"id\":-Infinity")]),
    "frame 0: hands[0]: id is infinite"
  ),
  .init(
    "an id that is NaN",
    T.json([T.frame(hand: "\"id\":NaN")]),
    "frame 0: hands[0]: id is NaN"
  ),
]
