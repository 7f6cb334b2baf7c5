extension GestureConfiguration {
  /// Settings of the double pinch: two quick pinches of one finger, as a
  /// double tap.
  ///
  /// A pinch that lasts at most ``maximumPinchDuration`` seconds, followed
  /// by a pinch of the same finger that begins at most
  /// ``maximumInterval`` seconds after the first one's release, reports
  /// `doublePinch recognized`, naming the finger, on the frame the second
  /// pinch begins (as Android's `onDoubleTap`, on the second touch's
  /// down). How it relates to the single pinch is
  /// ``GestureConfiguration/Relationships-swift.struct/pinchWithDoublePinch``.
  /// See `Docs/Gestures/DoublePinch.md`.
  public struct DoublePinch: Hashable, Sendable, Codable {
    /// Whether double pinches are recognized at all; `false` in both
    /// presets.
    public var isEnabled: Bool
    /// The first pinch lasts at most this many seconds, from its `began`
    /// to its `ended`; 0.4 (shorter than the hold's 0.5, so that a hold's
    /// pinch is never the first of a double pinch; a deliberate quick
    /// pinch lasts 0.15 to 0.3 s, the Leap takes' single pinches 0.77 to
    /// 0.87 s).
    public var maximumPinchDuration: Double
    /// The second pinch begins at most this many seconds after the first
    /// one's release; 0.3 (Android's `DOUBLE_TAP_TIMEOUT`, from the first
    /// touch's up to the second's down; the fixtures' two ordinary pinches
    /// are 0.64 s apart).
    public var maximumInterval: Double

    /// Creates double pinch settings; each defaults to its handKit value.
    ///
    /// - Parameters:
    ///   - isEnabled: Whether double pinches are recognized.
    ///   - maximumPinchDuration: The longest first pinch, in seconds.
    ///   - maximumInterval: The longest release between the pinches, in
    ///     seconds.
    public init(
      isEnabled: Bool = false,
      maximumPinchDuration: Double = 0.4,
      maximumInterval: Double = 0.3
    ) {
      self.isEnabled = isEnabled
      self.maximumPinchDuration = maximumPinchDuration
      self.maximumInterval = maximumInterval
    }

    func validate() throws(ConfigurationError) {
      for (key, value) in [
        ("doublePinch.maximumPinchDuration", maximumPinchDuration),
        ("doublePinch.maximumInterval", maximumInterval),
      ] {
        guard value.isFinite, value > 0, value <= 10 else {
          throw ConfigurationError(
            key: key,
            reason: "must be a number of seconds greater than 0, at most 10"
          )
        }
      }
    }
  }
}
