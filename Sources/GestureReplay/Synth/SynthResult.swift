/// What a synthesizer made of a script: a trace and its warnings.
public struct SynthResult: Hashable, Sendable {
  /// The synthetic recording, with the events the script implies in its
  /// `expect` list.
  public var trace: Trace
  /// What the synthesizer noticed about the script, in script order.
  public var warnings: [SynthWarning]

  /// Creates a result.
  ///
  /// - Parameters:
  ///   - trace: The synthetic recording.
  ///   - warnings: What the synthesizer noticed about the script.
  public init(trace: Trace, warnings: [SynthWarning] = []) {
    self.trace = trace
    self.warnings = warnings
  }
}
