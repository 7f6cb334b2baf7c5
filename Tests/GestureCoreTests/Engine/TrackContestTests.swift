import GestureCore
import Testing

/// Two hands of one frame that could both continue one track, by its
/// label or by its identity: one of them continues it and the other
/// starts a track, whichever the frame lists first; on a tie, the first
/// listed continues it.
@Suite("GestureEngine: two hands that could continue one track")
struct TrackContestTests {
  /// A hand where the track's hand was.
  static let still = Hand.whole(wrist: Point(x: 0.5, y: 0.75))
  /// The same hand 0.75 palm sizes (of 0.125) to the right: within the
  /// reach and the label penalty, far past a duplicate (0.1 palm sizes).
  static let aside = still.moved(by: Point(x: 0.09375, y: 0))

  /// Runs a frame with `first`, then one with `second`, 1/32 s later,
  /// and returns each track's tracked point: which hand it ran on.
  static func trackedPoints(_ first: [Hand], _ second: [Hand]) -> [Point?] {
    var engine = GestureEngine()
    _ = engine.run([
      Frame(time: 0, hands: first), Frame(time: 1.0 / 32, hands: second),
    ])
    return engine.diagnostics.map(\.trackedPoint)
  }

  @Test(
    "of two hands of the track's label, the nearer continues it",
    arguments: [false, true]
  )
  func sameLabel(nearerFirst: Bool) {
    let (still, aside) = (Self.still, Self.aside)
    let hands = nearerFirst ? [still, aside] : [aside, still]
    #expect(
      Self.trackedPoints([still], hands) == [
        still[.indexTip]?.position, aside[.indexTip]?.position,
      ]
    )
  }

  @Test(
    "of two hands of the track's identity, the first listed continues it",
    arguments: [false, true]
  )
  func sameIdentity(nearerFirst: Bool) {
    var still = Self.still
    var aside = Self.aside
    still.id = .number(7)
    aside.id = .number(7)
    let (first, second) = nearerFirst ? (still, aside) : (aside, still)
    // Rule 2 reads no distance: the first listed takes the track, the
    // other starts one of the same identity.
    #expect(
      Self.trackedPoints([still], [first, second]) == [
        first[.indexTip]?.position, second[.indexTip]?.position,
      ]
    )
  }

  @Test(
    "of two hands exactly as near the track, the first listed continues it",
    arguments: [false, true]
  )
  func tie(leftFirst: Bool) {
    // Two tips 1/16 apart: the thumb tip is the reference point, and half
    // the box's diagonal, 1/32, the size. The frame's hands lie half that
    // to the left and to the right: costs of exactly 0.5 each.
    func hand(_ x: Double) -> Hand {
      .pinching(distance: 0.0625, index: Point(x: x, y: 0.5))
    }
    let (left, right) = (hand(0.5 - 0.015625), hand(0.5 + 0.015625))
    let (first, second) = leftFirst ? (left, right) : (right, left)
    #expect(
      Self.trackedPoints([hand(0.5)], [first, second]) == [
        first[.indexTip]?.position, second[.indexTip]?.position,
      ]
    )
  }
}
