extension PoseEvaluationReport {
  /// The report as text: a heading, then tables of the labels, the
  /// confusion matrix, the recorders (when samples name them), the misread
  /// samples, the unreadable ones (when there are any), and the
  /// requirements (when there are any).
  ///
  /// Each table has a header line and aligned columns; sections are
  /// separated by a blank line. When some sample is unreadable, the
  /// tables have an `unreadable` column.
  public var text: String {
    var sections = [heading, labelTable, confusionTable]
    if !evaluation.recorders.isEmpty { sections.append(recorderTable) }
    sections.append(misreadTable)
    if hasUnreadable { sections.append(unreadableTable) }
    if !checks.isEmpty { sections.append(requirementLines) }
    return sections.joined(separator: "\n")
  }

  /// A number of samples, as `1 sample` or `2 samples`, as the report and
  /// the `poses` command's warnings say it.
  package static func samples(_ count: Int) -> String {
    count == 1 ? "1 sample" : "\(count) samples"
  }

  private var heading: String {
    let overall = evaluation.overall
    let from =
      inputs.isEmpty
      ? "" : " from " + inputs.map(VisibleText.escaped).joined(separator: ", ")
    let duration = NumberFormat.fixed(evaluation.holdDuration, decimals: 4)
    let frames = evaluation.holdFrameCount
    let rate = NumberFormat.shortest(PoseEvaluation.frameRate)
    return Self.samples(overall.samples) + "\(from), read by "
      + "\(evaluation.configurationName); each hand held still for "
      + "\(duration) s (\(frames) frames at \(rate) fps)\n"
  }

  private var labelTable: String {
    var table = TextTable(
      header: ["label", "expects"] + countTitles,
      leftColumns: 2
    )
    for summary in evaluation.labels {
      table.rows.append(
        [Self.labelName(summary.label), summary.expectation.name]
          + counts(summary.tally)
      )
      for band in PointerBand.allCases {
        guard let tally = summary.bands[band] else { continue }
        table.rows.append(
          ["  " + Self.bandTitle(band), Self.bandExpectation(band)]
            + counts(tally)
        )
      }
    }
    table.rows.append(["all", ""] + counts(evaluation.overall))
    var text = table.render()
    let noPose = evaluation.noPoseLabels
    if noPose.samples > 0 {
      let share = Self.percent(Double(noPose.wrong), of: noPose.scored)
      text +=
        "labels that expect no pose: \(noPose.wrong) of \(noPose.scored) "
        + "read as a pose (\(share))"
        + (noPose.unreadable > 0
          ? "; \(noPose.unreadable) unreadable, not counted" : "")
        + "\n"
    }
    return text
  }

  private var confusionTable: String {
    let columns = evaluation.readColumns
    let unreadable = hasUnreadable ? ["unreadable"] : []
    var table = TextTable(
      header: ["label read as"] + columns + ["none"] + unreadable
    )
    func cells(_ title: String, _ tally: PoseTally) -> [String] {
      [title]
        + (columns.map(Optional.some) + [nil]).map {
          String(tally.reads[$0] ?? 0)
        } + (hasUnreadable ? [String(tally.unreadable)] : [])
    }
    for summary in evaluation.labels {
      table.rows.append(cells(Self.labelName(summary.label), summary.tally))
      for band in PointerBand.allCases {
        guard let tally = summary.bands[band] else { continue }
        table.rows.append(cells("  " + Self.bandTitle(band), tally))
      }
    }
    return table.render()
  }

  private var recorderTable: String {
    var table = TextTable(header: ["recorder / label"] + countTitles)
    for recorder in evaluation.recorders {
      table.rows.append([recorder.recorder] + counts(recorder.tally))
      for entry in recorder.labels {
        table.rows.append(
          ["  " + Self.labelName(entry.label)] + counts(entry.tally)
        )
      }
    }
    return table.render()
  }

