/// A reader of a hand's static shape: each digit extended, curled or
/// neither, and the direction the thumb and index finger point.
///
/// The rules (see `Docs/Gestures.md` for their reasons):
/// - A finger (index, middle, ring, little) is *extended* when its tip is
///   farther from the wrist than ``GestureConfiguration/Poses-swift.struct/fingerExtendedRatio``
///   times its PIP joint is (1.2: bent less than about 60 degrees in all),
///   *curled* when nearer than ``GestureConfiguration/Poses-swift.struct/fingerCurledRatio``
///   times (1.0: the tip has come back past its own middle joint).
/// - The thumb is *extended* when its tip is farther from the little
///   finger's knuckle than ``GestureConfiguration/Poses-swift.struct/thumbExtendedRatio``
///   times its MCP joint is (1.2), *folded* when nearer than
///   ``GestureConfiguration/Poses-swift.struct/thumbFoldedRatio`` times
///   (1.0: the tip lies across the palm). An extended thumb whose tip is
///   nearer the index tip than ``GestureConfiguration/Poses-swift.struct/thumbTouchRatio``
///   times the thumb's length (0.5) touches it, a pinch: neither.
/// - A direction is the nearest axis of the display frame to the vector
///   from the digit's knuckle (MCP) to its tip; exactly on a diagonal it is
///   none.
/// - No pose is read from a palm seen edge-on or end-on (see
///   ``GestureConfiguration/Poses-swift.struct/minimumPalmWidth`` and
///   ``GestureConfiguration/Poses-swift.struct/minimumKnuckleRatio``).
///
/// Ratios of distances do not change with the hand's size, its position,
/// an in-plane rotation or a mirror image; only the three poses defined by
/// a direction (``Pose/pointingUp``, ``Pose/thumbUp``,
/// ``Pose/thumbDown``) depend on the display frame. Points are measured in
/// square units of the display frame (see
/// ``CoordinateSpace/squarePoint(_:)``).
public struct PoseClassifier: Hashable, Sendable {
  /// The state of one digit.
  public enum DigitState: String, Hashable, Sendable, Codable {
    /// Straight, pointing away from the palm.
    case extended
    /// Curled into the palm (for the thumb: folded across it).
    case curled
    /// Between the two: half bent; matches no pose that names the digit.
    case neither
  }

  /// What the classifier read from one hand.
  public struct Shape: Hashable, Sendable {
    /// The thumb's state (`curled` means folded across the palm).
    public var thumb: DigitState
    /// The index finger's state.
    public var index: DigitState
    /// The middle finger's state.
    public var middle: DigitState
    /// The ring finger's state.
    public var ring: DigitState
    /// The little finger's state.
    public var little: DigitState
    /// The nearest display axis the thumb points along, if any.
    public var thumbDirection: Direction?
    /// The nearest display axis the index finger points along, if any.
    public var indexDirection: Direction?
    /// Whether the palm is seen well enough to read a pose.
    public var isPalmReadable: Bool

    /// Creates a shape.
    ///
    /// - Parameters:
    ///   - digits: The five digit states: thumb, index, middle, ring and
    ///     little finger.
    ///   - thumbDirection: Where the thumb points, in the display frame.
    ///   - indexDirection: Where the index finger points.
    ///   - isPalmReadable: Whether the palm is seen well enough.
    public init(
      digits: [DigitState],
      thumbDirection: Direction? = nil,
      indexDirection: Direction? = nil,
      isPalmReadable: Bool = true
    ) {
      precondition(digits.count == 5, "A hand shape has five digits.")
      self.thumb = digits[0]
      self.index = digits[1]
      self.middle = digits[2]
      self.ring = digits[3]
      self.little = digits[4]
      self.thumbDirection = thumbDirection
      self.indexDirection = indexDirection
      self.isPalmReadable = isPalmReadable
    }

