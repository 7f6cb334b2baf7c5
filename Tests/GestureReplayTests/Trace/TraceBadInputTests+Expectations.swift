// Expectations that are not valid, beside those of TraceBadInputTests.

/// Expectations whose two-hand pinch payloads are bad: each error names
/// the expectation and the field.
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
