/// A gesture that reads several hands at once, recognized by an app's own
/// code as a stage of the engine, after every hand's stages.
///
/// On each frame, the engine runs every hand's stages, then calls each
/// frame stage's ``update(_:events:)`` with a ``HandReading`` of every hand
/// seen in the frame, in the order of their tracks (the first seen first).
/// A hand the frame lacks is simply not among them. The stage's events can
/// name both hands (``Chirality/both``), and come after every hand's events
/// of the frame, in the order the frame stages were given.
///
/// ```swift
/// /// Both hands pinched at once: `bothPinched began`, then `ended`.
/// struct BothPinched: FrameStage {
///   private var isOn = false
///   var joints: JointSet { [] }
///
///   mutating func update(_ hands: [HandReading], events: inout FrameEvents) {
///     let pinched = hands.count(where: { $0.pinchState == .pinched }) >= 2
///     if pinched != isOn {
///       isOn = pinched
///       events.emit(Gesture("bothPinched"), pinched ? .began : .ended)
///     }
///   }
/// }
///
/// var engine = GestureEngine(configuration: .adaptive, frameStages: [BothPinched()])
/// ```
public protocol FrameStage: Sendable {
  /// The joints the stage reads of each hand; the engine gates and
  /// transforms them with its own. Joints outside this set are never in
  /// the stage's readings, even when another stage reads them.
  var joints: JointSet { get }

  /// Whether the stage reads the hands' ``HandReading/palmSize``; `false`
  /// by default. Without it the stage's readings have no palm size, even
  /// when another stage or the configuration measures one.
  var readsPalmSize: Bool { get }

  /// Whether the stage reads world landmarks through
  /// ``HandReading/worldPoint(_:)``; `false` by default. Without it the
  /// stage's readings have no world point, even when another stage or the
  /// configuration reads them.
  var readsWorldLandmarks: Bool { get }

  /// Runs one frame.
  ///
  /// - Parameters:
  ///   - hands: A reading of each hand seen in the frame, in track order;
  ///     empty when none is.
  ///   - events: Where the stage's events for this frame go.
  mutating func update(_ hands: [HandReading], events: inout FrameEvents)
}

extension FrameStage {
  /// The stage reads no palm size.
  public var readsPalmSize: Bool { false }

  /// The stage reads no world landmarks.
  public var readsWorldLandmarks: Bool { false }
}
