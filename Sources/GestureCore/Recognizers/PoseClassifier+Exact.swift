extension PoseClassifier {
  /// The distances a shape is read from, each measured with `hypot`: what
  /// the exact reading decides by, and what a pose's score is worked out
  /// from.
  struct Measures {
    /// The thumb tip's distance from the little finger's knuckle, and its
    /// MP joint's.
    var thumbReach: Double
    var thumbBase: Double
    /// The thumb's length, MP joint to tip.
    var thumbLength: Double
    /// The thumb tip's distance from the nearest of the index and middle
    /// fingers' PIP and DIP joints.
    var thumbNearest: Double
    /// The thumb tip's distance from each fingertip: index, middle, ring,
    /// little.
    var touches: (Double, Double, Double, Double)
    /// How far the thumb tip lies beyond every joint of the four
    /// fingers, along the thumb's own direction (MP joint to tip); not
    /// above 0 when some finger joint lies as far out.
    var thumbStandOut: Double
    /// Each finger's tip and PIP joint's distance from the wrist.
    var reaches: (Double, Double, Double, Double)
    var bases: (Double, Double, Double, Double)
    /// Each finger's tip and PIP joint's distance from its own knuckle.
    var knuckleReaches: (Double, Double, Double, Double)
    var knuckleBases: (Double, Double, Double, Double)
    /// The longest and shortest wrist-to-knuckle distances.
    var longestKnuckle: Double
    var shortestKnuckle: Double
    /// The palm's width (index to little knuckle) and length (wrist to
    /// middle knuckle).
    var palmWidth: Double
    var palmLength: Double
    /// The digits' base-to-tip vectors.
    var vectors: (Point, Point, Point, Point, Point)

    /// A digit's base-to-tip vector.
    func vector(of digit: Finger) -> Point {
      switch digit {
      case .thumb: vectors.0
      case .index: vectors.1
      case .middle: vectors.2
      case .ring: vectors.3
      case .little: vectors.4
      }
    }

    /// The thumb tip's distance from a fingertip; 0 for the thumb itself.
    func touchDistance(of finger: Finger) -> Double {
      switch finger {
      case .thumb: 0
      case .index: touches.0
      case .middle: touches.1
      case .ring: touches.2
      case .little: touches.3
      }
    }
  }

  /// Reads a hand's shape as the rules are written: each distance with
  /// `hypot`, each ratio divided out. ``shape(of:in:gate:)`` comes here
  /// only when its quicker reading (`quickShape(of:)`) cannot be sure of
  /// the same answer.
  // A function of its own: see Docs/Performance/WhereTheTimeGoes.md.
  @inline(never)
  func exactShape(of joints: JointPoints) -> Shape? {
    Self.measures(of: joints, settings: settings).map { measures in
      Self.shape(of: measures, settings: settings, touches: table)
    }
  }

  /// The distances of a hand's joints, or `nil` when a joint is missing
  /// or not finite, or a distance divided by is zero.
  ///
  /// With ``GestureConfiguration/Poses/usesWorldLandmarks`` and a hand
  /// that has world landmarks (all finite, ``Hand/worldLandmarks``), the
  /// distances are those of the world landmarks of the joints that pass
  /// the gate, and the digits' vectors stay in the display frame; when a
  /// distance divided by is zero, the display frame measures everything.
  static func measures(
    of joints: JointPoints,
    settings: GestureConfiguration.Poses
  ) -> Measures? {
    measures(of: joints, settings: settings, forScore: false)
  }

  /// The distances a pose's score reads (see
  /// ``PoseDescription/score(of:settings:)``), as
  /// ``measures(of:settings:)`` gives them, or `nil` when it gives `nil`:
  /// the others (the thumb's nearest joint and stand-out, the fingers'
  /// distances from their knuckles and the palm's width) are 0.
  static func scoreMeasures(
    of joints: JointPoints,
    settings: GestureConfiguration.Poses
  ) -> Measures? {
    measures(of: joints, settings: settings, forScore: true)
  }

  /// ``measures(of:settings:)``, or ``scoreMeasures(of:settings:)`` when
  /// `forScore`.
  @inline(__always)
  private static func measures(
    of joints: JointPoints,
    settings: GestureConfiguration.Poses,
    forScore: Bool
  ) -> Measures? {
    func square(_ joint: Joint) -> Point? {
      guard let point = joints.square(joint), point.isFinite else {
        return nil
      }
      return point
    }
    if settings.usesWorldLandmarks, let world = joints.world,
      let measures = measures(
        distancesOf: { (joint: Joint) -> Point3D? in
          square(joint) != nil ? world[joint.rawValue] : nil
        },
        vectorsOf: square,
        forScore: forScore
      )
    {
      return measures
    }
    return measures(distancesOf: square, vectorsOf: square, forScore: forScore)
  }

  /// Whether a hand's distances are read from its world landmarks.
  static func readsWorld(
    _ joints: JointPoints,
    settings: GestureConfiguration.Poses
  ) -> Bool {
    settings.usesWorldLandmarks && joints.world != nil
  }

  /// The distances between the points one function gives, with the
  /// digits' vectors between those another gives.
  ///
  /// - Parameters:
  ///   - point: A joint's point to measure distances between, or `nil`
  ///     when it is missing, fails the gate, or is not finite.
  ///   - display: A joint's point in square units of the display frame,
  ///     or `nil` as above.
  ///   - forScore: Whether to measure only what a score reads, as
  ///     ``scoreMeasures(of:settings:)`` does.
  /// - Returns: The measures, or `nil` as ``measures(of:settings:)``.
  @inline(__always)
  private static func measures<P: MeasurablePoint>(
    distancesOf point: (Joint) -> P?,
    vectorsOf display: (Joint) -> Point?,
    forScore: Bool
  ) -> Measures? {
    guard let wrist = point(.wrist), let thumbMCP = point(.thumbMP),
      let thumbTip = point(.thumbTip), let indexMCP = point(.indexMCP),
      let indexPIP = point(.indexPIP), let indexDIP = point(.indexDIP),
      let indexTip = point(.indexTip), let middleMCP = point(.middleMCP),
      let middlePIP = point(.middlePIP), let middleDIP = point(.middleDIP),
      let middleTip = point(.middleTip), let ringMCP = point(.ringMCP),
      let ringPIP = point(.ringPIP), let ringDIP = point(.ringDIP),
      let ringTip = point(.ringTip), let littleMCP = point(.littleMCP),
      let littlePIP = point(.littlePIP), let littleDIP = point(.littleDIP),
      let littleTip = point(.littleTip)
    else { return nil }
    func vector(_ base: Joint, _ tip: Joint) -> Point? {
      guard let base = display(base), let tip = display(tip) else {
        return nil
      }
      return tip - base
    }
    guard let thumbVector = vector(.thumbMP, .thumbTip),
      let indexVector = vector(.indexMCP, .indexTip),
      let middleVector = vector(.middleMCP, .middleTip),
      let ringVector = vector(.ringMCP, .ringTip),
      let littleVector = vector(.littleMCP, .littleTip)
    else { return nil }
    let thumbBase = thumbMCP.distance(to: littleMCP)
    let bases = (
      wrist.distance(to: indexPIP), wrist.distance(to: middlePIP),
      wrist.distance(to: ringPIP), wrist.distance(to: littlePIP)
    )
    let knuckles = (
      wrist.distance(to: indexMCP), wrist.distance(to: middleMCP),
      wrist.distance(to: ringMCP), wrist.distance(to: littleMCP)
    )
    let longestKnuckle = Swift.max(
      Swift.max(knuckles.0, knuckles.1),
      Swift.max(knuckles.2, knuckles.3)
    )
    let shortestKnuckle = Swift.min(
      Swift.min(knuckles.0, knuckles.1),
      Swift.min(knuckles.2, knuckles.3)
    )
    func usable(_ distance: Double) -> Bool {
      distance > 0 && distance.isFinite
    }
    guard usable(thumbBase), usable(bases.0), usable(bases.1),
      usable(bases.2), usable(bases.3), knuckles.1 > 0,
      usable(longestKnuckle)
    else { return nil }
    let reaches = (
      wrist.distance(to: indexTip), wrist.distance(to: middleTip),
      wrist.distance(to: ringTip), wrist.distance(to: littleTip)
    )
    // Along the thumb, unit length: how far its tip is past each joint.
    let thumbLength = thumbMCP.distance(to: thumbTip)
    var standOut = forScore ? 0 : -Double.infinity
    if !forScore, thumbLength > 0 {
      let along = (thumbTip - thumbMCP) / thumbLength
      standOut = .infinity
      func past(_ joint: P) {
        standOut = Swift.min(standOut, along.dot(thumbTip - joint))
      }
      past(indexMCP)
      past(indexPIP)
      past(indexDIP)
      past(indexTip)
      past(middleMCP)
      past(middlePIP)
      past(middleDIP)
      past(middleTip)
      past(ringMCP)
      past(ringPIP)
      past(ringDIP)
      past(ringTip)
      past(littleMCP)
      past(littlePIP)
      past(littleDIP)
      past(littleTip)
    }
    return Measures(
      thumbReach: thumbTip.distance(to: littleMCP),
      thumbBase: thumbBase,
      thumbLength: thumbLength,
      thumbNearest: forScore
        ? 0
        : Swift.min(
          Swift.min(
            thumbTip.distance(to: indexPIP),
            thumbTip.distance(to: indexDIP)
          ),
          Swift.min(
            thumbTip.distance(to: middlePIP),
            thumbTip.distance(to: middleDIP)
          )
        ),
      touches: (
        thumbTip.distance(to: indexTip), thumbTip.distance(to: middleTip),
        thumbTip.distance(to: ringTip), thumbTip.distance(to: littleTip)
      ),
      thumbStandOut: standOut,
      reaches: reaches,
      bases: bases,
      knuckleReaches: forScore
        ? (0, 0, 0, 0)
        : (
          indexMCP.distance(to: indexTip), middleMCP.distance(to: middleTip),
          ringMCP.distance(to: ringTip), littleMCP.distance(to: littleTip)
        ),
      knuckleBases: forScore
        ? (0, 0, 0, 0)
        : (
          indexMCP.distance(to: indexPIP), middleMCP.distance(to: middlePIP),
          ringMCP.distance(to: ringPIP), littleMCP.distance(to: littlePIP)
        ),
      longestKnuckle: longestKnuckle,
      shortestKnuckle: shortestKnuckle,
      palmWidth: forScore ? 0 : indexMCP.distance(to: littleMCP),
      palmLength: knuckles.1,
      vectors: (
        thumbVector, indexVector, middleVector, ringVector, littleVector
      )
    )
  }

  /// The shape of a hand's distances, by the rules as written.
  ///
  /// - Parameters:
  ///   - measures: The distances.
  ///   - settings: The ratios.
  ///   - table: The table whose touches are read: its
  ///     ``PoseTable/measuredTouches`` at the settings' distance, and its
  ///     touches with a distance of their own.
  /// - Returns: The shape.
  static func shape(
    of measures: Measures,
    settings: GestureConfiguration.Poses,
    touches table: PoseTable
  ) -> Shape {
    func finger(_ finger: Int) -> DigitState {
      let (reach, base, knuckleReach, knuckleBase) =
        switch finger {
        case 0:
          (
            measures.reaches.0, measures.bases.0, measures.knuckleReaches.0,
            measures.knuckleBases.0
          )
        case 1:
          (
            measures.reaches.1, measures.bases.1, measures.knuckleReaches.1,
            measures.knuckleBases.1
          )
        case 2:
          (
            measures.reaches.2, measures.bases.2, measures.knuckleReaches.2,
            measures.knuckleBases.2
          )
        default:
          (
            measures.reaches.3, measures.bases.3, measures.knuckleReaches.3,
            measures.knuckleBases.3
          )
        }
      let byWrist = state(
        ratio: reach / base,
        extended: settings.fingerExtendedRatio,
        curled: settings.fingerCurledRatio
      )
      // A tip back near its own knuckle is curled, whatever the wrist says.
      if byWrist != .curled, knuckleBase > 0,
        knuckleReach < settings.fingerKnuckleCurledRatio * knuckleBase
      {
        return .curled
      }
      return byWrist
    }
    let fingers = (finger(0), finger(1), finger(2), finger(3))
    let fourCurled =
      fingers.0 == .curled && fingers.1 == .curled && fingers.2 == .curled
      && fingers.3 == .curled
    let touchLimit = settings.thumbTouchRatio * measures.thumbLength
    var touching: UInt32 = 0
    func touch(_ finger: Finger, _ distance: Double) {
      if table.measuredTouches & finger.touchBit != 0, distance < touchLimit {
        touching |= finger.touchBit
      }
    }
    touch(.index, measures.touches.0)
    touch(.middle, measures.touches.1)
    touch(.ring, measures.touches.2)
    touch(.little, measures.touches.3)
    for test in table.touchTests
    where measures.touchDistance(of: test.finger)
      < test.ratio * measures.thumbLength
    {
      touching |= test.bit
    }
    let byRatio = state(
      ratio: measures.thumbReach / measures.thumbBase,
      extended: settings.thumbExtendedRatio,
      curled: settings.thumbFoldedRatio
    )
    let touchesIndex = touching & Finger.index.touchBit != 0
    let clear =
      measures.thumbNearest > settings.thumbAwayRatio * measures.longestKnuckle
    var thumb = byRatio
    if byRatio != .curled {
      if measures.thumbStandOut
        > settings.thumbStandOutRatio * measures.longestKnuckle
      {
        // Its tip stands out past the whole hand: it is not resting on
        // the fingers, however near their middle joints it passes.
        thumb = byRatio == .extended && !touchesIndex ? .extended : .neither
      } else if measures.thumbNearest
        < settings.thumbAlongsideRatio * measures.longestKnuckle
      {
        thumb = .alongside
      } else if byRatio == .extended, touchesIndex || !clear {
        // An extended thumb must be away from the fingers, and not on the
        // index tip (a pinch).
        thumb = .neither
      }
      // Beside four curled fingers, a thumb clear of them is out, though
      // seen from its side its ratio is low.
      if thumb == .neither, fourCurled, clear, !touchesIndex {
        thumb = .extended
      }
    }
    let readable =
      fourCurled
      || (measures.palmWidth / measures.palmLength > settings.minimumPalmWidth
        && measures.shortestKnuckle / measures.longestKnuckle
          > settings.minimumKnuckleRatio)
    return Shape(
      states: (thumb, fingers.0, fingers.1, fingers.2, fingers.3),
      vectors: measures.vectors,
      isPalmReadable: readable,
      touching: touching
    )
  }
}
