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

  /// The settings the classifier reads.
  public var settings: GestureConfiguration.Poses {
    didSet { quick = QuickThresholds(settings) }
  }

  /// The settings' ratios squared for the quick reading, worked out when
  /// the settings are set rather than on every frame.
  var quick: QuickThresholds

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
  struct QuickThresholds: Hashable, Sendable {
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
  static let fingers: [(Joint, Joint, Joint)] = [
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
