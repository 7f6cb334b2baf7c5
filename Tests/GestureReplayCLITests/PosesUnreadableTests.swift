import Foundation
import Testing

@Suite("gesture-replay poses: unreadable samples")
struct PosesUnreadableTests {
  typealias P = InlinePoses

  /// A hand the classifier cannot read, and why.
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var hand: String
    var joint: String?
    var reason: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "a missing joint",
      hand: P.joints(P.thumbUp, without: ["indexTip"]),
      joint: "indexTip",
      reason: "indexTip is missing"
    ),
    Case(
      name: "empty joints",
      hand: #""joints":{}"#,
      joint: "wrist",
      reason: "wrist is missing"
    ),
    Case(
      name: "the wrist alone",
      hand: #""joints":{"wrist":[0.5,0.5]}"#,
      joint: "thumbMP",
      reason: "thumbMP is missing"
    ),
    Case(
      name: "all 21 points equal",
      hand: P.landmarks(Array(repeating: [0.5, 0.5, 0], count: 21)),
      joint: "thumbMP",
      reason: "a degenerate hand: thumbMP and littleMCP are at one place"
    ),
    Case(
      name: "a joint below the confidence gate",
      hand: P.landmarks(
        P.thumbUp.enumerated().map {
          $0.offset == 8 ? $0.element + [0.5] : $0.element
        }
      ),
      joint: "indexTip",
      reason: "indexTip has confidence 0.5, below the confidence gate 0.7"
    ),
  ]

  /// One readable sample of each label (the thumb up, right for
  /// `thumbUp`; the fist, wrong for `none-ok`), then the unreadable one.
  static func file(_ unreadable: Case, label: String) -> String {
    P.file([
      P.sample(
        "good",
        label,
        P.landmarks(label == "thumbUp" ? P.thumbUp : P.fist)
      ),
      P.sample("bad", label, unreadable.hand),
    ])
  }

  @Test(
    "text: counted in a column of their own, listed with index, id and reason",
    arguments: cases,
    ["thumbUp", "none-ok"]
  )
  func text(unreadable: Case, label: String) throws {
    let run = try runTool(
      ["poses", "-", "--minimum-accuracy", "\(label)=0"],
      input: Self.file(unreadable, label: label)
    )
    #expect(run.status == 0)
    #expect(
      run.standardError
        == "Warning: 1 sample cannot be read (a joint missing or below the "
        + "confidence gate, a degenerate hand, or a hand score below "
        + "hands.minimumScore): counted as unreadable, not scored; the "
        + "first, sample 1 (\"bad\"): \(unreadable.reason)\n"
    )
    let lines = run.standardOutput.split(separator: "\n").map(String.init)
    #expect(
      lines.contains {
        $0.hasPrefix("label ")
          && $0.contains("  samples  unreadable  scored  right  accuracy")
      }
    )
    let expects = label == "thumbUp" ? "thumbUp" : "none"
    let accuracy = label == "thumbUp" ? "100.0%" : "0.0%"
    let right = label == "thumbUp" ? "1" : "0"
    let row = lines.first { $0.hasPrefix(label + " ") } ?? ""
    #expect(
      row.split(separator: " ").map(String.init)
        == [label, expects, "2", "1", "1", right, accuracy]
    )
    #expect(lines.contains("unreadable: 1 sample, not scored"))
    let listed = lines.first { $0.hasSuffix(unreadable.reason) } ?? ""
    #expect(listed.hasPrefix(label + " "))
    #expect(listed.contains("  1       bad  "))
    if label == "none-ok" {
      #expect(
        lines.contains(
          "labels that expect no pose: 1 of 1 read as a pose (100.0%); "
            + "1 unreadable, not counted"
        )
      )
    }
  }

  @Test(
    "json: an unreadable count everywhere, and each sample with its reason",
    arguments: cases,
    ["thumbUp", "none-ok"]
  )
  func json(unreadable: Case, label: String) throws {
    let run = try runTool(
      ["poses", "-", "--format", "json"],
      input: Self.file(unreadable, label: label)
    )
    #expect(run.status == 0)
    #expect(run.standardError.hasPrefix("Warning: 1 sample cannot be read"))
    let output = run.standardOutput
    let right = label == "thumbUp" ? 1 : 0
    #expect(
      output.contains(
        "{\"label\":\"\(label)\",\"expects\":\"\(label == "thumbUp" ? "thumbUp" : "none")\","
          + "\"samples\":2,\"unreadable\":1,\"scored\":1,\"right\":\(right),"
          + "\"accuracy\":\(right),"
      )
    )
    let joint = unreadable.joint.map { "\"\($0)\"" } ?? "null"
    #expect(
      output.contains(
        "\n\"unreadableCount\":1,\"unreadableSamples\":[\n{\"sample\":1,"
          + "\"id\":\"bad\",\"label\":\"\(label)\",\"recorder\":null,"
          + "\"joint\":\(joint),\"reason\":\"\(unreadable.reason)\"}\n]"
      )
    )
    // Not in the confusion matrix: the good sample's reading alone.
    #expect(
      output.contains(
        label == "thumbUp" ? "\"thumbUp\":1," : "\"closedFist\":1,"
      )
    )
    #expect(output.contains("\"none\":0}"))
    let noPose =
      label == "none-ok"
      ? "\"noPose\":{\"samples\":2,\"unreadable\":1,\"readAsPose\":1,\"share\":1}"
      : "\"noPose\":{\"samples\":0,\"unreadable\":0,\"readAsPose\":0,\"share\":null}"
    #expect(output.contains(noPose))
  }

  @Test(
    "exit 1: a requirement on samples that are all unreadable is not met",
    arguments: cases,
    ["thumbUp", "none-ok"]
  )
  func requirementNotMet(unreadable: Case, label: String) throws {
    var arguments = ["poses", "-", "--minimum-accuracy", "\(label)=1.0"]
    if label == "none-ok" {
      arguments += ["--maximum-false-positives", "0.0"]
    }
    let run = try runTool(
      arguments,
      input: P.file([P.sample("bad", label, unreadable.hand)])
    )
    #expect(run.status == 1)
    #expect(
      run.standardError.contains("sample 0 (\"bad\"): \(unreadable.reason)\n")
    )
    #expect(
      run.standardOutput.contains(
        "  NOT MET  \(label) accuracy n/a (no scored sample), at least 100.0%\n"
      )
    )
    if label == "none-ok" {
      #expect(
        run.standardOutput.contains(
          "  NOT MET  labels that expect no pose read as a pose n/a (no scored "
            + "sample), at most 0.0%\n"
        )
      )
    }
  }

  @Test("exit 0: a requirement met by the readable samples; the rest named")
  func requirementMet() throws {
    let run = try runTool(
      ["poses", "-", "--minimum-accuracy", "thumbUp=1.0"],
      input: Self.file(Self.cases[0], label: "thumbUp")
    )
    #expect(run.status == 0)
    #expect(
      run.standardOutput.contains(
        "  met      thumbUp accuracy 100.0%, at least 100.0%\n"
      )
    )
    #expect(run.standardOutput.contains("unreadable: 1 sample, not scored\n"))
  }

  @Test("--misread limits the unreadable samples listed per label too")
  func misreadLimit() throws {
    let input = P.file(
      Self.cases.enumerated().map {
        P.sample("bad\($0.offset)", "none-ok", $0.element.hand)
      }
    )
    let none = try runTool(["poses", "-", "--misread", "0"], input: input)
    #expect(
      none.standardOutput.hasSuffix(
        "unreadable: 5 samples, not scored, at most 0 per label listed\n"
      )
    )
    let two = try runTool(["poses", "-", "--misread", "2"], input: input)
    #expect(
      two.standardOutput.contains(
        "unreadable: 5 samples, not scored, at most 2 per label listed\n"
      )
    )
    #expect(two.standardOutput.contains(" bad1 "))
    #expect(!two.standardOutput.contains(" bad2 "))
    #expect(two.standardError.contains("Warning: 5 samples cannot be read"))
  }
}
