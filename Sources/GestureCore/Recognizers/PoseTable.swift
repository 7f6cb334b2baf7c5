/// A list of pose descriptions made ready, once, to match shapes on every
/// frame: each digit's allowed states as bits, each direction's tolerance
/// as a squared cosine, in the order matches are tried (most specific
/// first; among equals, the order of the list).
struct PoseTable: Hashable, Sendable {
  /// One description, ready to match.
  struct Entry: Hashable, Sendable {
    /// Its place in the list the table was made from.
    var position: Int
    /// The states each digit may be in when the pose begins (see
    /// ``Shape/packedStates``).
    var states: UInt32
    /// The states each digit may be in while the pose is held.
    var heldStates: UInt32
    /// The touches that must be met: the fingertips the thumb tip must
    /// touch at the settings' distance (``Finger/touchBit``) and the
    /// ``TouchTest``s of touches with a distance of their own.
    var touching: UInt32
    /// The touches that must not be met.
    var apart: UInt32
    /// Its directions: their places in ``Flat/tests``.
    var pointing: Range<Int>
    /// The way the palm must face.
    var facing: PalmFacingRequirement
  }

  /// A digit that must point along an axis.
  struct DirectionTest: Hashable, Sendable {
    var digit: Finger
    var direction: Direction
    /// cos² of the tolerance: the vector's part along the axis, squared,
    /// must exceed this share of its length squared.
    var cosineSquared: Double
    /// cos² of the tolerance widened by the held margin.
    var heldCosineSquared: Double
  }

  /// A touch with a distance of its own (``PoseDescription/Touch/ratio``):
  /// a bit of its own in a shape's touches, above the fingers' bits.
  struct TouchTest: Hashable, Sendable {
    /// The finger whose tip the thumb tip touches.
    var finger: Finger
    /// The touching distance, in thumb lengths.
    var ratio: Double
    /// The distance made ready for the quick reading, or
    /// ``QuickThreshold/undecided`` when it cannot be.
    var quick: QuickThreshold
    /// The test's bit in a shape's touches.
    var bit: UInt32
  }

  /// How many touching distances of their own a table can hold: each
  /// takes a bit of a shape's touches above the fingers' five.
  static let touchTestCapacity = 24

  /// The touches the table reads, as bits of a shape's touches: the
  /// fingertips any description names, at the settings' distance
  /// (``Finger/touchBit``; the index's always), and the touches with a
  /// distance of their own (``TouchTest/bit``).
  let measuredTouches: UInt32
  /// The touches with a distance of their own, in the order of their bits,
  /// read without reference counting; valid while the table lives.
  ///
  /// `nonisolated(unsafe)`: it points to memory the table owns, written
  /// once in `init` and only read after.
  nonisolated(unsafe) let touchTests: UnsafeBufferPointer<TouchTest>
  /// The entries in the order matches are tried, every entry's directions
  /// one after the other, and for each position in the list the entry's
  /// place, read without reference counting (see ``Flat``).
  let flat: Flat
  /// The memory ``flat`` reads, owned here.
  private let storage: Storage

  /// The seven built-in poses, in the order of ``Pose``.
  static let builtIns = PoseTable(PoseDescription.builtIns)

  /// The table of the settings' descriptions: ``builtIns``, made once and
  /// shared, when they are the built-in poses alone, as in both presets.
  static func of(_ settings: GestureConfiguration.Poses) -> PoseTable {
    settings.custom.isEmpty ? builtIns : PoseTable(settings.descriptions)
  }

