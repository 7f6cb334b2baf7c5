import GestureCore

/// A stage written outside GestureCore, with public API only: a pinch held
/// for a while is a `hold`, which `began` once the pinch has lasted
/// ``duration`` and `ended` when the pinch ends, or is `cancelled` with the
/// hand.
struct HoldStage: HandStage {
  /// How long a pinch must last to be a hold, in seconds.
  var duration = 0.5
  /// Since when the hand has pinched, if it pinches.
  private var pinchedSince: Double?
  /// Whether a hold is under way.
  private var isHolding = false

  static let hold = Gesture("hold")

  var joints: JointSet { [] }

  mutating func update(_ hand: HandReading, events: inout StageEvents) {
    guard hand.pinchState == .pinched else {
      pinchedSince = nil
      if isHolding {
        isHolding = false
        events.emit(Self.hold, .ended)
      }
      return
    }
    let since = pinchedSince ?? hand.time
    pinchedSince = since
    if !isHolding, hand.time - since >= duration {
      isHolding = true
      events.emit(Self.hold, .began)
    }
  }

  mutating func handLost(cancellingGestures: Bool, events: inout StageEvents) {
    guard cancellingGestures else { return }
    pinchedSince = nil
    if isHolding {
      isHolding = false
      events.emit(Self.hold, .cancelled)
    }
  }
}

/// A stage that reads joints: the index tip's height in the display frame,
/// reported as a `height` event's value whenever it crosses the middle of
/// the image.
struct HeightStage: HandStage {
  private var isHigh: Bool?

  var joints: JointSet { JointSet(.indexTip) }
  var readsPalmSize: Bool { true }

  mutating func update(_ hand: HandReading, events: inout StageEvents) {
    guard let tip = hand.point(.indexTip) else { return }
    let high = tip.y < 0.5
    if let isHigh, isHigh != high {
      events.emit(Gesture("height"), high ? .began : .ended, value: tip.y)
    }
    isHigh = high
  }
}
