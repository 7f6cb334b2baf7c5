import GestureCore

/// A configuration file that cannot be used, with the file and the setting
/// that is wrong.
///
/// The description names the file, then the problem, as in
/// `tuned.json: The configuration's pinch.exitThreshold (0.03) must be at
/// least pinch.enterThreshold (0.04).`: the form of `gesture-replay`'s
/// errors for `--config FILE`.
///
/// ``kind`` tells a file that is not a usable configuration from one that
/// cannot be opened; a command-line tool exits with 65 or 66 for them.
public struct ConfigurationFileError: Error, Hashable, Sendable,
  CustomStringConvertible
{
  /// What kind of problem a ``ConfigurationFileError`` is.
  public enum Kind: String, CaseIterable, Hashable, Sendable {
    /// The file was read but is not a valid configuration: not JSON, a key
    /// that is no setting, a value of the wrong kind, or settings that
    /// `GestureConfiguration.validate()` refuses.
    case invalidData
    /// The file cannot be opened or read.
    case cannotOpen
  }

  /// Whether the settings are wrong or the file cannot be used.
  public var kind: Kind
  /// The file's path, as given.
  public var path: String
  /// The setting that is wrong, for a file that was read: its `key`
  /// names it (`pinch.enterThreshold`), or is empty when the whole file is
  /// wrong (not JSON, not an object). `nil` when the file cannot be read.
  public var setting: ConfigurationError?
  /// What is wrong, as a sentence.
  public var message: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - kind: Whether the settings are wrong or the file cannot be used.
  ///   - path: The file's path.
  ///   - setting: The setting that is wrong, if the file was read.
  ///   - message: What is wrong; the setting's description by default.
  public init(
    kind: Kind = .invalidData,
    path: String,
    setting: ConfigurationError? = nil,
    message: String? = nil
  ) {
    self.kind = kind
    self.path = path
    self.setting = setting
    self.message = message ?? setting?.description ?? ""
  }

  /// The file's path, then what is wrong with it; for a file that cannot
  /// be opened or read, the message alone, which names the file.
  public var description: String {
    kind == .cannotOpen ? message : "\(path): \(message)"
  }
}
