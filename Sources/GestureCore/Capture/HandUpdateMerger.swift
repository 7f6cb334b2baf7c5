/// A merger of hand updates that arrive one hand at a time into frames,
/// one per time, each holding every hand being tracked.
///
/// ARKit's hand tracking on visionOS reports the left and the right hand
/// in separate updates, usually at the same time stamp. Sending each update
/// to the engine as a frame of its own would make the other hand "lost" on
/// every update. The merger keeps the latest reading of each hand and
/// makes one frame per time:
///
/// - updates whose times are within ``tolerance`` of each other are one
///   time;
/// - a frame is ready as soon as every hand being tracked has reported at
///   its time, or when an update at a later time arrives (a hand that has
///   not reported then keeps its last reading);
/// - `nil` for a hand (ARKit's anchor is no longer tracked, or was
///   removed) takes it out of later frames; so does no update for longer
///   than ``expiry``;
/// - an update at, or within ``tolerance`` of, a frame already made is
///   kept for the next frame, so frame times increase;
/// - hands are keyed by chirality (left, right, unknown; a hand labelled
///   `both` is unknown), and listed in that order.
///
/// ```swift
/// var merger = HandUpdateMerger()
/// for await update in handTracking.anchorUpdates {
///   // Each update under its own hand's chirality, `nil` once removed:
///   // GestureCoreARKit's `merger.update(update, view: view)` does this.
///   let hand = update.event == .removed ? nil : Hand(update.anchor)
///   merger.update(hand, of: Chirality(update.anchor.chirality), at: update.timestamp)
///   while let frame = merger.nextFrame() { frames.send(frame) }
/// }
/// ```
///
/// - Complexity: O(1) per update: there are at most three hands.
public struct HandUpdateMerger: Sendable {
  /// Updates whose times differ by at most this are one time, in seconds.
  public let tolerance: Double
  /// A hand with no update for longer than this is no longer tracked, in
  /// seconds.
  public let expiry: Double

  /// The latest reading of each hand being tracked, indexed by
  /// chirality: left, right, unknown.
  private var latest: [Reading?] = [nil, nil, nil]
  /// The state of the frame being gathered.
  private var state: State = .idle
  /// Frames that are ready, oldest first.
  private var ready: [Frame] = []

  /// One hand's latest reading.
  private struct Reading: Sendable {
    var hand: Hand
    var time: Double
  }

  /// The frame being gathered.
  private enum State: Sendable {
    /// No frame has been made and none is being gathered.
    case idle
    /// A frame is being gathered at a time.
    case gathering(time: Double)
    /// The last frame made was at a time, and no later one is being
    /// gathered.
    case made(time: Double)
  }

  /// Creates a merger that holds no hand.
  ///
  /// - Parameters:
  ///   - tolerance: Updates whose times differ by at most this are one
  ///     time, in seconds; 1 ms by default.
  ///   - expiry: A hand with no update for longer than this is no longer
  ///     tracked, in seconds; 0.2 s by default (ARKit updates each hand
  ///     tens of times a second).
  /// - Precondition: Both are finite; `tolerance >= 0`,
  ///   `expiry > tolerance`.
  public init(tolerance: Double = 0.001, expiry: Double = 0.2) {
    precondition(
      tolerance.isFinite && expiry.isFinite && tolerance >= 0
        && expiry > tolerance,
      "A merger needs a finite tolerance >= 0 and a larger finite expiry."
    )
    self.tolerance = tolerance
    self.expiry = expiry
  }

  /// Takes one hand's update.
  ///
  /// - Parameters:
  ///   - hand: The hand's reading, or `nil` when the hand is no longer
  ///     tracked.
  ///   - chirality: Which hand; replaces ``Hand/chirality`` in the frame.
  ///   - time: The update's time, in seconds; finite.
  /// - Precondition: `time` is finite.
  public mutating func update(
    _ hand: Hand?,
    of chirality: Chirality,
    at time: Double
  ) {
    precondition(time.isFinite, "An update's time must be finite.")
    switch state {
    case .idle:
      state = .gathering(time: time)
    case .gathering(let gathered)
    where TimeBound.exceeds(time - gathered, tolerance):
      make(at: gathered)
      state = .gathering(time: time)
    case .gathering:
      break
    case .made(let made) where TimeBound.exceeds(time - made, tolerance):
      state = .gathering(time: time)
    case .made:
      break
    }
    let index = Self.index(of: chirality)
    if var hand {
      hand.chirality = chirality == .both ? .unknown : chirality
      latest[index] = Reading(hand: hand, time: time)
    } else {
      latest[index] = nil
    }
    if case .gathering(let gathered) = state, isComplete(at: gathered) {
      make(at: gathered)
    }
  }

  /// Makes the frame being gathered, if any, without waiting for the
  /// hands that have not reported: call it when the updates end.
  public mutating func finish() {
    if case .gathering(let gathered) = state {
      make(at: gathered)
    }
  }

  /// Returns the oldest frame that is ready, and forgets it.
  ///
  /// - Returns: A frame, or `nil` when none is ready.
  public mutating func nextFrame() -> Frame? {
    ready.isEmpty ? nil : ready.removeFirst()
  }

  /// Whether every hand being tracked at a time has reported at it.
  private func isComplete(at time: Double) -> Bool {
    latest.allSatisfy { reading in
      guard let reading else { return true }
      return !TimeBound.exceeds(time - reading.time, tolerance)
        || TimeBound.exceeds(time - reading.time, expiry)
    }
  }

  /// Makes a frame of the hands being tracked at a time.
  private mutating func make(at time: Double) {
    var hands: [Hand] = []
    for index in latest.indices {
      guard let reading = latest[index] else { continue }
      if TimeBound.exceeds(time - reading.time, expiry) {
        latest[index] = nil
      } else {
        hands.append(reading.hand)
      }
    }
    ready.append(Frame(time: time, hands: hands))
    state = .made(time: time)
  }

  /// The index of a chirality's reading.
  private static func index(of chirality: Chirality) -> Int {
    switch chirality {
    case .left: 0
    case .right: 1
    case .unknown, .both: 2
    }
  }
}
