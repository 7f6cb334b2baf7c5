import Testing

/// `gesture-replay synth` with a script of two hands, run as a user does.
@Suite("gesture-replay synth with two hands")
struct SynthTwoHandCommandTests {
  @Test("a script of two hands means the two-hand pinch, and passes its check")
  func twoHands() throws {
    let script = """
      hand left; size 0.08; at 0.35 0.5
      open 0.4s; pinch 0.15s; hold 1.2s; release 0.15s; hold 0.3s
      hand right; size 0.08; at 0.65 0.5
      open 0.5s; pinch 0.15s; hold 0.6s; release 0.15s; hold 0.8s
      """
    let options = [
      "--set", "name=twoHands", "--set", "twoHandPinch.isEnabled=true",
    ]
    let synth = try runTool(
      ["synth", "--script", script, "--noise", "0.0005"] + options
    )
    #expect(synth.status == 0)
    #expect(synth.standardError == "")
    #expect(
      synth.standardOutput.contains(
        #"{"gesture":"twoHandPinch","phase":"began","t":0.5917,"#
          + #""within":0.0917,"hand":"both","scale":1,"rotation":0}"#
      )
    )
    let check = try runTool(
      ["-", "--check"] + options,
      input: synth.standardOutput
    )
    #expect(check.status == 0)
    #expect(
      check.standardOutput
        == "PASS <stdin>: 8 expected, 8 met, 0 missing, 0 extra\n"
    )
  }
}
