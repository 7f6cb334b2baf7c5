import GestureCore

extension Hand {
  /// The joints of a whole hand, each as an offset from the wrist in palm
  /// sizes (raw `y` grows downwards): the middle knuckle straight above the
  /// wrist, one palm size away, and every other palm segment shorter, so
  /// that the hand's size is exactly its palm size. The thumb tip is
  /// placed apart, beside the index tip.
  private static let wholeOffsets: [Joint: (x: Double, y: Double)] = [
    .wrist: (0, 0), .thumbCMC: (-0.25, -0.25), .thumbMP: (-0.5, -0.5),
    .thumbIP: (-0.625, -0.75),
    .indexMCP: (-0.25, -0.875), .indexPIP: (-0.25, -1.25),
    .indexDIP: (-0.25, -1.5), .indexTip: (-0.25, -1.75),
    .middleMCP: (0, -1), .middlePIP: (0, -1.375), .middleDIP: (0, -1.625),
    .middleTip: (0, -1.875),
    .ringMCP: (0.25, -0.875), .ringPIP: (0.25, -1.25),
    .ringDIP: (0.25, -1.5), .ringTip: (0.25, -1.75),
    .littleMCP: (0.5, -0.75), .littlePIP: (0.5, -1), .littleDIP: (0.5, -1.125),
    .littleTip: (0.5, -1.25),
  ]

  /// A hand with all 21 joints, its size (its longest palm segment)
  /// exactly `size`.
  ///
  /// With dyadic arguments every position is exact, so distances between
  /// two such hands are too.
  ///
  /// - Parameters:
  ///   - wrist: The wrist's raw position, in normalized image units.
  ///   - size: The palm size, in normalized image units.
  ///   - pinch: How far the thumb tip lies left of the index tip.
  ///   - chirality: The label, `right` by default.
  ///   - score: The hand's score, 1 by default.
  ///   - id: The tracker's identity, none by default.
  /// - Returns: The hand.
  static func whole(
    wrist: Point,
    size: Double = 0.125,
    pinch: Double = 0.25,
    chirality: Chirality = .right,
    score: Double = 1,
    id: HandID? = nil
  ) -> Hand {
    var hand = Hand(chirality: chirality, score: score, id: id)
    for (joint, offset) in wholeOffsets {
      hand[joint] = Landmark(
        x: wrist.x + offset.x * size,
        y: wrist.y + offset.y * size
      )
    }
    let indexTip = hand[.indexTip]?.position ?? wrist
    hand[.thumbTip] = Landmark(x: indexTip.x - pinch, y: indexTip.y)
    return hand
  }

  /// The same hand with every joint moved by `offset`.
  func moved(by offset: Point) -> Hand {
    var hand = self
    for (joint, landmark) in joints {
      hand[joint] = Landmark(
        x: landmark.position.x + offset.x,
        y: landmark.position.y + offset.y
      )
    }
    return hand
  }

  /// The same hand with another label.
  func labelled(_ chirality: Chirality) -> Hand {
    var hand = self
    hand.chirality = chirality
    return hand
  }
}

/// A closed and an open pinch for whole hands: handKit pinches below
/// 0.015, adaptive below 0.2 palm sizes (0.025 for a palm of 0.125).
enum WholePinch {
  static let closed = 0.0078125
  static let open = 0.25
}
