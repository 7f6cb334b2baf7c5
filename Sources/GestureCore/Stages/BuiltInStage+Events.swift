extension BuiltInStage {
  /// What the events of one of GestureCore's gestures can be: the phases
  /// it reports and the payloads that tell its events apart.
  struct EventForm: Hashable, Sendable {
    /// The phases of its events, in the order the design contract lists.
    var phases: [Phase]
    /// Whether its events carry a ``GestureEvent/name``.
    var carriesName = false
    /// Whether its events carry a ``GestureEvent/direction``.
    var carriesDirection = false
    /// The fingers its events name (``GestureEvent/finger``); none for a
    /// gesture whose events name no finger.
    var fingers: [Finger] = []
  }

  /// The form of a built-in gesture's events, as the design contract's
  /// event table gives it, or `nil` for an app's own gesture.
  ///
  /// - Parameter gesture: The gesture.
  /// - Returns: Its events' form.
  static func eventForm(of gesture: Gesture) -> EventForm? {
    guard let stage = reporting(gesture) else { return nil }
    let lasting: [Phase] = [.began, .ended, .cancelled]
    switch stage {
    case .presence: return EventForm(phases: [.found, .lost])
    case .facing: return nil
    case .pinch, .hold:
      return EventForm(phases: lasting, fingers: [.index, .middle])
    case .doublePinch:
      return EventForm(phases: [.recognized], fingers: [.index, .middle])
    case .movement:
      return gesture == .slider
        ? EventForm(
          phases: [.began, .changed, .ended, .cancelled],
          carriesName: true
        )
        : EventForm(phases: lasting)
    case .swipe: return EventForm(phases: [.recognized], carriesDirection: true)
    case .pose: return EventForm(phases: [.began, .ended], carriesName: true)
    case .sequence: return EventForm(phases: [.recognized], carriesName: true)
    case .twoHandPinch:
      return EventForm(phases: [.began, .changed, .ended, .cancelled])
    }
  }
}
