import GestureCore

/// The JSON form of a pose description, as `poses.custom` holds them:
///
/// ```json
/// {"name": "ok", "thumb": ["extended", "neither"], "middle": "extended",
///  "ring": "extended", "little": "extended",
///  "touches": [{"finger": "index", "touching": true, "ratio": 0.8}]}
/// ```
///
/// Each digit (`thumb`, `index`, `middle`, `ring`, `little`) is a state
/// (`extended`, `curled`, `neither`, `alongside`), a list of them, or
/// `any`, the default. `pointing` lists `{"digit", "direction",
/// "tolerance"}` (degrees); `touches` lists `{"finger", "touching",
/// "ratio"}`, the ratio in thumb lengths or `null` (the settings'
/// `thumbTouchRatio`, also when it is left out).
/// `dwell` and `releaseDelay` are seconds or `null` (the settings'),
/// `holdsHalfBent` a boolean (default `true`), `heldToleranceMargin`
/// degrees (default 0), `palmFacing` `any` (the default), `toward` or
/// `away`. Any other key is an error, in a description, a direction or a
/// touch.
extension PoseDescription {
  private static let keys: Set<String> = [
    "name", "thumb", "index", "middle", "ring", "little", "pointing",
    "touches", "dwell", "releaseDelay", "holdsHalfBent", "heldToleranceMargin",
    "palmFacing",
  ]
  private static let pointingKeys: Set<String> = [
    "digit", "direction", "tolerance",
  ]
  private static let touchKeys: Set<String> = ["finger", "touching", "ratio"]

  /// Reads a description from its JSON form.
  ///
  /// - Parameters:
  ///   - json: The description's object.
  ///   - key: Where it is, such as `poses.custom[2]`, which errors name.
  /// - Throws: A `ConfigurationError` naming the field that is missing,
  ///   unknown or of the wrong kind. The description is not validated;
  ///   the configuration's ``GestureConfiguration/validate()`` does it.
  init(json: JSONValue, key: String) throws(ConfigurationError) {
    let object = try ConfigurationField.object(
      json,
      key: key,
      fields: Self.keys,
      of: "a pose"
    )
    guard case .string(let name)? = object["name"] else {
      throw ConfigurationError(
        key: key + ".name",
        reason: "must be a string naming the pose"
      )
    }
    self.init(name: name)
    thumb = try Self.states(object["thumb"], key: key + ".thumb")
    index = try Self.states(object["index"], key: key + ".index")
    middle = try Self.states(object["middle"], key: key + ".middle")
    ring = try Self.states(object["ring"], key: key + ".ring")
    little = try Self.states(object["little"], key: key + ".little")
    pointing = try ConfigurationField.list(
      object["pointing"],
      key: key + ".pointing"
    ) {
      (object, key) throws(ConfigurationError) in
      try ConfigurationField.check(
        object,
        key: key,
        fields: Self.pointingKeys,
        of: "a direction"
      )
      return Pointing(
        try ConfigurationField.choice(object["digit"], key: key + ".digit"),
        try ConfigurationField.choice(
          object["direction"],
          key: key + ".direction"
        ),
        within: try ConfigurationField.number(
          object["tolerance"],
          key: key + ".tolerance"
        )
      )
    }
    touches = try ConfigurationField.list(
      object["touches"],
      key: key + ".touches"
    ) {
      (object, key) throws(ConfigurationError) in
      try ConfigurationField.check(
        object,
        key: key,
        fields: Self.touchKeys,
        of: "a touch"
      )
      guard case .bool(let touching)? = object["touching"] else {
        throw ConfigurationError(
          key: key + ".touching",
          reason: "must be true or false"
        )
      }
      return Touch(
        try ConfigurationField.choice(object["finger"], key: key + ".finger"),
        isTouching: touching,
        ratio: try ConfigurationField.optionalNumber(
          object["ratio"],
          key: key + ".ratio"
        )
      )
    }
    dwell = try ConfigurationField.optionalNumber(
      object["dwell"],
      key: key + ".dwell"
    )
    releaseDelay = try ConfigurationField.optionalNumber(
      object["releaseDelay"],
      key: key + ".releaseDelay"
    )
    switch object["holdsHalfBent"] {
    case nil: break
    case .bool(let flag)?: holdsHalfBent = flag
    case let other?:
      throw ConfigurationError(
        key: key + ".holdsHalfBent",
        reason: "must be true or false, not \(other.summary)"
      )
    }
    if object["heldToleranceMargin"] != nil {
      heldToleranceMargin = try ConfigurationField.number(
        object["heldToleranceMargin"],
        key: key + ".heldToleranceMargin"
      )
    }
    if object["palmFacing"] != nil {
      palmFacing = try ConfigurationField.choice(
        object["palmFacing"],
        key: key + ".palmFacing"
      )
    }
  }

