import GestureCore

extension ConfigurationKey {
  /// The settings of `BuiltInStage.doublePinch`: whether double pinches
  /// are recognized, how short the first pinch is, and how soon the
  /// second follows.
  static let doublePinchKeys: [ConfigurationKey] = [
    boolean(
      "doublePinch.isEnabled",
      "whether two quick pinches of a finger report doublePinch recognized",
      \.doublePinch.isEnabled
    ),
    number(
      "doublePinch.maximumPinchDuration",
      "seconds the first pinch of a double pinch may last",
      \.doublePinch.maximumPinchDuration
    ),
    number(
      "doublePinch.maximumInterval",
      "seconds from the first pinch's release within which the second begins",
      \.doublePinch.maximumInterval
    ),
  ]
}
