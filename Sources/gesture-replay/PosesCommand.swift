import GestureCore
import GestureReplay
import ToolSupport

/// `gesture-replay poses FILE...`: reads labelled static hands with a
/// configuration and reports how many are read right.
enum PosesCommand {
  static func run(_ arguments: [String]) throws(CommandFailure) -> ExitStatus {
    let scanner = try ArgumentScanner(
      arguments,
      options: [
        .init(name: "--help", takesValue: false)
      ] + ConfigurationOptions.scannerOptions + [
        .init(name: "--format", takesValue: true),
        .init(name: "--minimum-accuracy", takesValue: true, repeatable: true),
        .init(name: "--maximum-false-positives", takesValue: true),
        .init(name: "--maximum-unreadable", takesValue: true),
        .init(name: "--expect", takesValue: true, repeatable: true),
        .init(name: "--label", takesValue: true, repeatable: true),
        .init(name: "--misread", takesValue: true),
      ],
      usage: usage
    )
    if scanner.flag("--help") {
      Console.out(help.render())
      return .success
    }
    let paths = scanner.positionals
    guard !paths.isEmpty else {
      throw .usage("Missing expected argument '<file> ...'", usage)
    }
    if paths.count > 1, paths.contains("-") {
      throw .usage(
        "'-' (standard input) cannot be read with other files",
        usage
      )
    }
    try refuseSameFileTwice(paths)
    let isJSON = try format(scanner.value("--format"))
    let requirements = try self.requirements(scanner)
    let misreadLimit = try self.misreadLimit(scanner.value("--misread"))
    let configuration = try ConfigurationOptions.configuration(
      scanner,
      usage: usage
    )
    let expectations = try self.expectations(
      scanner.all("--expect"),
      poses: configuration.poses.descriptions.map(\.name)
    )
    var samples = try read(paths)
    let labels = scanner.all("--label")
    let present = Set(samples.compactMap(\.label))
    for (option, named) in [
      ("--label", labels), ("--expect", expectations.keys.sorted()),
      ("--minimum-accuracy", requirements.minimumAccuracyByLabel.keys.sorted()),
    ] {
      if let missing = named.first(where: { !present.contains($0) }) {
        throw .usage(
          "No sample has the label '\(missing)' given to '\(option)'",
          usage
        )
      }
    }
    if !labels.isEmpty {
      samples.removeAll { sample in
        !(sample.label.map(labels.contains) ?? false)
      }
    }
    let evaluation = PoseEvaluation(
      samples,
      configuration: configuration,
      expectations: expectations
    )
    warnAboutUnscoredLabels(evaluation, expectations: expectations)
    warnAboutUnreadableSamples(evaluation)
    let report = PoseEvaluationReport(
      evaluation: evaluation,
      inputs: paths.map(TraceInput.display),
      requirements: requirements,
      misreadLimit: misreadLimit
    )
    Console.out(isJSON ? report.json : report.text)
    return report.isSuccess ? .success : .expectationsNotMet
  }

  /// Refuses a file named twice, however its paths are spelled (`a.json`
  /// and `./a.json`, a link and its file): its samples would count twice.
  /// Paths that name nothing are compared as text, and fail to open later.
  ///
  /// - Throws: A usage error naming the file's two paths.
  static func refuseSameFileTwice(_ paths: [String]) throws(CommandFailure) {
    var seen: [FileIdentity: String] = [:]
    for (index, path) in paths.enumerated() {
      let shown = TraceInput.display(path)
      // By their bytes: two names Swift deems equal (é composed and
      // decomposed) are two files.
      let bytes = FileName.bytes(path)
      if paths[..<index].contains(where: { FileName.bytes($0) == bytes }) {
        throw .usage(
          "'\(shown)' is given twice: its samples would count twice",
          usage
        )
      }
      guard let identity = FileIdentity(path: path) else { continue }
      if let first = seen[identity] {
        throw .usage(
          "'\(shown)' is the same file as '\(TraceInput.display(first))': "
            + "its samples would count twice",
          usage
        )
      }
      seen[identity] = path
    }
  }

  /// Reads the files' samples; with several files, each id is prefixed by
  /// its file's path.
  static func read(_ paths: [String]) throws(CommandFailure) -> [PoseSample] {
    var samples: [PoseSample] = []
    for path in paths {
      let set: PoseSampleSet
      do throws(PoseSampleError) {
        set =
          path == "-"
          ? try PoseSampleSet.standardInput()
          : try PoseSampleSet(
            contentsOfFile: FileName.bytes(path),
            name: FileName.shown(path)
          )
      } catch {
        switch error.kind {
        case .cannotOpen:
          throw CommandFailure(status: .noInput, message: "\(error)")
        case .invalidData:
          throw CommandFailure(
            status: .dataError,
            message: "\(TraceInput.display(path)): \(error)"
          )
        }
      }
      for var sample in set.samples {
        if paths.count > 1 {
          sample.id = "\(TraceInput.display(path)): \(sample.id)"
        }
        samples.append(sample)
      }
    }
    return samples
  }

