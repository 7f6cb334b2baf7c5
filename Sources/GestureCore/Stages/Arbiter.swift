/// The one place that decides which of a hand's gestures may begin when
/// several claim the hand.
///
/// A gesture holds the hand while it goes on: a pinch while pinched, a
/// movement while moving. A gesture that is not going on may begin only
/// if no gesture it conflicts with holds the hand; one that goes on
/// continues whatever the others do. The conflicts come from the
/// configuration's ``GestureConfiguration/Arbitration-swift.enum``:
///
/// | policy | conflicts |
/// | --- | --- |
/// | `independent` (handKit) | the index and the middle pinch |
/// | `exclusive` (adaptive) | the pinches with each other and with the movement |
///
/// A hand pinches one finger at a time under either policy.
///
/// The stages decide in the engine's fixed order (index pinch, middle
/// pinch, movement), each recording when it begins and ends, right in
/// its frame: a stage sees what the stages before it hold after this
/// frame, and what the stages after it held after the last one. So on a
/// frame where two conflicting gestures could begin, the earlier one does.
struct Arbiter: Sendable {
  /// A gesture that claims the hand.
  enum Claim: Int, Sendable {
    /// The thumb-index pinch.
    case indexPinch
    /// The thumb-middle pinch.
    case middlePinch
    /// The movement, and the slider it drives.
    case movement

    /// The claim's bit.
    var bit: UInt8 {
      @inline(__always) get { 1 << UInt8(rawValue) }
    }
  }

  /// For each claim, the bits of the other claims it cannot begin
  /// alongside.
  private let conflicts: (UInt8, UInt8, UInt8)
  /// The bits of the claims that hold the hand.
  private var held: UInt8 = 0

  /// Creates an arbiter under which no gesture holds the hand.
  ///
  /// - Parameter policy: The configuration's arbitration.
  init(policy: GestureConfiguration.Arbitration) {
    let pinches = Claim.indexPinch.bit | Claim.middlePinch.bit
    switch policy {
    case .independent:
      conflicts = (Claim.middlePinch.bit, Claim.indexPinch.bit, 0)
    case .exclusive:
      conflicts = (
        Claim.middlePinch.bit | Claim.movement.bit,
        Claim.indexPinch.bit | Claim.movement.bit,
        pinches
      )
    }
  }

  /// Whether a gesture that is not going on may begin now.
  ///
  /// - Parameter claim: The gesture.
  /// - Returns: `true` when no gesture it conflicts with holds the hand.
  @inline(__always)
  func mayBegin(_ claim: Claim) -> Bool {
    let blocking: UInt8 =
      switch claim {
      case .indexPinch: conflicts.0
      case .middlePinch: conflicts.1
      case .movement: conflicts.2
      }
    return held & blocking == 0
  }

  /// Records whether a gesture holds the hand after this frame.
  ///
  /// - Parameters:
  ///   - claim: The gesture.
  ///   - holds: Whether it goes on.
  @inline(__always)
  mutating func record(_ claim: Claim, holds: Bool) {
    if holds { held |= claim.bit } else { held &= ~claim.bit }
  }
}
