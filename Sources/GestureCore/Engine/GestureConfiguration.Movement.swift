extension GestureConfiguration {
  /// Settings of the movement recognizer and its median filter.
  ///
  /// The movement signal is the median of the last ``medianWindow``
  /// frame-to-frame displacements of the index tip, in normalized display
  /// units per frame. A movement starts when the signal is greater than
  /// ``startThreshold`` and stops when it is less than ``stopThreshold``.
  public struct Movement: Hashable, Sendable, Codable {
    /// The number of displacements the median is taken over; handKit 5.
    public var medianWindow: Int
    /// The signal must exceed this to start a movement; handKit 0.01.
    public var startThreshold: Double
    /// The signal must fall below this to stop a movement; handKit 0.005.
    public var stopThreshold: Double

    /// Creates movement settings; each defaults to its handKit value.
    ///
    /// - Parameters:
    ///   - medianWindow: The median's window, in frames.
    ///   - startThreshold: The start threshold, normalized units per frame.
    ///   - stopThreshold: The stop threshold, normalized units per frame.
    public init(
      medianWindow: Int = 5,
      startThreshold: Double = 0.01,
      stopThreshold: Double = 0.005
    ) {
      self.medianWindow = medianWindow
      self.startThreshold = startThreshold
      self.stopThreshold = stopThreshold
    }

    func validate() throws(ConfigurationError) {
      guard (1...1000).contains(medianWindow) else {
        throw ConfigurationError(
          key: "movement.medianWindow",
          reason: "must be a whole number from 1 to 1000"
        )
      }
      guard startThreshold.isFinite, startThreshold >= 0 else {
        throw ConfigurationError(
          key: "movement.startThreshold",
          reason: "must be a finite number, 0 or more"
        )
      }
      guard stopThreshold.isFinite, stopThreshold >= 0 else {
        throw ConfigurationError(
          key: "movement.stopThreshold",
          reason: "must be a finite number, 0 or more"
        )
      }
      guard stopThreshold <= startThreshold else {
        throw ConfigurationError(
          key: "movement.stopThreshold",
          reason: "must not exceed movement.startThreshold"
        )
      }
    }
  }
}
