/// Where a ``HandStage`` sends its events for one frame of one hand.
///
/// Each event gets the frame's time and index and the hand's chirality.
public struct StageEvents {
  /// The frame's emitter.
  var emitter: EventEmitter

  /// The frame's time, in seconds.
  public var time: Double { emitter.time }

  /// Sends an event.
  ///
  /// - Parameters:
  ///   - gesture: The gesture, such as `Gesture("hold")`: a name of
  ///     letters and digits that starts with a letter.
  ///   - phase: The phase.
  ///   - value: A value, such as a slider's, if the gesture has one.
  ///   - name: A name, such as a pose's, if the gesture has one.
  ///   - direction: A direction, as a swipe's, if the gesture has one.
  ///   - finger: The finger, as a pinch's, if the gesture names one.
  public mutating func emit(
    _ gesture: Gesture,
    _ phase: Phase,
    value: Double? = nil,
    name: String? = nil,
    direction: Direction? = nil,
    finger: Finger? = nil
  ) {
    precondition(
      gesture.isValidName,
      "A gesture's name is letters and digits, starting with a letter: "
        + "'\(gesture.rawValue)'."
    )
    emitter.emit(
      gesture,
      phase,
      value: value,
      name: name,
      direction: direction,
      finger: finger
    )
  }
}
