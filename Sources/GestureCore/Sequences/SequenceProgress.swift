/// How far a hand has gone through one of its gesture sequences
/// (``GestureSequence``): the steps made so far, of how many.
///
/// ``HandDiagnostics/sequence`` gives the sequence furthest along after a
/// frame, so that a timeline shows why a sequence was recognized or not:
/// `grab 1/2` once the open palm was made, back to none when the fist
/// came too late.
public struct SequenceProgress: Hashable, Sendable, CustomStringConvertible {
  /// The sequence's name.
  public var name: String
  /// The steps made: from 1 (the first step's event came) to one less
  /// than ``stepCount`` (a completed sequence is recognized and starts
  /// over).
  public var stepsMade: Int
  /// The sequence's number of steps.
  public var stepCount: Int

  /// Creates a progress.
  ///
  /// - Parameters:
  ///   - name: The sequence's name.
  ///   - stepsMade: The steps made, 1 or more.
  ///   - stepCount: The sequence's number of steps.
  public init(name: String, stepsMade: Int, stepCount: Int) {
    self.name = name
    self.stepsMade = stepsMade
    self.stepCount = stepCount
  }

  /// The name and the steps made of the sequence's steps, as `grab 1/2`.
  public var description: String { "\(name) \(stepsMade)/\(stepCount)" }
}