    /// Creates a shape from each digit's state, without an array.
    init(
      states: (DigitState, DigitState, DigitState, DigitState, DigitState),
      thumbDirection: Direction?,
      indexDirection: Direction?,
      isPalmReadable: Bool
    ) {
      (thumb, index, middle, ring, little) = states
      self.thumbDirection = thumbDirection
      self.indexDirection = indexDirection
      self.isPalmReadable = isPalmReadable
    }

    /// The five digit states: thumb, index, middle, ring, little finger.
    public var digits: [DigitState] { [thumb, index, middle, ring, little] }

    /// The pose whose every rule this shape meets, if any.
    ///
    /// Each pose names the state of all five digits; the seven sets are
    /// distinct, so at most one pose matches.
    public var pose: Pose? {
      guard isPalmReadable else { return nil }
      // The digit sets of `matches(_:strictly:)`, one case each: this
      // runs on every frame, and a search through the seven poses cost
      // several times as much. The tests compare it with that search on
      // every shape.
      switch (thumb, index, middle, ring, little) {
      case (.extended, .extended, .extended, .extended, .extended):
        return .openPalm
      case (.curled, .curled, .curled, .curled, .curled):
        return .closedFist
      case (.curled, .extended, .curled, .curled, .curled):
        return indexDirection == .up ? .pointingUp : nil
      case (.extended, .curled, .curled, .curled, .curled):
        switch thumbDirection {
        case .up: return .thumbUp
        case .down: return .thumbDown
        case .left, .right, nil: return nil
        }
      case (.curled, .extended, .extended, .curled, .curled):
        return .victory
      case (.extended, .extended, .curled, .curled, .extended):
        return .iLoveYou
      default: return nil
      }
    }

    /// Returns whether a held pose still holds: no digit has crossed to
    /// the state opposite to the pose's, and its direction, if it has one,
    /// is unchanged.
    ///
    /// - Parameter pose: The pose being held.
    /// - Returns: `true` while the pose holds.
    public func holds(_ pose: Pose) -> Bool {
      isPalmReadable && matches(pose, strictly: false)
    }

    /// Returns whether each digit agrees with the pose's, and the pose's
    /// direction, if it has one, is the shape's.
    ///
    /// - Parameters:
    ///   - pose: The pose to compare with.
    ///   - strictly: Whether a digit must be in the pose's state exactly,
    ///     or may also be `neither` (a held pose).
    /// - Returns: Whether the shape meets the pose's rule.
    func matches(_ pose: Pose, strictly: Bool) -> Bool {
      let e = DigitState.extended
      let c = DigitState.curled
      let required: (DigitState, DigitState, DigitState, DigitState, DigitState)
      switch pose {
      case .openPalm: required = (e, e, e, e, e)
      case .closedFist: required = (c, c, c, c, c)
      case .pointingUp: required = (c, e, c, c, c)
      case .thumbUp, .thumbDown: required = (e, c, c, c, c)
      case .victory: required = (c, e, e, c, c)
      case .iLoveYou: required = (e, e, c, c, e)
      }
      func agrees(_ state: DigitState, _ wanted: DigitState) -> Bool {
        strictly ? state == wanted : state == wanted || state == .neither
      }
      guard agrees(thumb, required.0), agrees(index, required.1),
        agrees(middle, required.2), agrees(ring, required.3),
        agrees(little, required.4)
      else { return false }
      switch pose {
      case .pointingUp: return indexDirection == .up
      case .thumbUp: return thumbDirection == .up
      case .thumbDown: return thumbDirection == .down
      case .openPalm, .closedFist, .victory, .iLoveYou: return true
      }
    }
  }

  /// The settings the classifier reads.
  public var settings: GestureConfiguration.Poses {
    didSet { quick = QuickThresholds(settings) }
  }

  /// The settings' ratios squared for the quick reading, worked out when
  /// the settings are set rather than on every frame.
  private var quick: QuickThresholds

