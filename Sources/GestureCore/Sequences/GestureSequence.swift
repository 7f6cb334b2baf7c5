/// A gesture made of steps, declared as data: each step an event of the
/// same hand (a pose began, a pinch began, a swipe left), held for a
/// minimum time if it asks, and followed by the next within a maximum
/// time. When the last step comes, the hand reports
/// `sequence recognized` with the sequence's ``name``.
///
/// ```swift
/// let grab = GestureSequence(name: "grab", steps: [
///   .init(.pose, name: "openPalm", minimumDuration: 0.3),
///   .init(.pose, name: "closedFist"),
/// ])
/// ```
///
/// A step's gesture is *active* from the event that matches the step
/// until an event ends it (`ended` or `cancelled` of the same gesture,
/// with the same name and finger); an event of another phase, such as a
/// swipe's `recognized`, is active only at its instant. A step is *done*
/// once its gesture has been active for its ``Step/minimumDuration``;
/// then the next step's event may come, while the gesture is still active
/// or within ``Step/maximumDelay`` of its end (of the event, for one that
/// does not last). A step whose gesture ends before it is done, or a next
/// step that does not come in time, resets the sequence, and so does a
/// hand lost. Events of other gestures in between change nothing; an
/// event that matches the first step while a later step is awaited or its
/// gesture active, and does not make the next step, starts the sequence
/// again. See `Docs/Gestures/Sequences.md`.
public struct GestureSequence: Hashable, Sendable, Codable {
  /// The name the `sequence recognized` event carries: 1 to 40 letters,
  /// digits, `-` or `_`.
  public var name: String
  /// The steps, in order: at least one.
  public var steps: [Step]

  /// Creates a sequence.
  ///
  /// - Parameters:
  ///   - name: The name its events carry.
  ///   - steps: Its steps, in order.
  public init(name: String, steps: [Step]) {
    self.name = name
    self.steps = steps
  }

  /// One step: the event that makes it, how long its gesture must stay
  /// active, and how long the next step may take.
  public struct Step: Hashable, Sendable, Codable {
    /// The gesture of the step's event.
    public var gesture: Gesture
    /// The event's phase, or `nil` for the phases that start a gesture
    /// (`began`, `recognized`).
    public var phase: Phase?
    /// The event's name (a pose's), or `nil` for any.
    public var name: String?
    /// The event's direction (a swipe's), or `nil` for any.
    public var direction: Direction?
    /// The event's finger (a pinch's, hold's or double pinch's), or `nil`
    /// for any. A pinch's events name a finger only with the secondary
    /// pinch on (``GestureConfiguration/Pinch-swift.struct/isSecondaryEnabled``),
    /// so a configuration without it refuses a finger on a pinch step.
    public var finger: Finger?
    /// How long, in seconds, the step's gesture must stay active after
    /// its event before the step is done; 0 (the default) for at once. A
    /// step with a minimum duration is made only by an event that begins
    /// a gesture (`began`).
    public var minimumDuration: Double
    /// How long, in seconds, after the step's gesture ends (after its
    /// event, for one that does not last) the next step's event may come;
    /// 1 by default. Not read for the last step.
    public var maximumDelay: Double

    /// Creates a step.
    ///
    /// - Parameters:
    ///   - gesture: The gesture of the step's event.
    ///   - phase: The event's phase, or `nil` for `began` or `recognized`.
    ///   - name: The event's name, or `nil` for any.
    ///   - direction: The event's direction, or `nil` for any.
    ///   - finger: The event's finger, or `nil` for any.
    ///   - minimumDuration: How long the gesture must stay active, s.
    ///   - maximumDelay: How long the next step may take, s.
    public init(
      _ gesture: Gesture,
      phase: Phase? = nil,
      name: String? = nil,
      direction: Direction? = nil,
      finger: Finger? = nil,
      minimumDuration: Double = 0,
      maximumDelay: Double = 1
    ) {
      self.gesture = gesture
      self.phase = phase
      self.name = name
      self.direction = direction
      self.finger = finger
      self.minimumDuration = minimumDuration
      self.maximumDelay = maximumDelay
    }

    /// Whether an event makes this step.
    public func matches(_ event: GestureEvent) -> Bool {
      guard event.gesture == gesture else { return false }
      if let phase {
        guard event.phase == phase else { return false }
      } else {
        guard event.phase == .began || event.phase == .recognized else {
          return false
        }
      }
      if minimumDuration > 0, event.phase != .began { return false }
      if let name, event.name != name { return false }
      if let direction, event.direction != direction { return false }
      if let finger, event.finger != finger { return false }
      return true
    }
  }
}
