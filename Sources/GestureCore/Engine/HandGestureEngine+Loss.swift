/// A frame on which ``HandGestureEngine``'s hand is not seen, and its loss.
extension HandGestureEngine {
  /// Takes a frame on which the hand is not seen, losing it when it is
  /// time.
  mutating func miss(at time: Double, emitter: inout EventEmitter) {
    diagnostics.clearReadings()
    // A frame on which the hand is seen replaces the reading.
    if keepsReading { lastReading = nil }
    pinchPoint = nil
    guard let loss = presence.miss(at: time) else { return }
    let isCancelled: Bool
    if case .timedOut = loss {
      isCancelled = true
      indexPinch.cancel(arbiter: &arbiter, emitter: &emitter)
      middlePinch?.cancel(arbiter: &arbiter, emitter: &emitter)
      holds?.cancel(diagnostics: &diagnostics, emitter: &emitter)
      movement.cancel(arbiter: &arbiter, emitter: &emitter)
    } else {
      isCancelled = false
    }
    doublePinches?.lose(
      isCancelled: isCancelled,
      diagnostics: &diagnostics,
      emitter: &emitter
    )
    if runsSwipe { swipe.reset() }
    if readsFacing {
      facing.reset()
      diagnostics.palmFacing = .unknown
    }
    if runsPose { pose.end(diagnostics: &diagnostics, emitter: &emitter) }
    if runsCustom {
      var events = StageEvents(emitter: emitter)
      emitter.events = []
      for index in custom.indices {
        custom[index].handLost(
          cancellingGestures: loss == .timedOut,
          events: &events
        )
      }
      swap(&events.emitter.events, &emitter.events)
    }
    palmSizes.reset()
    sequence?.reset()
    if configuration.hands.reportsPresence { emitter.emit(.hand, .lost) }
  }
}
