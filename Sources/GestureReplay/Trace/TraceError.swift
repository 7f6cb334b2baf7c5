/// A trace that cannot be read, with the frame and field that are wrong.
///
/// The description names where the problem is and what it is, as in
/// `frame 41: hands[0].joints.indexTip: x is NaN`. Problems outside any
/// frame name the field alone (`version: expected 1, found 2`); problems
/// in the JSON syntax name the line and column, as in
/// `frame 3: t: number out of range: 1e400 (line 5, column 7)`.
///
/// The ``field`` is the path of the value that is wrong, and the message
/// says `expected ..., found ...`; or, when a member is missing, not
/// finite, of the wrong type or out of range, the path of the object that
/// holds it, and the message starts with the member's name (`t is
/// missing`, `x is NaN`, `confidence 1.5 is outside 0...1`). A landmark's
/// coordinates are always named in the message, since in `[x, y, z]` form
/// they have no key.
///
/// ``kind`` tells a trace that is not valid from a file that cannot be
/// opened or written; a command-line tool exits with 65, 66 or 73 for them
/// (see ``Kind``).
public struct TraceError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What kind of problem this is: bad data, or a file that cannot be used.
  public var kind: Kind = .invalidData
  /// The index of the frame the problem is in, from 0, if it is in one.
  public var frame: Int?
  /// The path of the field within the frame or the document, such as
  /// `hands[0].joints.indexTip`, or empty when the whole input is wrong.
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
  ///   - frame: The frame index, if the problem is in a frame.
  ///   - field: The path of the field.
  ///   - message: What is wrong.
  public init(frame: Int? = nil, field: String, message: String) {
    self.frame = frame
    self.field = field
    self.message = message
  }

  /// Creates an error of any kind, with the position of a syntax error.
  ///
  /// - Parameters:
  ///   - kind: Whether the data is bad or a file cannot be used.
  ///   - frame: The frame index, if the problem is in a frame.
  ///   - field: The path of the field, or empty.
  ///   - message: What is wrong.
  ///   - line: The line of a syntax error, from 1.
  ///   - column: The column of a syntax error, from 1.
  public init(
    kind: Kind,
    frame: Int? = nil,
    field: String = "",
    message: String,
    line: Int? = nil,
    column: Int? = nil
  ) {
    self.kind = kind
    self.frame = frame
    self.field = field
    self.message = message
    self.line = line
    self.column = column
  }

  /// The error as one line: frame, field, what is wrong, and where in the
  /// text a syntax error is.
  public var description: String {
    ErrorText.describe(
      [frame.map { "frame \($0)" } ?? "", field, message],
      line: line,
      column: column
    )
  }
}
