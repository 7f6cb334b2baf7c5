/// Something a recognizer decided at one frame: a gesture changing phase.
///
/// Events carry the time and index of the frame that caused them and the
/// hand they belong to (and, with
/// ``GestureConfiguration/Hands-swift.struct/reportsTracks``, its track).
/// The payload depends on the gesture: `value` for a
/// slider, `direction` for a swipe, `name` and `score` for a pose, `name`
/// for a picker's option, `finger` for a pinch with the secondary pinch on
/// and for holds and double pinches, `scale` and `rotation` for a two-hand
/// pinch.
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
  // Spelled `Optional<String>`, not `String?`: a stored `var` of the
  // sugared type starts as nil, so the initializer's assignment would
  // replace a value, and the optimizer then keeps a copy and a destroy of
  // the whole event (see Docs/Performance/WhereTheTimeGoes.md).
  /// The name of a pose, or of the option a picker selected.
  public var name: Optional<String>
  /// The finger that pinches the thumb: on a pinch's events when the
  /// secondary pinch is on (both pinches name theirs), and on every hold's
  /// and double pinch's events.
  public var finger: Finger?
  /// How far inside its description's bands the hand was when a pose
  /// began, from 0 to 1 (see ``PoseDescription``);
  /// an app can demand more than the pose's rules do by ignoring a pose
  /// whose score is lower.
  public var score: Double?
  /// The distance between a two-hand pinch's pinch points over that
  /// distance at its `began` (1 then).
  public var scale: Double?
  /// The turn of the line between a two-hand pinch's pinch points since
  /// its `began`, in radians, counterclockwise positive as the user sees
  /// it, unwrapped (it may go beyond pi).
  public var rotation: Double?
  /// The number of the track the event's hand is followed by, from 0, in
  /// the order the engine confirmed them: it tells apart two hands of one
  /// name (two `unknown` hands, two people's right hands). Set only with
  /// ``GestureConfiguration/Hands-swift.struct/reportsTracks``, and never
  /// for an event of both hands.
  public var track: Int?

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
  ///   - score: A pose's score when it began.
  ///   - scale: A two-hand pinch's scale.
  ///   - rotation: A two-hand pinch's rotation, in radians.
  ///   - track: The number of the hand's track, when tracks are reported.
  public init(
    time: Double,
    frame: Int,
    hand: Chirality,
    gesture: Gesture,
    phase: Phase,
    value: Double? = nil,
    direction: Direction? = nil,
    name: String? = nil,
    finger: Finger? = nil,
    score: Double? = nil,
    scale: Double? = nil,
    rotation: Double? = nil,
    track: Int? = nil
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
    self.score = score
    self.scale = scale
    self.rotation = rotation
    self.track = track
  }
}
