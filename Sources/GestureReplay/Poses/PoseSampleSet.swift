import GestureCore

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A labelled set of static hands, read from a pose file: each hand with
/// what its recorder meant it to be.
///
/// A pose file is one JSON object (the layout of
/// `shared/data/poses/*.json`):
///
/// ```json
/// {
///   "coordinates": { "origin": "topLeft", "mirrored": true },
///   "samples": [
///     { "id": "alice#1", "label": "thumbUp", "recorder": "alice",
///       "landmarks": [[0.61, 0.72, 0], [0.55, 0.65, -0.02], ...] }
///   ]
/// }
/// ```
///
/// - `coordinates` and `imageSize` say how the raw points relate to what
///   the user sees, as in a trace's header (`origin`, `mirrored`,
///   `orientation`, `imageSize`; see `Docs/TraceFormat.md`); MediaPipe's
///   space when absent.
/// - `samples` is required; each sample is a hand as in a trace's frame
///   (`landmarks`, 21 `[x, y, z]` or `[x, y, z, confidence]`, or `joints`;
///   `chirality`; `score`; `worldLandmarks`), one of `landmarks` and
///   `joints` required, with:
///   - `id`: a string naming the sample; its index when absent;
///   - `label`: a string, or `null` for no label;
///   - `recorder`, or else `repo`: a string naming who recorded it;
///   - `rotationDegrees`: a multiple of 90, the clockwise rotation that
///     makes the image upright, as MediaPipe's `rotation_degrees` (added to
///     the file's `orientation`: -90 turns a raw `x` to the right into up);
///   - `imageSize`: `[width, height]` in pixels, for this sample alone.
/// - Unknown keys are ignored, at every level; a duplicate key's last
///   value wins.
///
/// A wrong value is a ``PoseSampleError`` naming the sample's index, its
/// `id`, and the field, as in `sample 12 ("alice#40"): landmarks[8]: x is
/// NaN`.
public struct PoseSampleSet: Hashable, Sendable {
  /// The file's `source`, a note on where the samples come from, if any.
  public var source: String?
  /// The samples, in file order.
  public var samples: [PoseSample]

  /// The largest pose file read, in bytes: 64 MiB, as a JSON trace.
  public static let maximumFileSize = 64 << 20

  /// Creates a set from samples.
  ///
  /// - Parameters:
  ///   - samples: The samples.
  ///   - source: Where they come from, if known.
  public init(samples: [PoseSample], source: String? = nil) {
    self.samples = samples
    self.source = source
  }

  /// Reads a pose file.
  ///
  /// ```swift
  /// let set = try PoseSampleSet(contentsOfFile: "my-poses.json")
  /// ```
  ///
  /// - Parameter path: The file's path.
  /// - Throws: A ``PoseSampleError`` of kind
  ///   ``PoseSampleError/Kind/cannotOpen`` if the file cannot be opened or
  ///   read, or of kind ``PoseSampleError/Kind/invalidData`` naming the
  ///   sample and field that are not valid, or saying that the file is
  ///   larger than ``maximumFileSize``.
  /// - Complexity: O(*n*) in the size of the file.
  public init(contentsOfFile path: String) throws(PoseSampleError) {
    try self.init(contentsOfFile: Array(path.utf8), name: path)
  }

  /// Reads a pose file by the bytes of its path, which need not be UTF-8,
  /// as `gesture-replay poses` does.
  ///
  /// - Parameters:
  ///   - path: The path's bytes, without a terminating NUL.
  ///   - name: How messages name the file.
  /// - Throws: As ``init(contentsOfFile:)`` does.
  package init(
    contentsOfFile path: [UInt8],
    name: String
  ) throws(PoseSampleError) {
    let file: TraceFileDescriptor
    do throws(TraceError) {
      file = try TraceFileDescriptor(readingAtPath: path, name: name)
    } catch {
      throw PoseSampleError(kind: .cannotOpen, message: error.message)
    }
    try self.init(bytes: try Self.readAll(file))
  }

  /// Reads a pose file from standard input.
  ///
  /// - Returns: The samples.
  /// - Throws: A ``PoseSampleError`` as ``init(contentsOfFile:)`` does.
  public static func standardInput() throws(PoseSampleError) -> PoseSampleSet {
    let file = TraceFileDescriptor(borrowing: STDIN_FILENO, name: "<stdin>")
    return try PoseSampleSet(bytes: try readAll(file))
  }

  /// Reads a pose file from its UTF-8 text in memory.
  ///
  /// - Parameter bytes: The file's text.
  /// - Throws: A ``PoseSampleError`` of kind
  ///   ``PoseSampleError/Kind/invalidData`` naming the sample and field
  ///   that are not valid, or the sample whose `id` an earlier one has.
  /// - Complexity: O(*n*) in the size of the text.
  public init(bytes: [UInt8]) throws(PoseSampleError) {
    let value: JSONValue
    do throws(JSONParseError) {
      value = try JSONParser.parse(bytes)
    } catch {
      throw PoseSampleError.syntax(error)
    }
    self = try PoseSampleDecoder.sampleSet(value)
  }

  /// Reads a pose file from its text.
  ///
  /// - Parameter string: The file's text.
  /// - Throws: A ``PoseSampleError`` as ``init(bytes:)`` does.
  public init(string: String) throws(PoseSampleError) {
    try self.init(bytes: Array(string.utf8))
  }

  /// Each label and how many samples carry it, in the order labels first
  /// appear; `nil` stands for the samples without a label.
  ///
  /// - Complexity: O(*n*) in the number of samples.
  public var labelCounts: [(label: String?, count: Int)] {
    var order: [String?] = []
    var counts: [String?: Int] = [:]
    for sample in samples {
      if counts[sample.label] == nil { order.append(sample.label) }
      counts[sample.label, default: 0] += 1
    }
    return order.map { ($0, counts[$0] ?? 0) }
  }

  /// Reads a whole file, refusing one larger than ``maximumFileSize``.
  private static func readAll(
    _ file: TraceFileDescriptor
  ) throws(PoseSampleError) -> [UInt8] {
    let source = TraceLineSource(file: file, maximumLineLength: maximumFileSize)
    do throws(TraceError) {
      return try source.readToEnd()
    } catch {
      guard error.kind == .cannotOpen else {
        throw PoseSampleError(
          message: "the file is larger than \(maximumFileSize >> 20) MiB, "
            + "the most a pose file may be"
        )
      }
      throw PoseSampleError(kind: .cannotOpen, message: error.message)
    }
  }
}

extension PoseSampleError {
  /// Returns the error for a JSON syntax error, naming the sample when the
  /// error is inside one.
  static func syntax(_ error: JSONParseError) -> PoseSampleError {
    var path = error.path[...]
    var sample: Int?
    if path.count >= 2, path.first == .key("samples"),
      case .index(let index) = path[path.startIndex + 1]
    {
      sample = index
      path = path.dropFirst(2)
    }
    return PoseSampleError(
      sample: sample,
      field: JSONPathComponent.render(path),
      message: error.message,
      line: error.line,
      column: error.column
    )
  }
}
