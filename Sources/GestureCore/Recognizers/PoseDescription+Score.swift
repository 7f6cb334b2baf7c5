extension PoseDescription {
  /// How far inside the description's bands a hand is, from 0 (on an edge)
  /// to 1 (well inside every one), as the `score` of a `pose` event.
  ///
  /// The score is the least of these margins, each capped to 0-1:
  /// - each digit the description constrains: how far its ratio (a
  ///   finger's tip over its PIP joint, the thumb's tip over its MP joint,
  ///   both from the wrist or the little knuckle; see ``PoseClassifier``)
  ///   lies inside the states it allows, in units of the band between the
  ///   digit's two thresholds (0.2 by default). A half-bent digit's margin
  ///   is its distance to the nearer threshold; the thumb's place beside or
  ///   away from the fingers is not scored;
  /// - each direction: (cos θ − cos T) / (1 − cos T), θ the digit's angle
  ///   from the direction and T the tolerance: 1 along the axis, 0 at the
  ///   tolerance;
  /// - each touch: how far the thumb tip is inside (or, for one it must
  ///   not touch, outside) the touching distance, as a share of it.
  ///
  /// A description that constrains nothing scores 1. Where a margin has
  /// nothing to measure against, it is still a number: a digit of no
  /// length points nowhere (its direction scores 0), a thumb of no length
  /// touches nothing (touches are not scored), and two equal thresholds
  /// score in bands of 1.
  ///
  /// - Parameters:
  ///   - measures: The hand's distances.
  ///   - settings: The pose settings it was read with.
  /// - Returns: The score, from 0 to 1.
  func score(
    of measures: PoseClassifier.Measures,
    settings: GestureConfiguration.Poses
  ) -> Double {
    var score = 1.0
    func include(_ margin: Double) {
      score = Swift.min(score, Swift.max(0, Swift.min(1, margin)))
    }
    let fingerBand = Self.band(
      settings.fingerExtendedRatio,
      settings.fingerCurledRatio
    )
    let thumbBand = Self.band(
      settings.thumbExtendedRatio,
      settings.thumbFoldedRatio
    )
    let fingerStates: PoseClassifier.DigitStates = [
      .extended, .curled, .neither,
    ]
    func finger(
      _ allowed: PoseClassifier.DigitStates,
      _ reach: Double,
      _ base: Double
    ) {
      guard !allowed.isSuperset(of: fingerStates) else { return }
      include(
        Self.margin(
          ratio: reach / base,
          allowed: allowed,
          extended: settings.fingerExtendedRatio,
          curled: settings.fingerCurledRatio,
          band: fingerBand
        )
      )
    }
    finger(index, measures.reaches.0, measures.bases.0)
    finger(middle, measures.reaches.1, measures.bases.1)
    finger(ring, measures.reaches.2, measures.bases.2)
    finger(little, measures.reaches.3, measures.bases.3)
    if !thumb.isSuperset(of: .any) {
      // Alongside is, by its ratio, a thumb not folded.
      var allowed = thumb.subtracting(.alongside)
      let notFolded = thumb.contains(.alongside)
      if notFolded { allowed.formUnion([.extended, .neither]) }
      include(
        Self.margin(
          ratio: measures.thumbReach / measures.thumbBase,
          allowed: allowed,
          extended: settings.thumbExtendedRatio,
          curled: settings.thumbFoldedRatio,
          band: thumbBand
        )
      )
    }
    for requirement in pointing {
      let vector = measures.vector(of: requirement.digit)
      let length = (vector.x * vector.x + vector.y * vector.y).squareRoot()
      let along = requirement.direction.component(of: vector)
      let limit = cosineSquared(degrees: requirement.tolerance).squareRoot()
      include(
        length > 0 && limit < 1 ? (along / length - limit) / (1 - limit) : 0
      )
    }
    for touch in touches {
      let touchLimit =
        (touch.ratio ?? settings.thumbTouchRatio) * measures.thumbLength
      guard touchLimit > 0 else { continue }
      let distance = measures.touchDistance(of: touch.finger)
      include(
        touch.isTouching
          ? (touchLimit - distance) / touchLimit
          : (distance - touchLimit) / touchLimit
      )
    }
    return score
  }

  /// The band between two thresholds, or 1 when they are equal.
  private static func band(_ upper: Double, _ lower: Double) -> Double {
    upper > lower ? upper - lower : 1
  }

  /// How far a ratio lies inside the union of some states, in bands.
  private static func margin(
    ratio: Double,
    allowed: PoseClassifier.DigitStates,
    extended: Double,
    curled: Double,
    band: Double
  ) -> Double {
    var margin = -Double.infinity
    if allowed.contains(.extended) {
      margin = Swift.max(margin, (ratio - extended) / band)
    }
    if allowed.contains(.curled) {
      margin = Swift.max(margin, (curled - ratio) / band)
    }
    if allowed.contains(.neither) {
      margin = Swift.max(
        margin,
        Swift.min(ratio - curled, extended - ratio) / band
      )
    }
    return margin
  }
}
