extension TraceError {
  /// Returns the error for a JSON syntax error.
  ///
  /// - Parameters:
  ///   - error: The parser's error.
  ///   - frame: The frame the text is in, if it is one frame's line.
  ///   - line: The line the text starts at, from 1.
  ///   - findsFrames: Whether a path `frames[i]...` names frame `i`, as in
  ///     a JSON document.
  /// - Returns: An error naming the frame, the field, the line and column.
  static func syntax(
    _ error: JSONParseError,
    frame: Int? = nil,
    line: Int = 1,
    findsFrames: Bool = true
  ) -> TraceError {
    var path = error.path[...]
    var frameIndex = frame
    if findsFrames, path.count >= 2, path.first == .key("frames"),
      case .index(let index) = path[path.startIndex + 1]
    {
      frameIndex = index
      path = path.dropFirst(2)
    }
    return TraceError(
      kind: .invalidData,
      frame: frameIndex,
      field: JSONPathComponent.render(path),
      message: error.message,
      line: line - 1 + error.line,
      column: error.column
    )
  }
}
