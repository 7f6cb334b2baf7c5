import GestureCore

extension ConfigurationKey {
  /// The settings of `BuiltInStage.hold`: whether holds are recognized,
  /// how long a pinch is held, and how far the palm may move meanwhile.
  static let holdKeys: [ConfigurationKey] = [
    boolean(
      "hold.isEnabled",
      "whether a pinch held still reports hold began, ended and cancelled",
      \.hold.isEnabled
    ),
    number(
      "hold.minimumDuration",
      "seconds a pinch must be held before the hold begins",
      \.hold.minimumDuration
    ),
    number(
      "hold.allowableMovement",
      "the palm may move at most this far from where the pinch began, "
        + "normalized units",
      \.hold.allowableMovement
    ),
    boolean(
      "hold.isHandRelative",
      "whether the allowance is measured in palm sizes",
      \.hold.isHandRelative
    ),
    number(
      "hold.relativeAllowableMovement",
      "the palm may move at most this far from where the pinch began, "
        + "palm sizes",
      \.hold.relativeAllowableMovement
    ),
  ]
}