  /// Creates a classifier.
  ///
  /// - Parameter settings: The ratios to read digits with.
  public init(settings: GestureConfiguration.Poses = .init()) {
    self.settings = settings
    self.quick = QuickThresholds(settings)
  }

  /// The ratio thresholds of the settings, ready for `quickShape(of:)`.
  /// When one cannot be squared, every threshold is
  /// ``QuickThreshold/undecided``, which leaves every hand to the exact
  /// reading.
  private struct QuickThresholds: Hashable, Sendable {
    var fingerExtended: QuickThreshold
    var fingerCurled: QuickThreshold
    var thumbExtended: QuickThreshold
    var thumbFolded: QuickThreshold
    var thumbTouch: QuickThreshold
    var palmWidth: QuickThreshold
    var knuckleRatio: QuickThreshold

    init(_ settings: GestureConfiguration.Poses) {
      guard
        let fingerExtended = QuickThreshold(
          squaring: settings.fingerExtendedRatio
        ),
        let fingerCurled = QuickThreshold(squaring: settings.fingerCurledRatio),
        let thumbExtended = QuickThreshold(
          squaring: settings.thumbExtendedRatio
        ),
        let thumbFolded = QuickThreshold(squaring: settings.thumbFoldedRatio),
        let thumbTouch = QuickThreshold(squaring: settings.thumbTouchRatio),
        let palmWidth = QuickThreshold(squaring: settings.minimumPalmWidth),
        let knuckleRatio = QuickThreshold(
          squaring: settings.minimumKnuckleRatio
        )
      else {
        self.fingerExtended = .undecided
        self.fingerCurled = .undecided
        self.thumbExtended = .undecided
        self.thumbFolded = .undecided
        self.thumbTouch = .undecided
        self.palmWidth = .undecided
        self.knuckleRatio = .undecided
        return
      }
      self.fingerExtended = fingerExtended
      self.fingerCurled = fingerCurled
      self.thumbExtended = thumbExtended
      self.thumbFolded = thumbFolded
      self.thumbTouch = thumbTouch
      self.palmWidth = palmWidth
      self.knuckleRatio = knuckleRatio
    }
  }

  /// The (knuckle, PIP, tip) joints of the four fingers.
  private static let fingers: [(Joint, Joint, Joint)] = [
    (.indexMCP, .indexPIP, .indexTip),
    (.middleMCP, .middlePIP, .middleTip),
    (.ringMCP, .ringPIP, .ringTip),
    (.littleMCP, .littlePIP, .littleTip),
  ]

  /// Reads a hand's shape.
  ///
  /// - Parameters:
  ///   - hand: The hand, with raw landmarks.
  ///   - space: The coordinate space of its raw landmarks.
  ///   - gate: The confidence gate every joint used must pass.
  /// - Returns: The shape, or `nil` when a joint it needs is missing,
  ///   below the gate, or not finite, or when a distance it divides by is
  ///   zero: then nothing can be said about the pose.
  public func shape(
    of hand: Hand,
    in space: CoordinateSpace = .mediaPipe,
    gate: ConfidenceGate = ConfidenceGate(minimumConfidence: 0)
  ) -> Shape? {
    JointPoints.withPoints(
      of: hand,
      joints: Self.joints,
      in: space,
      gate: gate
    ) { shape(of: $0) }
  }

  /// The joints a shape is read from: the wrist, the thumb's MP joint and
  /// tip, and each finger's knuckle, PIP joint and tip.
  static var joints: JointSet { .pose }

  /// Reads a shape from joints already gated and transformed; the engine
  /// reads them once per frame for all its recognizers.
  ///
  /// - Parameter joints: The hand's points; ``joints`` must be among
  ///   those read.
  /// - Returns: As ``shape(of:in:gate:)``.
  func shape(of joints: JointPoints) -> Shape? {
    switch quickShape(of: joints) {
    case .decided(let shape): return shape
    case .noPose, .undecided: return exactShape(of: joints)
    }
  }

