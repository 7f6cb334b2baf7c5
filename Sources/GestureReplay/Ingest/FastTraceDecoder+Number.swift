extension FastTraceDecoder {
  /// Reads a number at the current position, correctly rounded.
  ///
  /// The grammar and the conversion are ``JSONNumber``'s, as in
  /// ``JSONParser``, so the result has the same bits as the generic path
  /// gives.
  ///
  /// - Returns: The number, finite; `-0` for `-0`, 0 for an underflow
  ///   such as `1e-400`.
  /// - Throws: ``Miss`` for anything that is not a number (`NaN`, say), a
  ///   number that is not valid, and one too large for a `Double`.
  @inline(__always)
  mutating func number() throws(Miss) -> Double {
    try scanNumber().value
  }

  /// Reads a number at the current position, as ``number()`` does, but
  /// leaves the last step of its conversion (a division) to
  /// ``JSONNumber/value``, so that the divisions of a landmark's numbers
  /// can run together.
  ///
  /// - Returns: The number, read but not yet converted.
  /// - Throws: ``Miss`` as ``number()`` does.
  @inline(__always)
  mutating func scanNumber() throws(Miss) -> JSONNumber {
    do throws(JSONNumber.Problem) {
      return try JSONNumber.scan(bytes, at: &position)
    } catch {
      throw Miss()
    }
  }
}
