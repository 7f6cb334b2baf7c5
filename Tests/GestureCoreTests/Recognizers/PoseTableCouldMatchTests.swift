import Testing

@testable import GestureCore

/// The table of which fingers' states could still match a pose, against
/// the entries read one by one.
@Suite("PoseTable could match")
struct PoseTableCouldMatchTests {
  /// The tables tested: the built-in poses, the examples, both, none.
  static let descriptionSets: [[PoseDescription]] = [
    PoseDescription.builtIns, PoseDescriptionTests.examples,
    PoseDescription.builtIns + PoseDescriptionTests.examples, [],
  ]

  /// Calls `body` with every combination of the four fingers' states.
  static func forEachCombination(
    _ body: (
      PoseClassifier.DigitState, PoseClassifier.DigitState,
      PoseClassifier.DigitState, PoseClassifier.DigitState
    ) -> Void
  ) {
    let states: [PoseClassifier.DigitState] = [
      .extended, .curled, .neither, .alongside,
    ]
    for index in states {
      for middle in states {
        for ring in states {
          for little in states { body(index, middle, ring, little) }
        }
      }
    }
  }

  @Test(
    "Every combination of states agrees with the entries",
    arguments: descriptionSets
  )
  func everyCombination(_ descriptions: [PoseDescription]) {
    let table = PoseTable(descriptions)
    let entries = UnsafeBufferPointer(
      start: table.flat.entries,
      count: table.flat.entryCount
    )
    let unfolded = PoseClassifier.DigitStates.any.subtracting(.curled)
    for folded in [false, true] {
      let thumb = UInt32((folded ? .curled : unfolded).rawValue)
      Self.forEachCombination { index, middle, ring, little in
        let fingers =
          PoseTable.pack(.neither, index, middle, ring, little) & ~0xF
        let expected = entries.contains {
          fingers & $0.states == fingers && thumb & $0.states != 0
        }
        let read = table.flat.couldMatch(
          index,
          middle,
          ring,
          little,
          thumbFolded: folded
        )
        #expect(read == expected)
      }
    }
  }

  @Test(
    "Every combination of fingers' states says whether the thumb's place can change the match",
    arguments: descriptionSets
  )
  func thumbPlace(_ descriptions: [PoseDescription]) {
    let table = PoseTable(descriptions)
    let entries = UnsafeBufferPointer(
      start: table.flat.entries,
      count: table.flat.entryCount
    )
    let unfolded: [PoseClassifier.DigitState] = [
      .extended, .neither, .alongside,
    ]
    Self.forEachCombination { index, middle, ring, little in
      // Each entry, matched by its states alone, agrees for every
      // unfolded thumb.
      let expected = entries.allSatisfy { entry in
        let matches = unfolded.map { thumb in
          let packed = PoseTable.pack(thumb, index, middle, ring, little)
          return packed & entry.states == packed
        }
        return !matches.contains(!matches[0])
      }
      let read = table.flat.thumbPlaceIsIrrelevant(index, middle, ring, little)
      #expect(read == expected, "\(index) \(middle) \(ring) \(little)")
    }
  }
}
