/// Something a synthesizer noticed about a script that it made anyway.
///
/// A warning says where a configuration does not do what the script
/// means (a move too slow for it to see, a pinch too shallow for its
/// thresholds, a slider that ends elsewhere), and what the trace expects
/// instead, or that the trace may not show what the script seems to ask
/// for (a hand leaving the image). Its description reads like an error's:
/// `script line 2: 'move right 0.05 over 1s' means movement began ...`.
public struct SynthWarning: Hashable, Sendable, CustomStringConvertible {
  /// The 1-based line of the script the warning is about, if any.
  public var line: Int?
  /// The name of the configuration the warning is about, if it is about
  /// one.
  public var configuration: String?
  /// What may be wrong, without the line.
  public var message: String

  /// Creates a warning.
  ///
  /// - Parameters:
  ///   - line: The 1-based script line it is about, if any.
  ///   - configuration: The name of the configuration it is about, if any.
  ///   - message: What may be wrong, without the line.
  public init(line: Int?, configuration: String? = nil, message: String) {
    self.line = line
    self.configuration = configuration
    self.message = message
  }

  /// The warning with its line, as in `script line 4: ...`.
  public var description: String {
    line.map { "script line \($0): \(message)" } ?? message
  }
}
