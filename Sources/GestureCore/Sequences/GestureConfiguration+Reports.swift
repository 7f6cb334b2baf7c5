extension GestureConfiguration {
  /// Whether the configuration's engine reports a built-in gesture's
  /// events: its stage is on (a hold and a double pinch need the pinch
  /// too, the slider the movement's slider, `hand` events
  /// ``Hands-swift.struct/reportsPresence``).
  ///
  /// - Parameter gesture: The gesture.
  /// - Returns: Whether its events can come, or `nil` for a gesture of an
  ///   app's own stage, which the configuration does not know.
  public func reportsEvents(of gesture: Gesture) -> Bool? {
    guard BuiltInStage.reporting(gesture) != nil else { return nil }
    return offSwitch(of: gesture) == nil
  }

  /// The setting that is off and keeps a built-in gesture's events from
  /// coming, for messages and ``reportsEvents(of:)``.
  ///
  /// - Parameter gesture: The gesture.
  /// - Returns: The setting's key, such as `swipe.isEnabled`, or `nil`
  ///   when the gesture's events can come, or it is an app's own.
  func offSwitch(of gesture: Gesture) -> String? {
    let switches: [(key: String, isOn: Bool)]
    switch BuiltInStage.reporting(gesture) {
    case .presence:
      switches = [("hands.reportsPresence", hands.reportsPresence)]
    case .pinch: switches = [("pinch.isEnabled", pinch.isEnabled)]
    case .doublePinch:
      switches = [
        ("pinch.isEnabled", pinch.isEnabled),
        ("doublePinch.isEnabled", doublePinch.isEnabled),
      ]
    case .hold:
      switches = [
        ("pinch.isEnabled", pinch.isEnabled),
        ("hold.isEnabled", hold.isEnabled),
      ]
    case .movement where gesture == .slider:
      switches = [("slider.isEnabled", slider.isEnabled)]
    case .swipe: switches = [("swipe.isEnabled", swipe.isEnabled)]
    case .pose: switches = [("poses.isEnabled", poses.isEnabled)]
    case .twoHandPinch:
      switches = [("twoHandPinch.isEnabled", twoHandPinch.isEnabled)]
    case .movement, .facing, .sequence, nil: switches = []
    }
    return switches.first { !$0.isOn }?.key
  }
}
