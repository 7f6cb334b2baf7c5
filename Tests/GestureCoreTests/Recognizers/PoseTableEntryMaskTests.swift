import Testing

@testable import GestureCore

/// The masks of entries that allow each combination of the five digits'
/// states, against the entries read one by one, and the match they serve
/// against the same descriptions in a table past the masks' reach.
@Suite("PoseTable entry masks")
struct PoseTableEntryMaskTests {
  static let states: [PoseClassifier.DigitState] = [
    .extended, .curled, .neither, .alongside,
  ]

  /// Calls `body` with every combination of the five digits' states.
  static func forEachCombination(
    _ body: (
      PoseClassifier.DigitState, PoseClassifier.DigitState,
      PoseClassifier.DigitState, PoseClassifier.DigitState,
      PoseClassifier.DigitState
    ) -> Void
  ) {
    for thumb in states {
      PoseTableCouldMatchTests.forEachCombination {
        index,
        middle,
        ring,
        little in
        body(thumb, index, middle, ring, little)
      }
    }
  }

  /// The built-in poses and the examples, ten times over: more entries
  /// than the masks cover, the least specific descriptions' first copies
  /// past them.
  static let repeated = Array(
    repeating: PoseDescription.builtIns + PoseDescriptionTests.examples,
    count: 10
  ).flatMap { $0 }

  @Test("Each combination of states has its own word")
  func combinations() {
    var seen = Set<Int>()
    Self.forEachCombination { thumb, index, middle, ring, little in
      let packed = PoseTable.pack(thumb, index, middle, ring, little)
      let word = PoseTable.Flat.combination(packed: packed)
      #expect((0..<PoseTable.Flat.entryMaskWords).contains(word))
      seen.insert(word)
    }
    #expect(seen.count == PoseTable.Flat.entryMaskWords)
  }

  @Test(
    "Every combination of states masks the entries that allow it",
    arguments: PoseTableCouldMatchTests.descriptionSets + [repeated]
  )
  func everyCombination(_ descriptions: [PoseDescription]) {
    let table = PoseTable(descriptions)
    let entries = UnsafeBufferPointer(
      start: table.flat.entries,
      count: table.flat.entryCount
    )
    Self.forEachCombination { thumb, index, middle, ring, little in
      let packed = PoseTable.pack(thumb, index, middle, ring, little)
      var expected: UInt64 = 0
      for (place, entry) in entries.enumerated()
      where place < PoseTable.Flat.maskedPlaces
        && packed & entry.states == packed
      {
        expected |= 1 << UInt64(place)
      }
      let read = table.flat.entryMask(packed: packed)
      #expect(read == expected, "\(thumb) \(index) \(middle) \(ring) \(little)")
    }
  }

  @Test("A table longer than the masks matches as its first copy does")
  func pastTheMasks() {
    let once = PoseTable(
      PoseDescription.builtIns + PoseDescriptionTests.examples
    )
    let table = PoseTable(Self.repeated)
    #expect(table.flat.entryCount > PoseTable.Flat.maskedPlaces)
    let directions: [Direction?] = [nil, .up, .left]
    var pastTheMasks = 0
    Self.forEachCombination { thumb, index, middle, ring, little in
      for thumbDirection in directions {
        for indexDirection in directions {
          for touches in [false, true] {
            let shape = PoseClassifier.Shape(
              digits: [thumb, index, middle, ring, little],
              thumbDirection: thumbDirection,
              indexDirection: indexDirection,
              thumbTouchesIndex: touches
            )
            for facing in PalmFacing.allCases {
              let expected = once.match(shape, facing: facing)
              let read = table.match(shape, facing: facing)
              #expect(read == expected, "\(shape) \(facing)")
              if let read,
                table.flat.places[read] >= PoseTable.Flat.maskedPlaces
              {
                pastTheMasks += 1
              }
            }
          }
        }
      }
    }
    // The shapes reach the entries past the masks.
    #expect(pastTheMasks > 0)
  }
}
