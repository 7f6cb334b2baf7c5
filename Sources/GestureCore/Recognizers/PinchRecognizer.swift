/// A hysteresis state machine that decides whether thumb and finger pinch.
///
/// It reads the distance between the thumb tip and a finger tip (in
/// handKit, `hypot(dx, dy)` in normalized image units) and switches with
/// two thresholds:
///
/// - `open` to `pinched` when the distance is **less than**
///   ``enterThreshold``: one `began`, however long the pinch is held;
/// - `pinched` to `open` when the distance is **greater than**
///   ``exitThreshold``: one `ended`, which re-arms the pinch;
/// - a distance between the two, exactly on one, or NaN, leaves the state
///   unchanged.
///
/// ```swift
/// var pinch = PinchRecognizer(enterThreshold: 0.015, exitThreshold: 0.03)
/// pinch.update(distance: 0.014)  // .began
/// pinch.update(distance: 0.010)  // nil: holding is not a new pinch
/// pinch.update(distance: 0.031)  // .ended
/// ```
public struct PinchRecognizer: Hashable, Sendable {
  /// The two states of the pinch recognizer.
  public enum State: String, Hashable, Sendable, Codable {
    /// Thumb and finger are apart; a pinch can begin.
    case open
    /// Thumb and finger are together.
    case pinched
  }

  /// The change a distance sample caused.
  public enum Transition: Hashable, Sendable {
    /// The state went from `open` to `pinched`.
    case began
    /// The state went from `pinched` to `open`.
    case ended
  }

  /// The distance must be below this for a pinch to begin.
  public let enterThreshold: Double
  /// The distance must be above this for a pinch to end.
  public let exitThreshold: Double
  /// The current state.
  public private(set) var state: State = .open

  /// Creates a recognizer in the `open` state.
  ///
  /// - Parameters:
  ///   - enterThreshold: The distance must be below this to pinch.
  ///   - exitThreshold: The distance must be above this to release; at
  ///     least `enterThreshold`.
  public init(enterThreshold: Double, exitThreshold: Double) {
    precondition(
      enterThreshold <= exitThreshold,
      "A pinch's enter threshold must not exceed its exit threshold."
    )
    self.enterThreshold = enterThreshold
    self.exitThreshold = exitThreshold
  }

  /// Feeds one thumb-to-finger distance.
  ///
  /// - Parameter distance: The distance, in the units of the thresholds.
  /// - Returns: The transition the sample caused, or `nil` if the state
  ///   held.
  public mutating func update(distance: Double) -> Transition? {
    update(
      distance: distance,
      enterThreshold: enterThreshold,
      exitThreshold: exitThreshold
    )
  }

  /// Feeds one distance, measured against thresholds of its own units.
  ///
  /// An engine whose distance is measured in different units from frame
  /// to frame (metres when world landmarks are there, palm sizes
  /// otherwise) passes the thresholds of each sample's units.
  ///
  /// - Parameters:
  ///   - distance: The distance.
  ///   - enterThreshold: The distance must be below this to pinch.
  ///   - exitThreshold: The distance must be above this to release.
  /// - Returns: The transition the sample caused, or `nil` if the state
  ///   held.
  public mutating func update(
    distance: Double,
    enterThreshold: Double,
    exitThreshold: Double
  ) -> Transition? {
    switch state {
    case .open where distance < enterThreshold:
      state = .pinched
      return .began
    case .pinched where distance > exitThreshold:
      state = .open
      return .ended
    case .open, .pinched:
      return nil
    }
  }

  /// Re-arms the pinch without a distance, as when tracking is lost.
  ///
  /// - Returns: `true` if a pinch was held and is now cancelled.
  public mutating func cancel() -> Bool {
    defer { state = .open }
    return state == .pinched
  }
}