  private var misreadTable: String {
    let all = evaluation.outcomes.filter { $0.isRight == false }.count
    let listed = evaluation.misread(limitPerLabel: misreadLimit)
    var text = "misread: " + Self.samples(all)
    if listed.count < all, let misreadLimit {
      text += ", at most \(misreadLimit) per label listed"
    }
    guard !listed.isEmpty else { return text + "\n" }
    var table = TextTable(header: ["label", "read", "id"], leftColumns: 3)
    for outcome in listed {
      var id = outcome.id
      if let angle = outcome.indexAngleFromUp {
        id += " (index \(NumberFormat.fixed(angle, decimals: 1))° from up)"
      }
      table.rows.append([
        Self.labelName(outcome.label), Self.readName(outcome.read), id,
      ])
    }
    return text + "\n" + table.render()
  }

  /// The unreadable samples, at most ``misreadLimit`` per label, each
  /// with its index in its file, its id, and why it cannot be read.
  private var unreadableTable: String {
    let all = evaluation.overall.unreadable
    let listed = evaluation.unreadable(limitPerLabel: misreadLimit)
    var text =
      "unreadable: " + Self.samples(all) + ", not scored"
    if listed.count < all, let misreadLimit {
      text += ", at most \(misreadLimit) per label listed"
    }
    guard !listed.isEmpty else { return text + "\n" }
    var table = TextTable(
      header: ["label", "sample", "id", "why"],
      leftColumns: 4
    )
    for outcome in listed {
      table.rows.append([
        Self.labelName(outcome.label),
        outcome.index.map(String.init) ?? "-",
        outcome.id,
        outcome.unreadable.map(String.init(describing:)) ?? "",
      ])
    }
    return text + "\n" + table.render()
  }

  private var requirementLines: String {
    let unmet = checks.filter { !$0.isMet }.count
    var text =
      unmet == 0
      ? "requirements: all \(checks.count) met\n"
      : "requirements: \(unmet) of \(checks.count) not met\n"
    for check in checks {
      // One decimal, or as many as tell the measure from the limit.
      let decimals = check.value.map { value in
        value == check.limit
          ? 1
          : NumberFormat.decimals(
            telling: value * 100,
            from: check.limit * 100,
            minimum: 1
          )
      }
      let measured =
        check.value.map { Self.percent($0, decimals: decimals ?? 1) }
        ?? (check.subject == .unreadable
          ? "n/a (no sample)" : "n/a (no scored sample)")
      let limit = Self.percent(check.limit, decimals: decimals ?? 1)
      let line: String
      switch check.subject {
      case .accuracy(let label):
        line =
          "\(VisibleText.escaped(label)) accuracy \(measured), at least \(limit)"
      case .poseLabels:
        line =
          "labels that expect a pose: none, so accuracy n/a, at least "
          + limit
      case .falsePositives:
        line =
          "labels that expect no pose read as a pose \(measured), at "
          + "most \(limit)"
      case .unreadable:
        line = "samples that cannot be read \(measured), at most \(limit)"
      }
      text += (check.isMet ? "  met      " : "  NOT MET  ") + line + "\n"
    }
    return text
  }

  /// Whether some sample is unreadable: then the tables have a column of
  /// them.
  private var hasUnreadable: Bool { evaluation.overall.unreadable > 0 }

  /// The titles of ``counts(_:)``'s cells.
  private var countTitles: [String] {
    ["samples"] + (hasUnreadable ? ["unreadable"] : [])
      + ["scored", "right", "accuracy"]
  }

  /// A tally's cells: samples, unreadable (when some sample is), scored,
  /// right, accuracy.
  private func counts(_ tally: PoseTally) -> [String] {
    [String(tally.samples)]
      + (hasUnreadable ? [String(tally.unreadable)] : [])
      + [
        String(tally.scored), String(tally.right),
        tally.accuracy.map { Self.percent($0) } ?? "-",
      ]
  }

  /// A band's title in the text tables.
  static func bandTitle(_ band: PointerBand) -> String {
    switch band {
    case .up: "up (<= 30°)"
    case .between: "30° to 60°"
    case .sideways: "sideways (>= 60°)"
    case .unknown: "no direction"
    }
  }

  /// A share from 0 to 1 as a percentage with one decimal, as `93.5%`,
  /// or with more.
  static func percent(_ share: Double, decimals: Int = 1) -> String {
    NumberFormat.fixed(share * 100, decimals: decimals) + "%"
  }

  /// A count over a total as a percentage, `-` for no total.
  static func percent(_ count: Double, of total: Int) -> String {
    total > 0 ? percent(count / Double(total)) : "-"
  }
}
