extension PoseEvaluationReport {
  /// The report as text: a heading, then tables of the labels, the
  /// confusion matrix, the recorders (when samples name them), the misread
  /// samples, and the requirements (when there are any).
  ///
  /// Each table has a header line and aligned columns; sections are
  /// separated by a blank line.
  public var text: String {
    var sections = [heading, labelTable, confusionTable]
    if !evaluation.recorders.isEmpty { sections.append(recorderTable) }
    sections.append(misreadTable)
    if !checks.isEmpty { sections.append(requirementLines) }
    return sections.joined(separator: "\n")
  }

  private var heading: String {
    let overall = evaluation.overall
    let from =
      inputs.isEmpty
      ? "" : " from " + inputs.map(VisibleText.escaped).joined(separator: ", ")
    let duration = NumberFormat.fixed(evaluation.holdDuration, decimals: 4)
    let frames = evaluation.holdFrameCount
    let rate = NumberFormat.shortest(PoseEvaluation.frameRate)
    return "\(overall.samples) samples\(from), read by "
      + "\(evaluation.configurationName); each hand held still for "
      + "\(duration) s (\(frames) frames at \(rate) fps)\n"
  }

  private var labelTable: String {
    var table = TextTable(
      header: ["label", "expects", "samples", "scored", "right", "accuracy"],
      leftColumns: 2
    )
    for summary in evaluation.labels {
      table.rows.append(
        [Self.labelName(summary.label), summary.expectation.name]
          + Self.counts(summary.tally)
      )
      for band in PointerBand.allCases {
        guard let tally = summary.bands[band] else { continue }
        table.rows.append(
          ["  " + Self.bandTitle(band), Self.bandExpectation(band)]
            + Self.counts(tally)
        )
      }
    }
    table.rows.append(["all", ""] + Self.counts(evaluation.overall))
    var text = table.render()
    let noPose = evaluation.noPoseLabels
    if noPose.samples > 0 {
      let share = Self.percent(Double(noPose.wrong), of: noPose.scored)
      text +=
        "labels that expect no pose: \(noPose.wrong) of \(noPose.scored) "
        + "read as a pose (\(share))\n"
    }
    return text
  }

  private var confusionTable: String {
    let columns = evaluation.readColumns
    var table = TextTable(header: ["label read as"] + columns + ["none"])
    func cells(_ title: String, _ tally: PoseTally) -> [String] {
      [title]
        + (columns.map(Optional.some) + [nil]).map {
          String(tally.reads[$0] ?? 0)
        }
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
    var table = TextTable(
      header: ["recorder / label", "samples", "scored", "right", "accuracy"]
    )
    for recorder in evaluation.recorders {
      table.rows.append([recorder.recorder] + Self.counts(recorder.tally))
      for entry in recorder.labels {
        table.rows.append(
          ["  " + Self.labelName(entry.label)] + Self.counts(entry.tally)
        )
      }
    }
    return table.render()
  }

  private var misreadTable: String {
    let all = evaluation.outcomes.filter { $0.isRight == false }.count
    let listed = evaluation.misread(limitPerLabel: misreadLimit)
    var text = "misread: \(all) samples"
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
        ?? "n/a (no scored sample)"
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
      }
      text += (check.isMet ? "  met      " : "  NOT MET  ") + line + "\n"
    }
    return text
  }

  /// A tally's cells: samples, scored, right, accuracy.
  private static func counts(_ tally: PoseTally) -> [String] {
    [
      String(tally.samples), String(tally.scored), String(tally.right),
      tally.accuracy.map { percent($0) } ?? "-",
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
