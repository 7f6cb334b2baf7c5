/// The two layouts of a trace file: one JSON document, or JSON Lines.
///
/// A JSON trace (`.json`) is one object with its frames in `frames`. A JSON
/// Lines trace (`.jsonl`) has the header object on its first non-blank
/// line and one frame object on each line after it, so that a long
/// recording can be written and read one frame at a time.
public enum TraceFormat: String, CaseIterable, Hashable, Sendable {
  /// One JSON document with a `frames` array.
  case json
  /// A header line, then one frame per line.
  case jsonLines

  /// Creates the format a file's extension names, if it names one.
  ///
  /// `.json` is ``json``; `.jsonl` and `.ndjson` are ``jsonLines``, in any
  /// letter case. Any other extension, or none, gives `nil`, and readers
  /// then look at the content.
  ///
  /// - Parameter path: A file's path or name.
  public init?(path: String) {
    let name = path.split(separator: "/").last ?? ""
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else {
      return nil
    }
    switch name[name.index(after: dot)...].lowercased() {
    case "json": self = .json
    case "jsonl", "ndjson": self = .jsonLines
    default: return nil
    }
  }

  /// The usual file extension, without its dot: `json` or `jsonl`.
  public var fileExtension: String {
    switch self {
    case .json: "json"
    case .jsonLines: "jsonl"
    }
  }
}
