import Foundation
import GestureCore
import GestureReplay
import Testing

/// The labelled pose files of `../shared/data/poses`, relative to the
/// package root, where the tool runs.
enum PoseFiles {
  static let mediaPipe = "../shared/data/poses/mediapipe-testdata.json"
  static let photos = "../shared/data/poses/photos-call-four-rock-none.json"
  static let community = "../shared/data/poses/community-dev.json"
  static let all = [mediaPipe, photos, community]

  /// The absolute path of one of them.
  static func path(_ file: String) -> String {
    PackagePaths.root.appendingPathComponent(file).standardizedFileURL.path
  }

  /// The trait of a suite that reads them: enabled when they are present,
  /// or when `GESTURECORE_SHARED_DATA` is `required` (as in CI), as
  /// `SharedData` of GestureReplayTests says.
  static var isReadable: ConditionTrait {
    .enabled(
      if: FileManager.default.fileExists(atPath: path("../shared/data"))
        || ProcessInfo.processInfo.environment["GESTURECORE_SHARED_DATA"]
          == "required",
      "the recordings of real hands are not in ../shared/data"
    )
  }

  /// Each label of a file and its number of samples, read with
  /// JSONSerialization rather than the package's reader; `null` labels
  /// count under the empty string.
  static func labelCounts(_ file: String) throws -> [String: Int] {
    let data = try Data(contentsOf: URL(fileURLWithPath: path(file)))
    let object = try #require(
      try JSONSerialization.jsonObject(with: data) as? [String: Any]
    )
    let samples = try #require(object["samples"] as? [[String: Any]])
    var counts: [String: Int] = [:]
    for sample in samples {
      counts[sample["label"] as? String ?? "", default: 0] += 1
    }
    return counts
  }
}

@Suite("gesture-replay poses", PoseFiles.isReadable)
struct PosesCommandTests {
  static let usageTail =
    "  See 'gesture-replay poses --help' for more information.\n"

