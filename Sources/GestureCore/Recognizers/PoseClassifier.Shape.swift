extension PoseClassifier {
  /// What the classifier read from one hand.
  public struct Shape: Hashable, Sendable {
    /// The thumb's state (`curled` means folded across the palm;
    /// `alongside`, resting on or beside the index or middle finger).
    public var thumb: DigitState
    /// The index finger's state.
    public var index: DigitState
    /// The middle finger's state.
    public var middle: DigitState
    /// The ring finger's state.
    public var ring: DigitState
    /// The little finger's state.
    public var little: DigitState
    /// Where the thumb points: up or down within the tolerance of
    /// ``GestureConfiguration/Poses-swift.struct/thumbVerticalShare``,
    /// otherwise the nearest display axis, if any.
    public var thumbDirection: Direction?
    /// The nearest display axis the index finger points along, if any.
    public var indexDirection: Direction?
    /// Whether the palm is seen well enough to read a pose.
    public var isPalmReadable: Bool
    /// Whether the thumb tip touches the index tip (nearer than
    /// ``GestureConfiguration/Poses-swift.struct/thumbTouchRatio`` times
    /// the thumb's length): a pinch or an OK sign, never an open palm.
    public var thumbTouchesIndex: Bool

    /// Creates a shape.
    ///
    /// - Parameters:
    ///   - digits: The five digit states: thumb, index, middle, ring and
    ///     little finger.
    ///   - thumbDirection: Where the thumb points, in the display frame.
    ///   - indexDirection: Where the index finger points.
    ///   - isPalmReadable: Whether the palm is seen well enough.
    ///   - thumbTouchesIndex: Whether the thumb tip touches the index tip.
    public init(
      digits: [DigitState],
      thumbDirection: Direction? = nil,
      indexDirection: Direction? = nil,
      isPalmReadable: Bool = true,
      thumbTouchesIndex: Bool = false
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
      self.thumbTouchesIndex = thumbTouchesIndex
    }

    /// Creates a shape from each digit's state, without an array.
    init(
      states: (DigitState, DigitState, DigitState, DigitState, DigitState),
      thumbDirection: Direction?,
      indexDirection: Direction?,
      isPalmReadable: Bool,
      thumbTouchesIndex: Bool
    ) {
      (thumb, index, middle, ring, little) = states
      self.thumbDirection = thumbDirection
      self.indexDirection = indexDirection
      self.isPalmReadable = isPalmReadable
      self.thumbTouchesIndex = thumbTouchesIndex
    }

    /// The five digit states: thumb, index, middle, ring, little finger.
    public var digits: [DigitState] { [thumb, index, middle, ring, little] }

    /// The pose whose every rule this shape meets, if any.
    ///
    /// Each pose names the states each digit may be in (see
    /// ``PoseClassifier/allowedThumbStates(_:)``); the seven rules are
    /// distinct, so at most one pose matches.
    public var pose: Pose? {
      guard isPalmReadable else { return nil }
      // The fingers decide which rule can apply, then the thumb and the
      // direction; the tests compare this with `matches(_:strictly:)` on
      // every shape.
      switch (index, middle, ring, little) {
      case (.extended, .extended, .extended, .extended):
        return thumb == .curled || thumbTouchesIndex ? nil : .openPalm
      case (.curled, .curled, .curled, .curled):
        switch thumb {
        case .curled, .alongside: return .closedFist
        case .extended:
          switch thumbDirection {
          case .up: return .thumbUp
          case .down: return .thumbDown
          case .left, .right, nil: return nil
          }
        case .neither: return nil
        }
      case (.extended, .curled, .curled, .curled):
        return thumb != .extended && indexDirection == .up ? .pointingUp : nil
      case (.extended, .extended, .curled, .curled),
        (.extended, .extended, .neither, .curled),
        (.extended, .extended, .curled, .neither),
        (.extended, .extended, .neither, .neither):
        return .victory
      case (.extended, .curled, .curled, .extended):
        return thumb == .extended ? .iLoveYou : nil
      default: return nil
      }
    }

    /// Returns whether a held pose still holds: no digit has crossed to
    /// a state the pose does not allow (half bent, `neither`, keeps it),
    /// and its direction, if it has one, is unchanged.
    ///
    /// - Parameter pose: The pose being held.
    /// - Returns: `true` while the pose holds.
    public func holds(_ pose: Pose) -> Bool {
      isPalmReadable && matches(pose, strictly: false)
    }

    /// Returns whether each digit is in a state the pose allows, and the
    /// pose's direction, if it has one, is the shape's.
    ///
    /// - Parameters:
    ///   - pose: The pose to compare with.
    ///   - strictly: Whether a digit must be in a state the pose allows,
    ///     or may also be `neither` (a held pose).
    /// - Returns: Whether the shape meets the pose's rule.
    func matches(_ pose: Pose, strictly: Bool) -> Bool {
      let fingers = PoseClassifier.allowedFingerStates(pose)
      func agrees(_ state: DigitState, _ allowed: DigitStates) -> Bool {
        allowed.contains(state) || (!strictly && state == .neither)
      }
      guard agrees(thumb, PoseClassifier.allowedThumbStates(pose)),
        agrees(index, fingers.0), agrees(middle, fingers.1),
        agrees(ring, fingers.2), agrees(little, fingers.3)
      else { return false }
      switch pose {
      case .pointingUp: return indexDirection == .up
      case .thumbUp: return thumbDirection == .up
      case .thumbDown: return thumbDirection == .down
      case .openPalm: return !thumbTouchesIndex
      case .closedFist, .victory, .iLoveYou: return true
      }
    }
  }
}
