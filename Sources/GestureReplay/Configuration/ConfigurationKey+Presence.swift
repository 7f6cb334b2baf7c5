import GestureCore

extension ConfigurationKey {
  /// The settings of `BuiltInStage.presence`: when a hand
  /// counts as seen, lost, and reported, and how hands keep their tracks.
  static let presenceKeys: [ConfigurationKey] = [
    boolean(
      "hands.reportsPresence",
      "whether hand found and hand lost events are reported",
      \.hands.reportsPresence
    ),
    boolean(
      "hands.reportsTracks",
      "whether each hand's events carry the number of its track",
      \.hands.reportsTracks
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
    choice(
      "hands.labels",
      "anatomical, or mirrored (a left label is the user's right hand)",
      \.hands.labels
    ),
    number(
      "hands.duplicateDistance",
      "hand sizes within which two hands of a frame are one, 0 for never",
      \.hands.duplicateDistance
    ),
    number(
      "hands.confirmationTime",
      "seconds a new hand is followed before its gestures count",
      \.hands.confirmationTime
    ),
    number(
      "hands.confirmationScore",
      "a new hand scoring at least this counts at once, 0 to 1",
      \.hands.confirmationScore
    ),
  ]
}
