/// A gesture of one hand, recognized by an app's own code as a stage of the
/// engine, after GestureCore's stages of the hand and before its sequences.
///
/// A stage is a value with its own state. The engine keeps a copy of each
/// stage for every hand it tracks, and on each frame in which that hand is
/// seen calls ``update(_:events:)`` with a ``HandReading``: the joints the
/// stage reads, through the confidence gate, in the display frame the
/// user sees, and the states of GestureCore's own stages after this
/// frame. The stage emits its events with ``StageEvents``. When the hand
/// is lost, the engine calls ``handLost(cancellingGestures:events:)``.
///
/// ```swift
/// /// A pinch held for half a second: `longPinch began`, then `ended`.
/// struct LongPinchStage: HandStage {
///   private enum State { case open, pinched(since: Double), holding }
///   var duration = 0.5
///   private var state = State.open
///
///   var joints: JointSet { [] }
///   var isIdle: Bool { if case .holding = state { false } else { true } }
///
///   mutating func update(_ hand: HandReading, events: inout StageEvents) {
///     guard hand.pinchState == .pinched else {
///       if case .holding = state { events.emit(Gesture("longPinch"), .ended) }
///       state = .open
///       return
///     }
///     let since: Double
///     switch state {
///     case .holding: return
///     case .open: since = hand.time
///     case .pinched(let start): since = start
///     }
///     if TimeBound.reaches(hand.time - since, duration) {
///       state = .holding
///       events.emit(Gesture("longPinch"), .began)
///     } else {
///       state = .pinched(since: since)
///     }
///   }
/// }
///
/// var engine = GestureEngine(configuration: .adaptive, stages: [LongPinchStage()])
/// ```
///
/// A stage runs on every frame of every hand, so keep ``update(_:events:)``
/// free of allocations. Its events come after those of GestureCore's stages for the same frame
/// and hand, in the order the stages were given to the engine, and before
/// the hand's sequences, which see them. Name its gestures so that no
/// built-in stage reports them (``BuiltInStage/reporting(_:)`` is `nil`).
public protocol HandStage: Sendable {
  /// The joints the stage reads; the engine gates and transforms them with
  /// its own. Joints outside this set are never in the stage's reading,
  /// even when another stage reads them.
  var joints: JointSet { get }

  /// Whether the stage reads ``HandReading/palmSize``; `false` by default.
  /// Without it the stage's reading has no palm size, even when another
  /// stage or the configuration measures one.
  var readsPalmSize: Bool { get }

  /// Whether the stage reads world landmarks through
  /// ``HandReading/worldPoint(_:)``; `false` by default. Without it the
  /// stage's reading has no world point, even when another stage or the
  /// configuration reads them.
  var readsWorldLandmarks: Bool { get }

  /// Whether none of the stage's gestures is under way, between its first
  /// event and its end; `true` by default.
  ///
  /// A ``GestureEngine`` renames a hand whose track's labels show it to be
  /// the other one only while every stage is idle, so that all the events
  /// of a gesture name one hand. A stage whose gestures last (a `began`,
  /// then an `ended`) says when one is under way; one whose events are
  /// single (`recognized`) need not.
  var isIdle: Bool { get }

  /// Runs one frame in which the hand is seen.
  ///
  /// - Parameters:
  ///   - hand: The hand's joints and GestureCore's states at this frame.
  ///   - events: Where the stage's events for this frame go.
  mutating func update(_ hand: HandReading, events: inout StageEvents)

  /// Ends what the stage holds: the hand was lost.
  ///
  /// Does nothing by default.
  ///
  /// - Parameters:
  ///   - cancellingGestures: Whether the configuration cancels gestures on
  ///     a loss (one with a loss timeout, as adaptive): a gesture under way
  ///     then reports `cancelled`. Without one (handKit), a hand that goes
  ///     keeps its gestures' state until it comes back.
  ///   - events: Where the stage's events go, on the frame of the loss.
  mutating func handLost(cancellingGestures: Bool, events: inout StageEvents)
}

extension HandStage {
  /// The stage reads no palm size.
  public var readsPalmSize: Bool { false }

  /// The stage reads no world landmarks.
  public var readsWorldLandmarks: Bool { false }

  /// The stage has no gesture under way.
  public var isIdle: Bool { true }

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - cancellingGestures: Whether gestures are cancelled on a loss.
  ///   - events: Where the stage's events go.
  public mutating func handLost(
    cancellingGestures: Bool,
    events: inout StageEvents
  ) {}
}
