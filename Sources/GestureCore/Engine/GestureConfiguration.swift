/// Every setting of the gesture engine, with the prototype's as the default.
///
/// ``handKit`` is the configuration of the original prototype, measured on
/// one hand with Apple Vision: a confidence gate of 0.7, a median of the
/// last 5 index-tip displacements that starts a movement above 0.01 and
/// stops it below 0.005, a thumb-index pinch that begins below 0.015 and
/// ends above 0.03, and a 0-100 slider with a gain of 100 per normalized
/// unit. Distances are `hypot(dx, dy)` in normalized display units.
///
/// Every setting is a stored property you can change:
///
/// ```swift
/// var configuration = GestureConfiguration.handKit
/// configuration.pinch.enterThreshold = 0.02
/// try configuration.validate()
/// var engine = GestureEngine(configuration: configuration)
/// ```
///
/// The type is `Codable`; its JSON form is the one that
/// `gesture-replay defaults` prints.
public struct GestureConfiguration: Hashable, Sendable, Codable {
  /// The configuration's name, for reports.
  public var name: String
  /// A landmark is used only if its confidence is at least this, 0 to 1.
  public var minimumConfidence: Double
  /// The movement recognizer's settings.
  public var movement: Movement
  /// The thumb-index pinch recognizer's settings.
  public var pinch: Pinch
  /// The slider's settings.
  public var slider: Slider
  /// How hands are reported.
  public var hands: Hands

  /// Creates a configuration; each argument defaults to its handKit value.
  ///
  /// - Parameters:
  ///   - name: The configuration's name, for reports.
  ///   - minimumConfidence: The confidence gate, from 0 to 1.
  ///   - movement: The movement recognizer's settings.
  ///   - pinch: The pinch recognizer's settings.
  ///   - slider: The slider's settings.
  ///   - hands: How hands are reported.
  public init(
    name: String = "handKit",
    minimumConfidence: Double = 0.7,
    movement: Movement = Movement(),
    pinch: Pinch = Pinch(),
    slider: Slider = Slider(),
    hands: Hands = Hands()
  ) {
    self.name = name
    self.minimumConfidence = minimumConfidence
    self.movement = movement
    self.pinch = pinch
    self.slider = slider
    self.hands = hands
  }

  /// The prototype's configuration, the table of the design contract.
  public static let handKit = GestureConfiguration()

  /// Checks that every setting is usable.
  ///
  /// - Throws: A ``ConfigurationError`` naming the first setting that is
  ///   not finite, out of range, or inconsistent with another.
  public func validate() throws(ConfigurationError) {
    func check(_ condition: Bool, _ key: String, _ reason: String)
      throws(ConfigurationError)
    {
      if !condition { throw ConfigurationError(key: key, reason: reason) }
    }
    try check(
      minimumConfidence.isFinite && (0...1).contains(minimumConfidence),
      "minimumConfidence",
      "must be a number from 0 to 1"
    )
    try movement.validate()
    try pinch.validate()
    try slider.validate()
  }
}
