/// A state machine that turns a pose read at each frame into `began` and
/// `ended`, with a dwell and a release delay so that a pose does not
/// flicker.
///
/// - A pose begins when it has matched on every frame since a time more
///   than `dwell` seconds ago; the frame that first matched starts the
///   count.
/// - A held pose ends when it has failed to *hold* (see
///   ``PoseClassifier/Shape/holds(_:)``) on every frame since a time more
///   than `releaseDelay` seconds ago. A frame on which it holds again
///   resets the count.
/// - Boundaries are strict: exactly `dwell` or `releaseDelay` seconds
///   changes nothing yet.
///
/// A frame whose hand cannot be read is not fed at all: it changes
/// nothing. The times fed must be finite and not go backwards.
///
/// It tells poses apart by any identifier: a built-in ``Pose``, a
/// description's name, or its place in a list.
///
/// ```swift
/// var poses = PoseRecognizer<Pose>()
/// let transition = poses.update(
///   match: shape.pose,
///   holding: poses.pose.map(shape.holds) ?? false,
///   at: time, dwell: 0.2, releaseDelay: 0.1)
/// ```
public struct PoseRecognizer<Candidate: Hashable & Sendable>: Hashable,
  Sendable
{
  /// Where the recognizer is.
  public enum State: Hashable, Sendable {
    /// No pose matches.
    case none
    /// A pose has matched since a time, not yet long enough.
    case candidate(Candidate, since: Double)
    /// A pose is held; `failingSince` is when it last stopped holding.
    case held(Candidate, failingSince: Double?)
  }

  /// A change the recognizer reports.
  public enum Transition: Hashable, Sendable {
    /// A pose began.
    case began(Candidate)
    /// A held pose ended.
    case ended(Candidate)
  }

  /// The recognizer's state.
  public private(set) var state: State = .none

  /// Creates a recognizer with no pose.
  public init() {}

  /// The pose being held, if any.
  public var pose: Candidate? {
    if case .held(let pose, _) = state { return pose }
    return nil
  }

  /// Feeds one readable frame.
  ///
  /// - Parameters:
  ///   - match: The pose whose every rule the frame meets, if any.
  ///   - holding: Whether the held pose, if any, still holds.
  ///   - time: The frame's time, in seconds.
  ///   - dwell: How long a pose must match to begin, in seconds.
  ///   - releaseDelay: How long a held pose may fail to hold, in seconds.
  /// - Returns: The transition, or `nil`.
  public mutating func update(
    match: Candidate?,
    holding: Bool,
    at time: Double,
    dwell: Double,
    releaseDelay: Double
  ) -> Transition? {
    switch state {
    case .none:
      if let match { state = .candidate(match, since: time) }
      return nil
    case .candidate(let pose, let since):
      guard let match else {
        state = .none
        return nil
      }
      guard match == pose else {
        state = .candidate(match, since: time)
        return nil
      }
      guard (time - since).exceeds(dwell) else { return nil }
      state = .held(pose, failingSince: nil)
      return .began(pose)
    case .held(let pose, let failingSince):
      if holding {
        state = .held(pose, failingSince: nil)
        return nil
      }
      let since = failingSince ?? time
      guard (time - since).exceeds(releaseDelay) else {
        state = .held(pose, failingSince: since)
        return nil
      }
      state = match.map { .candidate($0, since: time) } ?? .none
      return .ended(pose)
    }
  }

  /// Forgets the pose, as when the hand is lost.
  ///
  /// - Returns: The pose that was held, which has now ended, or `nil`.
  public mutating func reset() -> Candidate? {
    defer { state = .none }
    return pose
  }
}
