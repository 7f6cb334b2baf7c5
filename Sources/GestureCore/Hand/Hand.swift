/// One hand in one frame: chirality, score, and whichever joints were seen.
///
/// A hand holds up to 21 ``Landmark`` values, one per ``Joint``; a joint the
/// tracker did not report is `nil`. Positions are raw, in the tracker's
/// ``CoordinateSpace``; the engine turns them into the display frame.
///
/// ```swift
/// var hand = Hand(chirality: .right)
/// hand[.thumbTip] = Landmark(x: 0.412, y: 0.518, confidence: 0.88)
/// hand[.indexTip] = Landmark(x: 0.431, y: 0.502, confidence: 0.91)
/// ```
///
/// A hand stores its landmarks in itself, not on the heap: making one, and
/// writing its joints, allocates nothing (``worldLandmarks``, when given,
/// are an array, and a string ``id`` is a string). So a hand is a large
/// value, about 900 bytes on 64-bit platforms, and a copy of it copies
/// them all.
public struct Hand: Hashable, Sendable {
  /// The handedness the tracker reported.
  public var chirality: Chirality
  /// The tracker's confidence that this is a hand, from 0 to 1.
  public var score: Double
  /// The tracker's own identity for the hand, if it gives one: when
  /// present, ``GestureEngine`` follows the hand by it, and ``chirality``
  /// only labels it.
  public var id: HandID?
  /// The 21 joints in metres, in ``Joint`` order, if the tracker gives them.
  ///
  /// World landmarks do not depend on the camera's distance. When present
  /// the array has exactly 21 elements. The engine reads them only when
  /// all 21 are finite: a hand with one that is not (a depth sensor that
  /// lost the hand's depth) is read as a hand without world landmarks.
  public var worldLandmarks: [Point3D]? {
    didSet {
      precondition(
        worldLandmarks.map { $0.count == Joint.count } ?? true,
        "A hand's world landmarks must be 21 points."
      )
      hasFiniteWorld = Self.isFinite(worldLandmarks)
    }
  }

  /// Whether the hand has world landmarks, all finite: kept as they are
  /// written, so that the engine tells once whether to read them.
  private(set) var hasFiniteWorld: Bool

  /// 21 landmarks stored in line: a tuple of one type, laid out as a C
  /// array of 21 landmarks is. (`InlineArray` would say the same, but it
  /// needs macOS 26 and iOS 26.)
  @usableFromInline typealias Landmarks = (
    Landmark, Landmark, Landmark, Landmark, Landmark, Landmark, Landmark,
    Landmark, Landmark, Landmark, Landmark, Landmark, Landmark, Landmark,
    Landmark, Landmark, Landmark, Landmark, Landmark, Landmark, Landmark
  )

  /// The 21 landmarks in ``Joint`` order; a joint that was not seen holds
  /// ``unseen``. Stored in the hand itself, without optionals, so that
  /// the engine reads the joints where they lie, through a pointer to the
  /// hand, with nothing to retain and no branch per joint. Internal, for
  /// the inlinable subscript, but written only by the subscript's setter
  /// and the initializers, which keep ``finite`` and ``lowestConfidence``
  /// in step.
  @usableFromInline var landmarks: Landmarks
  /// The joints that were seen: bit *n* for the joint of raw value *n*.
  @usableFromInline var seen: UInt32
  /// The joints that were seen at a finite position, those the
  /// confidence gate can pass: kept as the landmarks are written, so that
  /// the engine gates a joint by its confidence alone, and finds a hand's
  /// reference point without a search.
  private(set) var finite: UInt32
  /// The lowest confidence of the joints in ``finite``, NaN when one of
  /// them has a NaN confidence, and infinity when there is none: kept as
  /// the landmarks are written, so that the engine passes a whole hand
  /// through a gate it clears with one comparison.
  private var lowestConfidence: Double

  /// What a joint that was not seen holds: a fixed value, so that two
  /// hands that saw the same joints at the same places are equal.
  private static var unseen: Landmark {
    Landmark(x: 0, y: 0, confidence: 0)
  }