  /// What the pose recognizer reads from a hand on each frame.
  struct Reading: Hashable {
    /// The pose the hand shows (``Shape/pose``).
    var pose: Pose?
    /// Whether the held pose still holds (``Shape/holds(_:)``); `false`
    /// when none is held.
    var holds: Bool
  }

  /// Reads what the pose recognizer needs, which is often less than the
  /// whole shape: with no pose held, a hand whose digits match no pose
  /// shows none, whatever its palm and directions.
  ///
  /// - Parameters:
  ///   - joints: The hand's points; ``joints`` must be among those read.
  ///   - held: The pose being held, if any.
  /// - Returns: The shape's pose and whether `held` holds, or `nil` when
  ///   ``shape(of:)`` is `nil`.
  func reading(of joints: JointPoints, held: Pose?) -> Reading? {
    withUnsafePointer(to: self) {
      Self.reading(at: $0, of: joints, held: held)
    }
  }

  /// ``reading(of:held:)`` for the classifier at `classifier`, which the
  /// engine keeps where it does not move.
  // Through a pointer, each threshold is read where it is compared (see
  // Docs/Performance.md).
  @inline(__always)
  static func reading(
    at classifier: UnsafePointer<PoseClassifier>,
    of joints: JointPoints,
    held: Pose?
  ) -> Reading? {
    let shape: Shape?
    switch quickShape(
      at: classifier,
      of: joints,
      stopsWithoutPose: held == nil
    ) {
    case .decided(let decided): shape = decided
    case .noPose: return Reading(pose: nil, holds: false)
    case .undecided:
      shape = exactShape(of: joints, settings: classifier.pointee.settings)
    }
    guard let shape else { return nil }
    return Reading(pose: shape.pose, holds: held.map(shape.holds) ?? false)
  }

  /// `exactShape(of:)` of a hand's joints, for the tests that compare the
  /// two readings.
  func exactShape(
    of hand: Hand,
    in space: CoordinateSpace,
    gate: ConfidenceGate
  ) -> Shape? {
    JointPoints.withPoints(
      of: hand,
      joints: Self.joints,
      in: space,
      gate: gate
    ) { exactShape(of: $0) }
  }

  /// `quickShape(of:)` of a hand's joints, for the tests that compare the
  /// two readings.
  func quickShape(
    of hand: Hand,
    in space: CoordinateSpace,
    gate: ConfidenceGate
  ) -> QuickResult {
    JointPoints.withPoints(
      of: hand,
      joints: Self.joints,
      in: space,
      gate: gate
    ) { quickShape(of: $0) }
  }

  /// `reading(of:held:)` of a hand's joints, for the tests that compare
  /// it with the shape.
  func reading(
    of hand: Hand,
    in space: CoordinateSpace,
    gate: ConfidenceGate,
    held: Pose?
  ) -> Reading? {
    JointPoints.withPoints(
      of: hand,
      joints: Self.joints,
      in: space,
      gate: gate
    ) { reading(of: $0, held: held) }
  }

  /// Reads a hand's shape as the rules are written: each distance with
  /// `hypot`, each ratio divided out. ``shape(of:in:gate:)`` comes here
  /// only when its quicker reading (`quickShape(of:)`) cannot be sure of
  /// the same answer.
  func exactShape(of joints: JointPoints) -> Shape? {
    Self.exactShape(of: joints, settings: settings)
  }

