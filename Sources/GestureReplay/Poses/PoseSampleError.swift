/// A labelled pose file that cannot be read, with the sample and field that
/// are wrong.
///
/// The description names where the problem is and what it is, as in
/// `sample 12 ("alice/poses#40"): landmarks[8]: x is NaN`: the sample's
/// index (from 0) and, when it has one, its `id`, then the field's path
/// within the sample and the message. Problems outside any sample name the
/// field alone (`samples is missing`); problems in the JSON syntax add the
/// line and column, as in `sample 3: label: expected a value, found '}'
/// (line 5, column 7)`.
///
/// ``kind`` tells a file that is not valid from one that cannot be opened;
/// a command-line tool exits with 65 or 66 for them.
public struct PoseSampleError: Error, Hashable, Sendable,
  CustomStringConvertible
{
  /// What kind of problem a ``PoseSampleError`` is.
  public enum Kind: String, CaseIterable, Hashable, Sendable {
    /// The file was read but is not valid: bad JSON, or a wrong value.
    case invalidData
    /// The file cannot be opened or read.
    case cannotOpen
  }

  /// Whether the data is bad or the file cannot be used.
  public var kind: Kind
  /// The index of the sample the problem is in, from 0, if it is in one.
  public var sample: Int?
  /// The `id` of that sample, if it has one and it was read.
  public var id: String?
  /// The path of the field within the sample or the document, such as
  /// `landmarks[8]`, or empty when the whole input is wrong.
  public var field: String
  /// What is wrong, such as `x is NaN`.
  public var message: String
  /// The line of a syntax error, from 1, if the problem is in the syntax.
  public var line: Int?
  /// The column of a syntax error, from 1, counted in Unicode scalars.
  public var column: Int?

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - kind: Whether the data is bad or the file cannot be used.
  ///   - sample: The sample's index, if the problem is in a sample.
  ///   - id: The sample's `id`, if known.
  ///   - field: The path of the field, or empty.
  ///   - message: What is wrong.
  ///   - line: The line of a syntax error, from 1.
  ///   - column: The column of a syntax error, from 1.
  public init(
    kind: Kind = .invalidData,
    sample: Int? = nil,
    id: String? = nil,
    field: String = "",
    message: String,
    line: Int? = nil,
    column: Int? = nil
  ) {
    self.kind = kind
    self.sample = sample
    self.id = id
    self.field = field
    self.message = message
    self.line = line
    self.column = column
  }

  /// The error as one line: sample, field, what is wrong, and where in the
  /// text a syntax error is.
  public var description: String {
    let sample = self.sample.map { index in
      id.map { "sample \(index) (\(JSONWriter.stringText($0)))" }
        ?? "sample \(index)"
    }
    return ErrorText.describe(
      [sample ?? "", field, message],
      line: line,
      column: column
    )
  }
}
