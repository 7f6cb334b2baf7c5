import Foundation
import GestureCore
import GestureReplay

/// The handKit rules of the design contract, written again without the
/// engine, to check what the engine does against.
enum HandKitModel {
  /// A landmark is used only if its confidence is at least this.
  static let confidenceGate = 0.7
  /// `open -> pinched` when the distance is below this.
  static let pinchEnter = 0.015
  /// `pinched -> open` when the distance is above this.
  static let pinchExit = 0.03
  /// Slider value per normalized unit of `x`.
  static let sliderGain = 100.0

  /// A change of a recognizer's state at a frame.
  struct Transition: Hashable, CustomStringConvertible {
    var frame: Int
    var phase: Phase

    var description: String { "\(phase) at frame \(frame)" }
  }

  /// Returns a raw point in the display frame: the origin, then the
  /// orientation, then mirroring, as `Docs/TraceFormat.md` says.
  static func display(_ raw: Point, in space: CoordinateSpace) -> Point {
    let x = raw.x
    let y = space.origin == .bottomLeft ? 1 - raw.y : raw.y
    var point: Point
    switch space.orientation {
    case .up: point = Point(x: x, y: y)
    case .right: point = Point(x: 1 - y, y: x)
    case .down: point = Point(x: 1 - x, y: 1 - y)
    case .left: point = Point(x: y, y: 1 - x)
    }
    if space.isMirrored { point.x = 1 - point.x }
    return point
  }

  /// Returns the hand of a chirality in a frame, if the frame has it.
  static func hand(_ chirality: Chirality, in frame: Frame) -> Hand? {
    frame.hands.first { $0.chirality == chirality }
  }

  /// Returns a joint's display point if the joint passes the gate.
  static func gated(
    _ joint: Joint,
    of hand: Hand,
    in space: CoordinateSpace
  ) -> Point? {
    guard let landmark = hand[joint], landmark.confidence >= confidenceGate,
      landmark.position.x.isFinite, landmark.position.y.isFinite
    else { return nil }
    return display(landmark.position, in: space)
  }

  /// Returns the gated thumb-to-index distance of a hand at each frame,
  /// `nil` where the hand or either tip is missing or gated out.
  static func pinchDistances(
    of chirality: Chirality,
    in trace: Trace
  ) -> [Double?] {
    trace.frames.map { frame in
      guard let hand = hand(chirality, in: frame),
        let thumb = gated(.thumbTip, of: hand, in: trace.coordinates),
        let index = gated(.indexTip, of: hand, in: trace.coordinates)
      else { return nil }
      return hypot(index.x - thumb.x, index.y - thumb.y)
    }
  }

  /// Returns the pinch's transitions from its distances, with strict
  /// hysteresis: below `pinchEnter` to begin, above `pinchExit` to end.
  static func pinchTransitions(_ distances: [Double?]) -> [Transition] {
    var isPinched = false
    var transitions: [Transition] = []
    for (frame, distance) in distances.enumerated() {
      guard let distance else { continue }
      if !isPinched && distance < pinchEnter {
        isPinched = true
        transitions.append(Transition(frame: frame, phase: .began))
      } else if isPinched && distance > pinchExit {
        isPinched = false
        transitions.append(Transition(frame: frame, phase: .ended))
      }
    }
    return transitions
  }

  /// Returns the slider value for an index tip `x` in a movement that
  /// began at `startX` with `startValue`: the fixed-reference rule.
  static func sliderValue(
    startValue: Double,
    startX: Double,
    x: Double
  ) -> Double {
    min(max(startValue + sliderGain * (x - startX), 0), 100)
  }

  /// Returns the gated index tip `x` of a hand at a frame, if there is one.
  static func indexX(
    of chirality: Chirality,
    at frame: Int,
    in trace: Trace
  ) -> Double? {
    guard let hand = hand(chirality, in: trace.frames[frame]) else {
      return nil
    }
    return gated(.indexTip, of: hand, in: trace.coordinates)?.x
  }
}
