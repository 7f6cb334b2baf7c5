/// The holds of a hand's pinches: the thumb-index pinch's, and the
/// thumb-middle pinch's when the secondary pinch is on (see
/// ``HoldStage``).
struct HoldStages: Sendable {
  /// The thumb-index pinch's hold.
  private var index: HoldStage
  /// The thumb-middle pinch's hold, with the secondary pinch.
  private var middle: HoldStage?

  /// Creates the holds of a configuration's pinches, or `nil` when holds
  /// or pinches are off.
  ///
  /// - Parameter configuration: The engine's configuration.
  init?(_ configuration: GestureConfiguration) {
    guard configuration.hold.isEnabled, configuration.pinch.isEnabled else {
      return nil
    }
    index = HoldStage(.index, configuration: configuration)
    if configuration.pinch.isSecondaryEnabled {
      middle = HoldStage(.middle, configuration: configuration)
    }
  }

  /// Whether no hold has begun and not yet ended.
  var isIdle: Bool {
    index.phase != .holding && middle?.phase != .holding
  }

  /// Runs one frame of a hand that is seen, after the pinch stages: the
  /// index finger's hold, then the middle finger's.
  // Out of line, so that the engine's `see` stays small enough for the
  // pinch stages to be inlined into it (Docs/Performance/WhereTheTimeGoes.md).
  @inline(never)
  mutating func update(
    _ frame: StageFrame,
    indexPinch: PinchStage,
    middlePinch: PinchStage?,
    diagnostics: inout HandDiagnostics,
    emitter: inout EventEmitter
  ) {
    index.update(
      frame,
      pinch: indexPinch.state,
      isClosed: indexPinch.recognizer.state == .pinched,
      diagnostics: &diagnostics,
      emitter: &emitter
    )
    guard let middlePinch else { return }
    middle?.update(
      frame,
      pinch: middlePinch.state,
      isClosed: middlePinch.recognizer.state == .pinched,
      diagnostics: &diagnostics,
      emitter: &emitter
    )
  }

  /// Cancels the holds whose pinch a gesture that runs after the pinches
  /// has just cancelled, after the pinch's `cancelled`.
  @inline(never)
  mutating func resolve(
    _ indexPinch: PinchStage,
    _ middlePinch: PinchStage?,
    emitter: inout EventEmitter
  ) {
    index.resolve(indexPinch.state, emitter: &emitter)
    guard let middlePinch else { return }
    middle?.resolve(middlePinch.state, emitter: &emitter)
  }

  /// Cancels the holds that began: the hand was lost for longer than the
  /// loss timeout; the diagnostics' hold is idle.
  mutating func cancel(
    diagnostics: inout HandDiagnostics,
    emitter: inout EventEmitter
  ) {
    index.cancel(emitter: &emitter)
    middle?.cancel(emitter: &emitter)
    diagnostics.holdPhase = .idle
  }
}
