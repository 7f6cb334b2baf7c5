/// The stage of swipes: quick, straight strokes of the palm point.
///
/// On a frame where the wrist and the four knuckles all pass the gate, the
/// stage feeds their mean to a ``SwipeRecognizer``. In handKit the point
/// and the travel are in normalized display units; hand-relative, in
/// square units and palm sizes, once the hand's size is known. A frame
/// without the whole palm changes nothing.
struct SwipeStage: Sendable {
  private let settings: GestureConfiguration.Swipe
  private var recognizer: SwipeRecognizer

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

  /// Runs one frame of a hand that is seen.
  // A function of its own: see Docs/Performance.md.
  @inline(never)
  mutating func update(
    _ frame: StageFrame,
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
      at: frame.time,
      minimumDistance: minimum
    )
    let travel = recognizer.travel
    diagnostics.swipeTravel =
      minimum > 0
      ? (travel.x * travel.x + travel.y * travel.y).squareRoot() / minimum : nil
    if let direction {
      emitter.emit(.swipe, .recognized, direction: direction)
    }
  }

  /// Forgets the stroke so far: the hand was lost, and a hand that comes
  /// back elsewhere has not swiped there.
  mutating func reset() {
    recognizer.reset()
  }
}
