extension PoseClassifier {
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
}
