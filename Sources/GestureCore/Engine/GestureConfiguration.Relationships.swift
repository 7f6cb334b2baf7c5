extension GestureConfiguration {
  /// The declared relationship of each pair of gestures that read the same
  /// hand, and how long a gesture waits for another to fail.
  ///
  /// Each property is named after its pair and reads from the first
  /// gesture: `pinchWithMovement = .preempts` is "the pinch preempts the
  /// movement". `pinch` is the thumb-index pinch, `middlePinch` the
  /// thumb-middle one (with
  /// ``GestureConfiguration/Pinch-swift.struct/isSecondaryEnabled``).
  /// Poses describe the hand's shape rather than claim it, and run
  /// alongside every gesture. The one type that applies these is the
  /// engine's arbiter; see `Docs/Tuning.md` for each default's reason.
  ///
  /// ```swift
  /// var configuration = GestureConfiguration.adaptive
  /// configuration.relationships.movementWithSwipe = .awaitsFailureOf
  /// configuration.relationships.failureDelay = 0.15
  /// ```
  public struct Relationships: Hashable, Sendable, Codable {
    /// The thumb-index pinch and the thumb-middle pinch; `exclusive` in
    /// both presets: a hand pinches one finger at a time.
    public var pinchWithMiddlePinch: Relationship
    /// The thumb-index pinch and the movement with its slider.
    public var pinchWithMovement: Relationship
    /// The thumb-middle pinch and the movement with its slider.
    public var middlePinchWithMovement: Relationship
    /// The movement with its slider and swipes.
    public var movementWithSwipe: Relationship
    /// The thumb-index pinch and swipes.
    public var pinchWithSwipe: Relationship
    /// The thumb-middle pinch and swipes.
    public var middlePinchWithSwipe: Relationship
    /// The two-hand pinch and each of its two hands' movement with its
    /// slider; `preempts` in both presets (it acts only when the two-hand
    /// pinch is on): while both hands pinch, neither moves a slider. The
    /// two-hand pinch is `simultaneous`, `exclusive` (it does not begin
    /// while either hand moves) or `preempts`: a gesture of two hands
    /// neither waits for one hand's movement to fail nor yields to it.
    public var twoHandPinchWithMovement: Relationship
    /// The single pinch and the double pinch of the same finger (with
    /// ``GestureConfiguration/DoublePinch-swift.struct/isEnabled``):
    /// `simultaneous` (the default) or `awaitsFailureOf`, no other.
    /// Simultaneous, a pinch reports its events as it happens, and the
    /// double pinch its own beside them. Awaiting the double pinch's
    /// failure (UIKit's `require(toFail:)`), a pinch that could be the
    /// first of a double pinch holds back its `began` and `ended` until no
    /// double pinch can follow: when it has lasted longer than
    /// ``GestureConfiguration/DoublePinch-swift.struct/maximumPinchDuration``
    /// its `began` is reported then, and its `ended` as it comes; when
    /// ``GestureConfiguration/DoublePinch-swift.struct/maximumInterval``
    /// has passed after its release with no second pinch, its `began` and
    /// `ended` are reported together then; two pinches that make a double
    /// pinch report no `pinch` events. The two-hand pinch reads a pinch
    /// as its events report it, so it begins only once a pinch's `began`
    /// is reported. The wait is the double pinch's own, not
    /// ``failureDelay``.
    public var pinchWithDoublePinch: Relationship
    /// How long a gesture that awaits another's failure waits before it
    /// begins, in seconds from the frame on which it qualified: the
    /// swipe's ``GestureConfiguration/Swipe-swift.struct/maximumDuration``
    /// in each preset (handKit 0.25, adaptive 0.15), the time after which
    /// a stroke that has not become a swipe no longer can.
    public var failureDelay: Double

    /// Creates relationships; each defaults to its handKit value.
    ///
    /// - Parameters:
    ///   - pinchWithMiddlePinch: The two pinches.
    ///   - pinchWithMovement: The thumb-index pinch and the movement.
    ///   - middlePinchWithMovement: The thumb-middle pinch and the
    ///     movement.
    ///   - movementWithSwipe: The movement and swipes.
    ///   - pinchWithSwipe: The thumb-index pinch and swipes.
    ///   - middlePinchWithSwipe: The thumb-middle pinch and swipes.
    ///   - twoHandPinchWithMovement: The two-hand pinch and each hand's
    ///     movement.
    ///   - pinchWithDoublePinch: A pinch and the double pinch of its
    ///     finger.
    ///   - failureDelay: The wait for another gesture's failure, seconds.
    public init(
      pinchWithMiddlePinch: Relationship = .exclusive,
      pinchWithMovement: Relationship = .simultaneous,
      middlePinchWithMovement: Relationship = .simultaneous,
      movementWithSwipe: Relationship = .simultaneous,
      pinchWithSwipe: Relationship = .simultaneous,
      middlePinchWithSwipe: Relationship = .simultaneous,
      twoHandPinchWithMovement: Relationship = .preempts,
      pinchWithDoublePinch: Relationship = .simultaneous,
      failureDelay: Double = 0.25
    ) {
      self.pinchWithMiddlePinch = pinchWithMiddlePinch
      self.pinchWithMovement = pinchWithMovement
      self.middlePinchWithMovement = middlePinchWithMovement
      self.movementWithSwipe = movementWithSwipe
      self.pinchWithSwipe = pinchWithSwipe
      self.middlePinchWithSwipe = middlePinchWithSwipe
      self.twoHandPinchWithMovement = twoHandPinchWithMovement
      self.pinchWithDoublePinch = pinchWithDoublePinch
      self.failureDelay = failureDelay
    }

    func validate() throws(ConfigurationError) {
      switch twoHandPinchWithMovement {
      case .simultaneous, .exclusive, .preempts: break
      case .isPreemptedBy, .awaitsFailureOf, .isAwaitedBy:
        throw ConfigurationError(
          key: "relationships.twoHandPinchWithMovement",
          reason: "must be simultaneous, exclusive or preempts: a gesture "
            + "of two hands neither waits for one hand's movement nor "
            + "yields to it"
        )
      }
      switch pinchWithDoublePinch {
      case .simultaneous, .awaitsFailureOf:
        break
      case .exclusive, .preempts, .isPreemptedBy, .isAwaitedBy:
        throw ConfigurationError(
          key: "relationships.pinchWithDoublePinch",
          reason: "must be simultaneous or awaitsFailureOf"
        )
      }
      guard failureDelay.isFinite, failureDelay >= 0, failureDelay <= 10
      else {
        throw ConfigurationError(
          key: "relationships.failureDelay",
          reason: "must be a number of seconds from 0 to 10"
        )
      }
    }
  }
}
