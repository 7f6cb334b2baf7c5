/// The stage of a hand's gesture sequences (``GestureSequence``).
///
/// It runs last on every frame of the hand, seen or not, and reads the
/// events the hand's other stages reported on the frame, in their order.
/// First, a sequence whose next step is overdue resets; then each event
/// may end the active step's gesture, make the next step, or start the
/// sequence again; last, a final step held for its minimum duration by
/// the frame's time completes the sequence. A completed sequence reports
/// `sequence recognized` with its name, after the frame's other events of
/// the hand, and starts over.
struct SequenceStage: Sendable {
  /// Where one sequence stands.
  enum State: Sendable {
    /// No step made.
    case idle
    /// Step `step` was made at `start` by an event that began a gesture
    /// which has not ended; `name` and `finger` are the event's, which an
    /// event that ends the gesture carries too.
    case active(step: Int, start: Double, name: String?, finger: Finger?)
    /// Step `step` is done, its gesture over at `since` (seconds): the
    /// next step's event may come up to the step's `maximumDelay` later.
    case awaiting(step: Int, since: Double)
  }

  private let sequences: [GestureSequence]
  private var states: [State]

  /// Creates the stage of some sequences.
  ///
  /// - Parameter sequences: The sequences, valid (see
  ///   ``GestureSequence/validate(key:)``).
  init(_ sequences: [GestureSequence]) {
    self.sequences = sequences
    states = Array(repeating: .idle, count: sequences.count)
  }

  /// Reads the hand's events of a frame, from `emitter.first` on, and
  /// reports the sequences they complete.
  mutating func update(emitter: inout EventEmitter) {
    let time = emitter.time
    let end = emitter.events.count
    for index in sequences.indices {
      if case .awaiting(let step, let since) = states[index],
        (time - since).exceeds(sequences[index].steps[step].maximumDelay)
      {
        states[index] = .idle
      }
      var position = emitter.first
      while position < end {
        let event = emitter.events[position]
        if advance(index, by: event) {
          emitter.emit(.sequence, .recognized, name: sequences[index].name)
        }
        position += 1
      }
      let steps = sequences[index].steps
      if case .active(let step, let start, _, _) = states[index],
        step == steps.count - 1,
        (time - start).reaches(steps[step].minimumDuration)
      {
        states[index] = .idle
        emitter.emit(.sequence, .recognized, name: sequences[index].name)
      }
    }
  }

  /// The sequence furthest along, or `nil` when none has made a step;
  /// of two as far along, the one given first.
  var progress: SequenceProgress? {
    var furthest: (index: Int, made: Int)?
    for index in states.indices {
      let made: Int
      switch states[index] {
      case .idle: continue
      case .active(let step, _, _, _), .awaiting(let step, _): made = step + 1
      }
      if made > furthest?.made ?? 0 { furthest = (index, made) }
    }
    guard let furthest else { return nil }
    return SequenceProgress(
      name: sequences[furthest.index].name,
      stepsMade: furthest.made,
      stepCount: sequences[furthest.index].steps.count
    )
  }

  /// Forgets every sequence's progress: the hand is lost.
  mutating func reset() {
    for index in states.indices { states[index] = .idle }
  }

  /// Takes one event for a sequence, returning whether it completes it.
  private mutating func advance(_ index: Int, by event: GestureEvent) -> Bool {
    let steps = sequences[index].steps
    switch states[index] {
    case .idle:
      return steps[0].matches(event) ? make(0, of: index, by: event) : false
    case .active(let step, let start, let name, let finger):
      let current = steps[step]
      let isDone = (event.time - start).reaches(current.minimumDuration)
      if event.gesture == current.gesture,
        event.phase == .ended || event.phase == .cancelled,
        event.name == name, event.finger == finger
      {
        if !isDone {
          states[index] = .idle
        } else if step == steps.count - 1 {
          states[index] = .idle
          return true
        } else {
          states[index] = .awaiting(step: step, since: event.time)
        }
        return false
      }
      if isDone, step + 1 < steps.count, steps[step + 1].matches(event) {
        return make(step + 1, of: index, by: event)
      }
      // The first step's event starts the sequence again, as it does
      // while the next step is awaited after the current one's end.
      return steps[0].matches(event) ? make(0, of: index, by: event) : false
    case .awaiting(let step, _):
      if steps[step + 1].matches(event) {
        return make(step + 1, of: index, by: event)
      }
      return steps[0].matches(event) ? make(0, of: index, by: event) : false
    }
  }

  /// Makes a step with the event that matches it, returning whether it
  /// completes the sequence.
  private mutating func make(
    _ step: Int,
    of index: Int,
    by event: GestureEvent
  ) -> Bool {
    let steps = sequences[index].steps
    let isLast = step == steps.count - 1
    if event.phase == .began, !isLast || steps[step].minimumDuration > 0 {
      states[index] = .active(
        step: step,
        start: event.time,
        name: event.name,
        finger: event.finger
      )
      return false
    }
    if isLast {
      states[index] = .idle
      return true
    }
    states[index] = .awaiting(step: step, since: event.time)
    return false
  }
}
