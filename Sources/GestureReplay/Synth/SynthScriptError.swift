/// An error in a gesture script: what is wrong, and on which line.
///
/// The description reads `script line 3: unknown step 'wiggle'`, or, for a
/// script without steps, the message alone.
public struct SynthScriptError: Error, Hashable, Sendable,
  CustomStringConvertible
{
  /// The 1-based line of the script the error is on, if it is on one.
  public var line: Int?
  /// What is wrong, as a phrase without the line, such as
  /// `unknown step 'wiggle'`.
  public var message: String

  /// Creates a script error.
  ///
  /// - Parameters:
  ///   - line: The 1-based line the error is on, if any.
  ///   - message: What is wrong, without the line.
  public init(line: Int?, message: String) {
    self.line = line
    self.message = message
  }

  /// The error with its line, as in `script line 3: unknown step 'wiggle'`.
  public var description: String {
    line.map { "script line \($0): \(message)" } ?? message
  }
}
