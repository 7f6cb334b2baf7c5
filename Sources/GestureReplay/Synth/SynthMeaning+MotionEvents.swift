import GestureCore

/// The events a motion means (``SynthMeaning/Motion``), and the values
/// the slider may carry with them.
///
/// The slider moves by `slider.gain` times the index tip's horizontal
/// travel from where it takes its reference. A motion that may continue
/// the movement before may keep that movement's reference, so its values
/// are those of either reference (``sliderOffsets(_:)``).
extension SynthMeaning {
  /// Adds a motion's `movement began` and `slider began`, the slider at
  /// its values before the motion.
  mutating func addBegan(_ motion: Motion) {
    // No sooner than the wait for another gesture's failure.
    let earliest = motion.start + latency.movementWait
    let isSure = !motion.mayNotBegin && !motion.continuesPrevious
    add(
      .movement,
      .began,
      earliest,
      motion.latestBegin,
      motion.firstSegment,
      isSure: isSure,
      missingMeansUnseen: !motion.continuesPrevious
    )
    if configuration.slider.isEnabled {
      add(
        .slider,
        .began,
        earliest,
        motion.latestBegin,
        motion.firstSegment,
        value: hasSliderValue ? slider : nil,
        isSure: isSure
      )
    }
  }

  /// Whether a motion may be too brief for the movement to see: measured
  /// per frame, the median of the last `movement.medianWindow` frames'
  /// travel rises only once more than half of them move, so a motion that
  /// lasts fewer frames than that may pass unseen.
  func mayBeTooBrief(_ motion: Motion) -> Bool {
    let settings = configuration.movement
    guard settings.measure == .perFrame else { return false }
    let frames = Double(settings.medianWindow / 2 + 1)
    return motion.end - motion.start < frames * latency.frame - 1e-9
  }

  /// A slider value clamped to the slider's range.
  func sliderClamped(_ value: Double) -> Double {
    let settings = configuration.slider
    return Swift.min(Swift.max(value, settings.minimum), settings.maximum)
  }

  /// Whether the slider's value is a number the script's travel gives:
  /// not a discrete slider's nor a picker's.
  var hasSliderValue: Bool {
    let settings = configuration.slider
    return settings.values == nil && settings.step == nil
      && settings.options == nil
  }

  /// Adds a motion's `began` events and its ending, with the cancellation
  /// a swipe may bring instead (``maySwipe(_:before:endsBy:sliderEnded:movementEnded:)``),
  /// and moves the slider unless the configuration does not see the
  /// motion.
  ///
  /// The slider ends at its start value plus `slider.gain` times the
  /// horizontal travel, clamped to its range. The tolerance adds, to the
  /// start value's, the gain times: the travel before the slider may take
  /// its reference (``referenceReach(_:endX:)``), the travel after the
  /// movement may end (`tail`), and the noise bound. A motion that may
  /// continue the movement before may also end where that movement's
  /// reference takes the slider.
  ///
  /// - Parameters:
  ///   - motion: The motion.
  ///   - endX: Where the index tip is as the motion's events end.
  ///   - tail: The travel after the earliest ending.
  ///   - phase: `ended`, or `cancelled` with a lost hand.
  ///   - earliest: The earliest time of the ending.
  ///   - latest: Its latest time.
  ///   - segment: The segment of the step that means the ending.
  ///   - seenUntil: When the hand is last seen before it leaves the
  ///     view, if it does.
  mutating func add(
    _ motion: Motion,
    endX: Double,
    tail: Double,
    ending phase: Phase,
    from earliest: Double,
    to latest: Double,
    segment: Int,
    seenUntil: Double = .infinity
  ) {
    var motion = motion
    if mayBeTooBrief(motion) { motion.mayNotBegin = true }
    let settings = configuration.slider
    let startX = timeline.indexX(at: motion.start)
    let shift = settings.gain * (endX - startX)
    let reference = referenceReach(motion, endX: endX)
    let spread = abs(settings.gain) * (reference + tail + noiseBound)
    addBegan(motion)
    // A pinch that may begin before the movement ends may cancel it.
    let preemption = motion.preemptingPinch.flatMap {
      phase == .ended && $0.earliest < latest ? $0 : nil
    }
    // An ending the next motion may continue past is not sure.
    let isSure =
      !motion.mayNotBegin && !(phase == .ended && motion.mayContinue)
      && preemption == nil
    let before = slider
    if readings[motion.firstSegment] == nil {
      var low = sliderClamped(slider.lowerBound + shift - spread)
      var high = sliderClamped(slider.upperBound + shift + spread)
      // Or on from the reference the movement before took.
      if let continued = motion.continued?.offsets {
        let end = settings.gain * endX
        let tailSpread = abs(settings.gain) * tail
        low = Swift.min(
          low,
          sliderClamped(continued.lowerBound + end - tailSpread)
        )
        high = Swift.max(
          high,
          sliderClamped(continued.upperBound + end + tailSpread)
        )
      }
      slider = low...high
    }
    let sliderEnding = settings.isEnabled ? events.count : nil
    if settings.isEnabled {
      add(
        .slider,
        phase,
        earliest,
        latest,
        segment,
        value: hasSliderValue && phase == .ended ? slider : nil,
        isSure: isSure
      )
    }
    let movementEnding = events.count
    add(.movement, phase, earliest, latest, segment, isSure: isSure)
    maySwipe(
      motion,
      before: before,
      endsBy: Swift.min(latest, seenUntil + latency.swipe),
      sliderEnded: sliderEnding,
      movementEnded: movementEnding
    )
    if let preemption {
      addPreemption(motion, by: preemption, before: before, endsBy: latest)
    }
  }

