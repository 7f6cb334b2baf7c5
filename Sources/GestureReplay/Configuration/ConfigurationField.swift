import GestureCore

/// Readers of the fields of a JSON object in a configuration (a pose
/// description, a gesture sequence): each error names the field's key,
/// such as `poses.custom[2].pointing[0].tolerance`.
enum ConfigurationField {
  /// The object a value must be, with no member but `fields`.
  ///
  /// - Parameters:
  ///   - json: The value.
  ///   - key: Where it is.
  ///   - fields: The members it may have.
  ///   - what: What it describes, for the error, such as "a pose".
  /// - Returns: The object.
  /// - Throws: A `ConfigurationError` naming `key` when the value is not
  ///   an object, or the member that is not one of `fields`.
  static func object(
    _ json: JSONValue,
    key: String,
    fields: Set<String>,
    of what: String
  ) throws(ConfigurationError) -> JSONObject {
    guard case .object(let object) = json else {
      throw ConfigurationError(
        key: key,
        reason: "must be an object, not \(json.summary)"
      )
    }
    try check(object, key: key, fields: fields, of: what)
    return object
  }

  /// Checks that an object has no member but `fields`.
  static func check(
    _ object: JSONObject,
    key: String,
    fields: Set<String>,
    of what: String
  ) throws(ConfigurationError) {
    for member in object.members where !fields.contains(member.key) {
      throw ConfigurationError(
        key: key + "." + member.key,
        reason: "is not a field of \(what); the fields are "
          + fields.sorted().joined(separator: ", ")
      )
    }
  }

  /// The elements of a JSON list, each read by `read` with its key
  /// (`key[offset]`).
  static func elements<Element>(
    _ elements: [JSONValue],
    key: String,
    _ read: (JSONValue, String) throws(ConfigurationError) -> Element
  ) throws(ConfigurationError) -> [Element] {
    var list: [Element] = []
    for (offset, element) in elements.enumerated() {
      list.append(try read(element, key + "[\(offset)]"))
    }
    return list
  }

  /// A list of objects, each read by `read` with its key (`key[offset]`);
  /// empty when the field is missing.
  static func list<Element>(
    _ json: JSONValue?,
    key: String,
    _ read: (JSONObject, String) throws(ConfigurationError) -> Element
  ) throws(ConfigurationError) -> [Element] {
    switch json {
    case nil: return []
    case .array(let elements)?:
      var list: [Element] = []
      for (offset, element) in elements.enumerated() {
        let key = key + "[\(offset)]"
        guard case .object(let object) = element else {
          throw ConfigurationError(
            key: key,
            reason: "must be an object, not \(element.summary)"
          )
        }
        list.append(try read(object, key))
      }
      return list
    case let other?:
      throw ConfigurationError(
        key: key,
        reason: "must be a list, not \(other.summary)"
      )
    }
  }

  /// One of a set of names.
  static func choice<Value>(
    _ json: JSONValue?,
    key: String
  ) throws(ConfigurationError) -> Value
  where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
    guard case .string(let text)? = json, let value = Value(rawValue: text)
    else {
      throw ConfigurationError(
        key: key,
        reason: "must be one of "
          + Value.allCases.map(\.rawValue).joined(separator: ", ")
          + ", not \(json?.summary ?? "missing")"
      )
    }
    return value
  }

  /// One of a set of names, or `nil` when the field is missing or `null`.
  static func optionalChoice<Value>(
    _ json: JSONValue?,
    key: String
  ) throws(ConfigurationError) -> Value?
  where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
    switch json {
    case nil, .null?: return nil
    default: return try choice(json, key: key)
    }
  }

  /// A finite number.
  static func number(
    _ json: JSONValue?,
    key: String
  ) throws(ConfigurationError) -> Double {
    guard case .number(let number)? = json, number.isFinite else {
      throw ConfigurationError(
        key: key,
        reason: "must be a finite number, not \(json?.summary ?? "missing")"
      )
    }
    return number
  }

  /// A finite number, or `nil` when the field is missing or `null`.
  static func optionalNumber(
    _ json: JSONValue?,
    key: String
  ) throws(ConfigurationError) -> Double? {
    switch json {
    case nil, .null?: return nil
    default: return try number(json, key: key)
    }
  }

  /// A string, or `nil` when the field is missing or `null`.
  static func optionalString(
    _ json: JSONValue?,
    key: String
  ) throws(ConfigurationError) -> String? {
    switch json {
    case nil, .null?: return nil
    case .string(let text)?: return text
    case let other?:
      throw ConfigurationError(
        key: key,
        reason: "must be a string or null, not \(other.summary)"
      )
    }
  }
}
