import GestureCore

/// The JSON form of a gesture sequence, as `sequences` holds them:
///
/// ```json
/// {"name": "grab", "steps": [
///   {"gesture": "pose", "name": "openPalm", "minimumDuration": 0.3},
///   {"gesture": "pose", "name": "closedFist"}]}
/// ```
///
/// A step names its `gesture` and may name the event's `phase`, `name`,
/// `direction` and `finger` (each a string, or `null` for any: a missing
/// `phase` stands for `began` or `recognized`), its `minimumDuration` (0
/// by default) and `maximumDelay` (1 by default), in seconds. Any other
/// key is an error.
extension GestureSequence {
  private static let keys: Set<String> = ["name", "steps"]
  private static let stepKeys: Set<String> = [
    "gesture", "phase", "name", "direction", "finger", "minimumDuration",
    "maximumDelay",
  ]

  /// Reads a sequence from its JSON form.
  ///
  /// - Parameters:
  ///   - json: The sequence's object.
  ///   - key: Where it is, such as `sequences[1]`, which errors name.
  /// - Throws: A `ConfigurationError` naming the field that is missing,
  ///   unknown or of the wrong kind. The sequence is not validated; the
  ///   configuration's ``GestureConfiguration/validate()`` does it.
  init(json: JSONValue, key: String) throws(ConfigurationError) {
    let object = try Self.object(json, key: key, fields: Self.keys)
    guard case .string(let name)? = object["name"] else {
      throw ConfigurationError(
        key: key + ".name",
        reason: "must be a string naming the sequence"
      )
    }
    guard case .array(let elements)? = object["steps"] else {
      throw ConfigurationError(
        key: key + ".steps",
        reason: "must be a list of steps, not "
          + (object["steps"]?.summary ?? "missing")
      )
    }
    var steps: [Step] = []
    for (offset, element) in elements.enumerated() {
      steps.append(try Self.step(element, key: key + ".steps[\(offset)]"))
    }
    self.init(name: name, steps: steps)
  }

  private static func step(
    _ json: JSONValue,
    key: String
  ) throws(ConfigurationError) -> Step {
    let object = try Self.object(json, key: key, fields: stepKeys)
    guard case .string(let gesture)? = object["gesture"] else {
      throw ConfigurationError(
        key: key + ".gesture",
        reason: "must be a string naming a gesture, not "
          + (object["gesture"]?.summary ?? "missing")
      )
    }
    var step = Step(Gesture(gesture))
    step.phase = try choice(object["phase"], key: key + ".phase")
    step.direction = try choice(object["direction"], key: key + ".direction")
    step.finger = try choice(object["finger"], key: key + ".finger")
    switch object["name"] {
    case nil, .null?: break
    case .string(let name)?: step.name = name
    case let other?:
      throw ConfigurationError(
        key: key + ".name",
        reason: "must be a string or null, not \(other.summary)"
      )
    }
    if let seconds = try number(
      object["minimumDuration"],
      key: key + ".minimumDuration"
    ) {
      step.minimumDuration = seconds
    }
    if let seconds = try number(
      object["maximumDelay"],
      key: key + ".maximumDelay"
    ) {
      step.maximumDelay = seconds
    }
    return step
  }

  /// The sequence's JSON form, on one line, every field written: the form
  /// `gesture-replay defaults` prints and ``init(json:key:)`` reads.
  var json: String {
    func text(_ value: String?) -> String {
      value.map(JSONWriter.stringText) ?? "null"
    }
    let steps = steps.map { step in
      "{\"gesture\": " + JSONWriter.stringText(step.gesture.rawValue)
        + ", \"phase\": " + text(step.phase?.rawValue)
        + ", \"name\": " + text(step.name)
        + ", \"direction\": " + text(step.direction?.rawValue)
        + ", \"finger\": " + text(step.finger?.rawValue)
        + ", \"minimumDuration\": "
        + JSONWriter.numberText(step.minimumDuration)
        + ", \"maximumDelay\": " + JSONWriter.numberText(step.maximumDelay)
        + "}"
    }
    return "{\"name\": " + JSONWriter.stringText(name) + ", \"steps\": ["
      + steps.joined(separator: ", ") + "]}"
  }

  private static func object(
    _ json: JSONValue,
    key: String,
    fields: Set<String>
  ) throws(ConfigurationError) -> JSONObject {
    guard case .object(let object) = json else {
      throw ConfigurationError(
        key: key,
        reason: "must be an object, not \(json.summary)"
      )
    }
    for member in object.members where !fields.contains(member.key) {
      throw ConfigurationError(
        key: key + "." + member.key,
        reason: "is not a field here; the fields are "
          + fields.sorted().joined(separator: ", ")
      )
    }
    return object
  }

  private static func choice<Value>(
    _ json: JSONValue?,
    key: String
  ) throws(ConfigurationError) -> Value?
  where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
    switch json {
    case nil, .null?: return nil
    case .string(let text)?:
      if let value = Value(rawValue: text) { return value }
    default: break
    }
    throw ConfigurationError(
      key: key,
      reason: "must be one of "
        + Value.allCases.map(\.rawValue).joined(separator: ", ")
        + ", or null, not \(json?.summary ?? "missing")"
    )
  }

  private static func number(
    _ json: JSONValue?,
    key: String
  ) throws(ConfigurationError) -> Double? {
    switch json {
    case nil: return nil
    case .number(let number)? where number.isFinite: return number
    case let other?:
      throw ConfigurationError(
        key: key,
        reason: "must be a finite number of seconds, not \(other.summary)"
      )
    }
  }
}
