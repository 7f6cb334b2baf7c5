/// The one place that decides, from the configuration's declared
/// ``GestureConfiguration/Relationships-swift.struct``, which of a hand's
/// gestures may begin, which wait, and which are cancelled.
///
/// A gesture holds the hand while it goes on (a pinch while pinched, a
/// movement while moving); a swipe never holds it. For each claim the
/// arbiter keeps three sets of other claims, read from the relationships:
///
/// | relationship of A with B | A is held back while B holds | A cancels B when it begins | A waits for B to fail |
/// | --- | --- | --- | --- |
/// | `simultaneous` | no | no | no |
/// | `exclusive` | yes | no | no |
/// | `preempts` | no | yes | no |
/// | `isPreemptedBy` | yes | no | no |
/// | `awaitsFailureOf` | yes | no | yes |
/// | `isAwaitedBy` | yes | no | no |
///
/// A stage asks ``mayBegin(_:)`` before it feeds an idle recognizer (a
/// gesture held back is not fed, so it begins on the first frame after the
/// other lets go, if it still qualifies); when its recognizer begins, it
/// asks ``begin(_:at:waitingSince:)``, which begins it, makes it wait, or
/// refuses it. A stage whose claim was preempted learns so from
/// ``takePreemption(_:)`` and cancels itself.
///
/// The two-hand pinch claims each of its two hands, after every hand's
/// stages ran on the frame (see `TwoHandPinchStage`).
///
/// The stages decide in the engine's fixed order (index pinch, middle
/// pinch, movement, swipe, two-hand pinch), each recording its changes at once: a stage
/// sees what the stages before it hold after this frame, and what the
/// stages after it held after the last one. So on a frame where two
/// gestures held back by each other could begin, the earlier one does.
struct Arbiter: Sendable {
  /// A gesture that claims the hand.
  enum Claim: Int, Sendable {
    /// The thumb-index pinch.
    case indexPinch
    /// The thumb-middle pinch.
    case middlePinch
    /// The movement, and the slider it drives.
    case movement
    /// A swipe.
    case swipe
    /// The two-hand pinch, which claims each of its two hands.
    case twoHandPinch

    /// The claim's bit.
    var bit: UInt8 {
      @inline(__always) get { 1 << UInt8(rawValue) }
    }

    /// The gesture in notes.
    var name: ArbitrationNote.Claim {
      switch self {
      case .indexPinch: .pinch
      case .middlePinch: .middlePinch
      case .movement: .movement
      case .swipe: .swipe
      case .twoHandPinch: .twoHandPinch
      }
    }
  }

  /// What ``begin(_:at:waitingSince:)`` decides.
  enum Decision: Sendable, Equatable {
    /// The gesture begins now.
    case begin
    /// The gesture waits for another to fail; ask again next frame.
    case wait
    /// The gesture is refused: one it waits for began.
    case refuse
  }

  /// Per-claim sets of other claims' bits, indexed by the claim.
  private typealias Sets = (UInt8, UInt8, UInt8, UInt8, UInt8)

  /// For each claim, the claims that hold it back while they hold.
  private let blockers: Sets
  /// For each claim, the claims it cancels when it begins.
  private let victims: Sets
  /// For each claim, the claims whose failure it waits for.
  private let awaited: Sets
  /// How long a claim waits for another's failure, in seconds.
  private let failureDelay: Double
  /// The bits of the claims that hold the hand.
  private var held: UInt8 = 0
  /// The bits of the claims cancelled by another, not yet taken.
  private var preempted: UInt8 = 0
  /// When each claim last began, in seconds.
  private var lastBegan: (Double, Double, Double, Double, Double) = (
    -.infinity, -.infinity, -.infinity, -.infinity, -.infinity
  )
  /// The last decision between two gestures on the current frame.
  private(set) var note: ArbitrationNote?

