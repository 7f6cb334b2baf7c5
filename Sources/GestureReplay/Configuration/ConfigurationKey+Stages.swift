import GestureCore

extension ConfigurationKey {
  /// The settings of one of GestureCore's stages.
  ///
  /// A stage added to `BuiltInStage` does not compile until
  /// it says here which settings are its own, and so which keys
  /// `--set`, `--config` and `gesture-replay defaults` know.
  ///
  /// - Parameter stage: The stage.
  /// - Returns: Its settings, in the order of the configuration's JSON form.
  public static func keys(for stage: BuiltInStage) -> [ConfigurationKey] {
    switch stage {
    case .presence: presenceKeys
    case .facing: facingKeys
    case .pinch: pinchKeys
    case .doublePinch: doublePinchKeys
    case .hold: holdKeys
    case .movement: movementKeys
    case .swipe: swipeKeys
    case .pose: poseKeys
    case .sequence: sequenceKeys
    case .twoHandPinch: twoHandPinchKeys
    }
  }

  /// Returns the setting with a dotted key.
  ///
  /// - Parameter name: The dotted key, such as `pinch.enterThreshold`.
  /// - Returns: The setting, or `nil` if there is none by that key.
  public static func named(_ name: String) -> ConfigurationKey? {
    all.first { $0.name == name }
  }
}
