#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// The stage of the two-hand pinch
/// (``GestureConfiguration/TwoHandPinch-swift.struct``): both hands
/// pinched at once, to zoom and rotate.
///
/// ``GestureEngine`` runs it on every frame, after every hand's stages
/// and before the app's frame stages, over its hands' engines in track
/// order. It reads each hand's thumb-index pinch as the hand has reported
/// it: a pinch whose `began` a double pinch holds back is not pinched yet.
/// While idle, the first two tracks (in track order) whose hands are seen
/// on the frame with their thumb-index pinch `pinched` and both tips
/// through the confidence gate, their pinch points apart, begin it,
/// if each hand's ``Arbiter`` lets them (see
/// ``GestureConfiguration/Relationships-swift.struct/twoHandPinchWithMovement``):
/// each hand's cancellations, then `twoHandPinch began` with scale 1 and
/// rotation 0. While both stay pinched, each frame on which both are seen
/// measures the line from the first track's pinch point to the second's,
/// in square units of the display frame (so the image's aspect does not
/// matter): its length over the length at `began` is the scale, and the
/// change of its angle, counterclockwise as the user sees it and unwrapped
/// continuously (a turn past a half turn keeps going), the rotation; a
/// `changed` is reported when either has moved by more than its minimum
/// since the last report (a change within ``changeMargin`` of the minimum
/// is on it, not more). A hand whose pinch opens (or is cancelled) ends
/// it, `ended`; a hand lost (its engine's loss, at once or after the loss
/// timeout) cancels it, `cancelled`; each carries the last scale and
/// rotation. A frame on which a hand is not seen within its loss timeout,
/// or a tip fails the gate, changes nothing.
struct TwoHandPinchStage: Sendable {
  /// A two-hand pinch going on.
  struct Pinch: Sendable, Equatable {
    /// The index of the first hand's track: the line starts at its pinch
    /// point.
    let first: Int
    /// The index of the second hand's track, after the first in track
    /// order: the line ends at its pinch point.
    let second: Int
    /// The line's length at `began`, in square units, more than 0.
    let beganDistance: Double
    /// The line's angle at `began`, in radians, counterclockwise as the
    /// user sees it, from -pi to pi.
    let beganAngle: Double
    /// The line's length at the last frame measured, in square units.
    var distance: Double
    /// The line's angle at the last frame measured, unwrapped from
    /// ``beganAngle``: it may go beyond a half turn either way.
    var angle: Double
    /// The scale last reported.
    var reportedScale: Double
    /// The rotation last reported, in radians.
    var reportedRotation: Double

    /// The line's length over its length at `began`: finite, the largest
    /// finite value where the ratio is larger (a pinch begun a subnormal
    /// distance apart).
    var scale: Double {
      Swift.min(distance / beganDistance, .greatestFiniteMagnitude)
    }
    /// The change of the line's angle since `began`, in radians.
    var rotation: Double { angle - beganAngle }
  }

  /// Where the two-hand pinch stands.
  enum State: Sendable, Equatable {
    /// No two-hand pinch.
    case idle
    /// Two hands pinch.
    case pinching(Pinch)
  }

  private let settings: GestureConfiguration.TwoHandPinch
  /// Where the two-hand pinch stands.
  private(set) var state = State.idle

  /// Creates the stage, idle.
  ///
  /// - Parameter settings: The two-hand pinch settings, valid.
  init(_ settings: GestureConfiguration.TwoHandPinch) {
    self.settings = settings
  }

  /// Runs one frame over the engines of every track, after each ran its
  /// hand's stages on the frame, appending the events it causes.
  ///
  /// - Parameters:
  ///   - engines: Each track's engine, in track order.
  ///   - time: The frame's time, in seconds.
  ///   - frame: The frame's index.
  ///   - events: The frame's events so far.
  /// - Complexity: O(*t*) for *t* tracks; no allocation beyond the growth
  ///   of `events`.
  mutating func update(
    _ engines: inout [HandGestureEngine],
    time: Double,
    frame: Int,
    events: inout [GestureEvent]
  ) {
    switch state {
    case .idle:
      begin(&engines, time: time, frame: frame, events: &events)
    case .pinching(var pinch):
      // Read in place: a copy of an engine copies all its stages.
      if !engines[pinch.first].isTracked || !engines[pinch.second].isTracked {
        finish(pinch, .cancelled, &engines, time, frame, &events)
        return
      }
      if engines[pinch.first].reportedPinchState != .pinched
        || engines[pinch.second].reportedPinchState != .pinched
      {
        finish(pinch, .ended, &engines, time, frame, &events)
        return
      }
      guard let start = engines[pinch.first].pinchPoint,
        let end = engines[pinch.second].pinchPoint,
        let line = Self.line(from: start, to: end)
      else { return }
      pinch.distance = line.distance
      pinch.angle += (line.angle - pinch.angle).remainder(
        dividingBy: 2 * .pi
      )
      let scale = pinch.scale
      let rotation = pinch.rotation
      if Self.changes(
        from: pinch.reportedScale,
        to: scale,
        by: settings.minimumScaleChange
      )
        || Self.changes(
          from: pinch.reportedRotation,
          to: rotation,
          by: settings.minimumRotationChange
        )
      {
        pinch.reportedScale = scale
        pinch.reportedRotation = rotation
        events.append(Self.event(.changed, pinch, time, frame))
      }
      engines[pinch.first].noteTwoHandPinch(pinch)
      engines[pinch.second].noteTwoHandPinch(pinch)
      state = .pinching(pinch)
    }
  }

