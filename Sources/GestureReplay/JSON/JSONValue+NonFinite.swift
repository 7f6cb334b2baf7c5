extension JSONValue {
  /// The number of non-finite numbers in the value, nested ones included:
  /// the number of non-JSON tokens the parser read for it.
  ///
  /// - Complexity: O(*n*), where *n* is the number of values it holds.
  var nonFiniteCount: Int {
    switch self {
    case .number(let number): number.isFinite ? 0 : 1
    case .array(let elements):
      elements.reduce(0) { $0 + $1.nonFiniteCount }
    case .object(let object):
      object.members.reduce(0) { $0 + $1.value.nonFiniteCount }
    case .null, .bool, .string: 0
    }
  }

  /// Returns the first non-finite number in document order, and its path.
  ///
  /// Objects are searched through all their members, duplicates included,
  /// so that the number found is the one the parser's first non-JSON
  /// token gave.
  ///
  /// - Returns: The path from the value to the number, outermost first,
  ///   and the number; `nil` if every number is finite.
  /// - Complexity: O(*n*), where *n* is the number of values it holds.
  func firstNonFinite() -> (path: [JSONPathComponent], number: Double)? {
    var reversedPath: [JSONPathComponent] = []
    guard let number = findNonFinite(&reversedPath) else { return nil }
    return (reversedPath.reversed(), number)
  }

  /// Finds the first non-finite number, adding its path's components to
  /// `reversedPath`, innermost first, when there is one.
  private func findNonFinite(
    _ reversedPath: inout [JSONPathComponent]
  ) -> Double? {
    switch self {
    case .number(let number):
      return number.isFinite ? nil : number
    case .array(let elements):
      for (index, element) in elements.enumerated() {
        if let number = element.findNonFinite(&reversedPath) {
          reversedPath.append(.index(index))
          return number
        }
      }
      return nil
    case .object(let object):
      for member in object.members {
        if let number = member.value.findNonFinite(&reversedPath) {
          reversedPath.append(.key(member.key))
          return number
        }
      }
      return nil
    case .null, .bool, .string:
      return nil
    }
  }
}
