/// The stage of a double pinch: two quick pinches of one finger, as a
/// double tap.
///
/// It runs after the pinch stages and reads the frame's `pinch` events of
/// its finger from the ``EventEmitter``. A pinch that began (the first)
/// and ended at most
/// ``GestureConfiguration/DoublePinch-swift.struct/maximumPinchDuration``
/// seconds later, followed by a pinch that begins at most
/// ``GestureConfiguration/DoublePinch-swift.struct/maximumInterval``
/// seconds after that release, reports `doublePinch recognized` with the
/// finger on the frame the second pinch begins. A cancelled pinch is no
/// part of a double pinch.
///
/// When the pinch awaits the double pinch's failure
/// (``GestureConfiguration/Relationships-swift.struct/pinchWithDoublePinch``
/// is `awaitsFailureOf`), the stage takes the pinch's events of a pinch
/// that may yet be part of a double pinch out of the frame's events, and
/// reports them, at its own place in the frame's order, once no double
/// pinch can follow; the events of a double pinch's two pinches are never
/// reported. The pinch stage's state, its claim on the hand and the holds
/// that read it are unchanged: only its events wait. The two-hand pinch,
/// which reads the pinch as the hand reports it, asks ``holdsBackPinch``.
struct DoublePinchStage: Sendable {
  /// Where the double pinch stands.
  enum State: Sendable {
    /// No pinch is going on or awaited.
    case idle
    /// A pinch that began at `began` (seconds) is going on and may be the
    /// first of a double pinch.
    case firstPinch(began: Double)
    /// The first pinch was released at `releasedAt` (seconds).
    case awaitingSecond(releasedAt: Double)
    /// The second pinch of a recognized double pinch is going on.
    case secondPinch
    /// A pinch is going on that lasted too long to be a first pinch.
    case longPinch
  }

  /// The finger that `doublePinch` events name, always.
  private let finger: Finger
  /// The finger the pinch's events name (`nil` for the thumb-index pinch
  /// when it is the only one).
  private let pinchFinger: Finger?
  /// Whether the pinch's events wait for the double pinch to fail.
  private let awaitsFailure: Bool
  /// The longest first pinch, in seconds.
  private let maximumPinchDuration: Double
  /// The longest release between the pinches, in seconds.
  private let maximumInterval: Double
  /// Where the double pinch stands.
  private(set) var state = State.idle

  /// Creates the double pinch of a finger.
  ///
  /// - Parameters:
  ///   - finger: `index` or `middle`.
  ///   - configuration: The engine's configuration.
  init(_ finger: Finger, configuration: GestureConfiguration) {
    self.finger = finger
    pinchFinger =
      finger == .middle || configuration.pinch.isSecondaryEnabled
      ? finger : nil
    awaitsFailure =
      configuration.relationships.pinchWithDoublePinch == .awaitsFailureOf
    maximumPinchDuration = configuration.doublePinch.maximumPinchDuration
    maximumInterval = configuration.doublePinch.maximumInterval
  }

  /// The double pinch's phase, as the diagnostics report it.
  var phase: DoublePinchPhase {
    switch state {
    case .idle: .idle
    case .firstPinch: .firstPinch
    case .awaitingSecond: .awaitingSecond
    case .secondPinch: .secondPinch
    case .longPinch: .longPinch
    }
  }

  /// Whether a pinch is going on whose `began` the stage holds back: one
  /// that may be the first of a double pinch, or is the second of one
  /// (whose events are never reported), while the pinch awaits the double
  /// pinch's failure. The hand has not reported such a pinch.
  var holdsBackPinch: Bool {
    guard awaitsFailure else { return false }
    switch state {
    case .firstPinch, .secondPinch: return true
    case .idle, .awaitingSecond, .longPinch: return false
    }
  }

  /// Runs one frame of a hand that is seen, after the pinch stages: takes
  /// the frame's pinch events of the finger, then the time.
  ///
  /// - Parameter emitter: The frame's events, from `emitter.first` on.
  mutating func update(emitter: inout EventEmitter) {
    let time = emitter.time
    var end = emitter.events.count
    var position = emitter.first
    while position < end {
      let event = emitter.events[position]
      guard event.gesture == .pinch, event.finger == pinchFinger else {
        position += 1
        continue
      }
      if take(event.phase, at: time, emitter: &emitter) {
        emitter.events.remove(at: position)
        end -= 1
      } else {
        position += 1
      }
    }
    switch state {
    case .firstPinch(let began)
    where (time - began).exceeds(maximumPinchDuration):
      state = .longPinch
      if awaitsFailure { emitter.emit(.pinch, .began, finger: pinchFinger) }
    case .awaitingSecond(let releasedAt)
    where (time - releasedAt).exceeds(maximumInterval):
      state = .idle
      reportHeldBackPinch(emitter: &emitter)
    case .idle, .firstPinch, .awaitingSecond, .secondPinch, .longPinch:
      break
    }
  }

