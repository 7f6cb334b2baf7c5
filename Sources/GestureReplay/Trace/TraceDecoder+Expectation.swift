import GestureCore

extension TraceDecoder {
  /// Decodes `expect`, the list of events a trace must produce.
  ///
  /// - Parameter value: The `expect` member's value.
  /// - Returns: The expectations, in the order given.
  /// - Throws: A problem naming `expect[i]` and its field.
  static func expectations(
    _ value: JSONValue
  ) throws(TraceProblem) -> [Expectation] {
    let elements = try array(value, "expect")
    var expectations: [Expectation] = []
    for (index, element) in elements.enumerated() {
      let expectation = try within(.key("expect"), .index(index)) {
        () throws(TraceProblem) in try self.expectation(element)
      }
      expectations.append(expectation)
    }
    return expectations
  }

  /// Decodes one expectation:
  /// `{gesture, phase, t, within?, hand?, track?, value?, tolerance?, direction?,
  /// name?, finger?, scale?, scaleTolerance?, rotation?,
  /// rotationTolerance?}`.
  private static func expectation(
    _ value: JSONValue
  ) throws(TraceProblem) -> Expectation {
    let object = try object(value)
    guard let gesture = try gestureName("gesture", in: object) else {
      throw TraceProblem("gesture is missing")
    }
    guard let phase: Phase = try choice("phase", in: object) else {
      throw TraceProblem("phase is missing")
    }
    var expectation = Expectation(
      gesture: gesture,
      phase: phase,
      time: try finite(try required("t", in: object), "t")
    )
    if let within = optional("within", in: object) {
      expectation.within = try nonNegative(within, "within")
    }
    expectation.hand = try choice("hand", in: object)
    if let track = optional("track", in: object) {
      expectation.track = try wholeNumber(track, "track")
    }
    if let number = optional("value", in: object) {
      expectation.value = try finite(number, "value")
    }
    if let tolerance = optional("tolerance", in: object) {
      expectation.tolerance = try nonNegative(tolerance, "tolerance")
    }
    expectation.direction = try choice("direction", in: object)
    if let name = optional("name", in: object) {
      expectation.name = try string(name, "name")
    }
    expectation.finger = try choice("finger", in: object)
    if let number = optional("scale", in: object) {
      expectation.scale = try finite(number, "scale")
    }
    if let tolerance = optional("scaleTolerance", in: object) {
      expectation.scaleTolerance = try nonNegative(tolerance, "scaleTolerance")
    }
    if let number = optional("rotation", in: object) {
      expectation.rotation = try finite(number, "rotation")
    }
    if let tolerance = optional("rotationTolerance", in: object) {
      expectation.rotationTolerance = try nonNegative(
        tolerance,
        "rotationTolerance"
      )
    }
    return expectation
  }

  /// Reads a gesture's name: GestureCore's own, or a custom stage's, letters
  /// and digits starting with a letter.
  static func gestureName(
    _ name: String,
    in object: JSONObject
  ) throws(TraceProblem) -> Gesture? {
    guard let value = optional(name, in: object) else { return nil }
    if case .string(let text) = value, Gesture(text).isValidName {
      return Gesture(text)
    }
    let names = Gesture.builtIn.map(\.rawValue)
    throw TraceProblem(
      "expected a gesture's name (\(alternatives(names)), or a custom "
        + "stage's: letters and digits), found \(value.summary)"
    ).within(.key(name))
  }
}