  /// Creates a hand from the joints that were seen.
  ///
  /// - Parameters:
  ///   - chirality: The handedness the tracker reported.
  ///   - score: The tracker's confidence that this is a hand, from 0 to 1.
  ///   - id: The tracker's own identity for the hand, if it gives one.
  ///   - joints: The joints that were seen, keyed by joint.
  ///   - worldLandmarks: The 21 joints in metres, if the tracker gives them.
  public init(
    chirality: Chirality = .unknown,
    score: Double = 1,
    id: HandID? = nil,
    joints: [Joint: Landmark] = [:],
    worldLandmarks: [Point3D]? = nil
  ) {
    precondition(
      worldLandmarks.map { $0.count == Joint.count } ?? true,
      "A hand's world landmarks must be 21 points."
    )
    self.chirality = chirality
    self.score = score
    self.id = id
    self.worldLandmarks = worldLandmarks
    self.hasFiniteWorld = Self.isFinite(worldLandmarks)
    let unseen = Self.unseen
    self.landmarks = (
      unseen, unseen, unseen, unseen, unseen, unseen, unseen,
      unseen, unseen, unseen, unseen, unseen, unseen, unseen,
      unseen, unseen, unseen, unseen, unseen, unseen, unseen
    )
    self.seen = 0
    self.finite = 0
    self.lowestConfidence = .infinity
    for (joint, landmark) in joints {
      self[joint] = landmark
    }
  }

  /// Creates a hand from 21 landmarks in MediaPipe's index order.
  ///
  /// - Parameters:
  ///   - chirality: The handedness the tracker reported.
  ///   - score: The tracker's confidence that this is a hand, from 0 to 1.
  ///   - id: The tracker's own identity for the hand, if it gives one.
  ///   - landmarks: Exactly 21 landmarks, indexed by the joint's raw value.
  ///   - worldLandmarks: The 21 joints in metres, if the tracker gives them.
  /// - Precondition: `landmarks.count == 21`.
  public init(
    chirality: Chirality = .unknown,
    score: Double = 1,
    id: HandID? = nil,
    landmarks: [Landmark],
    worldLandmarks: [Point3D]? = nil
  ) {
    precondition(
      landmarks.count == Joint.count,
      "A hand needs exactly 21 landmarks, not \(landmarks.count)."
    )
    self.init(
      chirality: chirality,
      score: score,
      id: id,
      worldLandmarks: worldLandmarks
    )
    for (index, landmark) in landmarks.enumerated() {
      setLandmark(landmark, at: index)
      if landmark.position.isFinite {
        finite |= 1 << index
        lowestConfidence = Self.lower(lowestConfidence, landmark.confidence)
      }
    }
    self.seen = (1 << Joint.count) - 1
  }

  /// Accesses the landmark of a joint, `nil` when the joint was not seen.
  ///
  /// - Parameter joint: The joint to read or write.
  public subscript(joint: Joint) -> Landmark? {
    // Inlinable: called across modules, a method of a hand that lies in
    // an array or behind a pointer is given a copy of the whole hand.
    @inlinable @inline(__always) get {
      seen & 1 << joint.rawValue == 0 ? nil : landmark(at: joint.rawValue)
    }
    set {
      let bit: UInt32 = 1 << joint.rawValue
      // Whether the joint's old confidence may have been the lowest: then
      // the lowest must be found again.
      let wasLowest =
        finite & bit != 0
        && !(landmark(at: joint.rawValue).confidence > lowestConfidence)
      if let newValue {
        setLandmark(newValue, at: joint.rawValue)
        seen |= bit
        if newValue.position.isFinite {
          finite |= bit
        } else {
          finite &= ~bit
        }
      } else {
        setLandmark(Self.unseen, at: joint.rawValue)
        seen &= ~bit
        finite &= ~bit
      }
      let isFinite = finite & bit != 0
      if isFinite, let newValue, newValue.confidence <= lowestConfidence {
        lowestConfidence = newValue.confidence
      } else if wasLowest {
        rescanLowestConfidence()
      } else if isFinite, let newValue {
        lowestConfidence = Self.lower(lowestConfidence, newValue.confidence)
      }
    }
  }

  /// The lower of two confidences, NaN when either is.
  @inline(__always)
  private static func lower(_ first: Double, _ second: Double) -> Double {
    first.isNaN || second.isNaN ? .nan : Swift.min(first, second)
  }

