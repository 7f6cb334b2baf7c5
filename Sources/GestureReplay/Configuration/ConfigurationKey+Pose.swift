import GestureCore

extension ConfigurationKey {
  /// The settings of `BuiltInStage.pose`: dwell, release
  /// and the ratios the digits are read by.
  static let poseKeys: [ConfigurationKey] = [
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
      "poses.fingerKnuckleCurledRatio",
      "a finger is curled too below this tip-to-knuckle / PIP-to-knuckle "
        + "ratio",
      \.poses.fingerKnuckleCurledRatio
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
    number(
      "poses.thumbAlongsideRatio",
      "a thumb tip nearer the index or middle PIP/DIP than this times the "
        + "longest wrist-knuckle lies alongside the fingers",
      \.poses.thumbAlongsideRatio
    ),
    number(
      "poses.thumbAwayRatio",
      "an extended thumb's tip is farther than this from those joints",
      \.poses.thumbAwayRatio
    ),
    number(
      "poses.thumbStandOutRatio",
      "a thumb tip farther than this times the longest wrist-knuckle past "
        + "every finger joint stands out of the hand",
      \.poses.thumbStandOutRatio
    ),
    boolean(
      "poses.usesWorldLandmarks",
      "whether world landmarks, when the hand has them, give the distances "
        + "digits are read from",
      \.poses.usesWorldLandmarks
    ),
    poses(
      "poses.custom",
      "the app's own poses beside the built-in ones (Docs/Gestures/Poses.md)",
      \.poses.custom
    ),
  ]
}
