/// Whether a hand counts as present, and when it is lost.
///
/// A hand is seen on a frame where it is in the frame and scores at least
/// the configuration's minimum. It is found the first frame it is seen.
/// Without a loss timeout it is lost the first frame it is not seen; with
/// one, the first frame more than the timeout after it was last seen, its
/// gestures then cancelled.
struct HandPresence: Sendable {
  /// The presence, with the data valid in it.
  enum State: Sendable {
    /// Not present: never seen, or lost.
    case absent
    /// Present, last seen at a time, in seconds.
    case present(lastSeen: Double)
  }

  /// How a hand is lost.
  enum Loss: Sendable {
    /// At once, the first frame it is not seen: its gestures go on.
    case immediate
    /// After the loss timeout: its gestures are cancelled.
    case timedOut
  }

  private let lossTimeout: Double?
  private(set) var state: State = .absent

  /// Creates the presence of a hand never seen.
  ///
  /// - Parameter lossTimeout: The configuration's loss timeout, seconds.
  init(lossTimeout: Double?) {
    self.lossTimeout = lossTimeout
  }

  /// Whether the hand is present: found, and not lost since.
  var isPresent: Bool {
    if case .present = state { return true }
    return false
  }

  /// Takes a frame on which the hand is seen.
  ///
  /// - Parameter time: The frame's time, in seconds.
  /// - Returns: Whether the hand is found on this frame.
  @inline(__always)
  mutating func see(at time: Double) -> Bool {
    let found: Bool =
      switch state {
      case .absent: true
      case .present: false
      }
    state = .present(lastSeen: time)
    return found
  }

  /// Takes a frame on which the hand is not seen.
  ///
  /// - Parameter time: The frame's time, in seconds.
  /// - Returns: How the hand is lost on this frame, or `nil` when it is
  ///   not (it was not present, or is within its timeout).
  mutating func miss(at time: Double) -> Loss? {
    guard case .present(let lastSeen) = state else { return nil }
    guard let lossTimeout else {
      state = .absent
      return .immediate
    }
    guard (time - lastSeen).exceeds(lossTimeout) else { return nil }
    state = .absent
    return .timedOut
  }
}
