/// What ``HandGestureEngine`` reports of its stages between frames, and how its
/// track renames it.
extension HandGestureEngine {
  /// Names another hand in the events and diagnostics from now on: the
  /// track's labels have shown it to be that one.
  ///
  /// - Parameter hand: The hand to name.
  mutating func relabel(_ hand: Chirality) {
    self.hand = hand
    diagnostics.hand = hand
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
