import GestureCore

extension ConfigurationKey {
  /// The settings of `BuiltInStage.presence`: when a hand
  /// counts as seen, lost, and reported.
  static let presenceKeys: [ConfigurationKey] = [
    boolean(
      "hands.reportsPresence",
      "whether hand found and hand lost events are reported",
      \.hands.reportsPresence
    ),
    number(
      "hands.minimumScore",
      "a hand scoring below this counts as not seen, 0 to 1",
      \.hands.minimumScore
    ),
    optionalNumber(
      "hands.lossTimeout",
      "seconds a lost hand keeps its gestures before they are cancelled",
      \.hands.lossTimeout
    ),
  ]
}
