import GestureCore

extension ConfigurationKey {
  /// The engine's own settings, which no one stage owns: the name, the
  /// confidence gate, arbitration and smoothing.
  static let engineKeys: [ConfigurationKey] = [
    string("name", "the configuration's name, for reports", \.name),
    number(
      "minimumConfidence",
      "a landmark is used only with at least this confidence, 0 to 1",
      \.minimumConfidence
    ),
    choice(
      "arbitration",
      "independent, or exclusive (the first of pinch and movement wins)",
      \.arbitration
    ),
    boolean(
      "smoothing.isEnabled",
      "whether landmark positions are smoothed by a One Euro filter",
      \.smoothing.isEnabled
    ),
    number(
      "smoothing.minimumCutoff",
      "the One Euro filter's cutoff at rest, in hertz",
      \.smoothing.minimumCutoff
    ),
    number(
      "smoothing.beta",
      "how fast the cutoff rises with speed, per unit per second",
      \.smoothing.beta
    ),
    number(
      "smoothing.derivativeCutoff",
      "the cutoff of the One Euro filter's speed estimate, in hertz",
      \.smoothing.derivativeCutoff
    ),
  ]
}
