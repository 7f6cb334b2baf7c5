import Testing

/// `gesture-replay synth` with the pinch turned off, run as a user does.
@Suite("gesture-replay synth with the pinch off")
struct SynthPinchOffCommandTests {
  @Test("with the pinch off, a script's pinches mean nothing, and it passes")
  func pinchOff() throws {
    let script =
      "open 0.5s; pinch 0.2s; hold 0.3s; release 0.2s; "
      + "move right 0.2 over 0.5s; hold 0.5s"
    let options = ["--set", "name=noPinch", "--set", "pinch.isEnabled=false"]
    let synth = try runTool(
      ["synth", "--script", script, "--noise", "0.0005"] + options
    )
    #expect(synth.status == 0)
    #expect(synth.standardError == "")
    #expect(!synth.standardOutput.contains(#""gesture":"pinch""#))
    #expect(
      synth.standardOutput.contains(
        #"{"gesture":"movement","phase":"began","#
      )
    )
    let check = try runTool(
      ["-", "--check"] + options,
      input: synth.standardOutput
    )
    #expect(check.status == 0)
    #expect(check.standardOutput.hasPrefix("PASS <stdin>: "))
    #expect(check.standardOutput.hasSuffix(" 0 missing, 0 extra\n"))
    // The same script with the pinch on means its pinch.
    let on = try runTool(
      ["synth", "--script", script, "--noise", "0.0005"]
    )
    #expect(on.standardOutput.contains(#""gesture":"pinch""#))
  }
}
