import GestureCore

extension ConfigurationKey {
  /// The settings of `BuiltInStage.sequence`: the sequences themselves.
  static let sequenceKeys: [ConfigurationKey] = [
    ConfigurationKey(
      name: "sequences",
      kind: .sequences,
      summary: "gestures made of steps, each an event of the hand "
        + "(Docs/Gestures/Sequences.md)",
      get: { .sequences($0.sequences) },
      set: { configuration, value in
        if case .sequences(let list) = value { configuration.sequences = list }
      }
    )
  ]
}
