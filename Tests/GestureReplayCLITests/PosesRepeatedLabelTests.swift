import Testing

/// `poses` refuses a label given twice to an option that takes one value a
/// label: the second would silently replace the first.
@Suite("gesture-replay poses: a label given twice", PoseFiles.isReadable)
struct PosesRepeatedLabelTests {
  @Test(
    "a label twice exits 64, naming it and the option",
    arguments: [
      (
        [
          "--minimum-accuracy", "victory=0.9", "--minimum-accuracy",
          "victory=0.8",
        ],
        "'--minimum-accuracy' names the label 'victory' twice"
      ),
      (
        ["--expect", "victory=none", "--expect", "victory=thumbUp"],
        "'--expect' names the label 'victory' twice"
      ),
    ]
  )
  func twice(options: [String], message: String) throws {
    let run = try runTool(["poses", PoseFiles.mediaPipe] + options)
    #expect(run.status == 64)
    #expect(run.standardOutput == "")
    #expect(run.standardError.hasPrefix("Error: " + message + "\n"))
    #expect(run.standardError.hasSuffix(PosesCommandTests.usageTail))
  }

  @Test(
    "two labels, or a label and the default, are accepted",
    arguments: [
      [
        "--minimum-accuracy", "victory=0.9", "--minimum-accuracy",
        "thumbUp=0.8",
      ],
      ["--minimum-accuracy", "0.5", "--minimum-accuracy", "victory=0.9"],
      ["--expect", "victory=none", "--expect", "thumbUp=unscored"],
    ]
  )
  func distinct(options: [String]) throws {
    let run = try runTool(["poses", PoseFiles.mediaPipe] + options)
    // Every requirement met on MediaPipe's hands, each read right.
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardError.isEmpty, "\(run.standardError)")
    #expect(!run.standardOutput.isEmpty)
  }
}
