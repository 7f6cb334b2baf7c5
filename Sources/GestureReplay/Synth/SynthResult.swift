/// What a synthesizer made of a script: a trace and its warnings.
public struct SynthResult: Hashable, Sendable {
  /// The synthetic recording, with what the script means for each
  /// configuration it was checked with in its `expectFor` sets.
  public var trace: Trace
  /// What the synthesizer noticed about the script, in script order:
  /// where a configuration does not do what the script means, and what
  /// the trace may not show.
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
