import GestureCore

extension GestureConfiguration {
  /// Changes the settings a JSON configuration gives, keeping the others.
  ///
  /// The JSON is an object in the form `gesture-replay defaults` prints:
  /// top-level settings and one object per group, such as
  /// `{"pinch": {"enterThreshold": 0.02}}`. Every key must be a setting: a
  /// misspelt key is an error rather than a setting silently left alone.
  ///
  /// - Parameter bytes: The configuration's UTF-8 JSON text.
  /// - Throws: A `ConfigurationError` naming the key whose
  ///   value is of the wrong kind or that is not a setting, or saying that
  ///   the text is not JSON. The result is not validated; call
  ///   ``validate()``.
  public mutating func apply(settingsJSON bytes: [UInt8])
    throws(ConfigurationError)
  {
    let document: JSONValue
    do {
      document = try JSONParser.parse(bytes)
    } catch {
      throw ConfigurationError(
        key: "",
        reason: "is not valid JSON: line \(error.line), column "
          + "\(error.column): \(error.message)"
      )
    }
    guard case .object(let object) = document else {
      throw ConfigurationError(key: "", reason: "must be a JSON object")
    }
    try apply(settings: object)
  }

  /// Changes the settings a parsed JSON configuration object gives,
  /// keeping the others; see ``apply(settingsJSON:)``.
  mutating func apply(settings object: JSONObject)
    throws(ConfigurationError)
  {
    try apply(object, prefix: "")
  }

  private mutating func apply(_ object: JSONObject, prefix: String)
    throws(ConfigurationError)
  {
    for member in object.members {
      let name = prefix + member.key
      if case .object(let group) = member.value, prefix.isEmpty,
        ConfigurationKey.all.contains(where: { $0.name.hasPrefix(name + ".") })
      {
        try apply(group, prefix: name + ".")
        continue
      }
      guard let key = ConfigurationKey.named(name) else {
        throw ConfigurationKey.notASetting(name)
      }
      key.set(&self, try key.value(from: member.value))
    }
  }
}

extension ConfigurationKey {
  /// The error for a name that is no setting's: a group's (`pinch`), or
  /// none at all.
  static func notASetting(_ name: String) -> ConfigurationError {
    let isGroup = all.contains { $0.name.hasPrefix(name + ".") }
    return ConfigurationError(
      key: VisibleText.shortened(name),
      reason: isGroup
        ? "is a group of settings, not a setting: give one of its keys, as "
          + "\(name).KEY, or an object of them in a configuration file"
        : "is not a setting; `gesture-replay defaults` lists them"
    )
  }

  /// Converts a JSON value to a value of this setting's kind.
  func value(from json: JSONValue) throws(ConfigurationError)
    -> ConfigurationValue
  {
    let wrongKind = ConfigurationError(
      key: name,
      reason: "must be \(kind.article) \(kind.rawValue), not \(json.summary)"
    )
    switch (kind, json) {
    case (.number, .number(let number)) where number.isFinite,
      (.optionalNumber, .number(let number)) where number.isFinite:
      return .number(number)
    case (.optionalNumber, .null), (.numbers, .null), (.strings, .null):
      return .null
    case (.integer, .number(let number)):
      guard let whole = Int(exactly: number) else { throw wrongKind }
      return .integer(whole)
    case (.boolean, .bool(let flag)):
      return .boolean(flag)
    case (.string, .string(let text)):
      return .string(text)
    case (.choice, .string(let text)):
      guard choices.contains(text) else {
        throw ConfigurationError(
          key: name,
          reason: "must be one of \(choices.joined(separator: ", ")), "
            + "not \(json.summary)"
        )
      }
      return .string(text)
    case (.numbers, .array(let elements)):
      var list: [Double] = []
      for (index, element) in elements.enumerated() {
        guard case .number(let number) = element, number.isFinite else {
          throw ConfigurationError(
            key: "\(name)[\(index)]",
            reason: "must be a number, not \(element.summary)"
          )
        }
        list.append(number)
      }
      return .numbers(list)
    case (.poses, .array(let elements)):
      return .poses(
        try ConfigurationField.elements(elements, key: name) {
          (element, key) throws(ConfigurationError) in
          try PoseDescription(json: element, key: key)
        }
      )
    case (.sequences, .array(let elements)):
      return .sequences(
        try ConfigurationField.elements(elements, key: name) {
          (element, key) throws(ConfigurationError) in
          try GestureSequence(json: element, key: key)
        }
      )
    case (.strings, .array(let elements)):
      var list: [String] = []
      for (index, element) in elements.enumerated() {
        guard case .string(let text) = element else {
          throw ConfigurationError(
            key: "\(name)[\(index)]",
            reason: "must be a string, not \(element.summary)"
          )
        }
        list.append(text)
      }
      return .strings(list)
    default:
      throw wrongKind
    }
  }
}
