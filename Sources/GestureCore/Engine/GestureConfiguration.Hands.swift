extension GestureConfiguration {
  /// Settings of how hands are told apart and reported.
  public struct Hands: Hashable, Sendable, Codable {
    /// Whether `hand found` and `hand lost` events are reported.
    ///
    /// They change no recognizer: in handKit a hand that disappears keeps
    /// its pinch, movement and slider state until it is seen again.
    public var reportsPresence: Bool

    /// Creates hand settings; each defaults to its handKit value.
    ///
    /// - Parameter reportsPresence: Whether `hand` events are reported.
    public init(reportsPresence: Bool = true) {
      self.reportsPresence = reportsPresence
    }
  }
}
