/// A trace that cannot be read, with the frame and field that are wrong.
///
/// The description names where the problem is and what it is, as in
/// `frame 41: hands[0].joints.indexTip: x is NaN`. Problems outside any
/// frame name the field alone (`version: expected 1, found 2`); problems
/// in the JSON syntax name the line and column.
public struct TraceError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The index of the frame the problem is in, from 0, if it is in one.
  public var frame: Int?
  /// The path of the field within the frame or the document, such as
  /// `hands[0].joints.indexTip`, or empty when the whole input is wrong.
  public var field: String
  /// What is wrong, such as `x is NaN`.
  public var message: String

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

  /// The error as one line: frame, field, and what is wrong.
  public var description: String {
    var parts: [String] = []
    if let frame { parts.append("frame \(frame)") }
    if !field.isEmpty { parts.append(field) }
    parts.append(message)
    return parts.joined(separator: ": ")
  }
}
