import GestureCore

extension TraceHeader {
  /// Why the expectations a configuration is checked against may not be
  /// meant for it, or not be all the trace expects, one sentence each;
  /// none when nothing suggests so.
  ///
  /// - The trace has a set for the configuration's name, which is checked
  ///   instead of its top-level `expect` list, and that list is not empty
  ///   (naming the configuration and how many expectations go unchecked).
  /// - The trace's set for the configuration's name says it was made with
  ///   other settings (naming the settings that differ).
  /// - The trace has only `expectFor` sets, none of them for this name.
  /// - Expectations name a track, but the configuration does not report
  ///   tracks (`hands.reportsTracks`), so no event can meet them.
  ///
  /// - Parameter configuration: The configuration the trace is replayed
  ///   with.
  /// - Returns: The notes, in that order.
  package func expectationNotes(
    for configuration: GestureConfiguration
  ) -> [String] {
    var notes: [String] = []
    let sets = expectationsByConfiguration
    if let set = sets[configuration.name] {
      if !expectations.isEmpty {
        notes.append(
          "the trace's expectFor set for \(configuration.name) is checked, "
            + "not its top-level expect list ("
            + (expectations.count == 1
              ? "1 expectation" : "\(expectations.count) expectations")
            + ")"
        )
      }
      if let made = set.configuration, made != configuration {
        notes.append(
          "the expectations for \(configuration.name) were made with other "
            + "settings: "
            + configuration.changedSettings(from: made)
            .joined(separator: ", ")
        )
      }
    } else if expectations.isEmpty, !sets.isEmpty {
      notes.append(
        "the trace has expectations for "
          + sets.keys.sorted().joined(separator: ", ")
          + ", not for \(configuration.name)"
      )
    }
    let naming = expectationSet(for: configuration.name).expectations
      .count { $0.track != nil }
    if naming > 0, !configuration.hands.reportsTracks {
      notes.append(
        (naming == 1 ? "1 expectation names" : "\(naming) expectations name")
          + " a track, but \(configuration.name) does not report tracks "
          + "(hands.reportsTracks)"
      )
    }
    return notes
  }
}
