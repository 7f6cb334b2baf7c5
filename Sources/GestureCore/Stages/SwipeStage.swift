/// The stage of swipes: quick, straight strokes of the palm point.
///
/// On a frame where the wrist and the four knuckles all pass the gate, the
/// stage feeds their mean to a ``SwipeRecognizer``. In handKit the point
/// and the travel are in normalized display units; hand-relative, in
/// square units and palm sizes, once the hand's size is known. A frame
/// without the whole palm changes nothing.
///
/// The recognizer is fed on every such frame. A swipe it recognizes while
/// the ``Arbiter`` holds swipes back is dropped (the recognizer re-arms
/// only once the stroke no longer qualifies); otherwise the arbiter
/// decides whether it is reported now, waits for another gesture to fail,
/// or is refused.
struct SwipeStage: Sendable {
  /// Whether a recognized swipe waits to be reported.
  enum State: Sendable {
    /// No swipe waits.
    case idle
    /// A swipe in `direction` waits, since `since` (seconds), for another
    /// gesture to fail.
    case waiting(direction: Direction, since: Double)
  }

  private let settings: GestureConfiguration.Swipe
  /// The swipe rule, fed the oldest point of `window` (its own window
  /// stays empty).
  private var recognizer: SwipeRecognizer
  /// The samples of the recognizer's window.
  private var window = SwipeWindow()
  private var state = State.idle

  /// Creates the swipes of a configuration.
  ///
  /// - Parameter settings: The swipe settings.
  init(_ settings: GestureConfiguration.Swipe) {
    self.settings = settings
    recognizer = SwipeRecognizer(
      maximumDuration: settings.maximumDuration,
      minimumStraightness: settings.minimumStraightness
    )
  }

  /// The joints the stage reads.
  static let joints = JointSet.palm

  /// A stage for an engine whose configuration has swipes off, never run.
  static let idle = SwipeStage(GestureConfiguration.Swipe(isEnabled: false))

  /// Runs one frame of a hand that is seen.
  // A function of its own: see Docs/Performance/WhereTheTimeGoes.md.
  @inline(never)
  mutating func update(
    _ frame: StageFrame,
    arbiter: inout Arbiter,
    diagnostics: inout HandDiagnostics,
    emitter: inout EventEmitter
  ) {
    let joints = frame.joints
    guard joints.accepted.isSuperset(of: .palm),
      let palm = PalmPoint.mean(of: joints)
    else {
      diagnostics.swipeTravel = nil
      return
    }
    // Finite, as each gated point is (see `MovementStage`).
    var point = palm.display
    assert(point.isFinite, "A palm point is not finite.")
    var minimum = settings.minimumDistance
    if settings.isHandRelative {
      guard let size = frame.palmSize, size > 0 else {
        diagnostics.swipeTravel = nil
        return
      }
      point = frame.square(point)
      minimum = settings.relativeMinimumDistance * size
    }
    let direction = recognizer.update(
      point: point,
      oldest: window.append(
        point,
        at: frame.time,
        within: settings.maximumDuration
      ),
      minimumDistance: minimum
    )
    let travel = recognizer.travel
    diagnostics.swipeTravel =
      minimum > 0
      ? (travel.x * travel.x + travel.y * travel.y).squareRoot() / minimum : nil
    if let direction, arbiter.mayBegin(.swipe) {
      decide(
        direction,
        at: frame.time,
        waitingSince: nil,
        arbiter: &arbiter,
        emitter: &emitter
      )
    } else if case .waiting(let waiting, let since) = state {
      decide(
        waiting,
        at: frame.time,
        waitingSince: since,
        arbiter: &arbiter,
        emitter: &emitter
      )
    }
  }

  /// Reports a recognized swipe, or makes it wait or refuses it, as the
  /// arbiter decides.
  private mutating func decide(
    _ direction: Direction,
    at time: Double,
    waitingSince: Double?,
    arbiter: inout Arbiter,
    emitter: inout EventEmitter
  ) {
    switch arbiter.begin(.swipe, at: time, waitingSince: waitingSince) {
    case .begin:
      state = .idle
      emitter.emit(.swipe, .recognized, direction: direction)
    case .wait:
      state = .waiting(direction: direction, since: waitingSince ?? time)
    case .refuse:
      state = .idle
    }
  }

  /// Forgets the stroke so far: the hand was lost, and a hand that comes
  /// back elsewhere has not swiped there.
  mutating func reset() {
    recognizer.reset()
    window.removeAll()
    state = .idle
  }
}
