// Expectations that are not valid, beside those of TraceBadInputTests.

/// Expectations whose two-hand pinch payloads or tracks are bad: each
/// error names the expectation and the field.
let payloadBadInputs: [TraceBadInput] = [
  .init(
    "a negative scaleTolerance",
    TraceTestText.json(
      [],
      header: ",\"expect\":[{\"gesture\":\"twoHandPinch\",\"phase\":\"ended\","
        + "\"t\":1,\"scale\":2,\"scaleTolerance\":-0.1}]"
    ),
    "expect[0]: scaleTolerance -0.1 is negative"
  ),
  .init(
    "a rotation that is a string",
    TraceTestText.json(
      [],
      header: ",\"expect\":[{\"gesture\":\"twoHandPinch\",\"phase\":\"ended\","
        + "\"t\":1,\"rotation\":\"quarter\"}]"
    ),
    "expect[0]: rotation is not a number"
  ),
  .init(
    "a scale that is Infinity",
    TraceTestText.json(
      [],
      header: ",\"expect\":[{\"gesture\":\"twoHandPinch\",\"phase\":\"ended\","
        + "\"t\":1,\"scale\":Infinity}]"
    ),
    "expect[0]: scale is infinite"
  ),
  .init(
    "a negative rotationTolerance",
    TraceTestText.json(
      [],
      header: ",\"expect\":[{\"gesture\":\"twoHandPinch\",\"phase\":\"ended\","
        + "\"t\":1,\"rotation\":1.5,\"rotationTolerance\":-1}]"
    ),
    "expect[0]: rotationTolerance -1 is negative"
  ),
  .init(
    "a negative track",
    TraceTestText.json(
      [],
      header: ",\"expect\":[{\"gesture\":\"pinch\",\"phase\":\"began\","
        + "\"t\":1,\"track\":-1}]"
    ),
    "expect[0]: track -1 is negative"
  ),
  .init(
    "a track that is not whole",
    TraceTestText.json(
      [],
      header: ",\"expect\":[{\"gesture\":\"pinch\",\"phase\":\"began\","
        + "\"t\":1,\"track\":1.5}]"
    ),
    "expect[0]: track 1.5 is not a whole number"
  ),
  .init(
    "a track beyond any integer",
    TraceTestText.json(
      [],
      header: ",\"expect\":[{\"gesture\":\"pinch\",\"phase\":\"began\","
        + "\"t\":1,\"track\":1e300}]"
    ),
    "expect[0]: track 1e+300 is too large: at most 9007199254740991, the "
      + "largest a reader keeps exactly"
  ),
  .init(
    "a track past the whole numbers a Double keeps: 2^53 + 1 reads as 2^53",
    TraceTestText.json(
      [],
      header: ",\"expect\":[{\"gesture\":\"pinch\",\"phase\":\"began\","
        + "\"t\":1,\"track\":9007199254740993}]"
    ),
    "expect[0]: track 9007199254740992 is too large: at most "
      + "9007199254740991, the largest a reader keeps exactly"
  ),
  .init(
    "a track that is a string",
    TraceTestText.json(
      [],
      header: ",\"expect\":[{\"gesture\":\"pinch\",\"phase\":\"began\","
        + "\"t\":1,\"track\":\"0\"}]"
    ),
    "expect[0]: track is not a number"
  ),
  .init(
    "a track that is NaN",
    TraceTestText.json(
      [],
      header: ",\"expect\":[{\"gesture\":\"pinch\",\"phase\":\"began\","
        + "\"t\":1,\"track\":NaN}]"
    ),
    "expect[0]: track is NaN"
  ),
]

/// Expectations without a field every expectation needs: the error names
/// the expectation and the field.
let expectationBadInputs: [TraceBadInput] = [
  .init(
    "an expectation without a gesture",
    TraceTestText.json(
      [],
      header: ",\"expect\":[{\"phase\":\"began\",\"t\":1}]"
    ),
    "expect[0]: gesture is missing"
  ),
  .init(
    "an expectation without a phase",
    TraceTestText.json(
      [],
      header: ",\"expect\":[{\"gesture\":\"pinch\",\"t\":1}]"
    ),
    "expect[0]: phase is missing"
  ),
  .init(
    "an expectation set without a phase",
    TraceTestText.json(
      [],
      header: ",\"expectFor\":{\"adaptive\":{\"expect\":"
        + "[{\"gesture\":\"pinch\",\"t\":1}]}}"
    ),
    "expectFor.adaptive.expect[0]: phase is missing"
  ),
]
