extension PoseEvaluationReport {
  /// The report as one JSON document, its keys in a fixed order.
  ///
  /// ```
  /// {"configuration":"handKit","inputs":["poses.json"],"holdFrames":9,
  ///  "holdSeconds":0.2667,"samples":40,"unreadable":1,"scored":37,
  ///  "right":35,
  ///  "accuracy":0.9459,"columns":["openPalm",...,"iLoveYou","none"],
  ///  "labels":[{"label":"openPalm","expects":"openPalm","samples":10,
  ///   "scored":10,"right":9,"accuracy":0.9,"reads":{"openPalm":9,...}},
  ///   ...],
  ///  "noPose":{"samples":8,"unreadable":0,"readAsPose":1,"share":0.125},
  ///  "recorders":[{"recorder":"alice","samples":20,...,"labels":[...]}],
  ///  "misreadCount":3,"misread":[{"id":"alice#4","label":"openPalm",
  ///   "read":"none","recorder":"alice"},...],
  ///  "unreadableCount":1,"unreadableSamples":[{"sample":7,"id":"bob#2",
  ///   "label":"none-ok","recorder":"bob","joint":"indexTip",
  ///   "reason":"indexTip is missing"}],
  ///  "requirements":[{"subject":"accuracy","label":"openPalm",
  ///   "limit":0.93,"value":0.9,"met":false}],"met":false}
  /// ```
  ///
  /// Every count has `unreadable`, the samples whose hand cannot be read
  /// (neither scored nor in `reads`). Shares are from 0 to 1 with at most
  /// four decimals, `null` when nothing is scored. A `pointer` label also has `bands`, each with
  /// `band` (`up`, `between`, `sideways`, `unknown`) and the same counts;
  /// a misread `pointer` sample has `indexAngleFromUp`, in degrees. Each
  /// label, band, recorder and the document's top level starts a line.
  public var json: String {
    let columns = evaluation.readColumns
    var text = "{\"configuration\":"
    text += JSONWriter.stringText(evaluation.configurationName)
    text +=
      ",\"inputs\":["
      + inputs.map(JSONWriter.stringText)
      .joined(separator: ",") + "]"
    text += ",\"holdFrames\":\(evaluation.holdFrameCount)"
    text +=
      ",\"holdSeconds\":"
      + NumberFormat.shortest(evaluation.holdDuration)
    text += "," + Self.counts(evaluation.overall)
    text +=
      ",\n\"columns\":["
      + (columns + ["none"]).map(JSONWriter.stringText).joined(separator: ",")
      + "]"
    text += ",\n\"labels\":[" + list(evaluation.labels.map(label)) + "]"
    let noPose = evaluation.noPoseLabels
    text += ",\n\"noPose\":{\"samples\":\(noPose.samples)"
    text += ",\"unreadable\":\(noPose.unreadable)"
    text += ",\"readAsPose\":\(noPose.wrong),\"share\":"
    text +=
      noPose.scored > 0
      ? Self.share(Double(noPose.wrong) / Double(noPose.scored)) : "null"
    text += "}"
    text += ",\n\"recorders\":[" + list(evaluation.recorders.map(recorder))
    text += "]"
    let misread = evaluation.misread(limitPerLabel: misreadLimit)
    let misreadCount = evaluation.outcomes.filter { $0.isRight == false }.count
    text += ",\n\"misreadCount\":\(misreadCount),\"misread\":["
    text += list(misread.map(Self.misread)) + "]"
    let unreadable = evaluation.unreadable(limitPerLabel: misreadLimit)
    text += ",\n\"unreadableCount\":\(evaluation.overall.unreadable)"
    text += ",\"unreadableSamples\":["
    text += list(unreadable.map(Self.unreadable)) + "]"
    text += ",\n\"requirements\":[" + list(checks.map(Self.check)) + "]"
    text += ",\"met\":\(isSuccess)}\n"
    return text
  }

  /// Elements of an array, one per line.
  private func list(_ elements: [String]) -> String {
    elements.isEmpty ? "" : "\n" + elements.joined(separator: ",\n") + "\n"
  }

