/// Where a ``FrameStage`` sends its events for one frame.
///
/// Each event gets the frame's time and index; it names both hands unless
/// the stage names one, and then, with
/// ``GestureConfiguration/Hands-swift.struct/reportsTracks``, it should give
/// that hand's track too (``HandReading/track``), as GestureCore's events
/// of one hand do.
public struct FrameEvents {
  /// The frame's time, in seconds.
  public let time: Double
  /// The frame's index, from 0.
  public let frame: Int
  /// The events so far.
  var events: [GestureEvent]

  /// Sends an event.
  ///
  /// - Parameters:
  ///   - gesture: The gesture, a name of letters and digits that starts with
  ///     a letter.
  ///   - phase: The phase.
  ///   - hand: The hand the event names; both by default.
  ///   - value: A value, if the gesture has one.
  ///   - name: A name, if the gesture has one.
  ///   - direction: A direction, if the gesture has one.
  ///   - finger: The finger, if the gesture names one.
  ///   - scale: A scale, if the gesture has one (a two-hand pinch's).
  ///   - rotation: A rotation in radians, counterclockwise as the user
  ///     sees it, if the gesture has one.
  ///   - track: The track of the one hand the event names
  ///     (``HandReading/track``); none for an event of both hands.
  public mutating func emit(
    _ gesture: Gesture,
    _ phase: Phase,
    hand: Chirality = .both,
    value: Double? = nil,
    name: String? = nil,
    direction: Direction? = nil,
    finger: Finger? = nil,
    scale: Double? = nil,
    rotation: Double? = nil,
    track: Int? = nil
  ) {
    precondition(
      gesture.isValidName,
      "A gesture's name is letters and digits, starting with a letter: "
        + "'\(gesture.rawValue)'."
    )
    precondition(
      track == nil || hand != .both,
      "An event of both hands names no track."
    )
    events.append(
      GestureEvent(
        time: time,
        frame: frame,
        hand: hand,
        gesture: gesture,
        phase: phase,
        value: value,
        direction: direction,
        name: name,
        finger: finger,
        scale: scale,
        rotation: rotation,
        track: track
      )
    )
  }
}
