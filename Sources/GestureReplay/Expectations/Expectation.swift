import GestureCore

/// An event a trace must produce: gesture, phase, time, and optional payload.
///
/// An event meets an expectation when its gesture and phase are equal, its
/// time is within ``within`` seconds of ``time``, and every payload field
/// the expectation gives (``hand``, ``track``, ``direction``, ``name``, ``finger``,
/// ``value`` within ``tolerance``, ``scale`` within ``scaleTolerance``,
/// ``rotation`` within ``rotationTolerance``) is equal.
///
/// In a trace file:
///
/// ```json
/// { "gesture": "slider", "phase": "ended", "t": 2.0, "within": 0.1,
///   "value": 42.5, "tolerance": 0.5 }
/// ```
public struct Expectation: Hashable, Sendable {
  /// The gesture the event must have.
  public var gesture: Gesture
  /// The phase the event must have.
  public var phase: Phase
  /// The time the event must happen at, in seconds.
  public var time: Double
  /// How far from ``time`` the event may be, in seconds; 0 by default.
  public var within: Double
  /// The hand the event must name, if given.
  public var hand: Chirality?
  /// The track the event's hand must be followed by (the event's
  /// `track`), if given. Events carry a track only when the configuration
  /// sets `hands.reportsTracks`; without it, an expectation that gives one
  /// is never met. A trace holds tracks from 0 to 2^53 - 1
  /// (9,007,199,254,740,991), the whole numbers a reader keeps exactly.
  public var track: Int?
  /// The slider value the event must carry, if given.
  public var value: Double?
  /// How far from ``value`` the event's value may be; 0 by default. A
  /// value 10⁻⁹ further still meets it, so that a number computed and one
  /// written in decimal that differ only by rounding agree.
  public var tolerance: Double
  /// The swipe direction the event must carry, if given.
  public var direction: Direction?
  /// The pose or option name the event must carry, if given.
  public var name: String?
  /// The pinching finger the event must carry, if given.
  public var finger: Finger?
  /// The two-hand pinch scale the event must carry, if given.
  public var scale: Double?
  /// How far from ``scale`` the event's scale may be; 0 by default, and
  /// 10⁻⁹ further still meets it, as for ``tolerance``.
  public var scaleTolerance: Double = 0
  /// The two-hand pinch rotation the event must carry, in radians, if
  /// given.
  public var rotation: Double?
  /// How far from ``rotation`` the event's rotation may be, in radians;
  /// 0 by default, and 10⁻⁹ further still meets it, as for ``tolerance``.
  public var rotationTolerance: Double = 0

  /// Creates an expectation.
  ///
  /// - Parameters:
  ///   - gesture: The gesture the event must have.
  ///   - phase: The phase the event must have.
  ///   - time: The expected time, in seconds.
  ///   - within: The allowed distance from `time`, in seconds.
  ///   - hand: The hand the event must name.
  ///   - value: The slider value the event must carry.
  ///   - tolerance: The allowed distance from `value`.
  ///   - direction: The swipe direction the event must carry.
  ///   - name: The pose or option name the event must carry.
  ///   - finger: The pinching finger the event must carry.
  ///   - track: The track the event's hand must be followed by.
  public init(
    gesture: Gesture,
    phase: Phase,
    time: Double,
    within: Double = 0,
    hand: Chirality? = nil,
    value: Double? = nil,
    tolerance: Double = 0,
    direction: Direction? = nil,
    name: String? = nil,
    finger: Finger? = nil,
    track: Int? = nil
  ) {
    self.gesture = gesture
    self.phase = phase
    self.time = time
    self.within = within
    self.hand = hand
    self.value = value
    self.tolerance = tolerance
    self.direction = direction
    self.name = name
    self.finger = finger
    self.track = track
  }
}
