import Foundation

/// The ingest baseline: Foundation's `JSONDecoder` decoding the same bytes
/// into `Codable` structs that mirror the trace format.
///
/// The mirrors hold what the benchmark's traces contain (a header, frames,
/// hands with 21 `landmarks`) as plain arrays and strings; they check
/// nothing and convert nothing, so the baseline does less work than the
/// trace reader, which validates every number and builds `Frame` values.
enum DecoderBaseline {
  /// A trace's header, as JSON Lines puts it on its first line.
  struct Header: Decodable {
    var version: Int
    var source: String?
    var frameRate: Double?
    var coordinates: Coordinates?
  }

  /// The `coordinates` object.
  struct Coordinates: Decodable {
    var origin: String?
    var mirrored: Bool?
    var orientation: String?
  }

  /// A whole JSON trace.
  struct Document: Decodable {
    var version: Int
    var source: String?
    var frameRate: Double?
    var coordinates: Coordinates?
    var frames: [FrameMirror]
  }

  /// One frame.
  struct FrameMirror: Decodable {
    var t: Double
    var hands: [HandMirror]?
  }

  /// One hand: joints as `landmarks`, each `[x, y, z]` or with a
  /// confidence.
  struct HandMirror: Decodable {
    var chirality: String?
    var score: Double?
    var landmarks: [[Double]]?
    var worldLandmarks: [[Double]]?
  }

  /// Decodes a JSON document; returns its frames.
  static func decodeJSON(_ data: Data) throws -> [FrameMirror] {
    try JSONDecoder().decode(Document.self, from: data).frames
  }

  /// Decodes JSON Lines: the header line, then one frame per line, each
  /// line decoded on its own as a streaming reader would.
  static func decodeJSONLines(_ data: Data) throws -> [FrameMirror] {
    let decoder = JSONDecoder()
    var frames: [FrameMirror] = []
    var start = data.startIndex
    var sawHeader = false
    while start < data.endIndex {
      let end =
        data[start...].firstIndex(of: UInt8(ascii: "\n")) ?? data.endIndex
      if end > start {
        let line = data[start..<end]
        if sawHeader {
          frames.append(try decoder.decode(FrameMirror.self, from: line))
        } else {
          _ = try decoder.decode(Header.self, from: line)
          sawHeader = true
        }
      }
      start = end < data.endIndex ? data.index(after: end) : end
    }
    return frames
  }
}
