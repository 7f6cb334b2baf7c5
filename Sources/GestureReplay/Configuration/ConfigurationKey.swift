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
    /// A list of pose descriptions, each an object (see
    /// `Docs/Gestures/Poses.md`); in `--set`, the list's JSON text.
    case poses = "list of pose descriptions"
    case sequences = "list of gesture sequences"
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
  /// top-level settings first, then each group's; the engine's own
  /// groups, then each stage's in the order the engine runs them (see
  /// ``keys(for:)``).
  public static let all: [ConfigurationKey] = grouped(
    engineKeys + BuiltInStage.allCases.flatMap(keys(for:))
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
}
