import GestureCore

extension TraceDecoder {
  /// Decodes a trace's header from its top-level object.
  ///
  /// Reads `version` (which must be 1), `source`, `frameRate`,
  /// `coordinates`, `imageSize`, `expect` and `expectIgnoring`; ignores
  /// every other member, `frames` included.
  ///
  /// - Parameter value: The top-level value.
  /// - Returns: The header.
  /// - Throws: A problem naming the header field that is wrong.
  static func header(_ value: JSONValue) throws(TraceProblem) -> TraceHeader {
    let object = try object(value)
    try checkVersion(in: object)
    var header = TraceHeader()
    if let source = optional("source", in: object) {
      header.source = try string(source, "source")
    }
    if let frameRate = optional("frameRate", in: object) {
      header.frameRate = try positive(frameRate, "frameRate")
    }
    header.coordinates = try coordinates(in: object)
    if let expect = optional("expect", in: object) {
      header.expectations = try expectations(expect)
    }
    if let ignoring = optional("expectIgnoring", in: object) {
      header.ignoredEvents = try ignoredEvents(ignoring)
    }
    if let byConfiguration = optional("expectFor", in: object) {
      header.expectationsByConfiguration = try expectationSets(byConfiguration)
    }
    return header
  }

  /// Decodes `expectFor`: an object keyed by configuration name, each
  /// value an object with `configuration`, `expect` and `expectIgnoring`.
  private static func expectationSets(
    _ value: JSONValue
  ) throws(TraceProblem) -> [String: ExpectationSet] {
    let members = try self.object(value, "expectFor")
    var sets: [String: ExpectationSet] = [:]
    for member in members.members {
      guard !member.key.isEmpty else {
        // No configuration has an empty name, so no replay would check it.
        throw TraceProblem(
          "a key is empty: each names the configuration its expectations"
            + " are for"
        ).within(.key("expectFor"))
      }
      let set = try within(.key("expectFor"), .key(member.key)) {
        () throws(TraceProblem) -> ExpectationSet in
        let object = try self.object(member.value)
        var set = ExpectationSet()
        if let settings = optional("configuration", in: object) {
          set.configuration = try configuration(settings, named: member.key)
        }
        if let expect = optional("expect", in: object) {
          set.expectations = try expectations(expect)
        }
        if let ignoring = optional("expectIgnoring", in: object) {
          set.ignoredEvents = try ignoredEvents(ignoring)
        }
        return set
      }
      sets[member.key] = set
    }
    return sets
  }

  /// Decodes the settings an `expectFor` set holds for: handKit's with
  /// the object's applied, valid, and named as the set's key.
  private static func configuration(
    _ value: JSONValue,
    named name: String
  ) throws(TraceProblem) -> GestureConfiguration {
    let object = try within(.key("configuration")) {
      () throws(TraceProblem) -> JSONObject in try self.object(value)
    }
    var configuration = GestureConfiguration.handKit
    do {
      try configuration.apply(settings: object)
      try configuration.validate()
    } catch {
      let problem =
        error.key.isEmpty ? error.reason : "\(error.key) \(error.reason)"
      throw TraceProblem(problem).within(.key("configuration"))
    }
    guard configuration.name == name else {
      throw TraceProblem(
        "name is \(JSONWriter.stringText(configuration.name)), not the "
          + "set's key, \(JSONWriter.stringText(name))"
      ).within(.key("configuration"))
    }
    return configuration
  }

  private static func checkVersion(
    in object: JSONObject
  ) throws(TraceProblem) {
    let version = try required("version", in: object)
    guard case .number(1) = version else {
      throw TraceProblem("expected 1, found \(version.summary)")
        .within(.key("version"))
    }
  }

  /// Decodes `coordinates` and the `imageSize` at the top level or in it,
  /// of a trace's header or a pose file.
  static func coordinates(
    in object: JSONObject
  ) throws(TraceProblem) -> CoordinateSpace {
    var space = CoordinateSpace()
    let topSize = try optional("imageSize", in: object).map {
      (value) throws(TraceProblem) in try imageSize(value)
    }
    space.imageSize = topSize
    guard let value = optional("coordinates", in: object) else {
      return space
    }
    let members = try self.object(value, "coordinates")
    try within(.key("coordinates")) { () throws(TraceProblem) in
      space.origin = try choice("origin", in: members) ?? .topLeft
      if let mirrored = optional("mirrored", in: members) {
        space.isMirrored = try bool(mirrored, "mirrored")
      }
      space.orientation = try choice("orientation", in: members) ?? .up
      if let size = optional("imageSize", in: members) {
        space.imageSize = try imageSize(size)
      }
    }
    if let topSize, let innerSize = space.imageSize, topSize != innerSize {
      throw TraceProblem(
        "imageSize \(text(topSize)) differs from coordinates.imageSize"
          + " \(text(innerSize))"
      )
    }
    return space
  }

  /// Decodes `[width, height]`, in pixels, both finite and positive.
  static func imageSize(
    _ value: JSONValue
  ) throws(TraceProblem) -> ImageSize {
    let elements = try array(value, "imageSize")
    return try within(.key("imageSize")) { () throws(TraceProblem) in
      guard elements.count == 2 else {
        throw TraceProblem(
          "expected [width, height], found \(entries(elements.count))"
        )
      }
      return ImageSize(
        width: try positive(elements[0], "width"),
        height: try positive(elements[1], "height")
      )
    }
  }

  private static func text(_ size: ImageSize) -> String {
    let width = JSONWriter.numberText(size.width)
    return "[\(width), \(JSONWriter.numberText(size.height))]"
  }

  /// Returns `1 entry` or `n entries`.
  static func entries(_ count: Int) -> String {
    count == 1 ? "1 entry" : "\(count) entries"
  }

  /// Decodes `expectIgnoring`, a list of `gesture` or `gesture.phase`.
  private static func ignoredEvents(
    _ value: JSONValue
  ) throws(TraceProblem) -> [EventPattern] {
    let elements = try array(value, "expectIgnoring")
    var patterns: [EventPattern] = []
    for (index, element) in elements.enumerated() {
      guard case .string(let text) = element, let pattern = EventPattern(text)
      else {
        throw TraceProblem(
          "expected a gesture or gesture.phase such as slider.changed,"
            + " found \(element.summary)"
        ).within(.index(index)).within(.key("expectIgnoring"))
      }
      patterns.append(pattern)
    }
    return patterns
  }
}