  /// Makes a table of descriptions; each must be valid, and together they
  /// may give at most ``touchTestCapacity`` touching distances of their
  /// own (a finger and a ratio).
  ///
  /// - Parameter descriptions: The descriptions; of two equally specific
  ///   ones that match a shape, the earlier is the pose.
  init(_ descriptions: [PoseDescription]) {
    let order = descriptions.indices.sorted { first, second in
      let a = descriptions[first].specificity
      let b = descriptions[second].specificity
      return a != b ? a > b : first < second
    }
    var places = Array(repeating: 0, count: descriptions.count)
    var measured = Finger.index.touchBit
    var tests: [DirectionTest] = []
    var touchTests: [TouchTest] = []
    let entries = order.enumerated().map { place, position in
      places[position] = place
      let description = descriptions[position]
      var states: UInt32 = 0
      var heldStates: UInt32 = 0
      for (offset, digit) in Finger.allCases.enumerated() {
        let allowed = description.states(of: digit)
        let held = description.holdsHalfBent ? allowed.union(.neither) : allowed
        states |= UInt32(allowed.rawValue) << (4 * offset)
        heldStates |= UInt32(held.rawValue) << (4 * offset)
      }
      var touching: UInt32 = 0
      var apart: UInt32 = 0
      for touch in description.touches {
        measured |= touch.finger.touchBit
        let bit = touch.ratio.map { ratio in
          Self.bit(of: touch.finger, ratio: ratio, in: &touchTests)
        }
        if touch.isTouching {
          touching |= bit ?? touch.finger.touchBit
        } else {
          apart |= bit ?? touch.finger.touchBit
        }
        measured |= bit ?? 0
      }
      let first = tests.count
      for requirement in description.pointing {
        tests.append(
          DirectionTest(
            digit: requirement.digit,
            direction: requirement.direction,
            cosineSquared: cosineSquared(degrees: requirement.tolerance),
            heldCosineSquared: cosineSquared(
              degrees: requirement.tolerance + description.heldToleranceMargin
            )
          )
        )
      }
      return Entry(
        position: position,
        states: states,
        heldStates: heldStates,
        touching: touching,
        apart: apart,
        pointing: first..<tests.count,
        facing: description.palmFacing
      )
    }
    measuredTouches = measured
    storage = Storage(
      entries: entries,
      tests: tests,
      touchTests: touchTests,
      places: places
    )
    flat = Flat(storage)
    self.touchTests = storage.touchTests
  }

  /// The bit of the touch test of a finger and a ratio, added to `tests`
  /// when it is not there yet.
  private static func bit(
    of finger: Finger,
    ratio: Double,
    in tests: inout [TouchTest]
  ) -> UInt32 {
    if let test = tests.first(where: {
      $0.finger == finger && $0.ratio == ratio
    }) {
      return test.bit
    }
    precondition(
      tests.count < touchTestCapacity,
      "At most \(touchTestCapacity) touching distances of their own."
    )
    let test = TouchTest(
      finger: finger,
      ratio: ratio,
      quick: QuickThreshold(squaring: ratio) ?? .undecided,
      bit: 1 << UInt32(8 + tests.count)
    )
    tests.append(test)
    return test.bit
  }

  static func == (first: PoseTable, second: PoseTable) -> Bool {
    first.measuredTouches == second.measuredTouches
      && first.storage.entries.elementsEqual(second.storage.entries)
      && first.storage.tests.elementsEqual(second.storage.tests)
      && first.storage.touchTests.elementsEqual(second.storage.touchTests)
      && first.storage.places.elementsEqual(second.storage.places)
  }

  func hash(into hasher: inout Hasher) {
    for entry in storage.entries { hasher.combine(entry) }
    for test in storage.tests { hasher.combine(test) }
    for test in storage.touchTests { hasher.combine(test) }
    for place in storage.places { hasher.combine(place) }
    hasher.combine(measuredTouches)
  }

  /// The position in the list of the description a shape shows, if any:
  /// the first entry that matches.
  ///
  /// - Parameters:
  ///   - shape: The shape.
  ///   - facing: The way the palm faces; a description that requires a
  ///     facing matches only a palm that faces that way.
  /// - Returns: The description's position, or `nil`.
  func match(
    _ shape: PoseClassifier.Shape,
    facing: PalmFacing = .unknown
  ) -> Int? {
    withExtendedLifetime(storage) {
      flat.match(shape, states: shape.packedStates, facing: facing)
    }
  }

  /// Whether the description at a position still holds for a shape.
  ///
  /// - Parameters:
  ///   - shape: The shape.
  ///   - position: The held description's position in the list.
  ///   - facing: The way the palm faces.
  /// - Returns: `true` while it holds.
  func holds(
    _ shape: PoseClassifier.Shape,
    _ position: Int,
    facing: PalmFacing = .unknown
  ) -> Bool {
    withExtendedLifetime(storage) {
      flat.holds(shape, position, states: shape.packedStates, facing: facing)
    }
  }
}

