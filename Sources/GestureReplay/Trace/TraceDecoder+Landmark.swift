import GestureCore

extension TraceDecoder {
  /// Decodes a value of `joints`: `[x, y]`, `[x, y, confidence]`, or
  /// `{"x", "y", "z"?, "confidence"?}`.
  static func jointLandmark(
    _ value: JSONValue
  ) throws(TraceProblem) -> Landmark {
    let expected = "expected [x, y], [x, y, confidence] or an object"
    switch value {
    case .array(let elements) where elements.count == 2:
      return Landmark(
        x: try finite(elements[0], "x"),
        y: try finite(elements[1], "y")
      )
    case .array(let elements) where elements.count == 3:
      return Landmark(
        x: try finite(elements[0], "x"),
        y: try finite(elements[1], "y"),
        confidence: try unitInterval(elements[2], "confidence")
      )
    case .array(let elements):
      throw TraceProblem("\(expected), found \(entries(elements.count))")
    case .object(let object):
      return try landmark(object)
    default:
      throw TraceProblem("\(expected), found \(value.summary)")
    }
  }

  /// Decodes an entry of `landmarks`: `[x, y, z]`, `[x, y, z, confidence]`,
  /// or `{"x", "y", "z"?, "confidence"?}`.
  static func landmark(_ value: JSONValue) throws(TraceProblem) -> Landmark {
    let expected = "expected [x, y, z], [x, y, z, confidence] or an object"
    switch value {
    case .array(let elements) where (3...4).contains(elements.count):
      let confidence =
        elements.count == 4
        ? try unitInterval(elements[3], "confidence") : 1
      return Landmark(
        x: try finite(elements[0], "x"),
        y: try finite(elements[1], "y"),
        depth: try finite(elements[2], "z"),
        confidence: confidence
      )
    case .array(let elements):
      throw TraceProblem("\(expected), found \(entries(elements.count))")
    case .object(let object):
      return try landmark(object)
    default:
      throw TraceProblem("\(expected), found \(value.summary)")
    }
  }

  /// Decodes `{"x", "y", "z"?, "confidence"?}`.
  private static func landmark(
    _ object: JSONObject
  ) throws(TraceProblem) -> Landmark {
    let x = try finite(try required("x", in: object), "x")
    let y = try finite(try required("y", in: object), "y")
    var landmark = Landmark(x: x, y: y)
    if let z = optional("z", in: object) {
      landmark.depth = try finite(z, "z")
    }
    if let confidence = optional("confidence", in: object) {
      landmark.confidence = try unitInterval(confidence, "confidence")
    }
    return landmark
  }

  /// Decodes an entry of `worldLandmarks`: `[x, y, z]` or `{"x", "y", "z"}`.
  static func worldPoint(_ value: JSONValue) throws(TraceProblem) -> Point3D {
    switch value {
    case .array(let elements) where elements.count == 3:
      return Point3D(
        x: try finite(elements[0], "x"),
        y: try finite(elements[1], "y"),
        z: try finite(elements[2], "z")
      )
    case .object(let object):
      return Point3D(
        x: try finite(try required("x", in: object), "x"),
        y: try finite(try required("y", in: object), "y"),
        z: try finite(try required("z", in: object), "z")
      )
    case .array(let elements):
      throw TraceProblem(
        "expected [x, y, z] or an object, found \(entries(elements.count))"
      )
    default:
      throw TraceProblem(
        "expected [x, y, z] or an object, found \(value.summary)"
      )
    }
  }
}
