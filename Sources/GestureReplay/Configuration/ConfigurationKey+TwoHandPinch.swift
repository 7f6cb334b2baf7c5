import GestureCore

extension ConfigurationKey {
  /// The settings of `BuiltInStage.twoHandPinch`: whether it is on, and
  /// the change a `changed` needs. Its relationship with each hand's
  /// movement is with the other relationships
  /// (`relationships.twoHandPinchWithMovement`).
  static let twoHandPinchKeys: [ConfigurationKey] = [
    boolean(
      "twoHandPinch.isEnabled",
      "whether both hands pinched at once report twoHandPinch, with its "
        + "scale and rotation",
      \.twoHandPinch.isEnabled
    ),
    number(
      "twoHandPinch.minimumScaleChange",
      "the change of scale since the last report a changed needs "
        + "(a fraction of the distance at began)",
      \.twoHandPinch.minimumScaleChange
    ),
    number(
      "twoHandPinch.minimumRotationChange",
      "the change of rotation since the last report a changed needs, "
        + "in radians",
      \.twoHandPinch.minimumRotationChange
    ),
  ]
}
