/// Something a synthesizer noticed about a script that it made anyway.
///
/// A warning says that the trace may not show what the script seems to
/// ask for (a move too slow to count as a movement, a hand leaving the
/// image) or that, with the noise asked for, an expected event may come
/// out differently. Its description reads like an error's:
/// `script line 4: 'move right 0.05 over 1s' is too slow for handKit: ...`.
public struct SynthWarning: Hashable, Sendable, CustomStringConvertible {
  /// The 1-based line of the script the warning is about, if any.
  public var line: Int?
  /// What may be wrong, without the line.
  public var message: String

  /// Creates a warning.
  ///
  /// - Parameters:
  ///   - line: The 1-based script line it is about, if any.
  ///   - message: What may be wrong, without the line.
  public init(line: Int?, message: String) {
    self.line = line
    self.message = message
  }

  /// The warning with its line, as in `script line 4: ...`.
  public var description: String {
    line.map { "script line \($0): \(message)" } ?? message
  }
}
