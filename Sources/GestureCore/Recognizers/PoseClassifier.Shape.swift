extension PoseClassifier {
  /// What the classifier read from one hand: each digit's state, where it
  /// points, and which fingertips the thumb tip touches.
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
    /// Whether the palm is seen well enough to read a pose.
    public var isPalmReadable: Bool
    /// The vector from each digit's base (the thumb's MP joint, a finger's
    /// knuckle) to its tip, in the display frame's square units, y down.
    var thumbVector: Point
    var indexVector: Point
    var middleVector: Point
    var ringVector: Point
    var littleVector: Point
    /// The touches met. Bits 1 to 4: the thumb tip touches the index,
    /// middle, ring or little fingertip at the settings' distance
    /// (``Finger/touchBit``); only the fingers some description names are
    /// measured, the index always. From bit 8: the table's touches with a
    /// distance of their own (``PoseTable/TouchTest``).
    var touching: UInt32

    /// Creates a shape.
    ///
    /// - Parameters:
    ///   - digits: The five digit states: thumb, index, middle, ring and
    ///     little finger.
    ///   - thumbDirection: Where the thumb points, in the display frame, if
    ///     anywhere: exactly along that axis.
    ///   - indexDirection: Where the index finger points, likewise.
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
      self.init(
        states: (digits[0], digits[1], digits[2], digits[3], digits[4]),
        vectors: (
          thumbDirection.map(Self.unitVector) ?? .zero,
          indexDirection.map(Self.unitVector) ?? .zero,
          .zero, .zero, .zero
        ),
        isPalmReadable: isPalmReadable,
        touching: thumbTouchesIndex ? Finger.index.touchBit : 0
      )
    }

    /// Creates a shape from each digit's state and vector.
    init(
      states: (DigitState, DigitState, DigitState, DigitState, DigitState),
      vectors: (Point, Point, Point, Point, Point),
      isPalmReadable: Bool,
      touching: UInt32
    ) {
      (thumb, index, middle, ring, little) = states
      (thumbVector, indexVector, middleVector, ringVector, littleVector) =
        vectors
      self.isPalmReadable = isPalmReadable
      self.touching = touching
    }

    private static func unitVector(_ direction: Direction) -> Point {
      switch direction {
      case .left: Point(x: -1, y: 0)
      case .right: Point(x: 1, y: 0)
      case .up: Point(x: 0, y: -1)
      case .down: Point(x: 0, y: 1)
      }
    }

    /// The five digit states: thumb, index, middle, ring, little finger.
    public var digits: [DigitState] { [thumb, index, middle, ring, little] }

    /// The state of one digit.
    ///
    /// - Parameter digit: The digit.
    /// - Returns: Its state.
    public func state(of digit: Finger) -> DigitState {
      switch digit {
      case .thumb: thumb
      case .index: index
      case .middle: middle
      case .ring: ring
      case .little: little
      }
    }

    /// The vector from a digit's base to its tip in the display frame
    /// (square units, y down).
    ///
    /// - Parameter digit: The digit.
    /// - Returns: The vector; zero when the shape was made without it.
    public func vector(of digit: Finger) -> Point {
      switch digit {
      case .thumb: thumbVector
      case .index: indexVector
      case .middle: middleVector
      case .ring: ringVector
      case .little: littleVector
      }
    }

    /// The nearest axis of the display frame the thumb points along, if
    /// any (none exactly on a diagonal).
    public var thumbDirection: Direction? {
      PoseClassifier.direction(from: .zero, to: thumbVector)
    }

    /// The nearest axis of the display frame the index finger points
    /// along, if any.
    public var indexDirection: Direction? {
      PoseClassifier.direction(from: .zero, to: indexVector)
    }

    /// Whether the thumb tip touches the index tip (nearer than
    /// ``GestureConfiguration/Poses-swift.struct/thumbTouchRatio`` times
    /// the thumb's length): a pinch or an OK sign, never an open palm.
    public var thumbTouchesIndex: Bool { touching & Finger.index.touchBit != 0 }

    /// Whether the thumb tip touches a fingertip. The middle, ring and
    /// little fingertips are measured only when a description of the
    /// classifier names them, and read `false` otherwise.
    ///
    /// - Parameter finger: The finger, not the thumb.
    /// - Returns: Whether the thumb tip touches its tip.
    public func thumbTouches(_ finger: Finger) -> Bool {
      touching & finger.touchBit != 0
    }

    /// The built-in pose this shape shows, if any: the most specific of
    /// ``PoseDescription/builtIns`` that matches (they are disjoint, so
    /// at most one does).
    public var pose: Pose? {
      PoseTable.builtIns.match(self).map { Pose.allCases[$0] }
    }

    /// Returns whether a held built-in pose still holds: no digit has
    /// crossed to a state the pose does not allow (half bent, `neither`,
    /// keeps it), and its direction, if it has one, still holds.
    ///
    /// - Parameter pose: The pose being held.
    /// - Returns: `true` while the pose holds.
    public func holds(_ pose: Pose) -> Bool {
      PoseTable.builtIns.holds(self, pose.position)
    }
  }
}

extension Finger {
  /// The digit's bit in a shape's masks: 1 << its place, thumb first.
  var touchBit: UInt32 {
    switch self {
    case .thumb: 1
    case .index: 2
    case .middle: 4
    case .ring: 8
    case .little: 16
    }
  }
}

extension Pose {
  /// The pose's place in ``PoseDescription/builtIns``.
  var position: Int {
    switch self {
    case .openPalm: 0
    case .closedFist: 1
    case .pointingUp: 2
    case .thumbUp: 3
    case .thumbDown: 4
    case .victory: 5
    case .iLoveYou: 6
    }
  }
}
