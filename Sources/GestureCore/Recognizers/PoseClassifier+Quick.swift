extension PoseClassifier {
  /// What the quick reading concluded.
  enum QuickResult {
    /// The shape (or `nil`), the same as `exactShape(of:in:gate:)`
    /// gives; except, when asked to leave the thumb's place, a shape that
    /// matches the same description and holds the held pose alike, its
    /// thumb's state read from its ratio alone where the thumb's place
    /// can change neither.
    case decided(Shape?)
    /// The hand is readable and its digits match no pose, so its shape
    /// has no pose; given only when asked to stop there.
    case noPose
    /// The held pose holds, whatever the thumb's place, which is not
    /// measured; given only when a held pose is named.
    case holds
    /// Some ratio lies too near its threshold, or some distance is out of
    /// the range where squares are exact enough: read it the exact way.
    case undecided
  }

  /// Reads a shape by squares where that is sure to give the exact
  /// reading's.
  ///
  /// - Parameters:
  ///   - joints: The hand's points; ``joints`` must be among those read.
  ///   - stopsWithoutPose: Whether to give ``QuickResult/noPose`` for a
  ///     hand whose digits match no pose.
  ///   - leavesThumbPlace: Whether to leave unmeasured a thumb's place
  ///     that can change neither the match nor whether the held pose
  ///     holds (see ``QuickResult/decided(_:)``).
  ///   - held: The position of the pose being held, if any: when it
  ///     holds whatever state the thumb's place gives the thumb, the
  ///     result is ``QuickResult/holds``.
  ///   - facing: The way the palm faces, for a held pose that requires
  ///     one.
  /// - Returns: The shape, or what the reading concluded without it (see
  ///   ``QuickResult``).
  func quickShape(
    of joints: JointPoints,
    stopsWithoutPose: Bool = false,
    leavesThumbPlace: Bool = false,
    held: Int? = nil,
    facing: PalmFacing = .unknown
  ) -> QuickResult {
    withUnsafePointer(to: self) {
      Self.quickShape(
        at: $0,
        of: joints,
        stopsWithoutPose: stopsWithoutPose,
        leavesThumbPlace: leavesThumbPlace,
        held: held,
        facing: facing
      )
    }
  }

  /// ``quickShape(of:stopsWithoutPose:leavesThumbPlace:held:facing:)`` for
  /// the classifier
  /// at `classifier`, each threshold read where it is compared (see
  /// ``reading(at:of:held:facing:)``).
  @inline(__always)
  static func quickShape(
    at classifier: UnsafePointer<PoseClassifier>,
    of joints: JointPoints,
    stopsWithoutPose: Bool,
    leavesThumbPlace: Bool,
    held: Int?,
    facing: PalmFacing
  ) -> QuickResult {
    // Every joint accepted and finite, or no shape.
    guard joints.finiteSquares.isSuperset(of: Self.joints) else {
      return .decided(nil)
    }
    let point = joints.finiteSquare
    let wrist = point(.wrist)
    let thumbMCP = point(.thumbMP)
    let thumbTip = point(.thumbTip)
    let indexMCP = point(.indexMCP)
    let indexPIP = point(.indexPIP)
    let indexTip = point(.indexTip)
    let middleMCP = point(.middleMCP)
    let middlePIP = point(.middlePIP)
    let middleTip = point(.middleTip)
    let ringMCP = point(.ringMCP)
    let ringPIP = point(.ringPIP)
    let ringTip = point(.ringTip)
    let littleMCP = point(.littleMCP)
    let littlePIP = point(.littlePIP)
    let littleTip = point(.littleTip)
    // The squared distances, two at a time in vector registers (the
    // same values as `squaredDistance`'s, each lane the scalar steps):
    // (thumb's base, thumb's reach), the fingers' bases (from the wrist
    // to each PIP joint), reaches (to each tip) and knuckles; and
    // (thumb tip to index tip, thumb's length) and the palm's width
    // twice, whose range is checked only once the digits match some
    // pose where the reading stops without one.
    let thumbSquares = squaredDistances(
      thumbMCP,
      littleMCP,
      thumbTip,
      littleMCP
    )
    let bases = (
      squaredDistances(wrist, indexPIP, wrist, middlePIP),
      squaredDistances(wrist, ringPIP, wrist, littlePIP)
    )
    let reaches = (
      squaredDistances(wrist, indexTip, wrist, middleTip),
      squaredDistances(wrist, ringTip, wrist, littleTip)
    )
    let knuckles = (
      squaredDistances(wrist, indexMCP, wrist, middleMCP),
      squaredDistances(wrist, ringMCP, wrist, littleMCP)
    )
    // Each finger's tip and PIP joint from its own knuckle.
    let knuckleReaches = (
      squaredDistances(indexMCP, indexTip, middleMCP, middleTip),
      squaredDistances(ringMCP, ringTip, littleMCP, littleTip)
    )
    let knuckleBases = (
      squaredDistances(indexMCP, indexPIP, middleMCP, middlePIP),
      squaredDistances(ringMCP, ringPIP, littleMCP, littlePIP)
    )
    let touchSquares = squaredDistances(thumbTip, indexTip, thumbMCP, thumbTip)
    let palmWidth = squaredDistances(indexMCP, littleMCP, indexMCP, littleMCP)
    // Every square must lie in the quick range: checked by the smallest
    // and the largest, lane by lane. A zero distance is out of it too;
    // the exact reading decides such a hand (it gives up on a zero it
    // divides by). The points are finite, so no square is NaN.
    // No square is NaN, so the lanes' minimum and maximum are those of
    // their values in any order: taken pairwise, as a tree, not one
    // after another.
    let squares = (
      thumbSquares, bases.0, bases.1, reaches.0, reaches.1, knuckles.0,
      knuckles.1, knuckleReaches.0, knuckleReaches.1, knuckleBases.0,
      knuckleBases.1
    )
    var smallest = Self.smallest(squares)
    var largest = Self.largest(squares)
    @inline(__always)
    func include(_ squares: SIMD2<Double>) {
      smallest = smallest.replacing(with: squares, where: squares .< smallest)
      largest = largest.replacing(with: squares, where: squares .> largest)
    }
    // Each lane of the smallest and of the largest within its bound.
    @inline(__always)
    func inRange(
      _ smallest: SIMD2<Double>,
      _ largest: SIMD2<Double>
    ) -> Bool {
      all(
        (smallest .>= quickSquares.lowerBound)
          .& (largest .<= quickSquares.upperBound)
      )
    }
    @inline(__always)
    func inRange() -> Bool { inRange(smallest, largest) }
    // The first squares decide the digits; the last two pairs matter
    // only once the digits match some pose, where the reading may stop
    // without one.
    let first = (smallest, largest)
    include(touchSquares)
    include(palmWidth)
    let allInRange = inRange()
    guard
      allInRange
        || (stopsWithoutPose && inRange(first.0, first.1))
    else { return .undecided }

    // The squares are in range, so none is NaN: the lanes' least and
    // greatest, then the lesser and greater lane.
    let shorter = knuckles.0.replacing(
      with: knuckles.1,
      where: knuckles.1 .< knuckles.0
    )
    let longer = knuckles.0.replacing(
      with: knuckles.1,
      where: knuckles.1 .> knuckles.0
    )
    let shortestKnuckle = shorter.y < shorter.x ? shorter.y : shorter.x
    let longestKnuckle = longer.y > longer.x ? longer.y : longer.x

    // Each ratio of squares is compared with its squared threshold by a
    // multiplication, not a division (see `QuickThreshold`).
    guard
      var thumb = Self.quickState(
        thumbSquares.y,
        over: thumbSquares.x,
        extended: classifier.pointee.quick.thumbExtended,
        curled: classifier.pointee.quick.thumbFolded
      ),
      let index = Self.finger(
        reaches.0.x,
        bases.0.x,
        knuckleReaches.0.x,
        knuckleBases.0.x,
        classifier
      ),
      let middle = Self.finger(
        reaches.0.y,
        bases.0.y,
        knuckleReaches.0.y,
        knuckleBases.0.y,
        classifier
      ),
      let ring = Self.finger(
        reaches.1.x,
        bases.1.x,
        knuckleReaches.1.x,
        knuckleBases.1.x,
        classifier
      ),
      let little = Self.finger(
        reaches.1.y,
        bases.1.y,
        knuckleReaches.1.y,
        knuckleBases.1.y,
        classifier
      )
    else { return .undecided }
    // Whether the four fingers are all curled.
    @inline(__always)
    func fourCurled() -> Bool {
      index == .curled && middle == .curled && ring == .curled
        && little == .curled
    }
    // The squares include those of every distance the exact reading
    // divides by, so the hand is readable: with digits that match no
    // pose it shows none.
    if stopsWithoutPose,
      !classifier.pointee.table.flat.couldMatch(
        index,
        middle,
        ring,
        little,
        thumbFolded: thumb == .curled
      )
    {
      return .noPose
    }
    guard allInRange else { return .undecided }
    // touch < ratio × length, squared: touch² < ratio² × length².
    guard
      let apart = classifier.pointee.quick.thumbTouch.isAbove(
        touchSquares.x,
        over: touchSquares.y
      )
    else { return .undecided }
    var touching = apart ? 0 : Finger.index.touchBit
    let measured = classifier.pointee.table.measuredTouches
    // Other fingertips, or touches with a distance of their own.
    if measured & ~Finger.index.touchBit != 0 {
      // The thumb tip's squared distances from the middle, ring and little
      // fingertips (the last twice).
      let others = (
        squaredDistances(thumbTip, middleTip, thumbTip, ringTip),
        squaredDistances(thumbTip, littleTip, thumbTip, littleTip)
      )
      include(others.0)
      include(others.1)
      guard inRange() else { return .undecided }
      @inline(__always)
      func touches(_ finger: Finger, _ square: Double) -> Bool? {
        guard measured & finger.touchBit != 0 else { return false }
        return classifier.pointee.quick.thumbTouch.isAbove(
          square,
          over: touchSquares.y
        ).map(!)
      }
      guard let onMiddle = touches(.middle, others.0.x),
        let onRing = touches(.ring, others.0.y),
        let onLittle = touches(.little, others.1.x)
      else { return .undecided }
      if onMiddle { touching |= Finger.middle.touchBit }
      if onRing { touching |= Finger.ring.touchBit }
      if onLittle { touching |= Finger.little.touchBit }
      guard
        let own = Self.ownTouches(
          classifier.pointee.table.touchTests,
          index: touchSquares.x,
          others: others,
          thumbLength: touchSquares.y
        )
      else { return .undecided }
      touching |= own
    }
    guard
      let wide = classifier.pointee.quick.palmWidth.isAbove(
        palmWidth.x,
        over: knuckles.0.y
      ),
      let even = classifier.pointee.quick.knuckleRatio.isAbove(
        shortestKnuckle,
        over: longestKnuckle
      )
    else { return .undecided }
    @inline(__always)
    func vector(_ base: Point, _ tip: Point) -> Point {
      Point(x: tip.x - base.x, y: tip.y - base.y)
    }
    @inline(__always)
    func shape(thumb: DigitState) -> Shape {
      Shape(
        states: (thumb, index, middle, ring, little),
        vectors: (
          vector(thumbMCP, thumbTip), vector(indexMCP, indexTip),
          vector(middleMCP, middleTip), vector(ringMCP, ringTip),
          vector(littleMCP, littleTip)
        ),
        isPalmReadable: (wide && even) || fourCurled(),
        touching: touching
      )
    }
    // A held pose that allows every state the thumb's place could give
    // holds or not whatever that place: the thumb's state by its ratio
    // stands for them all.
    if let held, thumb != .curled,
      Self.allows(
        classifier.pointee.table.flat.heldThumbStates(of: held),
        every: Self.possibleThumbStates(thumb)
      )
    {
      let unplaced = shape(thumb: thumb)
      if classifier.pointee.table.flat.holds(
        unplaced,
        held,
        states: unplaced.packedStates,
        facing: facing
      ) {
        return .holds
      }
    }
    // The held pose, if any, allows every state the thumb's place could
    // give or none (it held or not above).
    if leavesThumbPlace, thumb != .curled,
      held.map({
        Self.allows(
          classifier.pointee.table.flat.heldThumbStates(of: $0),
          every: Self.possibleThumbStates(thumb)
        )
      }) ?? true,
      classifier.pointee.table.flat.thumbPlaceIsIrrelevant(
        index,
        middle,
        ring,
        little
      )
    {
      return .decided(shape(thumb: thumb))
    }
    if thumb != .curled {
      let byRatio = thumb
      let indexDIP = point(.indexDIP)
      let middleDIP = point(.middleDIP)
      let nearPIPs = squaredDistances(thumbTip, indexPIP, thumbTip, middlePIP)
      let nearDIPs = squaredDistances(thumbTip, indexDIP, thumbTip, middleDIP)
      include(nearPIPs)
      include(nearDIPs)
      guard inRange() else { return .undecided }
      // The squares are in range, so none is NaN or 0: the lanes' least.
      let nearer = nearPIPs.replacing(
        with: nearDIPs,
        where: nearDIPs .< nearPIPs
      )
      let nearest = nearer.y < nearer.x ? nearer.y : nearer.x
      guard
        let beyondAlongside = classifier.pointee.quick.thumbAlongside.isAbove(
          nearest,
          over: longestKnuckle
        ),
        let clear = classifier.pointee.quick.thumbAway.isAbove(
          nearest,
          over: longestKnuckle
        )
      else { return .undecided }
      // Standing out changes the reading only of a thumb that would be
      // alongside, or extended but too near the fingers.
      var standsOut = false
      if !beyondAlongside || (byRatio == .extended && apart && !clear) {
        guard
          let out = Self.standsOut(
            thumbMCP,
            thumbTip,
            point,
            thumbLength: touchSquares.y,
            longestKnuckle: longestKnuckle,
            classifier
          )
        else { return .undecided }
        standsOut = out
      }
      if standsOut {
        thumb = byRatio == .extended && apart ? .extended : .neither
      } else if !beyondAlongside {
        thumb = .alongside
      } else if byRatio == .extended, !apart || !clear {
        thumb = .neither
      }
      if thumb == .neither, clear, apart, fourCurled() { thumb = .extended }
    }
    return .decided(shape(thumb: thumb))
  }

  /// Whether a set of states holds every one of another: `isSuperset(of:)`
  /// on the bits.
  @inline(__always)
  private static func allows(
    _ allowed: DigitStates,
    every states: DigitStates
  ) -> Bool {
    allowed.rawValue & states.rawValue == states.rawValue
  }

  /// The states a thumb read from its ratio alone may end in once its
  /// place is measured: any but folded, unless it is folded.
  @inline(__always)
  private static func possibleThumbStates(_ state: DigitState) -> DigitStates {
    // Extended, neither or alongside: the bits, as an option set's array
    // literal can allocate.
    state == .curled
      ? .curled
      : DigitStates(
        rawValue: DigitStates.any.rawValue & ~DigitStates.curled.rawValue
      )
  }

  /// A finger's state from its squared reach and base from the wrist, and
  /// from its knuckle, or `nil` when it is too near a threshold to tell.
  @inline(__always)
  private static func finger(
    _ reach: Double,
    _ base: Double,
    _ knuckleReach: Double,
    _ knuckleBase: Double,
    _ classifier: UnsafePointer<PoseClassifier>
  ) -> DigitState? {
    guard
      let byWrist = quickState(
        reach,
        over: base,
        extended: classifier.pointee.quick.fingerExtended,
        curled: classifier.pointee.quick.fingerCurled
      )
    else { return nil }
    if byWrist == .curled { return .curled }
    guard
      let open = classifier.pointee.quick.fingerKnuckleCurled.isAbove(
        knuckleReach,
        over: knuckleBase
      )
    else { return nil }
    return open ? byWrist : .curled
  }

  /// ``state(ratio:extended:curled:)`` from a squared reach over a squared
  /// base, or `nil` when it is too near a threshold to tell.
  @inline(__always)
  private static func quickState(
    _ reach: Double,
    over base: Double,
    extended: QuickThreshold,
    curled: QuickThreshold
  ) -> DigitState? {
    guard let isExtended = extended.isAbove(reach, over: base) else {
      return nil
    }
    if isExtended { return .extended }
    guard let isNotCurled = curled.isAbove(reach, over: base) else {
      return nil
    }
    return isNotCurled ? .neither : .curled
  }
}
