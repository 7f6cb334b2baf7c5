import GestureCore
import GestureReplay
import Testing

@Suite("The relationships' configuration keys")
struct RelationshipKeysTests {
  typealias Relationship = GestureConfiguration.Relationship

  /// Each pair's key and where it lives.
  static let pairs:
    [(
      String,
      WritableKeyPath<GestureConfiguration.Relationships, Relationship>
        & Sendable
    )] = [
      ("pinchWithMiddlePinch", \.pinchWithMiddlePinch),
      ("pinchWithMovement", \.pinchWithMovement),
      ("middlePinchWithMovement", \.middlePinchWithMovement),
      ("movementWithSwipe", \.movementWithSwipe),
      ("pinchWithSwipe", \.pinchWithSwipe),
      ("middlePinchWithSwipe", \.middlePinchWithSwipe),
      ("twoHandPinchWithMovement", \.twoHandPinchWithMovement),
    ]

  @Test("--set reaches every pair with every relationship", arguments: pairs)
  func assignments(
    key: String,
    path: WritableKeyPath<GestureConfiguration.Relationships, Relationship>
      & Sendable
  ) throws {
    for relationship in Relationship.allCases {
      var configuration = GestureConfiguration.handKit
      try configuration.apply(
        assignment: "relationships.\(key)=\(relationship.rawValue)"
      )
      #expect(configuration.relationships[keyPath: path] == relationship)
    }
  }

  @Test("the delay is a setting, in seconds")
  func delay() throws {
    var configuration = GestureConfiguration.handKit
    try configuration.apply(assignment: "relationships.failureDelay=0.1")
    #expect(configuration.relationships.failureDelay == 0.1)
  }

  @Test("a relationship that is not one names the key and the choices")
  func badRelationship() {
    var configuration = GestureConfiguration.handKit
    #expect {
      try configuration.apply(
        assignment: "relationships.pinchWithMovement=wins"
      )
    } throws: { error in
      "\(error)"
        == "The configuration's relationships.pinchWithMovement must be one "
        + "of simultaneous, exclusive, preempts, isPreemptedBy, "
        + "awaitsFailureOf, isAwaitedBy, not 'wins'."
    }
  }

  @Test("a JSON configuration sets relationships by group")
  func json() throws {
    var configuration = GestureConfiguration.handKit
    try configuration.apply(
      settingsJSON: Array(
        #"{"relationships": {"movementWithSwipe": "awaitsFailureOf", "failureDelay": 0.2}}"#
          .utf8
      )
    )
    #expect(configuration.relationships.movementWithSwipe == .awaitsFailureOf)
    #expect(configuration.relationships.failureDelay == 0.2)
    #expect(configuration.relationships.pinchWithMovement == .simultaneous)
  }

  @Test("the replaced arbitration key is refused, by name")
  func arbitrationRefused() {
    var configuration = GestureConfiguration.handKit
    #expect {
      try configuration.apply(
        settingsJSON: Array(#"{"arbitration": "exclusive"}"#.utf8)
      )
    } throws: { error in
      "\(error)"
        == "The configuration's arbitration is not a setting; "
        + "`gesture-replay defaults` lists them."
    }
  }

  @Test("defaults print every relationship of adaptive")
  func printed() {
    let names = ConfigurationKey.all.map(\.name).filter {
      $0.hasPrefix("relationships.")
    }
    #expect(
      names
        == Self.pairs.map { "relationships." + $0.0 }
        + ["relationships.pinchWithDoublePinch", "relationships.failureDelay"]
    )
  }
}
