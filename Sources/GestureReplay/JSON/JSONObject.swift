/// A member of a JSON object: a key and its value.
struct JSONMember: Hashable, Sendable {
  /// The member's key, with its escapes decoded.
  var key: String
  /// The member's value.
  var value: JSONValue
}

/// A JSON object: its members in document order, duplicate keys kept.
///
/// Looking a key up returns the *last* member with that key, so a
/// duplicate key overrides the earlier ones, as in most JSON readers.
struct JSONObject: Hashable, Sendable {
  /// The members in document order.
  var members: [JSONMember]

  /// Creates an object from its members.
  ///
  /// - Parameter members: The members in document order.
  init(_ members: [JSONMember] = []) {
    self.members = members
  }

  /// Returns the value of the last member with a key, or `nil` if none.
  ///
  /// - Parameter key: The key to look up.
  /// - Complexity: O(*n*), where *n* is the number of members.
  subscript(key: String) -> JSONValue? {
    members.last { $0.key == key }?.value
  }
}
