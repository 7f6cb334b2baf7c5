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
    guard let stage = BuiltInStage.reporting(gesture) else { return nil }
    switch stage {
    case .presence: return hands.reportsPresence
    case .facing, .sequence: return true
    case .pinch: return pinch.isEnabled
    case .doublePinch: return pinch.isEnabled && doublePinch.isEnabled
    case .hold: return pinch.isEnabled && hold.isEnabled
    case .movement: return gesture != .slider || slider.isEnabled
    case .swipe: return swipe.isEnabled
    case .pose: return poses.isEnabled
    case .twoHandPinch: return twoHandPinch.isEnabled
    }
  }

  /// The setting that turns a built-in gesture's events on, for messages.
  ///
  /// - Parameter gesture: A gesture the configuration does not report.
  /// - Returns: The setting's key, such as `swipe.isEnabled`.
  func switchKey(of gesture: Gesture) -> String {
    switch BuiltInStage.reporting(gesture) {
    case .presence: "hands.reportsPresence"
    case .doublePinch where pinch.isEnabled: "doublePinch.isEnabled"
    case .hold where pinch.isEnabled: "hold.isEnabled"
    case .pinch, .doublePinch, .hold: "pinch.isEnabled"
    case .movement: "slider.isEnabled"
    case .swipe: "swipe.isEnabled"
    case .pose: "poses.isEnabled"
    case .twoHandPinch: "twoHandPinch.isEnabled"
    case .facing, .sequence, nil: "\(gesture)"
    }
  }
}