  /// Begins a two-hand pinch when two hands qualify and their arbiters
  /// let them.
  private mutating func begin(
    _ engines: inout [HandGestureEngine],
    time: Double,
    frame: Int,
    events: inout [GestureEvent]
  ) {
    var first = -1
    for index in engines.indices where engines[index].isPinchingInFrame {
      if first < 0 {
        first = index
        continue
      }
      guard let start = engines[first].pinchPoint,
        let end = engines[index].pinchPoint,
        let line = Self.line(from: start, to: end),
        engines[first].mayBeginTwoHandPinch,
        engines[index].mayBeginTwoHandPinch
      else { return }
      engines[first].beginTwoHandPinch(time: time, frame: frame, into: &events)
      engines[index].beginTwoHandPinch(time: time, frame: frame, into: &events)
      let pinch = Pinch(
        first: first,
        second: index,
        beganDistance: line.distance,
        beganAngle: line.angle,
        distance: line.distance,
        angle: line.angle,
        reportedScale: 1,
        reportedRotation: 0
      )
      engines[first].noteTwoHandPinch(pinch)
      engines[index].noteTwoHandPinch(pinch)
      state = .pinching(pinch)
      events.append(Self.event(.began, pinch, time, frame))
      return
    }
  }

  /// Ends or cancels a two-hand pinch: each hand lets its claim go.
  private mutating func finish(
    _ pinch: Pinch,
    _ phase: Phase,
    _ engines: inout [HandGestureEngine],
    _ time: Double,
    _ frame: Int,
    _ events: inout [GestureEvent]
  ) {
    engines[pinch.first].endTwoHandPinch()
    engines[pinch.second].endTwoHandPinch()
    state = .idle
    events.append(Self.event(phase, pinch, time, frame))
  }

  /// How near a change must come to its minimum to be on it, as a
  /// fraction of the larger of 1 and the two values compared.
  ///
  /// The scale and rotation are measured from coordinates written in
  /// decimals, and carry their rounding: 0.505 over 0.5 is 1.01, whose
  /// change from 1 reads 0.010000000000000009, and the line turned from
  /// 0.1 rad to 0.11 rad reads 0.010000000000000009 rad. Compared as they
  /// are, a change of exactly the minimum would pass it on some values
  /// and not others. A billionth is far above those roundings (a few
  /// units in the last place, about 1e-16 of the values) and far below
  /// any change a hand makes (a fingertip jitters by about 1e-3).
  static let changeMargin = 1e-9

  /// Returns whether a value has changed from the one last reported by
  /// more than a minimum: by more than the minimum and ``changeMargin``,
  /// so that a change on the minimum, as written in decimals, is not
  /// more.
  ///
  /// - Parameters:
  ///   - reported: The value last reported: a scale, or a rotation in
  ///     radians.
  ///   - value: The value now, in the same unit.
  ///   - minimum: The change to pass, in the same unit, 0 or more.
  /// - Returns: Whether `|value − reported|` exceeds the minimum.
  static func changes(
    from reported: Double,
    to value: Double,
    by minimum: Double
  ) -> Bool {
    let size = Swift.max(1, abs(reported), abs(value))
    return abs(value - reported) > minimum + changeMargin * size
  }

  /// The line from one pinch point to another: its length, and its angle
  /// counterclockwise as the user sees it (the display frame's `y` points
  /// down); `nil` when the points coincide or a coordinate is not finite.
  ///
  /// - Parameters:
  ///   - start: The first hand's pinch point, in square display units.
  ///   - end: The second hand's.
  /// - Returns: The length, in square units, and the angle, in radians
  ///   from -pi to pi.
  static func line(
    from start: Point,
    to end: Point
  ) -> (distance: Double, angle: Double)? {
    let distance = start.distance(to: end)
    guard distance > 0, distance.isFinite else { return nil }
    return (distance, atan2(start.y - end.y, end.x - start.x))
  }

  private static func event(
    _ phase: Phase,
    _ pinch: Pinch,
    _ time: Double,
    _ frame: Int
  ) -> GestureEvent {
    GestureEvent(
      time: time,
      frame: frame,
      hand: .both,
      gesture: .twoHandPinch,
      phase: phase,
      scale: phase == .began ? 1 : pinch.scale,
      rotation: phase == .began ? 0 : pinch.rotation
    )
  }
}