  /// The description's JSON form, on one line, every field written: the
  /// form `gesture-replay defaults` prints and ``init(json:key:)`` reads.
  var json: String {
    var fields = ["\"name\": " + JSONWriter.stringText(name)]
    for digit in Finger.allCases {
      fields.append("\"\(digit.rawValue)\": " + Self.json(states(of: digit)))
    }
    let pointing = pointing.map {
      "{\"digit\": \"\($0.digit.rawValue)\", \"direction\": "
        + "\"\($0.direction.rawValue)\", \"tolerance\": "
        + JSONWriter.numberText($0.tolerance) + "}"
    }
    fields.append("\"pointing\": [" + pointing.joined(separator: ", ") + "]")
    let touches = touches.map {
      "{\"finger\": \"\($0.finger.rawValue)\", \"touching\": \($0.isTouching), "
        + "\"ratio\": \($0.ratio.map(JSONWriter.numberText) ?? "null")}"
    }
    fields.append("\"touches\": [" + touches.joined(separator: ", ") + "]")
    fields.append(
      "\"dwell\": " + (dwell.map(JSONWriter.numberText) ?? "null")
    )
    fields.append(
      "\"releaseDelay\": "
        + (releaseDelay.map(JSONWriter.numberText) ?? "null")
    )
    fields.append("\"holdsHalfBent\": \(holdsHalfBent)")
    fields.append(
      "\"heldToleranceMargin\": " + JSONWriter.numberText(heldToleranceMargin)
    )
    fields.append("\"palmFacing\": \"\(palmFacing.rawValue)\"")
    return "{" + fields.joined(separator: ", ") + "}"
  }

  /// The states' names in a fixed order.
  private static let stateNames: [(PoseClassifier.DigitStates, String)] = [
    (.extended, "extended"), (.curled, "curled"), (.neither, "neither"),
    (.alongside, "alongside"),
  ]

  private static func json(_ states: PoseClassifier.DigitStates) -> String {
    if states == .any { return "\"any\"" }
    let names = stateNames.filter { states.contains($0.0) }.map { $0.1 }
    if names.count == 1 { return "\"\(names[0])\"" }
    return "[" + names.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
  }

  private static func states(
    _ json: JSONValue?,
    key: String
  ) throws(ConfigurationError) -> PoseClassifier.DigitStates {
    let wrong = ConfigurationError(
      key: key,
      reason: "must be extended, curled, neither, alongside or any, or a "
        + "list of them, not \(json?.summary ?? "")"
    )
    func state(named name: String) -> PoseClassifier.DigitStates? {
      name == "any" ? .any : stateNames.first(where: { $0.1 == name })?.0
    }
    switch json {
    case nil: return .any
    case .string(let name)?:
      guard let states = state(named: name) else { throw wrong }
      return states
    case .array(let elements)?:
      var states: PoseClassifier.DigitStates = []
      for (offset, element) in elements.enumerated() {
        guard case .string(let name) = element, let named = state(named: name)
        else {
          throw ConfigurationError(
            key: key + "[\(offset)]",
            reason: "must be extended, curled, neither, alongside or any, "
              + "not \(element.summary)"
          )
        }
        states.formUnion(named)
      }
      return states
    default: throw wrong
    }
  }
}
