import GestureCore

extension ConfigurationKey {
  /// The settings of `BuiltInStage.facing`: whether the palm's facing is
  /// read, its margin, and whether world landmarks give it.
  static let facingKeys: [ConfigurationKey] = [
    boolean(
      "facing.isEnabled",
      "whether the palm's facing (toward or away from the camera) is read "
        + "on every frame",
      \.facing.isEnabled
    ),
    number(
      "facing.margin",
      "the facing signal (-1 to 1) must be above this to face the camera, "
        + "below its negative to face away",
      \.facing.margin
    ),
    boolean(
      "facing.usesWorldLandmarks",
      "whether world landmarks, when present, give the palm's normal",
      \.facing.usesWorldLandmarks
    ),
  ]
}