  /// Takes one pinch event of the frame, returning whether it is held
  /// back.
  private mutating func take(
    _ phase: Phase,
    at time: Double,
    emitter: inout EventEmitter
  ) -> Bool {
    switch (phase, state) {
    case (.began, .awaitingSecond(let releasedAt))
    where !(time - releasedAt).exceeds(maximumInterval):
      state = .secondPinch
      emitter.emit(.doublePinch, .recognized, finger: finger)
      return awaitsFailure
    case (.began, .awaitingSecond):
      // The interval passed between two frames: the first pinch was a
      // single one.
      reportHeldBackPinch(emitter: &emitter)
      state = .firstPinch(began: time)
      return awaitsFailure
    case (.began, _):
      state = .firstPinch(began: time)
      return awaitsFailure
    case (.ended, .firstPinch(let began)):
      guard !(time - began).exceeds(maximumPinchDuration) else {
        // It lasted too long, which this frame is the first to show.
        state = .idle
        if awaitsFailure {
          emitter.emit(.pinch, .began, finger: pinchFinger)
          emitter.emit(.pinch, .ended, finger: pinchFinger)
        }
        return awaitsFailure
      }
      state = .awaitingSecond(releasedAt: time)
      return awaitsFailure
    case (.ended, .secondPinch), (.cancelled, .secondPinch),
      (.cancelled, .firstPinch):
      state = .idle
      return awaitsFailure
    case (_, .longPinch):
      state = .idle
      return false
    default:
      // The end of a pinch this stage did not see begin (it began before
      // the hand's double pinch was reset), or a phase a pinch lacks.
      return false
    }
  }

  /// Forgets a pinch cancelled after this stage ran (by a gesture that
  /// runs after the pinches), holding its `cancelled` back with its
  /// `began`.
  ///
  /// - Parameters:
  ///   - pinch: The pinch's state as its events now report it.
  ///   - emitter: Where the events go.
  mutating func resolve(
    _ pinch: PinchRecognizer.State,
    emitter: inout EventEmitter
  ) {
    guard case .open = pinch else { return }
    switch state {
    case .firstPinch, .secondPinch, .longPinch:
      lose(isCancelled: true, emitter: &emitter)
    case .idle, .awaitingSecond:
      break
    }
  }

  /// Resets the double pinch: the hand is lost, its pinch cancelled with
  /// it or going on.
  ///
  /// A pinch that goes on can no longer be a first pinch; a released one
  /// is a single pinch.
  ///
  /// - Parameters:
  ///   - isCancelled: Whether the pinch was cancelled, or it goes on.
  ///   - emitter: Where the events go; a held-back `cancelled` is taken
  ///     out of them.
  mutating func lose(isCancelled: Bool, emitter: inout EventEmitter) {
    switch state {
    case .idle:
      break
    case .firstPinch, .secondPinch:
      if isCancelled {
        if awaitsFailure { removeLastCancellation(emitter: &emitter) }
        state = .idle
      } else if case .firstPinch = state {
        state = .longPinch
        if awaitsFailure { emitter.emit(.pinch, .began, finger: pinchFinger) }
      }
    case .awaitingSecond:
      state = .idle
      reportHeldBackPinch(emitter: &emitter)
    case .longPinch:
      if isCancelled { state = .idle }
    }
  }

  /// Reports a released pinch's held-back `began` and `ended`.
  private func reportHeldBackPinch(emitter: inout EventEmitter) {
    guard awaitsFailure else { return }
    emitter.emit(.pinch, .began, finger: pinchFinger)
    emitter.emit(.pinch, .ended, finger: pinchFinger)
  }

  /// Takes the pinch's last `cancelled` of the frame out of its events.
  private func removeLastCancellation(emitter: inout EventEmitter) {
    var position = emitter.events.count
    while position > emitter.first {
      position -= 1
      let event = emitter.events[position]
      if event.gesture == .pinch, event.phase == .cancelled,
        event.finger == pinchFinger
      {
        emitter.events.remove(at: position)
        return
      }
    }
  }
}
