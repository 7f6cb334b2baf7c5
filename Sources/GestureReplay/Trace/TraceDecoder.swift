/// Helpers that read typed members out of JSON objects, for the trace
/// format's decoders.
///
/// Each throws a ``TraceProblem`` whose message starts with the member's
/// name and whose path is the object's, as in `x is NaN`, or, for a value
/// that is not one of a closed set of names, whose path is the member's,
/// as in `expected topLeft or bottomLeft, found "center"`.
enum TraceDecoder {
  /// Returns a member, treating `null` as absent.
  static func optional(_ name: String, in object: JSONObject) -> JSONValue? {
    guard let value = object[name], value != .null else { return nil }
    return value
  }

  /// Returns a member that must be present.
  static func required(
    _ name: String,
    in object: JSONObject
  ) throws(TraceProblem) -> JSONValue {
    guard let value = object[name] else {
      throw TraceProblem("\(name) is missing")
    }
    return value
  }

  /// Returns a value as a finite number.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - name: The member's name, for the message.
  /// - Returns: The number.
  /// - Throws: `name is not a number`, `name is NaN` or `name is infinite`.
  static func finite(
    _ value: JSONValue,
    _ name: String
  ) throws(TraceProblem) -> Double {
    guard case .number(let number) = value else {
      throw TraceProblem("\(name) is not a number")
    }
    if number.isNaN { throw TraceProblem("\(name) is NaN") }
    if number.isInfinite { throw TraceProblem("\(name) is infinite") }
    return number
  }

  /// Returns a value as a finite number from 0 through 1.
  static func unitInterval(
    _ value: JSONValue,
    _ name: String
  ) throws(TraceProblem) -> Double {
    let number = try finite(value, name)
    guard (0...1).contains(number) else {
      throw TraceProblem(
        "\(name) \(JSONWriter.numberText(number)) is outside 0...1"
      )
    }
    return number
  }

  /// Returns a value as a finite number greater than zero.
  static func positive(
    _ value: JSONValue,
    _ name: String
  ) throws(TraceProblem) -> Double {
    let number = try finite(value, name)
    guard number > 0 else {
      throw TraceProblem(
        "\(name) \(JSONWriter.numberText(number)) is not positive"
      )
    }
    return number
  }

  /// Returns a value as a finite number not less than zero.
  static func nonNegative(
    _ value: JSONValue,
    _ name: String
  ) throws(TraceProblem) -> Double {
    let number = try finite(value, name)
    guard number >= 0 else {
      throw TraceProblem(
        "\(name) \(JSONWriter.numberText(number)) is negative"
      )
    }
    return number
  }

  /// The most hands a frame may hold: more than any hand tracker reports,
  /// and few enough that matching a frame's hands to tracks, whose time
  /// grows with the cube of their number, stays short.
  static let maximumHandCount = 64

  /// Returns the problem for a frame of more than ``maximumHandCount``
  /// hands, or `nil`.
  static func handCountProblem(_ count: Int) -> TraceProblem? {
    guard count > maximumHandCount else { return nil }
    return TraceProblem(
      "hands has \(count) entries, at most \(maximumHandCount) a frame"
    )
  }

  /// The largest whole number a trace may hold, 2^53 - 1: every whole
  /// number up to it is a `Double`, and reads back as written.
  static let largestWholeNumber = 9_007_199_254_740_991.0

  /// Returns a value as a whole number, 0 or more.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - name: The member's name, for the message.
  /// - Returns: The number.
  /// - Throws: As ``finite(_:_:)``, or `name 1.5 is not a whole number`,
  ///   `name -1 is negative`, `name 1e+30 is too large: at most ...`
  ///   (above ``largestWholeNumber``).
  static func wholeNumber(
    _ value: JSONValue,
    _ name: String
  ) throws(TraceProblem) -> Int {
    let number = try nonNegative(value, name)
    guard number.rounded(.towardZero) == number else {
      throw TraceProblem(
        "\(name) \(JSONWriter.numberText(number)) is not a whole number"
      )
    }
    // Above 2^53 - 1 a JSON number is no longer read exactly: 2^53 + 1
    // reads as 2^53.
    guard number <= Self.largestWholeNumber, let whole = Int(exactly: number)
    else {
      throw TraceProblem(
        "\(name) \(JSONWriter.numberText(number)) is too large: at most"
          + " \(Int(Self.largestWholeNumber)), the largest a reader keeps"
          + " exactly"
      )
    }
    return whole
  }

  /// Returns a value as a string.
  static func string(
    _ value: JSONValue,
    _ name: String
  ) throws(TraceProblem) -> String {
    guard case .string(let text) = value else {
      throw TraceProblem("\(name) is not a string")
    }
    return text
  }

  /// Returns a value as a Boolean.
  static func bool(
    _ value: JSONValue,
    _ name: String
  ) throws(TraceProblem) -> Bool {
    guard case .bool(let flag) = value else {
      throw TraceProblem("\(name) is not true or false")
    }
    return flag
  }

  /// Returns a value as an array.
  static func array(
    _ value: JSONValue,
    _ name: String
  ) throws(TraceProblem) -> [JSONValue] {
    guard case .array(let elements) = value else {
      throw TraceProblem("\(name) is not an array")
    }
    return elements
  }

  /// Returns a value as an object.
  static func object(
    _ value: JSONValue,
    _ name: String
  ) throws(TraceProblem) -> JSONObject {
    guard case .object(let object) = value else {
      throw TraceProblem("\(name) is not an object")
    }
    return object
  }

  /// Returns a value that must be an object, such as a frame or a hand.
  ///
  /// - Throws: `expected an object, found ...`, at the value's own path.
  static func object(_ value: JSONValue) throws(TraceProblem) -> JSONObject {
    guard case .object(let object) = value else {
      throw TraceProblem("expected an object, found \(value.summary)")
    }
    return object
  }

  /// Returns an optional member that names one case of an enumeration.
  ///
  /// - Parameters:
  ///   - name: The member's name.
  ///   - object: The object that may hold it.
  /// - Returns: The case, or `nil` if the member is absent or `null`.
  /// - Throws: `expected a, b or c, found ...`, at the member's path.
  static func choice<Choice>(
    _ name: String,
    in object: JSONObject
  ) throws(TraceProblem) -> Choice?
  where Choice: CaseIterable & RawRepresentable, Choice.RawValue == String {
    guard let value = optional(name, in: object) else { return nil }
    if case .string(let text) = value, let choice = Choice(rawValue: text) {
      return choice
    }
    let names = Choice.allCases.map(\.rawValue)
    throw TraceProblem(
      "expected \(alternatives(names)), found \(value.summary)"
    ).within(.key(name))
  }

  /// Returns names as `a, b or c`.
  static func alternatives(_ names: [String]) -> String {
    guard let last = names.last, names.count > 1 else {
      return names.first ?? ""
    }
    return names.dropLast().joined(separator: ", ") + " or " + last
  }
}
