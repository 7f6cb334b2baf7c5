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
public struct Hand: Hashable, Sendable {
  /// The handedness the tracker reported.
  public var chirality: Chirality
  /// The tracker's confidence that this is a hand, from 0 to 1.
  public var score: Double
  /// The 21 joints in metres, in ``Joint`` order, if the tracker gives them.
  ///
  /// World landmarks do not depend on the camera's distance. When present
  /// the array has exactly 21 elements.
  public var worldLandmarks: [Point3D]? {
    didSet {
      precondition(
        worldLandmarks.map { $0.count == Joint.count } ?? true,
        "A hand's world landmarks must be 21 points."
      )
    }
  }

  /// The 21 landmarks in ``Joint`` order; a joint that was not seen holds
  /// ``unseen``. Stored without optionals, so that the engine can read
  /// every joint in one pass without a branch per joint.
  private var landmarks: [Landmark]
  /// The joints that were seen: bit *n* for the joint of raw value *n*.
  private var seen: UInt32
  /// The joints that were seen at a finite position, those the
  /// confidence gate can pass: kept as the landmarks are written, so that
  /// the engine gates a joint by its confidence alone, and finds a hand's
  /// reference point without a search.
  private var finite: UInt32

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
  ///   - joints: The joints that were seen, keyed by joint.
  ///   - worldLandmarks: The 21 joints in metres, if the tracker gives them.
  public init(
    chirality: Chirality = .unknown,
    score: Double = 1,
    joints: [Joint: Landmark] = [:],
    worldLandmarks: [Point3D]? = nil
  ) {
    precondition(
      worldLandmarks.map { $0.count == Joint.count } ?? true,
      "A hand's world landmarks must be 21 points."
    )
    self.chirality = chirality
    self.score = score
    self.worldLandmarks = worldLandmarks
    self.landmarks = Array(repeating: Self.unseen, count: Joint.count)
    self.seen = 0
    self.finite = 0
    for (joint, landmark) in joints {
      self[joint] = landmark
    }
  }

  /// Creates a hand from 21 landmarks in MediaPipe's index order.
  ///
  /// - Parameters:
  ///   - chirality: The handedness the tracker reported.
  ///   - score: The tracker's confidence that this is a hand, from 0 to 1.
  ///   - landmarks: Exactly 21 landmarks, indexed by the joint's raw value.
  ///   - worldLandmarks: The 21 joints in metres, if the tracker gives them.
  /// - Precondition: `landmarks.count == 21`.
  public init(
    chirality: Chirality = .unknown,
    score: Double = 1,
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
      worldLandmarks: worldLandmarks
    )
    self.landmarks = landmarks
    self.seen = JointPoints.allJoints
    for (index, landmark) in landmarks.enumerated()
    where landmark.position.isFinite {
      finite |= 1 << index
    }
  }

  /// Accesses the landmark of a joint, `nil` when the joint was not seen.
  ///
  /// - Parameter joint: The joint to read or write.
  public subscript(joint: Joint) -> Landmark? {
    @inline(__always) get {
      seen & 1 << joint.rawValue == 0 ? nil : landmarks[joint.rawValue]
    }
    set {
      let bit: UInt32 = 1 << joint.rawValue
      if let newValue {
        landmarks[joint.rawValue] = newValue
        seen |= bit
        if newValue.position.isFinite {
          finite |= bit
        } else {
          finite &= ~bit
        }
      } else {
        landmarks[joint.rawValue] = Self.unseen
        seen &= ~bit
        finite &= ~bit
      }
    }
  }

  /// Calls `body` with the 21 landmarks of the hand at `hand`, in
  /// ``Joint`` order, and the set of joints that were seen at a finite
  /// position (one bit each, as ``JointPoints/set(_:)``), without copying
  /// the hand (only its landmarks' storage is retained). A joint outside
  /// the set holds a landmark that means nothing to the engine.
  @inline(__always)
  static func withLandmarks<Result>(
    of hand: UnsafePointer<Hand>,
    _ body: (UnsafePointer<Landmark>, UInt32) -> Result
  ) -> Result {
    let finite = hand.pointee.finite
    return hand.pointee.landmarks.withUnsafeBufferPointer { landmarks in
      guard let first = landmarks.baseAddress else {
        preconditionFailure("A hand holds 21 landmarks.")
      }
      return body(first, finite)
    }
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
}
