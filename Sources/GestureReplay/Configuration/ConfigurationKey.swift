import GestureCore

/// A setting of `GestureConfiguration` addressed by a dotted key.
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
    /// One of a few names, listed in ``ConfigurationKey/choices``.
    case choice = "name"
  }

  /// The dotted key, such as `pinch.enterThreshold`.
  public let name: String
  /// The kind of value the setting takes.
  public let kind: Kind
  /// What the setting does, with its unit.
  public let summary: String
  /// The names a ``Kind-swift.enum/choice`` setting accepts.
  public var choices: [String] = []
  let get: @Sendable (GestureConfiguration) -> ConfigurationValue
  let set: @Sendable (inout GestureConfiguration, ConfigurationValue) -> Void

  /// Every setting, in the order of the configuration's JSON form:
  /// top-level settings first, then each group's.
  public static let all: [ConfigurationKey] = grouped(
    baseKeys + adaptiveKeys + shapeKeys
  )

  /// Orders keys so that each group's keys are together, groups in the
  /// order they first appear, top-level keys first; stable otherwise.
  private static func grouped(_ keys: [ConfigurationKey])
    -> [ConfigurationKey]
  {
    var groups: [String] = [""]
    for key in keys where !groups.contains(key.group) {
      groups.append(key.group)
    }
    return groups.flatMap { group in keys.filter { $0.group == group } }
  }

  /// The key's group, such as `pinch`, or empty for a top-level key.
  var group: String {
    let parts = name.split(separator: ".", maxSplits: 1)
    return parts.count == 2 ? String(parts[0]) : ""
  }

  /// The settings of the prototype's configuration.
  private static let baseKeys: [ConfigurationKey] =
    [
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
      strings(
        "slider.options",
        "the option names of a picker",
        \.slider.options
      ),
      boolean(
        "hands.reportsPresence",
        "whether hand found and hand lost events are reported",
        \.hands.reportsPresence
      ),
    ]

  /// The settings the adaptive configuration adds, in the same groups.
  private static let adaptiveKeys: [ConfigurationKey] = [
    choice(
      "movement.measure",
      "perFrame (median displacement per frame) or speed (over a window)",
      \.movement.measure
    ),
    choice(
      "movement.point",
      "the point a movement follows: indexTip or palm",
      \.movement.point
    ),
    number(
      "movement.window",
      "the time the speed is measured over, in seconds",
      \.movement.window
    ),
    number(
      "movement.speedStartThreshold",
      "a movement starts above this speed, normalized units per second",
      \.movement.speedStartThreshold
    ),
    number(
      "movement.speedStopThreshold",
      "a movement stops below this speed, normalized units per second",
      \.movement.speedStopThreshold
    ),
    boolean(
      "movement.usesWorldLandmarks",
      "whether world landmarks, when present, measure the speed in m/s",
      \.movement.usesWorldLandmarks
    ),
    number(
      "movement.worldSpeedStartThreshold",
      "a movement starts above this speed, metres per second",
      \.movement.worldSpeedStartThreshold
    ),
    number(
      "movement.worldSpeedStopThreshold",
      "a movement stops below this speed, metres per second",
      \.movement.worldSpeedStopThreshold
    ),
    number(
      "movement.stopDelay",
      "seconds the signal must stay below the stop threshold to stop",
      \.movement.stopDelay
    ),
    number(
      "movement.medianSpan",
      "seconds of samples the speed's median filter takes, 0 for none",
      \.movement.medianSpan
    ),
    boolean(
      "movement.holdsThroughTurns",
      "whether a turn keeps a movement going (speed from a turn)",
      \.movement.holdsThroughTurns
    ),
    boolean(
      "pinch.isHandRelative",
      "whether pinch distances are divided by the hand's palm size",
      \.pinch.isHandRelative
    ),
    number(
      "pinch.relativeEnterThreshold",
      "a pinch begins below this distance, in palm sizes",
      \.pinch.relativeEnterThreshold
    ),
    number(
      "pinch.relativeExitThreshold",
      "a pinch ends above this distance, in palm sizes",
      \.pinch.relativeExitThreshold
    ),
    boolean(
      "pinch.usesWorldLandmarks",
      "whether world landmarks, when present, measure pinches in metres",
      \.pinch.usesWorldLandmarks
    ),
    number(
      "pinch.worldEnterThreshold",
      "a pinch begins below this distance, in metres",
      \.pinch.worldEnterThreshold
    ),
    number(
      "pinch.worldExitThreshold",
      "a pinch ends above this distance, in metres",
      \.pinch.worldExitThreshold
    ),
    boolean(
      "pinch.rejectsFist",
      "whether a closed fist is kept from beginning a pinch",
      \.pinch.rejectsFist
    ),
    number(
      "pinch.fistCurlRatio",
      "a finger is curled when its tip is nearer the wrist than this times "
        + "its knuckle (image)",
      \.pinch.fistCurlRatio
    ),
    number(
      "pinch.worldFistCurlRatio",
      "the same curl ratio in world landmarks",
      \.pinch.worldFistCurlRatio
    ),
    boolean(
      "slider.referencesMovementStart",
      "whether the slider's reference is where the movement began",
      \.slider.referencesMovementStart
    ),
    number(
      "hands.minimumScore",
      "a hand scoring below this counts as not seen, 0 to 1",
      \.hands.minimumScore
    ),
    optionalNumber(
      "hands.lossTimeout",
      "seconds a lost hand keeps its gestures before they are cancelled",
      \.hands.lossTimeout
    ),
    boolean(
      "smoothing.isEnabled",
      "whether landmark positions are smoothed by a One Euro filter",
      \.smoothing.isEnabled
    ),
    number(
      "smoothing.minimumCutoff",
      "the One Euro filter's cutoff at rest, in hertz",
      \.smoothing.minimumCutoff
    ),
    number(
      "smoothing.beta",
      "how fast the cutoff rises with speed, per unit per second",
      \.smoothing.beta
    ),
    number(
      "smoothing.derivativeCutoff",
      "the cutoff of the One Euro filter's speed estimate, in hertz",
      \.smoothing.derivativeCutoff
    ),
    choice(
      "arbitration",
      "independent, or exclusive (the first of pinch and movement wins)",
      \.arbitration
    ),
  ]

  /// The settings of the secondary pinch, swipes and static poses.
  private static let shapeKeys: [ConfigurationKey] = [
    boolean(
      "pinch.isSecondaryEnabled",
      "whether a thumb-middle pinch is recognized too (finger: middle)",
      \.pinch.isSecondaryEnabled
    ),
    boolean(
      "swipe.isEnabled",
      "whether swipes are recognized",
      \.swipe.isEnabled
    ),
    number(
      "swipe.minimumDistance",
      "a swipe's palm travel must exceed this, normalized units",
      \.swipe.minimumDistance
    ),
    number(
      "swipe.maximumDuration",
      "the time a swipe's travel must fit in, in seconds",
      \.swipe.maximumDuration
    ),
    number(
      "swipe.minimumStraightness",
      "travel along the axis must exceed this times travel across it",
      \.swipe.minimumStraightness
    ),
    boolean(
      "swipe.isHandRelative",
      "whether a swipe's travel is measured in palm sizes",
      \.swipe.isHandRelative
    ),
    number(
      "swipe.relativeMinimumDistance",
      "a swipe's palm travel must exceed this, in palm sizes",
      \.swipe.relativeMinimumDistance
    ),
    boolean(
      "poses.isEnabled",
      "whether static poses are recognized",
      \.poses.isEnabled
    ),
    number(
      "poses.dwell",
      "seconds a pose must match before it begins",
      \.poses.dwell
    ),
    number(
      "poses.releaseDelay",
      "seconds a held pose may fail to hold before it ends",
      \.poses.releaseDelay
    ),
    number(
      "poses.fingerExtendedRatio",
      "a finger is extended above this tip-to-wrist / PIP-to-wrist ratio",
      \.poses.fingerExtendedRatio
    ),
    number(
      "poses.fingerCurledRatio",
      "a finger is curled below this tip-to-wrist / PIP-to-wrist ratio",
      \.poses.fingerCurledRatio
    ),
    number(
      "poses.thumbExtendedRatio",
      "the thumb is extended above this ratio (tip / MCP, from little MCP)",
      \.poses.thumbExtendedRatio
    ),
    number(
      "poses.thumbFoldedRatio",
      "the thumb is folded below this ratio (tip / MCP, from little MCP)",
      \.poses.thumbFoldedRatio
    ),
    number(
      "poses.thumbTouchRatio",
      "an extended thumb nearer the index tip than this times its length "
        + "touches it",
      \.poses.thumbTouchRatio
    ),
    number(
      "poses.minimumPalmWidth",
      "no pose is read when palm width / palm length is not above this",
      \.poses.minimumPalmWidth
    ),
    number(
      "poses.minimumKnuckleRatio",
      "no pose is read when shortest / longest wrist-knuckle is not above this",
      \.poses.minimumKnuckleRatio
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

  private static func choice<Value>(
    _ name: String,
    _ summary: String,
    _ path: WritableKeyPath<GestureConfiguration, Value> & Sendable
  ) -> ConfigurationKey
  where
    Value: RawRepresentable & CaseIterable & Sendable,
    Value.RawValue == String
  {
    var key = ConfigurationKey(
      name: name,
      kind: .choice,
      summary: summary,
      get: { .string($0[keyPath: path].rawValue) },
      set: { configuration, value in
        if case .string(let text) = value, let choice = Value(rawValue: text) {
          configuration[keyPath: path] = choice
        }
      }
    )
    key.choices = Value.allCases.map(\.rawValue)
    return key
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
