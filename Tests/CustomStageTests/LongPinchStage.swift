import GestureCore

/// A stage written outside GestureCore, with public API only: a pinch held
/// for a while is a `longPinch`, which `began` once the pinch has lasted
/// ``duration`` and `ended` when the pinch ends, or is `cancelled` with the
/// hand. (GestureCore has this gesture built in, as `hold`; its name is
/// the app's own, so that the two are never confused.)
struct LongPinchStage: HandStage {
  /// Where a hand is in a long pinch.
  private enum State {
    /// The hand does not pinch.
    case open
    /// The hand has pinched since a time, not yet for ``duration``.
    case pinched(since: Double)
    /// The pinch has lasted ``duration``: a long pinch is under way.
    case holding
  }

  /// How long a pinch must last to be a long pinch, in seconds.
  var duration: Double
  private var state = State.open

  init(duration: Double = 0.5) {
    self.duration = duration
  }

  static let longPinch = Gesture("longPinch")

  var joints: JointSet { [] }

  var isIdle: Bool {
    if case .holding = state { return false }
    return true
  }

  mutating func update(_ hand: HandReading, events: inout StageEvents) {
    guard hand.pinchState == .pinched else {
      if case .holding = state { events.emit(Self.longPinch, .ended) }
      state = .open
      return
    }
    let since: Double
    switch state {
    case .holding: return
    case .open: since = hand.time
    case .pinched(let start): since = start
    }
    if TimeBound.reaches(hand.time - since, duration) {
      state = .holding
      events.emit(Self.longPinch, .began)
    } else {
      state = .pinched(since: since)
    }
  }

  mutating func handLost(cancellingGestures: Bool, events: inout StageEvents) {
    guard cancellingGestures else { return }
    if case .holding = state { events.emit(Self.longPinch, .cancelled) }
    state = .open
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
