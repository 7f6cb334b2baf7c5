import GestureCore

/// Decodes a pose file's JSON value into a ``PoseSampleSet``, with the trace
/// format's readers of coordinates and hands (see ``TraceDecoder``).
enum PoseSampleDecoder {
  /// Decodes the whole file: `source`, `coordinates`, `imageSize` and
  /// `samples`.
  ///
  /// - Parameter value: The file's top-level value.
  /// - Returns: The samples.
  /// - Throws: A ``PoseSampleError`` naming the sample and field, also for
  ///   a sample whose `id` (its index when absent) is an earlier one's.
  static func sampleSet(
    _ value: JSONValue
  ) throws(PoseSampleError) -> PoseSampleSet {
    let object: JSONObject
    let space: CoordinateSpace
    var source: String?
    let elements: [JSONValue]
    do throws(TraceProblem) {
      object = try TraceDecoder.object(value)
      if let text = TraceDecoder.optional("source", in: object) {
        source = try TraceDecoder.string(text, "source")
      }
      space = try TraceDecoder.coordinates(in: object)
      elements = try TraceDecoder.array(
        try TraceDecoder.required("samples", in: object),
        "samples"
      )
    } catch {
      throw PoseSampleError(
        field: JSONPathComponent.render(error.reversedPath.reversed()),
        message: error.message
      )
    }
    var samples: [PoseSample] = []
    samples.reserveCapacity(elements.count)
    // A misread sample is listed by its id: two of one id could not be
    // told apart.
    var indices: [String: Int] = [:]
    for (index, element) in elements.enumerated() {
      let sample = try sample(element, index: index, in: space)
      if let earlier = indices.updateValue(index, forKey: sample.id) {
        throw PoseSampleError(
          sample: index,
          id: sample.id,
          message: "id is also sample \(earlier)'s (a sample without an "
            + "id has its index)"
        )
      }
      samples.append(sample)
    }
    return PoseSampleSet(samples: samples, source: source)
  }

  /// Decodes one sample: its hand, as a trace's, and `id`, `label`,
  /// `recorder` (or `repo`), `rotationDegrees` and `imageSize`.
  ///
  /// - Parameters:
  ///   - value: The sample's value.
  ///   - index: Its index in `samples`.
  ///   - space: The file's coordinate space.
  /// - Returns: The sample.
  /// - Throws: A ``PoseSampleError`` naming the sample, its `id` when it
  ///   was read, and the field.
  static func sample(
    _ value: JSONValue,
    index: Int,
    in space: CoordinateSpace
  ) throws(PoseSampleError) -> PoseSample {
    var id: String?
    do throws(TraceProblem) {
      let object = try TraceDecoder.object(value)
      if let text = TraceDecoder.optional("id", in: object) {
        id = try TraceDecoder.string(text, "id")
      }
      var label: String?
      if let text = TraceDecoder.optional("label", in: object) {
        label = try TraceDecoder.string(text, "label")
        guard label != "" else {
          throw TraceProblem(
            "label is empty (leave it out, or null, for a sample without one)"
          )
        }
      }
      let recorder = try self.recorder(in: object)
      var coordinates = space
      if let degrees = TraceDecoder.optional("rotationDegrees", in: object) {
        coordinates.orientation = try rotated(
          space.orientation,
          by: TraceDecoder.finite(degrees, "rotationDegrees")
        )
      }
      if let size = TraceDecoder.optional("imageSize", in: object) {
        coordinates.imageSize = try TraceDecoder.imageSize(size)
      }
      guard
        TraceDecoder.optional("landmarks", in: object) != nil
          || TraceDecoder.optional("joints", in: object) != nil
      else { throw TraceProblem("landmarks is missing") }
      return PoseSample(
        id: id ?? String(index),
        label: label,
        recorder: recorder,
        hand: try TraceDecoder.hand(value),
        coordinates: coordinates,
        index: index
      )
    } catch {
      throw PoseSampleError(
        sample: index,
        id: id,
        field: JSONPathComponent.render(error.reversedPath.reversed()),
        message: error.message
      )
    }
  }

  /// Returns `recorder`, or `repo` when there is no `recorder`.
  private static func recorder(
    in object: JSONObject
  ) throws(TraceProblem) -> String? {
    for key in ["recorder", "repo"] {
      if let text = TraceDecoder.optional(key, in: object) {
        return try TraceDecoder.string(text, key)
      }
    }
    return nil
  }

  /// Returns an orientation turned further by a clockwise rotation.
  ///
  /// - Parameters:
  ///   - orientation: The file's orientation.
  ///   - degrees: The sample's `rotationDegrees`, a multiple of 90.
  /// - Returns: The orientation of the sample's points.
  /// - Throws: `rotationDegrees ... is not a multiple of 90`.
  private static func rotated(
    _ orientation: CoordinateSpace.Orientation,
    by degrees: Double
  ) throws(TraceProblem) -> CoordinateSpace.Orientation {
    guard degrees.truncatingRemainder(dividingBy: 90) == 0 else {
      throw TraceProblem(
        "rotationDegrees \(JSONWriter.numberText(degrees)) is not a multiple"
          + " of 90"
      )
    }
    // Exact for a multiple of 90: -3 to 3 quarter turns.
    let turns = Int(degrees.truncatingRemainder(dividingBy: 360) / 90)
    return CoordinateSpace.Orientation(
      quarterTurns: orientation.quarterTurns + turns
    )
  }
}
