/// A filter of gesture events for a slow consumer: at most one slider
/// `changed` per interval, while `began`, `ended` and `cancelled` always pass.
///
/// It applies a ``ValueCoalescer`` to each hand's slider events, keyed by
/// the event's ``GestureEvent/track`` when it carries one, and by its
/// ``GestureEvent/hand`` otherwise:
///
/// - `began`, `ended` and `cancelled` are delivered at once, always, and
///   each starts a new interval. An `ended` or `cancelled` event carries
///   the slider's final value; a `changed` event still held when it
///   arrives is stale and is dropped, so nothing older follows it.
/// - `changed` is delivered at once if at least ``interval`` seconds have
///   passed since that hand's last delivered slider event, and otherwise
///   held in place of any older held one (the latest value wins).
/// - ``tick(at:frame:)`` releases a held `changed` event once its interval
///   has elapsed, restamped with the current time and frame: it is what
///   the consumer should see then, and the output stays in time order.
///   Its value is still the slider's current value, since the engine emits
///   `changed` only when the value changes.
/// - Events of other gestures pass through unchanged and do not count.
///
/// Without tracks, two hands of the same chirality (two `unknown` hands)
/// share one interval. With
/// ``GestureConfiguration/Hands-swift.struct/reportsTracks`` each track
/// has its own, kept through a rename of its hand, from its slider's
/// `began` to its `ended` or `cancelled`: a coalescer keeps nothing of a
/// track whose slider is at rest, however many tracks a session sees.
///
/// ```swift
/// var engine = GestureEngine(configuration: .handKit)
/// var lamp = SliderCoalescer(interval: 0.25)
/// for frame in frames {
///   let events = engine.process(frame)
///   let frameIndex = engine.frameCount - 1
///   for event in lamp.process(events, at: frame.time, frame: frameIndex)
///   where event.gesture == .slider {
///     send(brightness: event.value)
///   }
/// }
/// ```
///
/// Slider events' times must be finite and not go backwards for each hand;
/// anything else traps. A ``tick(at:frame:)`` earlier than the events
/// processed releases nothing. Processing an event allocates nothing, except to keep a track's
/// interval the first time that track's slider is seen.
public struct SliderCoalescer: Hashable, Sendable {
  /// The shortest time between two of a hand's slider events, in seconds,
  /// except before a `began`, `ended` or `cancelled` one.
  public let interval: Double

  /// The slider events of left hands.
  private var left: ValueCoalescer<GestureEvent>
  /// The slider events of right hands.
  private var right: ValueCoalescer<GestureEvent>
  /// The slider events of hands of unknown chirality.
  private var unknown: ValueCoalescer<GestureEvent>
  /// The slider events of gestures of both hands.
  private var both: ValueCoalescer<GestureEvent>
  /// The slider events of each track whose slider is under way, for
  /// events that carry one, in the order of the tracks' numbers.
  private var tracks: [TrackStream] = []

  /// The slider events of one track.
  private struct TrackStream: Hashable, Sendable {
    var track: Int
    var stream: ValueCoalescer<GestureEvent>
  }

  /// What a hand's slider events are coalesced by.
  private enum Key {
    /// The chirality, for events without a track.
    case hand(Chirality)
    /// The index of a track's stream in `tracks`.
    case track(Int)
  }

  /// Creates a coalescer that has seen no event.
  ///
  /// - Parameter interval: The shortest time between two slider events of
  ///   a hand, in seconds; finite, 0 or more. With 0, every event passes.
  public init(interval: Double) {
    self.interval = interval
    self.left = ValueCoalescer(interval: interval)
    self.right = ValueCoalescer(interval: interval)
    self.unknown = ValueCoalescer(interval: interval)
    self.both = ValueCoalescer(interval: interval)
  }

  /// Returns the event a slow consumer should see now for one event, or
  /// `nil` while it is held or after it was dropped.
  ///
  /// - Parameter event: The next event of the engine, in time order.
  /// - Returns: `event` itself if it passes now, `nil` for a `changed`
  ///   event that is held (it may come out later from
  ///   ``tick(at:frame:)``).
  public mutating func process(_ event: GestureEvent) -> GestureEvent? {
    guard event.gesture == .slider else { return event }
    switch event.phase {
    case .changed:
      return withStream(of: key(of: event)) { $0.offer(event, at: event.time) }
    case .began, .ended, .cancelled:
      let key = key(of: event)
      let delivered = withStream(of: key) { stream in
        // Offered, then flushed if held: delivered now either way, and it
        // replaces a held `changed` event, which is never delivered.
        stream.offer(event, at: event.time) ?? stream.flush(at: event.time)
      }
      if event.phase != .began, case .track(let index) = key {
        // A track's slider at rest holds nothing: its stream goes, so that
        // the tracks of a long session do not pile up.
        tracks.remove(at: index)
      }
      return delivered
    case .found, .lost, .recognized:
      // Not slider phases: pass them through untouched.
      return event
    }
  }