extension PoseTable {
  /// A table's entries, directions and places where they lie in memory,
  /// with their counts: a value of plain pointers, read through a
  /// classifier's pointer without copying or retaining the arrays.
  ///
  /// Valid while the table that made it lives.
  struct Flat: @unchecked Sendable {
    let entries: UnsafePointer<Entry>
    let entryCount: Int
    let tests: UnsafePointer<DirectionTest>
    let places: UnsafePointer<Int>
    let placeCount: Int
    /// ``couldMatch(_:_:_:_:thumbFolded:)`` of every four fingers' states
    /// and thumb, one bit each, at ``combination(_:_:_:_:thumbFolded:)``;
    /// then, from bit ``thumbPlaceBits``,
    /// ``thumbPlaceIsIrrelevant(_:_:_:_:)`` of every four fingers' states.
    let couldMatchBits: UnsafePointer<UInt64>
    /// For each combination of the five digits' states, at
    /// ``combination(packed:)``, the entries among the first
    /// ``maskedPlaces`` that allow it: bit `place` for the entry at
    /// `place`.
    let entryMasks: UnsafePointer<UInt64>

    fileprivate init(_ storage: Storage) {
      entries = UnsafePointer(storage.entryBase)
      entryCount = storage.entries.count
      tests = UnsafePointer(storage.testBase)
      places = UnsafePointer(storage.placeBase)
      placeCount = storage.places.count
      couldMatchBits = UnsafePointer(storage.couldMatchBase)
      entryMasks = UnsafePointer(storage.entryMaskBase)
      Self.writeCouldMatchBits(
        of: UnsafeBufferPointer(start: entries, count: entryCount),
        to: storage.couldMatchBase,
        masks: storage.entryMaskBase
      )
    }

    /// ``PoseTable/match(_:facing:)`` with the shape's
    /// ``PoseClassifier/Shape/packedStates`` worked out once.
    @inline(__always)
    func match(
      _ shape: PoseClassifier.Shape,
      states: UInt32,
      facing: PalmFacing
    ) -> Int? {
      guard shape.isPalmReadable else { return nil }
      // The entries that allow the states, in order; their states need
      // no other check.
      var candidates = entryMask(packed: states)
      while candidates != 0 {
        let place = candidates.trailingZeroBitCount
        if entries[place].facing.isMet(by: facing),
          agrees(shape, place, held: false)
        {
          return entries[place].position
        }
        candidates &= candidates &- 1
      }
      guard entryCount > Self.maskedPlaces else { return nil }
      return matchUnmasked(shape, states: states, facing: facing)
    }

    /// ``match(_:states:facing:)`` among the entries past the first
    /// ``maskedPlaces``.
    @inline(never)
    private func matchUnmasked(
      _ shape: PoseClassifier.Shape,
      states: UInt32,
      facing: PalmFacing
    ) -> Int? {
      var place = Self.maskedPlaces
      while place < entryCount {
        if states & entries[place].states == states,
          entries[place].facing.isMet(by: facing),
          agrees(shape, place, held: false)
        {
          return entries[place].position
        }
        place += 1
      }
      return nil
    }

    /// ``PoseTable/holds(_:_:facing:)`` with the shape's packed states worked out
    /// once.
    @inline(__always)
    func holds(
      _ shape: PoseClassifier.Shape,
      _ position: Int,
      states: UInt32,
      facing: PalmFacing
    ) -> Bool {
      precondition(
        position >= 0 && position < placeCount,
        "A description's position in the table's list."
      )
      let place = places[position]
      return shape.isPalmReadable
        && states & entries[place].heldStates == states
        && entries[place].facing.isMet(by: facing)
        && agrees(shape, place, held: true)
    }

    /// The thumb's states the description at a position allows while it
    /// is held.
    ///
    /// - Parameter position: The description's position in the list.
    /// - Returns: The states.
    @inline(__always)
    func heldThumbStates(of position: Int) -> PoseClassifier.DigitStates {
      precondition(
        position >= 0 && position < placeCount,
        "A description's position in the table's list."
      )
      return PoseClassifier.DigitStates(
        rawValue: UInt8(entries[places[position]].heldStates & 0xF)
      )
    }

    private func agrees(
      _ shape: PoseClassifier.Shape,
      _ place: Int,
      held: Bool
    ) -> Bool {
      let touching = entries[place].touching
      guard shape.touching & touching == touching,
        shape.touching & entries[place].apart == 0
      else { return false }
      for index in entries[place].pointing {
        let test = tests[index]
        let vector = shape.vector(of: test.digit)
        let along = test.direction.component(of: vector)
        let share = held ? test.heldCosineSquared : test.cosineSquared
        guard along > 0,
          along * along > share * (vector.x * vector.x + vector.y * vector.y)
        else { return false }
      }
      return true
    }
  }
}

