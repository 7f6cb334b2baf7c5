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
/// by default) and `maximumDelay` (1 by default), in seconds (`null` for
/// the default). Any other key is an error.
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
    let object = try ConfigurationField.object(
      json,
      key: key,
      fields: Self.keys,
      of: "a sequence"
    )
    guard case .string(let name)? = object["name"] else {
      throw ConfigurationError(
        key: key + ".name",
        reason: "must be a string naming the sequence"
      )
    }
    guard object["steps"] != nil else {
      throw ConfigurationError(
        key: key + ".steps",
        reason: "must be a list of steps, not missing"
      )
    }
    let steps = try ConfigurationField.list(
      object["steps"],
      key: key + ".steps",
      Self.step
    )
    self.init(name: name, steps: steps)
  }

  private static func step(
    _ object: JSONObject,
    key: String
  ) throws(ConfigurationError) -> Step {
    try ConfigurationField.check(
      object,
      key: key,
      fields: stepKeys,
      of: "a step"
    )
    guard case .string(let gesture)? = object["gesture"] else {
      throw ConfigurationError(
        key: key + ".gesture",
        reason: "must be a string naming a gesture, not "
          + (object["gesture"]?.summary ?? "missing")
      )
    }
    var step = Step(Gesture(gesture))
    step.phase = try ConfigurationField.optionalChoice(
      object["phase"],
      key: key + ".phase"
    )
    step.name = try ConfigurationField.optionalString(
      object["name"],
      key: key + ".name"
    )
    step.direction = try ConfigurationField.optionalChoice(
      object["direction"],
      key: key + ".direction"
    )
    step.finger = try ConfigurationField.optionalChoice(
      object["finger"],
      key: key + ".finger"
    )
    if let seconds = try ConfigurationField.optionalNumber(
      object["minimumDuration"],
      key: key + ".minimumDuration"
    ) {
      step.minimumDuration = seconds
    }
    if let seconds = try ConfigurationField.optionalNumber(
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
}
