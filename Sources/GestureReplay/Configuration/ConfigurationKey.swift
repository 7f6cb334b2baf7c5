import GestureCore

/// A setting of ``GestureCore/GestureConfiguration`` addressed by a dotted key.
///
/// The keys are the paths of the configuration's JSON form, as in
/// `pinch.enterThreshold`; `gesture-replay --set KEY=VALUE` and
/// `--config FILE` use the same ones, and ``all`` lists them in the order
/// `gesture-replay defaults` prints them.
public struct ConfigurationKey: Sendable {
  /// The kinds of value a setting takes.
  public enum Kind: String, Sendable {
    /// A finite number.
    case number
    /// A whole number.
    case integer
    /// `true` or `false`.
    case boolean
    /// Text.
    case string
    /// A list of finite numbers, or none.
    case numbers = "list of numbers, or null"
    /// A finite number, or none.
    case optionalNumber = "number, or null"
    /// A list of strings, or none.
    case strings = "list of strings, or null"
  }

  /// The dotted key, such as `pinch.enterThreshold`.
  public let name: String
  /// The kind of value the setting takes.
  public let kind: Kind
  /// What the setting does, with its unit.
  public let summary: String
  let get: @Sendable (GestureConfiguration) -> ConfigurationValue
  let set: @Sendable (inout GestureConfiguration, ConfigurationValue) -> Void

  /// Every setting, in the order of the configuration's JSON form.
  public static let all: [ConfigurationKey] = [
    string("name", "the configuration's name, for reports", \.name),
    number(
      "minimumConfidence",
      "a landmark is used only with at least this confidence, 0 to 1",
      \.minimumConfidence
    ),
    integer(
      "movement.medianWindow",
      "displacements the movement median is taken over, in frames",
      \.movement.medianWindow
    ),
    number(
      "movement.startThreshold",
      "a movement starts when the median exceeds this, normalized units",
      \.movement.startThreshold
    ),
    number(
      "movement.stopThreshold",
      "a movement stops when the median falls below this, normalized units",
      \.movement.stopThreshold
    ),
    boolean(
      "pinch.isEnabled",
      "whether pinches are recognized",
      \.pinch.isEnabled
    ),
    number(
      "pinch.enterThreshold",
      "a pinch begins when thumb-index distance is below this, normalized units",
      \.pinch.enterThreshold
    ),
    number(
      "pinch.exitThreshold",
      "a pinch ends when thumb-index distance is above this, normalized units",
      \.pinch.exitThreshold
    ),
    boolean(
      "slider.isEnabled",
      "whether movements drive the slider",
      \.slider.isEnabled
    ),
    number(
      "slider.gain",
      "slider units per normalized unit of horizontal movement",
      \.slider.gain
    ),
    number("slider.minimum", "the slider's smallest value", \.slider.minimum),
    number("slider.maximum", "the slider's largest value", \.slider.maximum),
    number(
      "slider.initialValue",
      "the slider's value before the first movement",
      \.slider.initialValue
    ),
    numbers(
      "slider.values",
      "the allowed values of a discrete slider",
      \.slider.values
    ),
    optionalNumber(
      "slider.step",
      "the step of a discrete slider from minimum to maximum",
      \.slider.step
    ),
    strings("slider.options", "the option names of a picker", \.slider.options),
    boolean(
      "hands.reportsPresence",
      "whether hand found and hand lost events are reported",
      \.hands.reportsPresence
    ),
  ]

  /// Returns the setting with a dotted key.
  ///
  /// - Parameter name: The dotted key, such as `pinch.enterThreshold`.
  /// - Returns: The setting, or `nil` if there is none by that key.
  public static func named(_ name: String) -> ConfigurationKey? {
    all.first { $0.name == name }
  }

  private static func number(
    _ name: String,
    _ summary: String,
    _ path: WritableKeyPath<GestureConfiguration, Double> & Sendable
  ) -> ConfigurationKey {
    ConfigurationKey(
      name: name,
      kind: .number,
      summary: summary,
      get: { .number($0[keyPath: path]) },
      set: { configuration, value in
        if case .number(let number) = value {
          configuration[keyPath: path] = number
        }
      }
    )
  }

  private static func optionalNumber(
    _ name: String,
    _ summary: String,
    _ path: WritableKeyPath<GestureConfiguration, Double?> & Sendable
  ) -> ConfigurationKey {
    ConfigurationKey(
      name: name,
      kind: .optionalNumber,
      summary: summary,
      get: { $0[keyPath: path].map { .number($0) } ?? .null },
      set: { configuration, value in
        switch value {
        case .number(let number): configuration[keyPath: path] = number
        case .null: configuration[keyPath: path] = nil
        default: break
        }
      }
    )
  }

  private static func integer(
    _ name: String,
    _ summary: String,
    _ path: WritableKeyPath<GestureConfiguration, Int> & Sendable
  ) -> ConfigurationKey {
    ConfigurationKey(
      name: name,
      kind: .integer,
      summary: summary,
      get: { .integer($0[keyPath: path]) },
      set: { configuration, value in
        if case .integer(let number) = value {
          configuration[keyPath: path] = number
        }
      }
    )
  }

  private static func boolean(
    _ name: String,
    _ summary: String,
    _ path: WritableKeyPath<GestureConfiguration, Bool> & Sendable
  ) -> ConfigurationKey {
    ConfigurationKey(
      name: name,
      kind: .boolean,
      summary: summary,
      get: { .boolean($0[keyPath: path]) },
      set: { configuration, value in
        if case .boolean(let flag) = value {
          configuration[keyPath: path] = flag
        }
      }
    )
  }

  private static func string(
    _ name: String,
    _ summary: String,
    _ path: WritableKeyPath<GestureConfiguration, String> & Sendable
  ) -> ConfigurationKey {
    ConfigurationKey(
      name: name,
      kind: .string,
      summary: summary,
      get: { .string($0[keyPath: path]) },
      set: { configuration, value in
        if case .string(let text) = value {
          configuration[keyPath: path] = text
        }
      }
    )
  }

  private static func numbers(
    _ name: String,
    _ summary: String,
    _ path: WritableKeyPath<GestureConfiguration, [Double]?> & Sendable
  ) -> ConfigurationKey {
    ConfigurationKey(
      name: name,
      kind: .numbers,
      summary: summary,
      get: { $0[keyPath: path].map { .numbers($0) } ?? .null },
      set: { configuration, value in
        switch value {
        case .numbers(let list): configuration[keyPath: path] = list
        case .null: configuration[keyPath: path] = nil
        default: break
        }
      }
    )
  }

  private static func strings(
    _ name: String,
    _ summary: String,
    _ path: WritableKeyPath<GestureConfiguration, [String]?> & Sendable
  ) -> ConfigurationKey {
    ConfigurationKey(
      name: name,
      kind: .strings,
      summary: summary,
      get: { $0[keyPath: path].map { .strings($0) } ?? .null },
      set: { configuration, value in
        switch value {
        case .strings(let list): configuration[keyPath: path] = list
        case .null: configuration[keyPath: path] = nil
        default: break
        }
      }
    )
  }
}