extension PoseTable {
  /// Memory holding a table's entries, directions, touch tests and
  /// places, freed with the last table that holds it.
  ///
  /// `@unchecked Sendable`: written once in `init`, only read after.
  fileprivate final class Storage: @unchecked Sendable {
    let entryBase: UnsafeMutablePointer<Entry>
    let testBase: UnsafeMutablePointer<DirectionTest>
    let touchTestBase: UnsafeMutablePointer<TouchTest>
    let placeBase: UnsafeMutablePointer<Int>
    /// The words of ``Flat/couldMatchBits``, written by the table's
    /// ``Flat``.
    let couldMatchBase: UnsafeMutablePointer<UInt64>
    /// The words of ``Flat/entryMasks``, written by the table's ``Flat``.
    let entryMaskBase: UnsafeMutablePointer<UInt64>
    /// The elements written, as many as the table has.
    let entries: UnsafeBufferPointer<Entry>
    let tests: UnsafeBufferPointer<DirectionTest>
    let touchTests: UnsafeBufferPointer<TouchTest>
    let places: UnsafeBufferPointer<Int>

    init(
      entries: [Entry],
      tests: [DirectionTest],
      touchTests: [TouchTest],
      places: [Int]
    ) {
      // Room for one element at least, so that every base address exists
      // (a table may have no direction).
      entryBase = .allocate(capacity: max(entries.count, 1))
      entryBase.initialize(from: entries, count: entries.count)
      testBase = .allocate(capacity: max(tests.count, 1))
      testBase.initialize(from: tests, count: tests.count)
      touchTestBase = .allocate(capacity: max(touchTests.count, 1))
      touchTestBase.initialize(from: touchTests, count: touchTests.count)
      placeBase = .allocate(capacity: max(places.count, 1))
      placeBase.initialize(from: places, count: places.count)
      couldMatchBase = .allocate(capacity: Flat.couldMatchWords)
      couldMatchBase.initialize(repeating: 0, count: Flat.couldMatchWords)
      entryMaskBase = .allocate(capacity: Flat.entryMaskWords)
      entryMaskBase.initialize(repeating: 0, count: Flat.entryMaskWords)
      self.entries = UnsafeBufferPointer(start: entryBase, count: entries.count)
      self.tests = UnsafeBufferPointer(start: testBase, count: tests.count)
      self.touchTests = UnsafeBufferPointer(
        start: touchTestBase,
        count: touchTests.count
      )
      self.places = UnsafeBufferPointer(start: placeBase, count: places.count)
    }

    deinit {
      entryBase.deinitialize(count: entries.count)
      testBase.deinitialize(count: tests.count)
      touchTestBase.deinitialize(count: touchTests.count)
      placeBase.deinitialize(count: places.count)
      entryBase.deallocate()
      testBase.deallocate()
      touchTestBase.deallocate()
      placeBase.deallocate()
      couldMatchBase.deallocate()
      entryMaskBase.deallocate()
    }
  }
}

extension PoseClassifier.Shape {
  /// The five digits' states as bits (``PoseClassifier/DigitStates``),
  /// four per digit: thumb in bits 0-3, then index, middle, ring, little.
  @inline(__always)
  var packedStates: UInt32 {
    PoseTable.pack(thumb, index, middle, ring, little)
  }
}

extension PoseTable {
  /// Five digit states as bits, four per digit, thumb first.
  @inline(__always)
  static func pack(
    _ thumb: PoseClassifier.DigitState,
    _ index: PoseClassifier.DigitState,
    _ middle: PoseClassifier.DigitState,
    _ ring: PoseClassifier.DigitState,
    _ little: PoseClassifier.DigitState
  ) -> UInt32 {
    func bits(_ state: PoseClassifier.DigitState) -> UInt32 {
      UInt32(PoseClassifier.DigitStates(state).rawValue)
    }
    return bits(thumb) | bits(index) << 4 | bits(middle) << 8
      | bits(ring) << 12 | bits(little) << 16
  }
}

extension Direction {
  /// The part of a vector (in the display frame, y down) along this
  /// direction: positive when the vector points this way.
  @inline(__always)
  func component(of vector: Point) -> Double {
    switch self {
    case .up: -vector.y
    case .down: vector.y
    case .left: -vector.x
    case .right: vector.x
    }
  }
}
