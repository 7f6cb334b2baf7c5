/// A reader of a hand's static shape: each digit extended, curled or
/// neither (the thumb also alongside the fingers), and the direction the
/// thumb and index finger point.
///
/// The rules (see `Docs/Gestures/Poses.md` for their reasons):
/// - A finger (index, middle, ring, little) is *extended* when its tip is
///   farther from the wrist than ``GestureConfiguration/Poses-swift.struct/fingerExtendedRatio``
///   times its PIP joint is (1.2: bent less than about 60 degrees in all),
///   *curled* when nearer than ``GestureConfiguration/Poses-swift.struct/fingerCurledRatio``
///   times (1.0: the tip has come back past its own middle joint), or when
///   its tip is nearer its own knuckle than
///   ``GestureConfiguration/Poses-swift.struct/fingerKnuckleCurledRatio``
///   times its PIP joint is (1.2), whatever the wrist says.
/// - The thumb is *folded* (``DigitState/curled``) when its tip is nearer
///   the little finger's knuckle than ``GestureConfiguration/Poses-swift.struct/thumbFoldedRatio``
///   times its MCP joint is (1.0: the tip lies across the palm). Otherwise
///   it is *alongside* the fingers when its tip is nearer the index or
///   middle finger's PIP or DIP joint than ``GestureConfiguration/Poses-swift.struct/thumbAlongsideRatio``
///   times the longest wrist-to-knuckle distance (0.35: resting on or
///   beside them, as in a real fist), and *extended* when its ratio
///   exceeds ``GestureConfiguration/Poses-swift.struct/thumbExtendedRatio``
///   (1.2) and its tip is farther from those joints than
///   ``GestureConfiguration/Poses-swift.struct/thumbAwayRatio`` times
///   (0.4). A thumb whose tip stands out past every finger joint, along
///   the thumb, by more than ``GestureConfiguration/Poses-swift.struct/thumbStandOutRatio``
///   times that distance (0.25) is never alongside. Beside four curled
///   fingers, a thumb not folded and clear of the fingers is extended. An
///   extended thumb whose tip is nearer the index tip than
///   ``GestureConfiguration/Poses-swift.struct/thumbTouchRatio`` times the
///   thumb's length (0.5) touches it, a pinch: neither.
/// - Each digit's direction is the vector from its base (the thumb's MP
///   joint, a finger's knuckle) to its tip, which a ``PoseDescription``
///   compares with the axes of the display frame.
/// - No pose is read from a palm seen edge-on or end-on, unless the four
///   fingers read curled (see
///   ``GestureConfiguration/Poses-swift.struct/minimumPalmWidth`` and
///   ``GestureConfiguration/Poses-swift.struct/minimumKnuckleRatio``).
///
/// Which pose a shape shows is decided by the settings' descriptions
/// (``GestureConfiguration/Poses-swift.struct/descriptions``): the seven
/// built-in ones and the app's own.
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
    /// The thumb only: not folded across the palm, its tip resting on or
    /// beside the index or middle finger, as in a real fist.
    case alongside
  }

  /// The settings the classifier reads.
  public var settings: GestureConfiguration.Poses {
    didSet {
      quick = QuickThresholds(settings)
      table = PoseTable.of(settings)
    }
  }

  /// The poses the classifier reads, in the order of
  /// ``GestureConfiguration/Poses-swift.struct/descriptions``.
  public var descriptions: [PoseDescription] { settings.descriptions }

  /// The descriptions, ready to match.
  private(set) var table: PoseTable

  /// The settings' ratios squared for the quick reading, worked out when
  /// the settings are set rather than on every frame.
  var quick: QuickThresholds

  /// Creates a classifier.
  ///
  /// - Parameter settings: The ratios to read digits with, and the poses;
  ///   their touches may give at most 24 distances of their own (a finger
  ///   and a ratio each), as a valid configuration's do.
  public init(settings: GestureConfiguration.Poses = .init()) {
    self.settings = settings
    self.quick = QuickThresholds(settings)
    self.table = PoseTable.of(settings)
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
    var thumbAlongside: QuickThreshold
    var thumbAway: QuickThreshold
    var fingerKnuckleCurled: QuickThreshold
    var thumbStandOut: QuickThreshold

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
        ),
        let thumbAlongside = QuickThreshold(
          squaring: settings.thumbAlongsideRatio
        ),
        let thumbAway = QuickThreshold(squaring: settings.thumbAwayRatio),
        let fingerKnuckleCurled = QuickThreshold(
          squaring: settings.fingerKnuckleCurledRatio
        ),
        let thumbStandOut = QuickThreshold(
          squaring: settings.thumbStandOutRatio
        )
      else {
        self.fingerExtended = .undecided
        self.fingerCurled = .undecided
        self.thumbExtended = .undecided
        self.thumbFolded = .undecided
        self.thumbTouch = .undecided
        self.palmWidth = .undecided
        self.knuckleRatio = .undecided
        self.thumbAlongside = .undecided
        self.thumbAway = .undecided
        self.fingerKnuckleCurled = .undecided
        self.thumbStandOut = .undecided
        return
      }
      self.fingerExtended = fingerExtended
      self.fingerCurled = fingerCurled
      self.thumbExtended = thumbExtended
      self.thumbFolded = thumbFolded
      self.thumbTouch = thumbTouch
      self.palmWidth = palmWidth
      self.knuckleRatio = knuckleRatio
      self.thumbAlongside = thumbAlongside
      self.thumbAway = thumbAway
      self.fingerKnuckleCurled = fingerKnuckleCurled
      self.thumbStandOut = thumbStandOut
    }
  }

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
      gate: gate,
      readsWorld: settings.usesWorldLandmarks
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
    if Self.readsWorld(joints, settings: settings) {
      return exactShape(of: joints)
    }
    switch quickShape(of: joints) {
    case .decided(let shape): return shape
    case .noPose, .holds, .undecided: return exactShape(of: joints)
    }
  }

  /// Returns the pose a hand shows, if any, of the descriptions the
  /// settings give: ``shape(of:in:gate:)``, then ``match(_:facing:)``.
  ///
  /// - Parameters:
  ///   - hand: The hand, with raw landmarks.
  ///   - space: The coordinate space of its raw landmarks.
  ///   - gate: The confidence gate every joint used must pass.
  /// - Returns: The pose's description, or `nil` when none matches or the
  ///   hand cannot be read.
  public func description(
    of hand: Hand,
    in space: CoordinateSpace = .mediaPipe,
    gate: ConfidenceGate = ConfidenceGate(minimumConfidence: 0)
  ) -> PoseDescription? {
    shape(of: hand, in: space, gate: gate).flatMap { match($0) }
  }

  /// Returns the description a shape shows, if any: of those that match
  /// it, the most specific; of equals, the first in ``descriptions``.
  ///
  /// - Parameters:
  ///   - shape: The shape.
  ///   - facing: The way the palm faces (``HandDiagnostics/palmFacing``);
  ///     a description with a ``PoseDescription/palmFacing`` requirement
  ///     matches only a palm that faces that way, never an `unknown` one.
  /// - Returns: The description, or `nil` when none matches.
  public func match(
    _ shape: Shape,
    facing: PalmFacing = .unknown
  ) -> PoseDescription? {
    table.match(shape, facing: facing).map { settings.descriptions[$0] }
  }

  /// Returns the built-in pose a hand shows, if any: ``shape(of:in:gate:)``,
  /// then ``Shape/pose``.
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

  /// A set of digit states, as a pose's rule allows them.
  public struct DigitStates: OptionSet, Hashable, Sendable, Codable {
    /// The states' bits, one per ``DigitState``.
    public let rawValue: UInt8

    /// Creates a set from its bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The set of one state.
    public init(_ state: DigitState) {
      switch state {
      case .extended: self = .extended
      case .curled: self = .curled
      case .neither: self = .neither
      case .alongside: self = .alongside
      }
    }

    /// ``DigitState/extended``.
    public static let extended = DigitStates(rawValue: 1)
    /// ``DigitState/curled`` (for the thumb: folded across the palm).
    public static let curled = DigitStates(rawValue: 2)
    /// ``DigitState/neither``.
    public static let neither = DigitStates(rawValue: 4)
    /// ``DigitState/alongside``.
    public static let alongside = DigitStates(rawValue: 8)
    /// Any state.
    public static let any: DigitStates = [
      .extended, .curled, .neither, .alongside,
    ]

    /// Whether the set holds a state.
    public func contains(_ state: DigitState) -> Bool {
      contains(DigitStates(state))
    }

    /// How many states the set holds.
    var count: Int { rawValue.nonzeroBitCount }
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
    nearestAxis(dx: end.x - start.x, dy: end.y - start.y)
  }

  private static func nearestAxis(dx: Double, dy: Double) -> Direction? {
    if abs(dy) > abs(dx) { return dy < 0 ? .up : .down }
    if abs(dx) > abs(dy) { return dx > 0 ? .right : .left }
    return nil
  }
}