  /// Creates an arbiter under which no gesture holds the hand.
  ///
  /// A gesture that is off has no relationships: no gesture waits for it.
  ///
  /// - Parameter configuration: The configuration: its relationships, and
  ///   which gestures are on.
  init(_ configuration: GestureConfiguration) {
    let relationships = configuration.relationships
    var active = Claim.movement.bit
    if configuration.pinch.isEnabled {
      active |= Claim.indexPinch.bit
      if configuration.pinch.isSecondaryEnabled {
        active |= Claim.middlePinch.bit
      }
    }
    if configuration.swipe.isEnabled { active |= Claim.swipe.bit }
    if configuration.twoHandPinch.isEnabled {
      active |= Claim.twoHandPinch.bit
    }
    var blockers: [UInt8] = [0, 0, 0, 0, 0]
    var victims: [UInt8] = [0, 0, 0, 0, 0]
    var awaited: [UInt8] = [0, 0, 0, 0, 0]
    let pairs: [(Claim, Claim, GestureConfiguration.Relationship)] = [
      (.indexPinch, .middlePinch, relationships.pinchWithMiddlePinch),
      (.indexPinch, .movement, relationships.pinchWithMovement),
      (.middlePinch, .movement, relationships.middlePinchWithMovement),
      (.movement, .swipe, relationships.movementWithSwipe),
      (.indexPinch, .swipe, relationships.pinchWithSwipe),
      (.middlePinch, .swipe, relationships.middlePinchWithSwipe),
      (.twoHandPinch, .movement, relationships.twoHandPinchWithMovement),
    ]
    for (first, second, relationship) in pairs
    where active & first.bit != 0 && active & second.bit != 0 {
      for (a, b, rule) in [
        (first, second, relationship), (second, first, relationship.mirrored),
      ] {
        switch rule {
        case .simultaneous, .preempts:
          break
        case .exclusive, .isPreemptedBy, .isAwaitedBy:
          blockers[a.rawValue] |= b.bit
        case .awaitsFailureOf:
          blockers[a.rawValue] |= b.bit
          awaited[a.rawValue] |= b.bit
        }
        if rule == .preempts { victims[a.rawValue] |= b.bit }
      }
    }
    self.blockers = (
      blockers[0], blockers[1], blockers[2], blockers[3], blockers[4]
    )
    self.victims = (victims[0], victims[1], victims[2], victims[3], victims[4])
    self.awaited = (awaited[0], awaited[1], awaited[2], awaited[3], awaited[4])
    failureDelay = relationships.failureDelay
  }

  /// Whether a gesture that is not going on may be fed to its recognizer.
  ///
  /// - Parameter claim: The gesture.
  /// - Returns: `false` while a gesture that holds it back holds the hand.
  @inline(__always)
  func mayBegin(_ claim: Claim) -> Bool {
    held & Self.element(blockers, claim) == 0
  }

  /// The gestures that hold a gesture back while they hold the hand, for a
  /// stage to keep and pass to ``mayBegin(blockedBy:)``.
  ///
  /// - Parameter claim: The gesture.
  /// - Returns: Their bits.
  func blockers(of claim: Claim) -> UInt8 {
    Self.element(blockers, claim)
  }

  /// Whether no relationship between gestures that are on does anything:
  /// every one is `simultaneous`.
  var isIdle: Bool {
    blockers == (0, 0, 0, 0, 0) && victims == (0, 0, 0, 0, 0)
      && awaited == (0, 0, 0, 0, 0)
  }

  /// Whether a gesture may be cancelled by another: whether any gesture
  /// preempts it.
  ///
  /// - Parameter claim: The gesture.
  /// - Returns: `true` if some gesture's relationship with it is `preempts`.
  func isPreemptible(_ claim: Claim) -> Bool {
    (victims.0 | victims.1 | victims.2 | victims.3 | victims.4) & claim.bit
      != 0
  }

  /// Whether a gesture held back by `blockers` may be fed to its recognizer.
  ///
  /// - Parameter blockers: The gesture's ``blockers(of:)``.
  /// - Returns: `false` while one of them holds the hand.
  @inline(__always)
  func mayBegin(blockedBy blockers: UInt8) -> Bool {
    held & blockers == 0
  }

  /// Whether a gesture waits for another's failure before it begins: one
  /// of its relationships, with both gestures on, is `awaitsFailureOf`
  /// from its side.
  ///
  /// - Parameter claim: The gesture.
  /// - Returns: `true` if it begins only
  ///   ``GestureConfiguration/Relationships-swift.struct/failureDelay``
  ///   after it qualifies.
  func awaitsFailure(_ claim: Claim) -> Bool {
    Self.element(awaited, claim) != 0
  }

  /// Whether a gesture waits for one other gesture's failure before it
  /// begins, and so is refused if that one begins while it waits.
  ///
  /// - Parameters:
  ///   - claim: The gesture that may wait.
  ///   - other: The gesture it may wait for.
  /// - Returns: `true` if a relationship between them, with both on, is
  ///   `awaitsFailureOf` from `claim`'s side.
  func awaits(_ claim: Claim, failureOf other: Claim) -> Bool {
    Self.element(awaited, claim) & other.bit != 0
  }

  /// Whether a gesture, while it holds the hand, keeps another from
  /// beginning.
  ///
  /// - Parameters:
  ///   - claim: The gesture that holds the hand.
  ///   - other: The gesture that may be held back.
  /// - Returns: `true` if `claim` is one of `other`'s ``blockers(of:)``.
  func holdsBack(_ claim: Claim, _ other: Claim) -> Bool {
    Self.element(blockers, other) & claim.bit != 0
  }

