import Testing

@testable import GestureCore

extension PoseClassifierQuickTests {
  /// Checks that the quick reading, leaving the thumb's place unmeasured
  /// where it changes neither the match nor whether the held pose holds,
  /// gives a shape that matches and holds as the exact one, with each
  /// pose held or none.
  static func checkLeavingThumbPlace(
    _ hand: Hand,
    space: CoordinateSpace,
    classifier: PoseClassifier,
    gate: ConfidenceGate,
    exact: PoseClassifier.Shape?,
    sourceLocation: SourceLocation
  ) {
    // Leaving the thumb's place, a shape matches and holds as the exact
    // one.
    for held in [nil] + classifier.descriptions.indices.map({ Optional($0) }) {
      guard
        case .decided(let quick?) = classifier.quickShape(
          of: hand,
          in: space,
          gate: gate,
          held: held,
          leavesThumbPlace: true
        ),
        let exact
      else { continue }
      #expect(
        classifier.table.match(quick) == classifier.table.match(exact),
        "held \(String(describing: held)): \(hand)",
        sourceLocation: sourceLocation
      )
      if let held {
        #expect(
          classifier.table.holds(quick, held)
            == classifier.table.holds(exact, held),
          "held \(held): \(hand)",
          sourceLocation: sourceLocation
        )
      }
    }
  }
}
