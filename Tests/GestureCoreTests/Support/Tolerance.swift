/// Returns whether two numbers differ by at most a tolerance.
///
/// Tests state their tolerance where arithmetic rounds; where the contract
/// promises an exact result (a slider back at its start), they use `==`.
///
/// - Parameters:
///   - value: The value computed.
///   - expected: The value expected.
///   - tolerance: The largest allowed absolute difference.
/// - Returns: `true` if `|value - expected| <= tolerance`; `false` for NaN.
func isClose(
  _ value: Double,
  to expected: Double,
  within tolerance: Double
) -> Bool {
  abs(value - expected) <= tolerance
}

/// Returns whether two optional numbers are both `nil`, or both within a
/// tolerance of each other.
///
/// - Parameters:
///   - value: The value computed.
///   - expected: The value expected.
///   - tolerance: The largest allowed absolute difference.
/// - Returns: `true` if both are `nil` or they differ by at most `tolerance`.
func isClose(
  _ value: Double?,
  to expected: Double?,
  within tolerance: Double
) -> Bool {
  switch (value, expected) {
  case (nil, nil): true
  case (let value?, let expected?):
    isClose(value, to: expected, within: tolerance)
  default: false
  }
}