  /// Whether a gesture, as it begins, cancels another under way.
  ///
  /// - Parameters:
  ///   - claim: The gesture that begins.
  ///   - other: The gesture under way.
  /// - Returns: `true` if a relationship between them, with both on, is
  ///   `preempts` from `claim`'s side.
  func preempts(_ claim: Claim, _ other: Claim) -> Bool {
    Self.element(victims, claim) & other.bit != 0
  }

  /// Decides what becomes of a gesture whose recognizer began.
  ///
  /// A gesture that awaits others' failure waits until
  /// ``GestureConfiguration/Relationships-swift.struct/failureDelay``
  /// seconds have passed since it qualified (it begins on the first frame
  /// at least that late), and is refused if one of them began at or after
  /// the time it qualified. A gesture is refused, waiting or not, while a
  /// gesture that holds it back holds the hand: one that began while it
  /// waited (a gesture that has not begun cannot hold another back, nor
  /// be cancelled). A gesture that begins cancels the gestures it preempts
  /// that hold the hand.
  ///
  /// - Parameters:
  ///   - claim: The gesture.
  ///   - time: The frame's time, in seconds.
  ///   - waitingSince: When it qualified, if it has been waiting.
  /// - Returns: Whether it begins, waits or is refused.
  mutating func begin(
    _ claim: Claim,
    at time: Double,
    waitingSince: Double?
  ) -> Decision {
    let blocking = held & Self.element(blockers, claim)
    if blocking != 0 {
      note = ArbitrationNote(
        .refused,
        gesture: claim.name,
        other: Self.first(in: blocking).name
      )
      return .refuse
    }
    let awaited = Self.element(awaited, claim)
    if awaited != 0 {
      let since = waitingSince ?? time
      for raw in 0..<5 {
        guard let other = Claim(rawValue: raw), awaited & other.bit != 0
        else { continue }
        if Self.element(lastBegan, other) >= since {
          note = ArbitrationNote(
            .refused,
            gesture: claim.name,
            other: other.name
          )
          return .refuse
        }
      }
      if !(time - since).reaches(failureDelay) {
        if waitingSince == nil {
          note = ArbitrationNote(
            .waiting,
            gesture: claim.name,
            other: Self.first(in: awaited).name
          )
        }
        return .wait
      }
      if waitingSince != nil {
        note = ArbitrationNote(
          .beganAfterWaiting,
          gesture: claim.name,
          other: Self.first(in: awaited).name
        )
      }
    }
    let cancelled = held & Self.element(victims, claim)
    if cancelled != 0 {
      preempted |= cancelled
      held &= ~cancelled
      note = ArbitrationNote(
        .preempted,
        gesture: claim.name,
        other: Self.first(in: cancelled).name
      )
    }
    if claim != .swipe { held |= claim.bit }
    switch claim {
    case .indexPinch: lastBegan.0 = time
    case .middlePinch: lastBegan.1 = time
    case .movement: lastBegan.2 = time
    case .swipe: lastBegan.3 = time
    case .twoHandPinch: lastBegan.4 = time
    }
    return .begin
  }

  /// Records that a gesture no longer holds the hand.
  ///
  /// - Parameter claim: The gesture, which ended or was cancelled.
  @inline(__always)
  mutating func end(_ claim: Claim) {
    held &= ~claim.bit
  }

  /// Whether a gesture was cancelled by another and has not yet learnt so.
  var hasPreemptions: Bool {
    @inline(__always) get { preempted != 0 }
  }

  /// Returns whether another gesture cancelled this one since it last
  /// asked, and forgets it.
  ///
  /// - Parameter claim: The gesture.
  /// - Returns: `true` once for each preemption.
  @inline(__always)
  mutating func takePreemption(_ claim: Claim) -> Bool {
    guard preempted & claim.bit != 0 else { return false }
    preempted &= ~claim.bit
    return true
  }

  /// Forgets the last frame's note: a new frame begins.
  @inline(__always)
  mutating func beginFrame() {
    if note != nil { note = nil }
  }

  @inline(__always)
  private static func element<T>(
    _ sets: (T, T, T, T, T),
    _ claim: Claim
  ) -> T {
    switch claim {
    case .indexPinch: sets.0
    case .middlePinch: sets.1
    case .movement: sets.2
    case .swipe: sets.3
    case .twoHandPinch: sets.4
    }
  }

  /// The first claim, in the engine's order, among a set of bits.
  private static func first(in bits: UInt8) -> Claim {
    for raw in 0..<5 {
      if let claim = Claim(rawValue: raw), bits & claim.bit != 0 {
        return claim
      }
    }
    preconditionFailure("Internal inconsistency: an empty set of claims.")
  }
}