  /// Sets ``lowestConfidence`` from the joints in ``finite``.
  private mutating func rescanLowestConfidence() {
    var lowest = Double.infinity
    var remaining = finite
    while remaining != 0 {
      let index = remaining.trailingZeroBitCount
      remaining &= remaining - 1
      lowest = Self.lower(lowest, landmark(at: index).confidence)
    }
    lowestConfidence = lowest
  }

  /// Stores the landmark of the joint of raw value `index`, without
  /// touching ``seen``, ``finite`` or ``lowestConfidence``.
  private mutating func setLandmark(_ landmark: Landmark, at index: Int) {
    precondition(
      (0..<Joint.count).contains(index),
      "No joint has the raw value \(index)."
    )
    withUnsafeMutablePointer(to: &landmarks) { storage in
      UnsafeMutableRawPointer(storage)
        .assumingMemoryBound(to: Landmark.self)[index] = landmark
    }
  }

  /// The landmark stored for the joint of raw value `index`, seen or not.
  // A case per index, not a pointer: a pointer to a hand that is not a
  // variable copies the whole hand first (see
  // Docs/Performance/WhereTheTimeGoes.md).
  @inlinable @inline(__always)
  func landmark(at index: Int) -> Landmark {
    switch index {
    case 0: landmarks.0
    case 1: landmarks.1
    case 2: landmarks.2
    case 3: landmarks.3
    case 4: landmarks.4
    case 5: landmarks.5
    case 6: landmarks.6
    case 7: landmarks.7
    case 8: landmarks.8
    case 9: landmarks.9
    case 10: landmarks.10
    case 11: landmarks.11
    case 12: landmarks.12
    case 13: landmarks.13
    case 14: landmarks.14
    case 15: landmarks.15
    case 16: landmarks.16
    case 17: landmarks.17
    case 18: landmarks.18
    case 19: landmarks.19
    case 20: landmarks.20
    default: preconditionFailure("No joint has the raw value \(index).")
    }
  }

  /// The 21 landmarks of the hand at `hand`, in ``Joint`` order, where
  /// they lie in the hand: valid as long as `hand` is. A joint outside
  /// ``finite`` holds a landmark that means nothing to the engine.
  @inline(__always)
  static func landmarks(of hand: UnsafePointer<Hand>) -> UnsafePointer<Landmark>
  {
    guard let storage = hand.pointer(to: \.landmarks) else {
      preconditionFailure("A hand stores its landmarks.")
    }
    return UnsafeRawPointer(storage).assumingMemoryBound(to: Landmark.self)
  }

  /// Whether every joint in ``finite`` passes `gate`.
  @inline(__always)
  func clears(_ gate: ConfidenceGate) -> Bool {
    lowestConfidence >= gate.minimumConfidence
  }

  /// The joints that were seen, in ``Joint`` order, with their landmarks.
  ///
  /// - Complexity: O(21).
  public var joints: [(joint: Joint, landmark: Landmark)] {
    Joint.allCases.compactMap { joint in
      self[joint].map { (joint, $0) }
    }
  }

  /// The number of joints that were seen, from 0 to 21.
  public var jointCount: Int {
    seen.nonzeroBitCount
  }

  /// Whether world landmarks are given and every one is finite.
  private static func isFinite(_ world: [Point3D]?) -> Bool {
    world?.allSatisfy(\.isFinite) ?? false
  }

  /// Returns whether two hands have the same chirality, score, identity
  /// and world landmarks, and saw the same joints at the same places with the same
  /// confidences.
  public static func == (lhs: Hand, rhs: Hand) -> Bool {
    guard
      lhs.chirality == rhs.chirality, lhs.score == rhs.score,
      lhs.id == rhs.id, lhs.seen == rhs.seen,
      lhs.worldLandmarks == rhs.worldLandmarks
    else { return false }
    // A joint that was not seen holds ``unseen`` in both.
    for index in 0..<Joint.count
    where lhs.landmark(at: index) != rhs.landmark(at: index) {
      return false
    }
    return true
  }

  /// Hashes what ``==(_:_:)`` compares.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(chirality)
    hasher.combine(score)
    hasher.combine(id)
    hasher.combine(seen)
    hasher.combine(worldLandmarks)
    for index in 0..<Joint.count {
      hasher.combine(landmark(at: index))
    }
  }
}
