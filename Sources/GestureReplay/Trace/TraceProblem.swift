/// A value that does not fit the trace format, found while decoding, with
/// the path to it from the value being decoded.
///
/// Decoding functions throw it with the path they know and add the
/// enclosing keys and indexes as it passes through them, so that a path is
/// built only when there is an error. ``traceError(frame:)`` turns it into
/// the public ``TraceError``.
struct TraceProblem: Error {
  /// What is wrong, such as `x is NaN`.
  var message: String
  /// The path to the field, innermost component first.
  var reversedPath: [JSONPathComponent] = []

  /// Creates a problem at the value being decoded.
  ///
  /// - Parameter message: What is wrong.
  init(_ message: String) {
    self.message = message
  }

  /// Returns the problem with a path component added outside the others.
  ///
  /// - Parameter component: The key or index of the enclosing value.
  /// - Returns: The problem with the longer path.
  func within(_ component: JSONPathComponent) -> TraceProblem {
    var problem = self
    problem.reversedPath.append(component)
    return problem
  }

  /// Returns the public error, in a frame or in the header.
  ///
  /// - Parameter frame: The frame index, or `nil` outside the frames.
  /// - Returns: The error, of kind ``TraceError/Kind/invalidData``.
  func traceError(frame: Int? = nil) -> TraceError {
    TraceError(
      kind: .invalidData,
      frame: frame,
      field: JSONPathComponent.render(reversedPath.reversed()),
      message: message
    )
  }
}

/// Runs a decoding step, adding path components to the problem it throws.
///
/// - Parameters:
///   - components: The keys and indexes of the value the step decodes,
///     outermost first.
///   - body: The step.
/// - Returns: What the step returns.
/// - Throws: The step's problem, with `components` outside its path.
func within<Result>(
  _ components: JSONPathComponent...,
  do body: () throws(TraceProblem) -> Result
) throws(TraceProblem) -> Result {
  do throws(TraceProblem) {
    return try body()
  } catch {
    var problem = error
    problem.reversedPath.append(contentsOf: components.reversed())
    throw problem
  }
}