  /// The farthest the index tip gets, horizontally, between a motion's
  /// start and where its slider may take its reference: within `slider
  /// reference` of the start, when the hand is at full speed from it; up
  /// to the motion's latest `began`, when the movement before may go on
  /// into the motion (if it ends, the movement begins again when the
  /// thresholds say, within its window); anywhere in the motion, when the
  /// reference may be taken late.
  ///
  /// - Parameters:
  ///   - motion: The motion.
  ///   - endX: Where the index tip is as the motion's events end.
  /// - Returns: The reach, in normalized units.
  func referenceReach(_ motion: Motion, endX: Double) -> Double {
    if motion.mayReferenceLate {
      return Swift.max(
        timeline.horizontalReach(from: motion.start, to: motion.end),
        abs(endX - timeline.indexX(at: motion.start))
      )
    }
    var latest = motion.start + latency.sliderReference
    if motion.continuesPrevious {
      latest = Swift.max(latest, motion.latestBegin)
    }
    return timeline.horizontalReach(
      from: motion.start,
      to: Swift.min(latest, motion.end)
    )
  }

  /// The slider's offsets that a motion's movement hands on to the motion
  /// after it, if a recognizer sees both as one movement: the slider's
  /// values before the motion less `slider.gain` times where the index tip
  /// is as the motion starts, widened by the gain times the travel before
  /// the reference and the noise bound, and those the motion was itself
  /// handed on. The slider then ends at `slider.gain` times where the
  /// index tip ends plus one of these offsets, clamped to its range.
  ///
  /// - Parameter motion: The motion, not yet closed.
  /// - Returns: The offsets, in the slider's units.
  func sliderOffsets(_ motion: Motion) -> ClosedRange<Double> {
    let settings = configuration.slider
    let endX = timeline.indexX(at: motion.end)
    let reference = referenceReach(motion, endX: endX)
    let spread = abs(settings.gain) * (reference + noiseBound)
    let start = settings.gain * timeline.indexX(at: motion.start)
    var low = slider.lowerBound - start - spread
    var high = slider.upperBound - start + spread
    if let continued = motion.continued?.offsets {
      low = Swift.min(low, continued.lowerBound)
      high = Swift.max(high, continued.upperBound)
    }
    return low...high
  }

  /// Adds the cancellation a pinch that preempts the movement may cause:
  /// `slider cancelled` and `movement cancelled` as the pinch begins, if
  /// the movement has not ended by then. Neither is sure, nor is the
  /// movement's `ended`; the slider then goes back to its value before
  /// the motion, so it may hold that value or the one the motion gives.
  ///
  /// - Parameters:
  ///   - motion: The motion.
  ///   - pinch: The pinch's `began` window.
  ///   - before: The slider's values before the motion.
  ///   - endsBy: The latest time the movement may end.
  private mutating func addPreemption(
    _ motion: Motion,
    by pinch: Window,
    before: ClosedRange<Double>,
    endsBy: Double
  ) {
    let earliest = Swift.max(
      pinch.earliest,
      motion.start + latency.movementWait
    )
    let latest = Swift.min(pinch.latest, endsBy)
    if configuration.slider.isEnabled {
      add(.slider, .cancelled, earliest, latest, pinch.segment, isSure: false)
    }
    add(.movement, .cancelled, earliest, latest, pinch.segment, isSure: false)
    slider = slider.spanning(before)
  }
}

extension ClosedRange {
  /// The smallest range that holds this one and another.
  func spanning(_ other: Self) -> Self {
    let low = Swift.min(lowerBound, other.lowerBound)
    return low...Swift.max(upperBound, other.upperBound)
  }
}
