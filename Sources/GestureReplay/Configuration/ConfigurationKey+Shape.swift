import GestureCore

extension ConfigurationKey {
  /// The settings of the secondary pinch, swipes and static poses.
  static let shapeKeys: [ConfigurationKey] = [
    boolean(
      "pinch.isSecondaryEnabled",
      "whether a thumb-middle pinch is recognized too (finger: middle)",
      \.pinch.isSecondaryEnabled
    ),
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
    boolean(
      "poses.isEnabled",
      "whether static poses are recognized",
      \.poses.isEnabled
    ),
    number(
      "poses.dwell",
      "seconds a pose must match before it begins",
      \.poses.dwell
    ),
    number(
      "poses.releaseDelay",
      "seconds a held pose may fail to hold before it ends",
      \.poses.releaseDelay
    ),
    number(
      "poses.fingerExtendedRatio",
      "a finger is extended above this tip-to-wrist / PIP-to-wrist ratio",
      \.poses.fingerExtendedRatio
    ),
    number(
      "poses.fingerCurledRatio",
      "a finger is curled below this tip-to-wrist / PIP-to-wrist ratio",
      \.poses.fingerCurledRatio
    ),
    number(
      "poses.thumbExtendedRatio",
      "the thumb is extended above this ratio (tip / MCP, from little MCP)",
      \.poses.thumbExtendedRatio
    ),
    number(
      "poses.thumbFoldedRatio",
      "the thumb is folded below this ratio (tip / MCP, from little MCP)",
      \.poses.thumbFoldedRatio
    ),
    number(
      "poses.thumbTouchRatio",
      "an extended thumb nearer the index tip than this times its length "
        + "touches it",
      \.poses.thumbTouchRatio
    ),
    number(
      "poses.minimumPalmWidth",
      "no pose is read when palm width / palm length is not above this",
      \.poses.minimumPalmWidth
    ),
    number(
      "poses.minimumKnuckleRatio",
      "no pose is read when shortest / longest wrist-knuckle is not above this",
      \.poses.minimumKnuckleRatio
    ),
  ]

  /// Returns the setting with a dotted key.
  ///
  /// - Parameter name: The dotted key, such as `pinch.enterThreshold`.
  /// - Returns: The setting, or `nil` if there is none by that key.
  public static func named(_ name: String) -> ConfigurationKey? {
    all.first { $0.name == name }
  }
}
