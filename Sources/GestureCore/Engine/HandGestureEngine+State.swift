/// What ``HandGestureEngine`` reports of its stages between frames, and how its
/// track renames it once no gesture is under way.
extension HandGestureEngine {
  /// Names the hand its track's labels have shown it to be
  /// (``trackHand``) from this frame on, unless a gesture is under way
  /// (``isIdle``): every event of a gesture names one hand, from its
  /// `began` to its end. The engine is then asked again on the next frame
  /// the hand is seen.
  ///
  /// A pose held is a shape of the hand under its old name: it ends, and
  /// begins again under the new name once it has been held for its dwell.
  /// A hand that was present is lost under its old name and found under
  /// the new one (with
  /// ``GestureConfiguration/Hands-swift.struct/reportsPresence``), so that
  /// each name's gestures come between its `hand found` and `hand lost`.
  ///
  /// - Parameters:
  ///   - time: The frame's time, in seconds.
  ///   - frame: The frame's index.
  ///   - events: The frame's events so far; the rename's are appended.
  // Out of line: a hand is renamed a few times in a session at most.
  @inline(never)
  mutating func renameIfIdle(
    time: Double,
    frame: Int,
    events: inout [GestureEvent]
  ) {
    guard isIdle else { return }
    let reportsLoss = configuration.hands.reportsPresence && presence.isPresent
    var emitter = self.emitter(time: time, frame: frame)
    swap(&emitter.events, &events)
    if runsPose { pose.end(diagnostics: &diagnostics, emitter: &emitter) }
    // A sequence's steps are one hand's events, as a loss resets it.
    sequence?.reset()
    if reportsLoss { emitter.emit(.hand, .lost) }
    hand = trackHand
    diagnostics.hand = trackHand
    emitter.hand = trackHand
    if reportsLoss { emitter.emit(.hand, .found) }
    swap(&emitter.events, &events)
  }

  /// Whether no gesture of the hand that lasts is under way: every
  /// built-in stage idle (``isIdle(in:)``) and every app stage idle
  /// (``HandStage/isIdle``).
  var isIdle: Bool {
    BuiltInStage.allCases.allSatisfy { isIdle(in: $0) }
      && custom.allSatisfy(\.isIdle)
  }

  /// Whether a built-in stage has no gesture of the hand under way between
  /// its first event and its end; a stage added to ``BuiltInStage`` does
  /// not compile until it says here.
  ///
  /// - Parameter stage: The stage.
  /// - Returns: `false` while the stage's gesture lasts.
  func isIdle(in stage: BuiltInStage) -> Bool {
    switch stage {
    case .pinch:
      indexPinch.state == .open && middlePinch?.state != .pinched
    case .doublePinch: doublePinches?.isIdle ?? true
    case .hold: holds?.isIdle ?? true
    case .movement: movement.reportedState == .idle
    // Single events (presence's, swipes, sequences) or none (the facing);
    // a pose held ends at the rename, and a sequence part made starts
    // over.
    case .presence, .facing, .swipe, .pose, .sequence: true
    // Read over every hand, by the frame's engine, not this hand's.
    case .twoHandPinch: true
    }
  }

  /// Records how many other hands of the frame about to run were dropped
  /// as duplicates of this one.
  ///
  /// - Parameter count: The number of duplicates, 0 or more.
  @inline(__always)
  mutating func noteDuplicates(_ count: Int) {
    diagnostics.duplicates = count
  }

  /// The movement recognizer's current state.
  public var movementState: MovementRecognizer.State {
    movement.reportedState
  }
  /// The pinch recognizer's current state.
  public var pinchState: PinchRecognizer.State { indexPinch.state }
  /// The slider's current value (a picker's selected index).
  public var sliderValue: Double { movement.slider.value }
  /// How far the thumb-index pinch had closed at the last frame the hand
  /// was seen with both tips, from 0 to 1; `nil` unless
  /// ``GestureConfiguration/Pinch-swift.struct/reportsStrength`` is on
  /// (see ``HandDiagnostics/pinchStrength``).
  public var pinchStrength: Double? { diagnostics.pinchStrength }
  /// How far the thumb-middle pinch had closed, as ``pinchStrength``;
  /// `nil` unless the secondary pinch is on too.
  public var middlePinchStrength: Double? { diagnostics.middlePinchStrength }
  /// The palm's current facing; `unknown` unless the configuration reads
  /// it (``GestureConfiguration/readsPalmFacing``).
  public var palmFacing: PalmFacing { facing.facing }
}
