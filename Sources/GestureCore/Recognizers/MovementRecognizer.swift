/// A hysteresis state machine that decides whether a hand is moving.
///
/// It reads a movement signal (in handKit, the sliding median of the index
/// tip's frame-to-frame displacement, in normalized units per frame) and
/// switches between two states with two thresholds, so that a signal
/// hovering near one threshold does not make it flicker:
///
/// - `idle` to `moving` when the signal is **greater than**
///   ``startThreshold``;
/// - `moving` to `idle` when the signal is **less than** ``stopThreshold``;
/// - a signal between the two, or exactly on one, or NaN, leaves the state
///   unchanged.
///
/// ```swift
/// var movement = MovementRecognizer(startThreshold: 0.01, stopThreshold: 0.005)
/// movement.update(signal: 0.01)    // nil: on the threshold is not above it
/// movement.update(signal: 0.011)   // .began
/// movement.update(signal: 0.005)   // nil
/// movement.update(signal: 0.0049)  // .ended
/// ```
public struct MovementRecognizer: Hashable, Sendable {
  /// The two states of the movement recognizer.
  public enum State: String, Hashable, Sendable, Codable {
    /// The hand is still.
    case idle
    /// The hand is moving.
    case moving
  }

  /// The change a signal sample caused.
  public enum Transition: Hashable, Sendable {
    /// The state went from `idle` to `moving`.
    case began
    /// The state went from `moving` to `idle`.
    case ended
  }

  /// The signal must exceed this to start a movement.
  public let startThreshold: Double
  /// The signal must fall below this to stop a movement.
  public let stopThreshold: Double
  /// The current state.
  public private(set) var state: State = .idle

  /// Creates a recognizer in the `idle` state.
  ///
  /// - Parameters:
  ///   - startThreshold: The signal must exceed this to start a movement.
  ///   - stopThreshold: The signal must fall below this to stop it; at
  ///     most `startThreshold`.
  public init(startThreshold: Double, stopThreshold: Double) {
    precondition(
      stopThreshold <= startThreshold,
      "A movement's stop threshold must not exceed its start threshold."
    )
    self.startThreshold = startThreshold
    self.stopThreshold = stopThreshold
  }

  /// Feeds one sample of the movement signal.
  ///
  /// - Parameter signal: The movement signal, in the units of the
  ///   thresholds.
  /// - Returns: The transition the sample caused, or `nil` if the state
  ///   held.
  public mutating func update(signal: Double) -> Transition? {
    update(
      signal: signal,
      startThreshold: startThreshold,
      stopThreshold: stopThreshold
    )
  }

  /// Feeds one sample, measured against thresholds of its own units.
  ///
  /// - Parameters:
  ///   - signal: The movement signal.
  ///   - startThreshold: The signal must exceed this to start a movement.
  ///   - stopThreshold: The signal must fall below this to stop it.
  /// - Returns: The transition the sample caused, or `nil` if the state
  ///   held.
  public mutating func update(
    signal: Double,
    startThreshold: Double,
    stopThreshold: Double
  ) -> Transition? {
    switch state {
    case .idle where signal > startThreshold:
      state = .moving
      return .began
    case .moving where signal < stopThreshold:
      state = .idle
      return .ended
    case .idle, .moving:
      return nil
    }
  }

  /// Returns the recognizer to `idle` without a signal, as when tracking is
  /// lost.
  ///
  /// - Returns: `true` if a movement was in progress and is now cancelled.
  public mutating func cancel() -> Bool {
    defer { state = .idle }
    return state == .moving
  }
}