  /// `exactShape(of:)` with the settings passed in: the engine's reading
  /// calls it without needing a copy of the whole classifier.
  static func exactShape(
    of joints: JointPoints,
    settings: GestureConfiguration.Poses
  ) -> Shape? {
    func point(_ joint: Joint) -> Point? {
      guard let point = joints.square(joint), point.isFinite else {
        return nil
      }
      return point
    }
    guard let wrist = point(.wrist), let thumbMCP = point(.thumbMP),
      let thumbTip = point(.thumbTip), let littleMCP = point(.littleMCP)
    else { return nil }
    var states = (
      DigitState.neither, DigitState.neither, DigitState.neither,
      DigitState.neither, DigitState.neither
    )
    let thumbBase = thumbMCP.distance(to: littleMCP)
    guard thumbBase > 0, thumbBase.isFinite else { return nil }
    states.0 = Self.state(
      ratio: thumbTip.distance(to: littleMCP) / thumbBase,
      extended: settings.thumbExtendedRatio,
      curled: settings.thumbFoldedRatio
    )
    var shortestKnuckle = Double.infinity
    var longestKnuckle = 0.0
    var indexMCP = Point.zero
    var indexTip = Point.zero
    var middleMCP = Point.zero
    for (knuckleJoint, pipJoint, tipJoint) in Self.fingers {
      guard let knuckle = point(knuckleJoint), let pip = point(pipJoint),
        let tip = point(tipJoint)
      else { return nil }
      let base = wrist.distance(to: pip)
      guard base > 0, base.isFinite else { return nil }
      let state = Self.state(
        ratio: wrist.distance(to: tip) / base,
        extended: settings.fingerExtendedRatio,
        curled: settings.fingerCurledRatio
      )
      let knuckleDistance = wrist.distance(to: knuckle)
      shortestKnuckle = Swift.min(shortestKnuckle, knuckleDistance)
      longestKnuckle = Swift.max(longestKnuckle, knuckleDistance)
      switch knuckleJoint {
      case .indexMCP:
        states.1 = state
        indexMCP = knuckle
        indexTip = tip
      case .middleMCP:
        states.2 = state
        middleMCP = knuckle
      case .ringMCP: states.3 = state
      default: states.4 = state
      }
    }
    // A thumb on the index tip is pinching, not extended.
    if states.0 == .extended,
      thumbTip.distance(to: indexTip)
        < settings.thumbTouchRatio * thumbMCP.distance(to: thumbTip)
    {
      states.0 = .neither
    }
    let palmLength = wrist.distance(to: middleMCP)
    let palmWidth = indexMCP.distance(to: littleMCP)
    guard palmLength > 0, longestKnuckle > 0, longestKnuckle.isFinite
    else { return nil }
    let readable =
      palmWidth / palmLength > settings.minimumPalmWidth
      && shortestKnuckle / longestKnuckle > settings.minimumKnuckleRatio
    return Shape(
      states: states,
      thumbDirection: Self.direction(from: thumbMCP, to: thumbTip),
      indexDirection: Self.direction(from: indexMCP, to: indexTip),
      isPalmReadable: readable
    )
  }

  /// What the quick reading concluded.
  enum QuickResult {
    /// The shape (or `nil`), the same as `exactShape(of:in:gate:)`
    /// gives.
    case decided(Shape?)
    /// The hand is readable and its digits match no pose, so its shape
    /// has no pose; given only when asked to stop there.
    case noPose
    /// Some ratio lies too near its threshold, or some distance is out of
    /// the range where squares are exact enough: read it the exact way.
    case undecided
  }

  /// Returns whether five digit states are those of some pose, whatever
  /// its direction (see `Shape.pose`).
  @inline(__always)
  private static func matchesSomePose(
    _ states: (DigitState, DigitState, DigitState, DigitState, DigitState)
  ) -> Bool {
    switch states {
    case (.extended, .extended, .extended, .extended, .extended),
      (.curled, .curled, .curled, .curled, .curled),
      (.curled, .extended, .curled, .curled, .curled),
      (.extended, .curled, .curled, .curled, .curled),
      (.curled, .extended, .extended, .curled, .curled),
      (.extended, .extended, .curled, .curled, .extended):
      true
    default: false
    }
  }