  /// Warns, on standard error, about each label that is counted but not
  /// scored without being asked to be.
  static func warnAboutUnscoredLabels(
    _ evaluation: PoseEvaluation,
    expectations: [String: PoseExpectation]
  ) {
    for summary in evaluation.labels {
      guard summary.expectation == .unscored, let label = summary.label,
        expectations[label] == nil
      else { continue }
      let count = summary.tally.samples
      let shown = VisibleText.escaped(label)
      Console.error(
        "Warning: the label '\(shown)' ("
          + PoseEvaluationReport.samples(count)
          + ") names no pose and does not start with 'none': counted, not "
          + "scored; give --expect \(shown)=<pose or none> to score it\n"
      )
    }
  }

  /// Warns, on standard error, when some samples cannot be read at all,
  /// naming the first: they are counted apart and not scored.
  static func warnAboutUnreadableSamples(_ evaluation: PoseEvaluation) {
    let unreadable = evaluation.outcomes.filter { $0.unreadable != nil }
    guard let first = unreadable.first, let reason = first.unreadable else {
      return
    }
    let named =
      (first.index.map { "sample \($0) " } ?? "")
      + "(\"\(VisibleText.escaped(first.id))\")"
    Console.error(
      "Warning: " + PoseEvaluationReport.samples(unreadable.count)
        + " cannot be read (a joint missing or below the confidence gate, a"
        + " degenerate hand, or a hand score below hands.minimumScore):"
        + " counted as unreadable, not scored; the first,"
        + " \(named): \(reason)\n"
    )
  }

  static func format(_ text: String?) throws(CommandFailure) -> Bool {
    switch text {
    case nil, "text": return false
    case "json": return true
    case let text?:
      throw .invalidValue(
        text,
        for: "--format",
        "use text or json",
        usage: usage
      )
    }
  }

  /// The requirements of `--minimum-accuracy`,
  /// `--maximum-false-positives` and `--maximum-unreadable`.
  static func requirements(
    _ scanner: ArgumentScanner
  ) throws(CommandFailure) -> PoseRequirements {
    var requirements = PoseRequirements()
    for text in scanner.all("--minimum-accuracy") {
      guard let equals = text.lastIndex(of: "=") else {
        guard requirements.minimumAccuracy == nil else {
          throw .usage(
            "'--minimum-accuracy' without a label may be given only once",
            usage
          )
        }
        requirements.minimumAccuracy = try share(text, "--minimum-accuracy")
        continue
      }
      let label = String(text[..<equals])
      let value = String(text[text.index(after: equals)...])
      guard !label.isEmpty else {
        throw .invalidValue(
          text,
          for: "--minimum-accuracy",
          "give a share, or a label, '=' and a share",
          usage: usage
        )
      }
      guard requirements.minimumAccuracyByLabel[label] == nil else {
        throw .usage(
          "'--minimum-accuracy' names the label '\(label)' twice",
          usage
        )
      }
      requirements.minimumAccuracyByLabel[label] = try share(
        value,
        "--minimum-accuracy"
      )
    }
    if let text = scanner.value("--maximum-false-positives") {
      requirements.maximumFalsePositives = try share(
        text,
        "--maximum-false-positives"
      )
    }
    if let text = scanner.value("--maximum-unreadable") {
      requirements.maximumUnreadable = try share(text, "--maximum-unreadable")
    }
    return requirements
  }

  /// A share from 0 to 1.
  static func share(
    _ text: String,
    _ option: String
  ) throws(CommandFailure) -> Double {
    guard let value = Double(text), value.isFinite, (0...1).contains(value)
    else {
      throw .invalidValue(
        text,
        for: option,
        "use a share from 0 to 1, as 0.93",
        usage: usage
      )
    }
    return value
  }

  /// The meanings of `--expect LABEL=MEANING`.
  static func expectations(
    _ texts: [String],
    poses: [String]
  ) throws(CommandFailure) -> [String: PoseExpectation] {
    var expectations: [String: PoseExpectation] = [:]
    for text in texts {
      guard let equals = text.lastIndex(of: "="),
        equals != text.startIndex,
        let expectation = PoseExpectation(
          name: String(text[text.index(after: equals)...]),
          poses: poses
        )
      else {
        throw .invalidValue(
          text,
          for: "--expect",
          "use LABEL=MEANING, the meaning a pose's name, none, pointer or "
            + "unscored",
          usage: usage
        )
      }
      let label = String(text[..<equals])
      guard expectations[label] == nil else {
        throw .usage("'--expect' names the label '\(label)' twice", usage)
      }
      expectations[label] = expectation
    }
    return expectations
  }

  /// The most misread samples to list per label: `nil` for all.
  static func misreadLimit(_ text: String?) throws(CommandFailure) -> Int? {
    guard let text else { return 10 }
    if text == "all" { return nil }
    guard let limit = Int(text), limit >= 0 else {
      throw .invalidValue(
        text,
        for: "--misread",
        "use a whole number of at least 0, or all",
        usage: usage
      )
    }
    return limit
  }
}
