/// The stage of a hold: a pinch of one finger held still for a while, as
/// UIKit's long press.
///
/// It runs after the pinch stages and reads its pinch's state. When the
/// pinch has begun, the stage notes the time and the palm point (the mean
/// of the wrist and the four knuckles): in normalized display units, or
/// in square units over the hand's size with
/// ``GestureConfiguration/Hold-swift.struct/isHandRelative``. Held at
/// least ``GestureConfiguration/Hold-swift.struct/minimumDuration``
/// seconds with the palm point no farther from that place than the
/// allowance, the hold begins; the pinch released, it ends. The palm
/// moving beyond the allowance cancels a hold that began, and makes none
/// of a pinch before it begins (as a long press fails silently). A pinch
/// cancelled by another gesture, or the hand lost for longer than the
/// loss timeout, cancels the hold. A frame without the whole palm, or,
/// measured in palm sizes, before the hand's size is known, changes
/// nothing but an open pinch. The hold claims nothing of the hand beyond
/// its pinch's claim.
struct HoldStage: Sendable {
  /// Where the hold stands.
  enum State: Sendable {
    /// The pinch is open.
    case idle
    /// The pinch began at `since` (seconds) with the palm at `anchor`
    /// (display units, or square units when measured in palm sizes), and
    /// the hold has not begun.
    case pressing(since: Double, anchor: Point)
    /// The hold began; the palm was at `anchor` when the pinch began.
    case holding(anchor: Point)
    /// The palm moved beyond the allowance during this pinch: nothing
    /// more until it opens.
    case failed
  }

  /// The joints the stage reads.
  static let joints = JointSet.palm

  /// The finger the stage's events name: its pinch's, always.
  private let eventFinger: Finger
  /// Whether the stage writes the hand's diagnostics (the index finger's).
  private let isDiagnosed: Bool
  /// The time a pinch must be held, in seconds.
  private let minimumDuration: Double
  /// The allowance, in normalized units or in palm sizes.
  private let allowance: Double
  /// Whether the allowance is in palm sizes.
  private let isHandRelative: Bool
  /// Where the hold stands.
  private(set) var state = State.idle

  /// Creates the hold of a finger's pinch.
  ///
  /// - Parameters:
  ///   - finger: `index` or `middle`.
  ///   - configuration: The engine's configuration.
  init(_ finger: Finger, configuration: GestureConfiguration) {
    let settings = configuration.hold
    isDiagnosed = finger == .index
    eventFinger = finger
    minimumDuration = settings.minimumDuration
    isHandRelative = settings.isHandRelative
    allowance =
      settings.isHandRelative
      ? settings.relativeAllowableMovement : settings.allowableMovement
  }

  /// The hold's phase, as the diagnostics report it.
  var phase: HoldPhase {
    switch state {
    case .idle: .idle
    case .pressing: .pressing
    case .holding: .holding
    case .failed: .failed
    }
  }

  /// Runs one frame of a hand that is seen, after its pinch's stage.
  ///
  /// - Parameters:
  ///   - frame: The frame.
  ///   - pinch: The pinch's state as its events report it.
  ///   - isClosed: Whether the pinch's recognizer is pinched: a pinch
  ///     reported open while it is closed was cancelled or refused.
  ///   - diagnostics: The hand's diagnostics; the index finger's hold
  ///     writes its phase and the palm's distance from its place.
  ///   - emitter: Where the events go.
  mutating func update(
    _ frame: StageFrame,
    pinch: PinchRecognizer.State,
    isClosed: Bool,
    diagnostics: inout HandDiagnostics,
    emitter: inout EventEmitter
  ) {
    var distance: Double?
    defer {
      if isDiagnosed {
        diagnostics.holdPhase = phase
        diagnostics.holdDistance = distance
      }
    }
    guard case .pinched = pinch else {
      if case .holding = state {
        emitter.emit(.hold, isClosed ? .cancelled : .ended, finger: eventFinger)
      }
      state = .idle
      return
    }
    guard let (point, scale) = place(in: frame) else { return }
    switch state {
    case .idle:
      distance = 0
      state = .pressing(since: frame.time, anchor: point)
    case .pressing(let since, let anchor):
      distance = point.distance(to: anchor) / scale
      if let distance, distance > allowance {
        state = .failed
      } else if (frame.time - since).reaches(minimumDuration) {
        state = .holding(anchor: anchor)
        emitter.emit(.hold, .began, finger: eventFinger)
      }
    case .holding(let anchor):
      distance = point.distance(to: anchor) / scale
      if let distance, distance > allowance {
        state = .failed
        emitter.emit(.hold, .cancelled, finger: eventFinger)
      }
    case .failed:
      break
    }
  }

  /// Cancels a hold that began, and forgets a pinch that is no longer
  /// reported: another gesture cancelled the pinch after this stage ran.
  ///
  /// - Parameters:
  ///   - pinch: The pinch's state as its events now report it.
  ///   - emitter: Where the events go.
  mutating func resolve(
    _ pinch: PinchRecognizer.State,
    emitter: inout EventEmitter
  ) {
    guard case .open = pinch else { return }
    cancel(emitter: &emitter)
  }

  /// Cancels a hold that began and forgets the pinch: the hand was lost
  /// for longer than the loss timeout.
  mutating func cancel(emitter: inout EventEmitter) {
    if case .holding = state {
      emitter.emit(.hold, .cancelled, finger: eventFinger)
    }
    state = .idle
  }

  /// The palm point of a frame, and the length of the allowance's unit
  /// where it lies: the point in display units and 1, or in square units
  /// and the hand's size; `nil` when the frame lacks a palm joint or, in
  /// palm sizes, the hand's size.
  private func place(in frame: StageFrame) -> (Point, Double)? {
    guard frame.joints.accepted.isSuperset(of: .palm),
      let palm = PalmPoint.mean(of: frame.joints)?.display
    else { return nil }
    guard isHandRelative else { return (palm, 1) }
    guard let size = frame.palmSize, size > 0 else { return nil }
    return (frame.square(palm), size)
  }
}
