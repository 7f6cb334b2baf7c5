import GestureCore

extension GestureConfiguration {
  /// The names of the built-in configurations, for `--configuration`.
  public static let builtInNames = ["handKit", "adaptive"]

  /// Returns a built-in configuration by name.
  ///
  /// - Parameter name: `handKit` or `adaptive`.
  /// - Returns: The configuration, or `nil` for an unknown name.
  public static func builtIn(named name: String) -> GestureConfiguration? {
    switch name {
    case "handKit": return .handKit
    case "adaptive": return .adaptive
    default: return nil
    }
  }

  /// Changes one setting from a `KEY=VALUE` assignment.
  ///
  /// - Parameter assignment: A dotted key, `=`, and the value's text, as in
  ///   `pinch.enterThreshold=0.02`.
  /// - Throws: A `ConfigurationError` naming the key when the
  ///   assignment has no `=`, the key is unknown, or the value is not of
  ///   the key's kind. The result is not validated; call ``validate()``.
  public mutating func apply(assignment: String) throws(ConfigurationError) {
    guard let equals = assignment.firstIndex(of: "=") else {
      throw ConfigurationError(
        key: assignment,
        reason: assignment.isEmpty
          ? "needs a setting, as in KEY=VALUE"
          : "needs a value, as in KEY=VALUE"
      )
    }
    let name = String(assignment[..<equals])
    let text = String(assignment[assignment.index(after: equals)...])
    guard !name.isEmpty else {
      throw ConfigurationError(
        key: "",
        reason: "needs a key before '=', as in KEY=VALUE"
      )
    }
    guard let key = ConfigurationKey.named(name) else {
      throw ConfigurationKey.notASetting(name)
    }
    key.set(&self, try key.parse(text))
  }

  /// The configuration as JSON, keys in a fixed order, ready to edit.
  ///
  /// This is what `gesture-replay defaults` prints and `--config` reads:
  /// top-level settings (`name`, `minimumConfidence`, `sequences`), then
  /// one object per group (`smoothing`, `relationships`, `hands`, ...),
  /// in the order of ``ConfigurationKey/all``.
  public var settingsJSON: String {
    Self.settingsObject(ConfigurationKey.all, of: self, isPretty: true) + "\n"
  }

  /// Returns the settings in which the configuration differs from another.
  ///
  /// - Parameter base: The configuration to compare with.
  /// - Returns: The dotted keys of the settings whose values differ, in the
  ///   order of ``ConfigurationKey/all``, such as `["pinch.enterThreshold"]`;
  ///   empty when the two are equal.
  /// - Complexity: O(*k*) in the number of settings.
  public func changedSettings(from base: GestureConfiguration) -> [String] {
    changedKeys(from: base).map(\.name)
  }

  /// The settings that differ from handKit's, as one line of JSON in the
  /// form of ``settingsJSON``: applied to handKit as a `--config` file,
  /// they give this configuration.
  var changedSettingsJSON: String {
    Self.settingsObject(changedKeys(from: .handKit), of: self, isPretty: false)
  }

  private func changedKeys(from base: GestureConfiguration)
    -> [ConfigurationKey]
  {
    ConfigurationKey.all.filter { $0.get(self) != $0.get(base) }
  }

  /// Renders settings as a JSON object, each group's settings in an object
  /// of their own: indented on lines of their own, or on one line.
  private static func settingsObject(
    _ keys: [ConfigurationKey],
    of configuration: GestureConfiguration,
    isPretty: Bool
  ) -> String {
    let newline = isPretty ? "\n" : ""
    let indent = isPretty ? "  " : ""
    let colon = isPretty ? ": " : ":"
    var items: [String] = []
    var groupName: String?
    var group: [String] = []
    func closeGroup() {
      if let groupName {
        items.append(
          indent + JSONWriter.stringText(groupName) + colon + "{" + newline
            + group.joined(separator: "," + newline) + newline + indent + "}"
        )
      }
      groupName = nil
      group = []
    }
    for key in keys {
      let parts = key.name.split(separator: ".", maxSplits: 1)
      let value = key.get(configuration).json
      if parts.count == 2 {
        let prefix = String(parts[0])
        if groupName != prefix {
          closeGroup()
          groupName = prefix
        }
        group.append(
          indent + indent + JSONWriter.stringText(String(parts[1])) + colon
            + value
        )
      } else {
        closeGroup()
        items.append(indent + JSONWriter.stringText(key.name) + colon + value)
      }
    }
    closeGroup()
    return "{" + newline + items.joined(separator: "," + newline) + newline
      + "}"
  }
}