  @Test("text: the report GestureReplay makes of the file, exit 0")
  func text() throws {
    let run = try runTool(["poses", PoseFiles.mediaPipe])
    let set = try PoseSampleSet(
      contentsOfFile: PoseFiles.path(PoseFiles.mediaPipe)
    )
    let report = PoseEvaluationReport(
      evaluation: PoseEvaluation(set.samples, configuration: .handKit),
      inputs: [PoseFiles.mediaPipe]
    )
    #expect(run.status == 0)
    #expect(run.standardError == "")
    #expect(run.standardOutput == report.text)
    #expect(
      run.standardOutput.hasPrefix(
        "6 samples from \(PoseFiles.mediaPipe), read by handKit; each hand "
          + "held still for 0.2667 s (9 frames at 30 fps)\n\nlabel "
      )
    )
    #expect(run.standardOutput.contains("\nlabel read as "))
    #expect(run.standardOutput.contains("\nmisread: "))
  }

  @Test("json: one document, with the configuration and the counts")
  func json() throws {
    let run = try runTool([
      "poses", PoseFiles.mediaPipe, "--format", "json", "--configuration",
      "adaptive", "--misread", "all",
    ])
    #expect(run.status == 0)
    #expect(run.standardError == "")
    let set = try PoseSampleSet(
      contentsOfFile: PoseFiles.path(PoseFiles.mediaPipe)
    )
    let report = PoseEvaluationReport(
      evaluation: PoseEvaluation(set.samples, configuration: .adaptive),
      inputs: [PoseFiles.mediaPipe],
      misreadLimit: nil
    )
    #expect(run.standardOutput == report.json)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8))
        as? [String: Any]
    )
    #expect(object["configuration"] as? String == "adaptive")
    #expect(object["samples"] as? Int == 6)
    #expect(object["met"] as? Bool == true)
  }

  @Test("standard input, and several files evaluated as one set")
  func inputs() throws {
    let text = try String(
      contentsOfFile: PoseFiles.path(PoseFiles.mediaPipe),
      encoding: .utf8
    )
    let stdin = try runTool(["poses", "-", "--misread", "0"], input: text)
    #expect(stdin.status == 0)
    #expect(stdin.standardOutput.hasPrefix("6 samples from <stdin>, "))
    let both = try runTool([
      "poses", PoseFiles.mediaPipe, PoseFiles.photos, "--format", "json",
      "--label", "none", "--misread", "1",
    ])
    #expect(both.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(both.standardOutput.utf8))
        as? [String: Any]
    )
    #expect(
      object["inputs"] as? [String] == [PoseFiles.mediaPipe, PoseFiles.photos]
    )
    #expect(object["samples"] as? Int == 13)
    let misread = try #require(object["misread"] as? [[String: Any]])
    for entry in misread {
      let id = try #require(entry["id"] as? String)
      #expect(id.hasPrefix(PoseFiles.photos + ": raw_data/none/"))
    }
  }

  @Test("a minimum that is met exits 0; one that is not exits 1, naming it")
  func minimumAccuracy() throws {
    let met = try runTool([
      "poses", PoseFiles.mediaPipe, "--minimum-accuracy", "0",
      "--minimum-accuracy", "closedFist=1",
    ])
    #expect(met.status == 0)
    #expect(met.standardError == "")
    #expect(met.standardOutput.contains("\nrequirements: all 4 met\n"))
    #expect(
      met.standardOutput.contains(
        "  met      closedFist accuracy 100.0%, at least 100.0%\n"
      )
    )
    let unmet = try runTool([
      "poses", PoseFiles.mediaPipe, "--minimum-accuracy", "1", "--set",
      "poses.isEnabled=false",
    ])
    #expect(unmet.status == 1)
    #expect(unmet.standardError == "")
    #expect(unmet.standardOutput.contains("\nrequirements: 4 of 4 not met\n"))
    #expect(
      unmet.standardOutput.contains(
        "  NOT MET  pointingUp accuracy 0.0%, at least 100.0%\n"
      )
    )
  }

  @Test(
    "a bare minimum where no label expects a pose is not met: an empty file, none labels only"
  )
  func minimumWithoutPoseLabels() throws {
    let empty = #"{"source":"test","samples":[]}"#
    let noneOnly =
      #"{"source":"test","samples":[{"id":"a","label":"none","landmarks":"#
      + "[" + Array(repeating: "[0.5,0.5,0]", count: 21).joined(separator: ",")
      + "]}]}"
    for input in [empty, noneOnly] {
      let run = try runTool(
        ["poses", "-", "--minimum-accuracy", "0.9"],
        input: input
      )
      #expect(run.status == 1)
      // The hand of the none label, 21 points at one place, is unreadable.
      #expect(
        input == empty
          ? run.standardError == ""
          : run.standardError.hasSuffix(
            "sample 0 (\"a\"): a degenerate hand: thumbMP and littleMCP are "
              + "at one place\n"
          )
      )
      #expect(run.standardOutput.contains("\nrequirements: 1 of 1 not met\n"))
      #expect(
        run.standardOutput.contains(
          "  NOT MET  labels that expect a pose: none, so accuracy n/a, at "
            + "least 90.0%\n"
        )
      )
      let json = try runTool(
        ["poses", "-", "--minimum-accuracy", "0.9", "--format", "json"],
        input: input
      )
      #expect(json.status == 1)
      #expect(
        json.standardOutput.contains(
          #"{"subject":"poseLabels","limit":0.9,"value":null,"met":false}"#
        )
      )
    }
  }

  @Test("--set reaches the classifier: no finger is extended at a ratio of 5")
  func setReachesClassifier() throws {
    let arguments = [
      "poses", PoseFiles.mediaPipe, "--minimum-accuracy", "victory=1",
      "--format", "json",
    ]
    let plain = try runTool(arguments)
    #expect(plain.status == 0)
    let strict = try runTool(
      arguments + ["--set", "poses.fingerExtendedRatio=5"]
    )
    #expect(strict.status == 1)
    #expect(
      strict.standardOutput.contains(
        "{\"subject\":\"accuracy\",\"label\":\"victory\",\"limit\":1,"
          + "\"value\":0,\"met\":false}"
      )
    )
  }

  @Test("false positives, an --expect meaning, and a label filter")
  func falsePositives() throws {
    let noneOnly = try runTool([
      "poses", PoseFiles.photos, "--label", "none",
      "--maximum-false-positives", "1",
    ])
    #expect(noneOnly.status == 0)
    #expect(noneOnly.standardError == "")
    let callOnly = try runTool([
      "poses", PoseFiles.photos, "--label", "call",
      "--maximum-false-positives", "1",
    ])
    #expect(callOnly.status == 1)
    #expect(
      callOnly.standardOutput.contains(
        "  NOT MET  labels that expect no pose read as a pose n/a (no scored "
          + "sample), at most 100.0%\n"
      )
    )
    #expect(
      callOnly.standardError
        == "Warning: the label 'call' (9 samples) names no pose and does not "
        + "start with 'none': counted, not scored; give --expect "
        + "call=<pose or none> to score it\n"
    )
    let expected = try runTool([
      "poses", PoseFiles.photos, "--label", "call", "--expect", "call=none",
      "--maximum-false-positives", "1",
    ])
    #expect(expected.status == 0)
    #expect(expected.standardError == "")
    #expect(expected.standardOutput.contains("\ncall   "))
  }

  @Test("--misread: 0 lists none, all lists every one")
  func misreadLimit() throws {
    let arguments = ["poses", PoseFiles.photos, "--label", "none"]
    let none = try runTool(arguments + ["--misread", "0"])
    #expect(none.standardOutput.contains("\nmisread: "))
    #expect(!none.standardOutput.contains("\nlabel  read"))
    let all = try runTool(arguments + ["--misread", "all", "--format", "json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(all.standardOutput.utf8))
        as? [String: Any]
    )
    let misread = try #require(object["misread"] as? [Any])
    #expect(object["misreadCount"] as? Int == misread.count)
  }

  @Test(
    "a wrong command line exits 64 with the error, the usage and a hint",
    arguments: [
      (["poses"], "Missing expected argument '<file> ...'"),
      (
        ["poses", PoseFiles.mediaPipe, "--frobnicate"],
        "Unknown option '--frobnicate'"
      ),
      (
        ["poses", PoseFiles.mediaPipe, "--format", "csv"],
        "The value 'csv' is invalid for '--format': use text or json"
      ),
      (
        ["poses", PoseFiles.mediaPipe, "--minimum-accuracy", "93"],
        "The value '93' is invalid for '--minimum-accuracy': use a share from 0 to 1, as 0.93"
      ),
      (
        ["poses", PoseFiles.mediaPipe, "--minimum-accuracy", "victory=x"],
        "The value 'x' is invalid for '--minimum-accuracy': use a share from 0 to 1, as 0.93"
      ),
      (
        ["poses", PoseFiles.mediaPipe, "--minimum-accuracy", "=0.9"],
        "The value '=0.9' is invalid for '--minimum-accuracy': give a share, or a label, '=' and a share"
      ),
      (
        [
          "poses", PoseFiles.mediaPipe, "--minimum-accuracy", "0.9",
          "--minimum-accuracy", "0.8",
        ],
        "'--minimum-accuracy' without a label may be given only once"
      ),
      (
        ["poses", PoseFiles.mediaPipe, "--maximum-false-positives", "-0.1"],
        "The value '-0.1' is invalid for '--maximum-false-positives': use a share from 0 to 1, as 0.93"
      ),
      (
        ["poses", PoseFiles.mediaPipe, "--expect", "call=fist"],
        "The value 'call=fist' is invalid for '--expect': use LABEL=MEANING, the meaning a pose's name, none, pointer or unscored"
      ),
      (
        ["poses", PoseFiles.mediaPipe, "--misread", "-1"],
        "The value '-1' is invalid for '--misread': use a whole number of at least 0, or all"
      ),
      (
        ["poses", PoseFiles.mediaPipe, "--label", "openPalm"],
        "No sample has the label 'openPalm' given to '--label'"
      ),
      (
        ["poses", PoseFiles.mediaPipe, "--expect", "openPalm=none"],
        "No sample has the label 'openPalm' given to '--expect'"
      ),
      (
        ["poses", PoseFiles.mediaPipe, "--minimum-accuracy", "victroy=0.9"],
        "No sample has the label 'victroy' given to '--minimum-accuracy'"
      ),
      (
        ["poses", PoseFiles.mediaPipe, "-"],
        "'-' (standard input) cannot be read with other files"
      ),
      (
        ["poses", PoseFiles.mediaPipe, PoseFiles.photos, PoseFiles.mediaPipe],
        "'\(PoseFiles.mediaPipe)' is given twice: its samples would count twice"
      ),
      (
        ["poses", PoseFiles.mediaPipe, "--configuration", "fancy"],
        "The value 'fancy' is invalid for '--configuration': use handKit or adaptive"
      ),
    ]
  )
  func usageError(arguments: [String], message: String) throws {
    let run = try runTool(arguments)
    #expect(run.status == 64)
    #expect(run.standardOutput == "")
    #expect(run.standardError.hasPrefix("Error: " + message + "\n"))
    #expect(
      run.standardError.contains("\nUsage: gesture-replay poses <file> ...")
    )
    #expect(run.standardError.hasSuffix(Self.usageTail))
  }

  @Test("a file that does not exist exits 66")
  func missingFile() throws {
    let run = try runTool(["poses", "no-such-poses.json"])
    #expect(run.status == 66)
    #expect(run.standardOutput == "")
    #expect(
      run.standardError
        == "Error: cannot open 'no-such-poses.json': No such file or directory\n"
    )
  }

  @Test(
    "bad data exits 65, naming the sample, its id and the field",
    arguments: [
      (
        #"{"samples":[{"id":"a","label":"openPalm","landmarks":[[0,0,0]]}]}"#,
        "Error: <stdin>: sample 0 (\"a\"): landmarks has 1 entry, expected 21\n"
      ),
      (
        #"{"samples":[{"id":"a","label":"none"}]}"#,
        "Error: <stdin>: sample 0 (\"a\"): landmarks is missing\n"
      ),
      (
        #"{"samples":[{"id":"a","landmarks":[[NaN,0,0]"#,
        "Error: <stdin>: sample 0: landmarks: expected ',' or ']', found the end of the input (line 1, column 45)\n"
      ),
      ("[]", "Error: <stdin>: expected an object, found an array\n"),
      (
        #"{"samples":[{"id":"a","label":"","landmarks":[]}]}"#,
        "Error: <stdin>: sample 0 (\"a\"): label is empty (leave it out, or "
          + "null, for a sample without one)\n"
      ),
      (
        #"{"samples":[{"id":"a","landmarks":["#
          + Array(repeating: "[0.5,0.5,0]", count: 20).joined(separator: ",")
          + #",[0.5,NaN,0]]}]}"#,
        "Error: <stdin>: sample 0 (\"a\"): landmarks[20]: y is NaN\n"
      ),
    ]
  )
  func badData(input: String, message: String) throws {
    let run = try runTool(["poses", "-"], input: input)
    #expect(run.status == 65)
    #expect(run.standardOutput == "")
    #expect(run.standardError == message)
  }

  /// A file of three still hands: one labelled `none-ok`, one whose
  /// label, id and recorder hold control characters, one unlabelled.
  static let oddLabels =
    #"{"samples":["#
    + [
      #"{"id":"ok","label":"none-ok""#,
      #"{"id":"x\u0000y","label":"victory\u0000","recorder":"r\nq""#,
      #"{"id":"bare""#,
    ].map {
      $0 + #","landmarks":["#
        + Array(repeating: "[0.5,0.5,0]", count: 21).joined(separator: ",")
        + "]}"
    }.joined(separator: ",") + "]}"

  @Test("control characters in labels show escaped; the report is whole")
  func controlCharacters() throws {
    let run = try runTool(
      ["poses", "-", "--misread", "all"],
      input: Self.oddLabels
    )
    #expect(run.status == 0)
    #expect(!run.standardOutput.contains("\u{0}"))
    let lines = run.standardOutput.split(
      separator: "\n",
      omittingEmptySubsequences: false
    )
    #expect(
      lines.contains(
        "victory\\u0000  unscored        1           1       0      0         -"
      )
    )
    #expect(
      lines.contains(
        "r\\u000Aq                1           1       0      0         -"
      )
    )
    #expect(run.standardOutput.contains("\nmisread: 0 samples\n"))
    // 21 points at one place: every hand is unreadable, and listed so.
    #expect(
      lines.contains(
        "victory\\u0000  1       x\\u0000y  a degenerate hand: thumbMP and "
          + "littleMCP are at one place"
      )
    )
    #expect(
      run.standardError.contains(
        "Warning: the label 'victory\\u0000' (1 sample) names no pose"
      )
    )
    #expect(!run.standardError.contains("\u{0}"))
  }

  @Test("--label keeps the samples of that label, not the unlabelled ones")
  func labelFilter() throws {
    let run = try runTool(
      ["poses", "-", "--label", "none-ok", "--format", "json"],
      input: Self.oddLabels
    )
    #expect(run.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8))
        as? [String: Any]
    )
    #expect(object["samples"] as? Int == 1)
  }

  @Test("a configuration that is not valid exits 65")
  func badConfiguration() throws {
    let run = try runTool([
      "poses", PoseFiles.mediaPipe, "--set", "poses.dwell=-1",
    ])
    #expect(run.status == 65)
    #expect(run.standardOutput == "")
    #expect(run.standardError.hasPrefix("Error: "))
    #expect(run.standardError.contains("poses.dwell"))
  }

  @Test(
    "the real files: it runs, and counts each label's samples as the file has them",
    arguments: PoseFiles.all,
    ["handKit", "adaptive"]
  )
  func realFiles(file: String, configuration: String) throws {
    let run = try runTool([
      "poses", file, "--format", "json", "--configuration", configuration,
    ])
    #expect(run.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8))
        as? [String: Any]
    )
    let labels = try #require(object["labels"] as? [[String: Any]])
    var counts: [String: Int] = [:]
    for label in labels {
      counts[label["label"] as? String ?? ""] = label["samples"] as? Int
    }
    let expected = try PoseFiles.labelCounts(file)
    #expect(counts == expected)
    #expect(object["samples"] as? Int == expected.values.reduce(0, +))
    #expect(object["configuration"] as? String == configuration)
  }
}
