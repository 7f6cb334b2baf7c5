import GestureCore

// Builders for hands and frames. They only build values and never check
// anything, so Swift Testing and XCTest suites can share them.
//
// Most positions in the tests are dyadic fractions (multiples of 1/1024,
// or simple sums of powers of two) so that the differences the engine
// computes are exact and a threshold can be hit exactly.

extension Hand {
  /// A hand with only its thumb tip and index tip, at raw points.
  ///
  /// - Parameters:
  ///   - thumb: The thumb tip's raw position, in normalized image units.
  ///   - index: The index tip's raw position, in normalized image units.
  ///   - thumbConfidence: The thumb tip's confidence, 1 by default.
  ///   - indexConfidence: The index tip's confidence, 1 by default.
  ///   - chirality: The hand's chirality, `right` by default.
  ///   - wrist: The wrist's raw position, if the hand should have one.
  /// - Returns: A hand with two or three joints.
  static func tips(
    thumb: Point,
    index: Point,
    thumbConfidence: Double = 1,
    indexConfidence: Double = 1,
    chirality: Chirality = .right,
    wrist: Point? = nil
  ) -> Hand {
    var hand = Hand(chirality: chirality)
    hand[.thumbTip] = Landmark(position: thumb, confidence: thumbConfidence)
    hand[.indexTip] = Landmark(position: index, confidence: indexConfidence)
    if let wrist {
      hand[.wrist] = Landmark(position: wrist)
    }
    return hand
  }

  /// An open hand: the thumb tip a quarter unit left of and below the
  /// index tip, about 0.354 away, far above any pinch threshold.
  ///
  /// - Parameters:
  ///   - index: The index tip's raw position.
  ///   - confidence: The confidence of both tips, 1 by default.
  ///   - chirality: The hand's chirality, `right` by default.
  ///   - wrist: The wrist's raw position, if the hand should have one.
  /// - Returns: A hand that does not pinch.
  static func open(
    index: Point,
    confidence: Double = 1,
    chirality: Chirality = .right,
    wrist: Point? = nil
  ) -> Hand {
    tips(
      thumb: Point(x: index.x - 0.25, y: index.y + 0.25),
      index: index,
      thumbConfidence: confidence,
      indexConfidence: confidence,
      chirality: chirality,
      wrist: wrist
    )
  }

  /// A hand whose thumb tip is `distance` to the left of its index tip.
  ///
  /// The distance the engine measures is exactly `distance` when both it
  /// and `index.x` are short dyadic fractions (1/128, 3/128, 0.5, ...).
  ///
  /// - Parameters:
  ///   - distance: The thumb-index distance, in normalized units.
  ///   - index: The index tip's raw position, (0.5, 0.5) by default.
  ///   - thumbConfidence: The thumb tip's confidence, 1 by default.
  ///   - indexConfidence: The index tip's confidence, 1 by default.
  ///   - chirality: The hand's chirality, `right` by default.
  ///   - wrist: The wrist's raw position, if the hand should have one.
  /// - Returns: A hand with two or three joints.
  static func pinching(
    distance: Double,
    index: Point = Point(x: 0.5, y: 0.5),
    thumbConfidence: Double = 1,
    indexConfidence: Double = 1,
    chirality: Chirality = .right,
    wrist: Point? = nil
  ) -> Hand {
    tips(
      thumb: Point(x: index.x - distance, y: index.y),
      index: index,
      thumbConfidence: thumbConfidence,
      indexConfidence: indexConfidence,
      chirality: chirality,
      wrist: wrist
    )
  }
}

/// Thumb-index distances, in normalized units, that the tests use: short
/// dyadic fractions, so `0.5 - d` and back is exact.
enum PinchDistance {
  /// 1/128 = 0.0078125: pinched (below 0.015).
  static let closed = 1.0 / 128
  /// 3/128 = 0.0234375: between the thresholds; the state holds.
  static let between = 3.0 / 128
  /// 1/16 = 0.0625: open (above 0.03).
  static let open = 1.0 / 16
}

extension Frame {
  /// The interval between the frames the builders make: 1/32 s, so that
  /// every frame time `k / 32` is exact.
  static let interval = 1.0 / 32

  /// Frames at times `k / 32`, each with one hand or none.
  ///
  /// - Parameter hands: One optional hand per frame; `nil` gives a frame
  ///   without hands.
  /// - Returns: One frame per element, at times 0, 1/32, 2/32, ...
  static func sequence(_ hands: [Hand?]) -> [Frame] {
    hands.enumerated().map { index, hand in
      Frame(time: Double(index) * interval, hands: hand.map { [$0] } ?? [])
    }
  }

  /// Frames at times `k / 32`, each with any number of hands.
  ///
  /// - Parameter hands: The hands of each frame, in the order listed.
  /// - Returns: One frame per element, at times 0, 1/32, 2/32, ...
  static func sequence(_ hands: [[Hand]]) -> [Frame] {
    hands.enumerated().map { index, hands in
      Frame(time: Double(index) * interval, hands: hands)
    }
  }
}

/// Open right hands whose index tips follow a horizontal path.
///
/// - Parameters:
///   - xs: The index tip's raw `x` in each frame, in normalized units.
///   - y: The index tip's raw `y` in every frame, 0.5 by default.
/// - Returns: One open hand per `x`.
func openHands(indexX xs: [Double], y: Double = 0.5) -> [Hand?] {
  xs.map { Hand.open(index: Point(x: $0, y: y)) }
}

/// The `x` positions of a steady horizontal sweep.
///
/// - Parameters:
///   - start: The first `x`, in normalized units.
///   - step: The change per frame; use a dyadic step such as 1/64.
///   - count: The number of positions.
/// - Returns: `start`, `start + step`, ... (`count` values).
func sweep(from start: Double, step: Double, count: Int) -> [Double] {
  (0..<count).map { start + Double($0) * step }
}

extension GestureEngine {
  /// Processes frames in order and returns each frame's events.
  ///
  /// - Parameter frames: The frames, in time order.
  /// - Returns: The events of each frame, one array per frame.
  mutating func run(_ frames: [Frame]) -> [[GestureEvent]] {
    frames.map { process($0) }
  }
}

extension GestureEvent {
  /// An event of the right hand at frame `frame` of a ``Frame/sequence(_:)``
  /// (so at time `frame / 32`).
  ///
  /// - Parameters:
  ///   - frame: The frame index.
  ///   - gesture: The gesture.
  ///   - phase: The phase.
  ///   - value: The slider value, if any.
  ///   - name: The picker option, if any.
  ///   - hand: The hand, `right` by default.
  ///   - track: The hand's track, if reported.
  /// - Returns: The event the engine should produce.
  static func at(
    _ frame: Int,
    _ gesture: Gesture,
    _ phase: Phase,
    value: Double? = nil,
    name: String? = nil,
    hand: Chirality = .right,
    track: Int? = nil
  ) -> GestureEvent {
    GestureEvent(
      time: Double(frame) * Frame.interval,
      frame: frame,
      hand: hand,
      gesture: gesture,
      phase: phase,
      value: value,
      name: name,
      track: track
    )
  }
}
