/// Something a recognizer decided at one frame: a gesture changing phase.
///
/// Events carry the time and index of the frame that caused them and the
/// hand they belong to. The payload depends on the gesture: `value` for a
/// slider, `direction` for a swipe, `name` for a pose or a picker's option,
/// `finger` for a secondary pinch.
///
/// ```swift
/// var engine = GestureEngine(configuration: .handKit)
/// for event in engine.process(frame) where event.gesture == .pinch {
///   if event.phase == .began { lamp.toggle() }
/// }
/// ```
public struct GestureEvent: Hashable, Sendable, Codable {
  /// The time of the frame that caused the event, in seconds.
  public var time: Double
  /// The index of that frame among the frames the engine processed, from 0.
  public var frame: Int
  /// The hand the event belongs to.
  public var hand: Chirality
  /// The gesture that changed.
  public var gesture: Gesture
  /// What happened to it.
  public var phase: Phase
  /// The slider's value (0-100 by default), or the picker's option index.
  public var value: Double?
  /// The direction of a swipe, in the display frame the user sees.
  public var direction: Direction?
  /// The name of a pose, or of the option a picker selected.
  public var name: String?
  /// The finger that pinches the thumb, for a pinch when several are on.
  public var finger: Finger?

  /// Creates an event.
  ///
  /// - Parameters:
  ///   - time: The time of the frame that caused the event, in seconds.
  ///   - frame: The index of that frame, from 0.
  ///   - hand: The hand the event belongs to.
  ///   - gesture: The gesture that changed.
  ///   - phase: What happened to it.
  ///   - value: A slider's value or a picker's index.
  ///   - direction: A swipe's direction.
  ///   - name: A pose's or a picker option's name.
  ///   - finger: The finger of a pinch.
  public init(
    time: Double,
    frame: Int,
    hand: Chirality,
    gesture: Gesture,
    phase: Phase,
    value: Double? = nil,
    direction: Direction? = nil,
    name: String? = nil,
    finger: Finger? = nil
  ) {
    self.time = time
    self.frame = frame
    self.hand = hand
    self.gesture = gesture
    self.phase = phase
    self.value = value
    self.direction = direction
    self.name = name
    self.finger = finger
  }
}