  /// Releases one held `changed` event whose interval has elapsed by
  /// `time`; call it until it returns `nil`.
  ///
  /// Among several hands, the event held longest comes first (on a tie,
  /// left before right before unknown before both hands, then tracks in
  /// the order of their numbers).
  ///
  /// - Parameters:
  ///   - time: The current time, in seconds; a time earlier than a held
  ///     event's releases nothing.
  ///   - frame: The index of the current frame, from 0.
  /// - Returns: A held event with its ``GestureEvent/time`` set to `time`
  ///   and its ``GestureEvent/frame`` to `frame`, or `nil` if none is due.
  public mutating func tick(at time: Double, frame: Int) -> GestureEvent? {
    var earliest: Key?
    var earliestTime = Double.infinity
    func consider(_ stream: ValueCoalescer<GestureEvent>, _ key: Key) {
      guard let held = stream.pendingValue, stream.isDue(at: time) else {
        return
      }
      if held.time < earliestTime || earliest == nil {
        earliest = key
        earliestTime = held.time
      }
    }
    for hand in Self.hands {
      consider(stream(of: hand), .hand(hand))
    }
    for index in tracks.indices {
      consider(tracks[index].stream, .track(index))
    }
    guard let earliest else { return nil }
    guard var event = withStream(of: earliest, { $0.tick(at: time) }) else {
      preconditionFailure("Internal inconsistency: a due event was not held.")
    }
    event.time = time
    event.frame = frame
    return event
  }

  /// Processes one frame's events, then releases the held events that are
  /// due, appending what a slow consumer should see to `output`.
  ///
  /// - Parameters:
  ///   - events: The frame's events, in the engine's order.
  ///   - time: The frame's time, in seconds.
  ///   - frame: The frame's index, from 0.
  ///   - output: The array the delivered events are appended to, in time
  ///     order: the frame's own events first, then released ones.
  /// - Complexity: O(*n* × *s*) for *n* events and *s* tracks whose
  ///   slider is under way (at most a few); no
  ///   allocation once `output` has the capacity.
  public mutating func process(
    _ events: some Sequence<GestureEvent>,
    at time: Double,
    frame: Int,
    into output: inout [GestureEvent]
  ) {
    for event in events {
      if let delivered = process(event) {
        output.append(delivered)
      }
    }
    while let released = tick(at: time, frame: frame) {
      output.append(released)
    }
  }

  /// Processes one frame's events, then releases the held events that are
  /// due, and returns what a slow consumer should see.
  ///
  /// - Parameters:
  ///   - events: The frame's events, in the engine's order.
  ///   - time: The frame's time, in seconds.
  ///   - frame: The frame's index, from 0.
  /// - Returns: The events to deliver, in time order: the frame's own
  ///   events first, then released ones.
  /// - Complexity: O(*n* × *s*) for *n* events and *s* tracks whose
  ///   slider is under way (at most a few).
  public mutating func process(
    _ events: some Sequence<GestureEvent>,
    at time: Double,
    frame: Int
  ) -> [GestureEvent] {
    var output: [GestureEvent] = []
    process(events, at: time, frame: frame, into: &output)
    return output
  }

  /// Forgets every held event and last delivery.
  public mutating func reset() {
    left.reset()
    right.reset()
    unknown.reset()
    both.reset()
    tracks.removeAll()
  }

  /// Every chirality, in the order ties are released; a stored array, so
  /// that a tick allocates nothing.
  private static let hands: [Chirality] = [.left, .right, .unknown, .both]

  /// The coalescer of one hand's slider events.
  private func stream(of hand: Chirality) -> ValueCoalescer<GestureEvent> {
    switch hand {
    case .left: left
    case .right: right
    case .unknown: unknown
    case .both: both
    }
  }

  /// What an event's slider events are coalesced by: its track, given a
  /// stream the first time it is seen, or its chirality.
  private mutating func key(of event: GestureEvent) -> Key {
    guard let track = event.track else { return .hand(event.hand) }
    let index = tracks.firstIndex { $0.track >= track } ?? tracks.count
    if index < tracks.count, tracks[index].track == track {
      return .track(index)
    }
    tracks.insert(
      TrackStream(track: track, stream: ValueCoalescer(interval: interval)),
      at: index
    )
    return .track(index)
  }

  /// Runs `body` on the coalescer of one hand's slider events.
  private mutating func withStream<Result>(
    of key: Key,
    _ body: (inout ValueCoalescer<GestureEvent>) -> Result
  ) -> Result {
    switch key {
    case .hand(.left): body(&left)
    case .hand(.right): body(&right)
    case .hand(.unknown): body(&unknown)
    case .hand(.both): body(&both)
    case .track(let index): body(&tracks[index].stream)
    }
  }
}
