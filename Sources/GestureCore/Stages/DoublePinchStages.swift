/// The double pinches of a hand's pinches: the thumb-index pinch's, and
/// the thumb-middle pinch's when the secondary pinch is on (see
/// ``DoublePinchStage``).
struct DoublePinchStages: Sendable {
  /// The thumb-index pinch's double pinch.
  private var index: DoublePinchStage
  /// The thumb-middle pinch's double pinch, with the secondary pinch.
  private var middle: DoublePinchStage?

  /// Creates the double pinches of a configuration's pinches, or `nil`
  /// when double pinches or pinches are off.
  ///
  /// - Parameter configuration: The engine's configuration.
  init?(_ configuration: GestureConfiguration) {
    guard configuration.doublePinch.isEnabled, configuration.pinch.isEnabled
    else { return nil }
    index = DoublePinchStage(.index, configuration: configuration)
    if configuration.pinch.isSecondaryEnabled {
      middle = DoublePinchStage(.middle, configuration: configuration)
    }
  }

  /// Whether neither double pinch has a pinch under way or awaits a
  /// second one (with events of the first it may hold back).
  var isIdle: Bool {
    index.phase == .idle && (middle?.phase ?? .idle) == .idle
  }

  /// Whether the thumb-index pinch's double pinch holds back the `began`
  /// of a pinch going on (see ``DoublePinchStage/holdsBackPinch``).
  var holdsBackIndexPinch: Bool { index.holdsBackPinch }

  /// Runs one frame of a hand that is seen, after the pinch stages: the
  /// index finger's double pinch, then the middle finger's; the
  /// diagnostics get the index finger's phase.
  // Out of line, so that the engine's `see` stays small enough for the
  // pinch stages to be inlined into it (Docs/Performance/WhereTheTimeGoes.md).
  @inline(never)
  mutating func update(
    diagnostics: inout HandDiagnostics,
    emitter: inout EventEmitter
  ) {
    index.update(emitter: &emitter)
    middle?.update(emitter: &emitter)
    diagnostics.doublePinchPhase = index.phase
  }

  /// Forgets the pinches that a gesture that runs after the pinches has
  /// just cancelled.
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

  /// Resets the double pinches: the hand is lost.
  ///
  /// - Parameters:
  ///   - isCancelled: Whether the loss cancelled the pinches (after the
  ///     loss timeout), or they go on.
  ///   - diagnostics: The hand's diagnostics.
  ///   - emitter: Where the events go.
  mutating func lose(
    isCancelled: Bool,
    diagnostics: inout HandDiagnostics,
    emitter: inout EventEmitter
  ) {
    index.lose(isCancelled: isCancelled, emitter: &emitter)
    middle?.lose(isCancelled: isCancelled, emitter: &emitter)
    diagnostics.doublePinchPhase = index.phase
  }
}
