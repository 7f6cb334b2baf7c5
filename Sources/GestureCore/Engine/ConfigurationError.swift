/// A setting of a ``GestureConfiguration`` that cannot be used.
public struct ConfigurationError: Error, Hashable, Sendable,
  CustomStringConvertible
{
  /// The setting's key, dotted, as in `pinch.enterThreshold`, or empty.
  public var key: String
  /// What is wrong with it, as a phrase such as "must be finite"; for a
  /// rule between two settings, the setting's value and the rule, naming
  /// the other setting and its value, as "(0.03) must be at least
  /// pinch.enterThreshold (0.04)".
  public var reason: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - key: The setting's dotted key.
  ///   - reason: What is wrong with it.
  public init(key: String, reason: String) {
    self.key = key
    self.reason = reason
  }

  /// A sentence naming the setting and the problem.
  ///
  /// With an empty key the problem is the configuration's as a whole.
  public var description: String {
    key.isEmpty
      ? "The configuration \(reason)." : "The configuration's \(key) \(reason)."
  }

  /// Checks a pair of hysteresis thresholds: both finite and not negative,
  /// the lower one not above the higher one.
  static func checkPair(
    start: Double,
    stop: Double,
    keys: (start: String, stop: String)
  ) throws(ConfigurationError) {
    guard start.isFinite, start >= 0 else {
      throw ConfigurationError(
        key: keys.start,
        reason: "must be a finite number, 0 or more"
      )
    }
    guard stop.isFinite, stop >= 0 else {
      throw ConfigurationError(
        key: keys.stop,
        reason: "must be a finite number, 0 or more"
      )
    }
    guard stop <= start else {
      throw pair(keys.stop, stop, "must not exceed", keys.start, start)
    }
  }

  /// The error for a rule between two settings, naming both with their
  /// values: `pair("pinch.exitThreshold", 0.035, "must be at least",
  /// "pinch.enterThreshold", 0.04)` reads "The configuration's
  /// pinch.exitThreshold (0.035) must be at least pinch.enterThreshold
  /// (0.04)."
  ///
  /// - Parameters:
  ///   - key: The setting the error is keyed by.
  ///   - value: Its value.
  ///   - rule: What it must be, as "must not exceed".
  ///   - other: The other setting's key.
  ///   - otherValue: The other setting's value.
  ///   - trailer: What the reason adds after the other setting, if
  ///     anything, as ", or null for none".
  /// - Returns: The error.
  static func pair(
    _ key: String,
    _ value: Double,
    _ rule: String,
    _ other: String,
    _ otherValue: Double,
    trailer: String = ""
  ) -> ConfigurationError {
    ConfigurationError(
      key: key,
      reason: "(\(value)) \(rule) \(other) (\(otherValue))\(trailer)"
    )
  }

  /// Checks the name of something an app declares (a pose, a sequence):
  /// 1 to 40 letters, digits, `-` or `_`, so that it reads the same in
  /// every report and output format.
  static func checkName(_ name: String, key: String) throws(ConfigurationError)
  {
    let allowed = name.unicodeScalars.allSatisfy { scalar in
      switch scalar {
      case "a"..."z", "A"..."Z", "0"..."9", "-", "_": true
      default: false
      }
    }
    guard !name.isEmpty, name.unicodeScalars.count <= 40, allowed else {
      throw ConfigurationError(
        key: key,
        reason: "must be 1 to 40 letters, digits, - or _"
      )
    }
  }
}