  private func label(_ summary: PoseEvaluation.LabelSummary) -> String {
    var text = "{\"label\":" + Self.optionalString(summary.label)
    text += ",\"expects\":" + JSONWriter.stringText(summary.expectation.name)
    text += "," + Self.counts(summary.tally) + "," + reads(summary.tally)
    let bands = PointerBand.allCases.compactMap { band in
      summary.bands[band].map { tally in
        "{\"band\":\"\(band.rawValue)\",\"expects\":"
          + JSONWriter.stringText(Self.bandExpectation(band)) + ","
          + Self.counts(tally) + "," + reads(tally) + "}"
      }
    }
    if !bands.isEmpty {
      text += ",\"bands\":[" + list(bands) + "]"
    }
    return text + "}"
  }

  private func recorder(_ summary: PoseEvaluation.RecorderSummary) -> String {
    var text = "{\"recorder\":" + JSONWriter.stringText(summary.recorder)
    text += "," + Self.counts(summary.tally) + ",\"labels\":["
    text += summary.labels.map {
      "{\"label\":" + Self.optionalString($0.label) + ","
        + Self.counts($0.tally) + "}"
    }.joined(separator: ",")
    return text + "]}"
  }

  /// `"reads":{...}`: the tally's count for every column, in order.
  private func reads(_ tally: PoseTally) -> String {
    let columns = evaluation.readColumns.map(Optional.some) + [nil]
    return "\"reads\":{"
      + columns.map {
        JSONWriter.stringText(Self.readName($0)) + ":"
          + String(tally.reads[$0] ?? 0)
      }.joined(separator: ",") + "}"
  }

  /// `"samples":..,"unreadable":..,"scored":..,"right":..,"accuracy":..`.
  private static func counts(_ tally: PoseTally) -> String {
    "\"samples\":\(tally.samples),\"unreadable\":\(tally.unreadable)"
      + ",\"scored\":\(tally.scored)"
      + ",\"right\":\(tally.right),\"accuracy\":"
      + (tally.accuracy.map(share) ?? "null")
  }

  private static func misread(_ outcome: PoseEvaluation.Outcome) -> String {
    var text = "{\"id\":" + JSONWriter.stringText(outcome.id)
    text += ",\"label\":" + optionalString(outcome.label)
    text += ",\"read\":" + JSONWriter.stringText(readName(outcome.read))
    text += ",\"recorder\":" + optionalString(outcome.recorder)
    if let angle = outcome.indexAngleFromUp {
      text +=
        ",\"indexAngleFromUp\":"
        + NumberFormat.shortest(angle, maximumDecimals: 1)
    }
    return text + "}"
  }

  /// An unreadable sample: its index in its file (`null` when not
  /// known), id, label, recorder, the joint its reason names (`null` for
  /// none) and the reason in words.
  private static func unreadable(_ outcome: PoseEvaluation.Outcome) -> String {
    var text = "{\"sample\":" + (outcome.index.map(String.init) ?? "null")
    text += ",\"id\":" + JSONWriter.stringText(outcome.id)
    text += ",\"label\":" + optionalString(outcome.label)
    text += ",\"recorder\":" + optionalString(outcome.recorder)
    text += ",\"joint\":" + optionalString(outcome.unreadable?.joint?.name)
    text +=
      ",\"reason\":"
      + JSONWriter.stringText(
        outcome.unreadable.map(String.init(describing:)) ?? ""
      )
    return text + "}"
  }

  private static func check(_ check: PoseRequirements.Check) -> String {
    var text: String
    switch check.subject {
    case .accuracy(let label):
      text =
        "{\"subject\":\"accuracy\",\"label\":"
        + JSONWriter.stringText(label)
    case .poseLabels:
      text = "{\"subject\":\"poseLabels\""
    case .falsePositives:
      text = "{\"subject\":\"falsePositives\""
    case .unreadable:
      text = "{\"subject\":\"unreadable\""
    }
    text += ",\"limit\":" + share(check.limit)
    text += ",\"value\":" + (check.value.map(share) ?? "null")
    return text + ",\"met\":\(check.isMet)}"
  }

  /// A share with at most four decimals.
  private static func share(_ value: Double) -> String {
    NumberFormat.shortest(value, maximumDecimals: 4)
  }

  /// A string literal, or `null`.
  private static func optionalString(_ text: String?) -> String {
    text.map(JSONWriter.stringText) ?? "null"
  }
}