  /// Reads a hand's shape without a square root: each ratio of distances
  /// is compared with its threshold as a ratio of squared distances, by
  /// the quick comparisons of `Support/Math.swift`.
  ///
  /// When any comparison is too near its threshold, or any distance out
  /// of their range, the result is `undecided`, and ``shape(of:in:gate:)``
  /// reads the hand the exact way: both give the same answer for every
  /// hand.
  ///
  /// With `stopsWithoutPose`, a hand whose digits match no pose gives
  /// `noPose` as soon as its digits are read, before the thumb's touch
  /// and the palm's width: a thumb that touches the index tip only turns
  /// an extended thumb to neither, which matches no pose either, and a
  /// hand whose squares read by then are in range is readable (they are
  /// those of every distance the exact reading divides by).
  func quickShape(
    of joints: JointPoints,
    stopsWithoutPose: Bool = false
  ) -> QuickResult {
    withUnsafePointer(to: self) {
      Self.quickShape(at: $0, of: joints, stopsWithoutPose: stopsWithoutPose)
    }
  }

  /// ``quickShape(of:stopsWithoutPose:)`` for the classifier at
  /// `classifier`, each threshold read where it is compared (see
  /// ``reading(at:of:held:)``).
  @inline(__always)
  static func quickShape(
    at classifier: UnsafePointer<PoseClassifier>,
    of joints: JointPoints,
    stopsWithoutPose: Bool
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
    // The 17 squared distances, two at a time in vector registers (the
    // same values as `squaredDistance`'s, each lane the scalar steps):
    // (thumb's base, thumb's reach), the fingers' bases (from the wrist
    // to each PIP joint), reaches (to each tip) and knuckles; and, once
    // the digits match some pose, (thumb tip to index tip, thumb's
    // length) and the palm's width twice.
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
    // Every square must lie in the quick range: checked by the smallest
    // and the largest, lane by lane. A zero distance is out of it too;
    // the exact reading decides such a hand (it gives up on a zero it
    // divides by). The points are finite, so no square is NaN.
    var smallest = thumbSquares
    var largest = thumbSquares
    @inline(__always)
    func include(_ squares: SIMD2<Double>) {
      smallest = smallest.replacing(with: squares, where: squares .< smallest)
      largest = largest.replacing(with: squares, where: squares .> largest)
    }
    @inline(__always)
    func inRange() -> Bool {
      quickSquares.contains(Swift.min(smallest.x, smallest.y))
        && quickSquares.contains(Swift.max(largest.x, largest.y))
    }
    include(bases.0)
    include(bases.1)
    include(reaches.0)
    include(reaches.1)
    include(knuckles.0)
    include(knuckles.1)
    guard inRange() else { return .undecided }

    let shortestKnuckle = Swift.min(
      Swift.min(knuckles.0.x, knuckles.0.y),
      Swift.min(knuckles.1.x, knuckles.1.y)
    )
    let longestKnuckle = Swift.max(
      Swift.max(knuckles.0.x, knuckles.0.y),
      Swift.max(knuckles.1.x, knuckles.1.y)
    )

    // Each ratio of squares is compared with its squared threshold by a
    // multiplication, not a division (see `QuickThreshold`).
    guard
      var thumb = Self.quickState(
        thumbSquares.y,
        over: thumbSquares.x,
        extended: classifier.pointee.quick.thumbExtended,
        curled: classifier.pointee.quick.thumbFolded
      ),
      let index = Self.finger(reaches.0.x, bases.0.x, classifier),
      let middle = Self.finger(reaches.0.y, bases.0.y, classifier),
      let ring = Self.finger(reaches.1.x, bases.1.x, classifier),
      let little = Self.finger(reaches.1.y, bases.1.y, classifier)
    else { return .undecided }
    // The squares read so far are those of every distance the exact
    // reading divides by, so the hand is readable: with digits that
    // match no pose it shows none, whatever the squares below.
    if stopsWithoutPose,
      !Self.matchesSomePose((thumb, index, middle, ring, little))
    {
      return .noPose
    }
    let touchSquares = squaredDistances(thumbTip, indexTip, thumbMCP, thumbTip)
    let palmWidth = squaredDistances(indexMCP, littleMCP, indexMCP, littleMCP)
    include(touchSquares)
    include(palmWidth)
    guard inRange() else { return .undecided }
    if thumb == .extended {
      // touch < ratio × length, squared: touch² < ratio² × length².
      guard
        let apart = classifier.pointee.quick.thumbTouch.isAbove(
          touchSquares.x,
          over: touchSquares.y
        )
      else { return .undecided }
      if !apart { thumb = .neither }
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
    return .decided(
      Shape(
        states: (thumb, index, middle, ring, little),
        thumbDirection: Self.direction(from: thumbMCP, to: thumbTip),
        indexDirection: Self.direction(from: indexMCP, to: indexTip),
        isPalmReadable: wide && even
      )
    )
  }

  /// A finger's state from its squared reach and base, or `nil` when it is
  /// too near a threshold to tell.
  @inline(__always)
  private static func finger(
    _ reach: Double,
    _ base: Double,
    _ classifier: UnsafePointer<PoseClassifier>
  ) -> DigitState? {
    quickState(
      reach,
      over: base,
      extended: classifier.pointee.quick.fingerExtended,
      curled: classifier.pointee.quick.fingerCurled
    )
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

  /// The squared distances from `start` to `end` and from `otherStart` to
  /// `otherEnd`, in the two lanes of a vector: each lane is
  /// `squaredDistance`'s steps, so the same value bit for bit, and the
  /// pair costs about what one did.
  @inline(__always)
  private static func squaredDistances(
    _ start: Point,
    _ end: Point,
    _ otherStart: Point,
    _ otherEnd: Point
  ) -> SIMD2<Double> {
    let first = SIMD2(end.x, end.y) - SIMD2(start.x, start.y)
    let second =
      SIMD2(otherEnd.x, otherEnd.y) - SIMD2(otherStart.x, otherStart.y)
    let firstSquares = first * first
    let secondSquares = second * second
    return SIMD2(firstSquares.x, secondSquares.x)
      + SIMD2(firstSquares.y, secondSquares.y)
  }

  /// Returns the pose a hand shows, if any: ``shape(of:in:gate:)``, then
  /// ``Shape/pose``.
  ///
  /// - Parameters:
  ///   - hand: The hand, with raw landmarks.
  ///   - space: The coordinate space of its raw landmarks.
  ///   - gate: The confidence gate every joint used must pass.
  /// - Returns: The pose, or `nil` when none matches or the hand cannot be
  ///   read.
  public func pose(
    of hand: Hand,
    in space: CoordinateSpace = .mediaPipe,
    gate: ConfidenceGate = ConfidenceGate(minimumConfidence: 0)
  ) -> Pose? {
    shape(of: hand, in: space, gate: gate)?.pose
  }

  /// Returns a digit's state from its ratio; exactly on a threshold it is
  /// neither.
  static func state(
    ratio: Double,
    extended: Double,
    curled: Double
  ) -> DigitState {
    if ratio > extended { return .extended }
    if ratio < curled { return .curled }
    return .neither
  }

  /// Returns the axis of the display frame (y down) nearest to the vector
  /// from one point to another, or `nil` exactly on a diagonal or for no
  /// movement.
  ///
  /// - Parameters:
  ///   - start: Where the vector starts.
  ///   - end: Where it ends.
  /// - Returns: The nearest direction, or `nil`.
  public static func direction(from start: Point, to end: Point) -> Direction? {
    let dx = end.x - start.x
    let dy = end.y - start.y
    if abs(dy) > abs(dx) { return dy < 0 ? .up : .down }
    if abs(dx) > abs(dy) { return dx > 0 ? .right : .left }
    return nil
  }
}
