import GestureCore

extension ConfigurationKey {
  /// The settings of `BuiltInStage.swipe`.
  static let swipeKeys: [ConfigurationKey] = [
    boolean(
      "swipe.isEnabled",
      "whether swipes are recognized",
      \.swipe.isEnabled
    ),
    number(
      "swipe.minimumDistance",
      "a swipe's palm travel must exceed this, normalized units",
      \.swipe.minimumDistance
    ),
    number(
      "swipe.maximumDuration",
      "the time a swipe's travel must fit in, in seconds",
      \.swipe.maximumDuration
    ),
    number(
      "swipe.minimumStraightness",
      "travel along the axis must exceed this times travel across it",
      \.swipe.minimumStraightness
    ),
    boolean(
      "swipe.isHandRelative",
      "whether a swipe's travel is measured in palm sizes",
      \.swipe.isHandRelative
    ),
    number(
      "swipe.relativeMinimumDistance",
      "a swipe's palm travel must exceed this, in palm sizes",
      \.swipe.relativeMinimumDistance
    ),
  ]
}
