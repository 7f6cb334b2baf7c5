extension SynthScript {
  /// One step of a script and the line it came from.
  public struct Step: Hashable, Sendable {
    /// The 1-based line of the script text the step is on; 0 when the
    /// step was not parsed from text.
    public var line: Int
    /// What the step does.
    public var action: Action

    /// Creates a step.
    ///
    /// - Parameters:
    ///   - line: The 1-based line of the script text, or 0.
    ///   - action: What the step does.
    public init(line: Int = 0, action: Action) {
      self.line = line
      self.action = action
    }
  }
}
