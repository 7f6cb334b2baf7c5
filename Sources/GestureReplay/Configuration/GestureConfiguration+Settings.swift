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
        reason: "needs a value, as in KEY=VALUE"
      )
    }
    let name = String(assignment[..<equals])
    let text = String(assignment[assignment.index(after: equals)...])
    guard let key = ConfigurationKey.named(name) else {
      throw ConfigurationError(
        key: name,
        reason: "is not a setting; `gesture-replay defaults` lists them"
      )
    }
    key.set(&self, try key.parse(text))
  }

  /// The configuration as JSON, keys in a fixed order, ready to edit.
  ///
  /// This is what `gesture-replay defaults` prints and `--config` reads:
  /// top-level settings, then one object per group (`movement`, `pinch`,
  /// `slider`, `hands`), in the order of ``ConfigurationKey/all``.
  public var settingsJSON: String {
    var items: [String] = []
    var groupName: String?
    var group: [String] = []
    func closeGroup() {
      if let groupName {
        items.append(
          "  \(JSONWriter.stringText(groupName)): {\n"
            + group.joined(separator: ",\n") + "\n  }"
        )
      }
      groupName = nil
      group = []
    }
    for key in ConfigurationKey.all {
      let parts = key.name.split(separator: ".", maxSplits: 1)
      let value = key.get(self).json
      if parts.count == 2 {
        let prefix = String(parts[0])
        if groupName != prefix {
          closeGroup()
          groupName = prefix
        }
        group.append("    \(JSONWriter.stringText(String(parts[1]))): \(value)")
      } else {
        closeGroup()
        items.append("  \(JSONWriter.stringText(key.name)): \(value)")
      }
    }
    closeGroup()
    return "{\n" + items.joined(separator: ",\n") + "\n}\n"
  }
}
