import GestureCore

/// Derives a synthetic trace's expected events from its script.
///
/// The planner reads the frames the script implies, before noise, and the
/// handKit rules of the design contract: `hand found` and `hand lost` where
/// the hand appears and disappears; `pinch began` and `ended` where the
/// thumb-index distance crosses the enter and exit thresholds; `movement`
/// and `slider` where the median of the last 5 index-tip displacements
/// crosses the start and stop thresholds. Each time window runs from the
/// earliest frame at which the event can happen with the noise asked for
/// to the latest (see ``SynthSignalPlan``). The noise model: a distance
/// between two noisy points is off by at most `3√2 σ` (three standard
/// deviations of the difference of two noisy coordinates), except, in any
/// 5 consecutive frames, one outlier off by at most twice that.
struct SynthExpectationPlanner {
  /// The expected events, in time order.
  private(set) var expectations: [Expectation] = []
  /// What may not come out as expected, with script lines.
  private(set) var warnings: [SynthWarning] = []

  private let frames: [Frame]
  private let script: SynthScript
  private let timeline: SynthTimeline
  private let segmentOfFrame: [Int]
  private let coordinates: CoordinateSpace
  private let frameRate: Double
  /// The first frame of each segment, if it has one.
  private let firstFrames: [Int?]
  private let noise: Double
  private let margin: Double
  private let configuration = GestureConfiguration.handKit

  /// A visible frame whose thumb tip and index tip pass the gate.
  private struct Tips {
    var frame: Int
    var thumb: Point
    var index: Point
  }

  /// Plans the expectations of noise-free frames.
  ///
  /// - Parameters:
  ///   - frames: The frames the script implies, without noise.
  ///   - script: The script, for the text of its steps.
  ///   - timeline: The script laid out in time.
  ///   - segmentOfFrame: The segment of each frame.
  ///   - synthesizer: The frame rate, noise and coordinates.
  init(
    frames: [Frame],
    script: SynthScript,
    timeline: SynthTimeline,
    segmentOfFrame: [Int],
    synthesizer: Synthesizer
  ) {
    self.frames = frames
    self.script = script
    self.timeline = timeline
    self.segmentOfFrame = segmentOfFrame
    self.coordinates = synthesizer.coordinates
    self.frameRate = synthesizer.frameRate
    var firstFrames = [Int?](repeating: nil, count: timeline.segments.count)
    for (frame, segment) in segmentOfFrame.enumerated().reversed() {
      firstFrames[segment] = frame
    }
    self.firstFrames = firstFrames
    self.noise = synthesizer.noise
    self.margin = synthesizer.noiseBound
    planPresence()
    let tips = gatedTips()
    if !tips.isEmpty {
      planPinch(tips)
      planMovement(tips)
    }
    expectations = expectations.enumerated().sorted {
      ($0.element.time, $0.offset) < ($1.element.time, $1.offset)
    }.map(\.element)
  }

  // MARK: Presence

  private mutating func planPresence() {
    var wasVisible = false
    for (index, frame) in frames.enumerated() {
      let isVisible = !frame.hands.isEmpty
      if isVisible != wasVisible {
        expect(.hand, isVisible ? .found : .lost, from: index, to: index)
        wasVisible = isVisible
      }
    }
    for (index, segment) in timeline.segments.enumerated()
    where !segment.to.isVisible && firstFrames[index] == nil
      && index > 0 && timeline.segments[index - 1].to.isVisible
    {
      warn(
        segment: index,
        "'\(stepText(segment))' has no frame at "
          + "\(NumberFormat.shortest(frameRate)) fps: the hand is never out "
          + "of view"
      )
    }
  }

  /// The visible frames whose thumb tip and index tip pass handKit's gate.
  private mutating func gatedTips() -> [Tips] {
    let gate = ConfidenceGate(
      minimumConfidence: configuration.minimumConfidence
    )
    var tips: [Tips] = []
    var gated = false
    for (index, frame) in frames.enumerated() {
      guard let hand = frame.hands.first else { continue }
      guard let thumb = gate.filter(hand[.thumbTip]),
        let tip = gate.filter(hand[.indexTip])
      else {
        gated = true
        continue
      }
      tips.append(
        Tips(
          frame: index,
          thumb: coordinates.displayPoint(thumb.position),
          index: coordinates.displayPoint(tip.position)
        )
      )
    }
    if gated {
      warnings.append(
        SynthWarning(
          line: nil,
          message: "confidence \(NumberFormat.shortest(timeline.confidence)) "
            + "is below handKit's gate "
            + "\(NumberFormat.shortest(configuration.minimumConfidence)): "
            + "the trace expects no pinch and no movement"
        )
      )
    }
    return tips
  }

  // MARK: Pinch

  private mutating func planPinch(_ tips: [Tips]) {
    guard configuration.pinch.isEnabled else { return }
    let enter = configuration.pinch.enterThreshold
    let exit = configuration.pinch.exitThreshold
    let distances = tips.map { $0.thumb.distance(to: $0.index) }
    let bound = margin
    let samples = distances.map { distance in
      SynthSignalPlan.Sample(
        nominal: distance,
        low: Swift.max(distance - 2 * bound, 0),
        high: distance + 2 * bound
      )
    }
    // By sample j the switch is certain if j meets the condition even as
    // an outlier, or j - 1 and j both do within the usual bound: at most
    // one of two neighbours is an outlier.
    func within(
      _ index: Int,
      _ bound: Double,
      _ condition: (Double) -> Bool
    ) -> Bool {
      condition(Swift.max(distances[index] - bound, 0))
        && condition(distances[index] + bound)
    }
    let plan = SynthSignalPlan(
      samples: samples,
      activates: { $0 < enter },
      deactivates: { $0 > exit },
      isCertain: { index, condition in
        within(index, 2 * bound, condition)
          || (index > 0 && within(index - 1, bound, condition)
            && within(index, bound, condition))
      }
    )
    for transition in plan.transitions {
      let phase: Phase = transition.isActivation ? .began : .ended
      expect(
        .pinch,
        phase,
        from: tips[transition.earliest].frame,
        to: tips[transition.latest].frame
      )
      if !transition.isCertain {
        doubt(
          frame: tips[transition.nominal].frame,
          transition.isActivation
            ? { "the pinch expected to begin at about \($0) s may not begin" }
            : { "the pinch expected to end at about \($0) s may not end" },
          signal: "thumb-index distance",
          threshold: transition.isActivation
            ? ("enter", enter) : ("exit", exit)
        )
      }
    }
    for doubt in plan.doubts {
      self.doubt(
        frame: tips[doubt.sample].frame,
        doubt.isActivation
          ? { "a pinch may begin at about \($0) s" }
          : { "the pinch may end at about \($0) s" },
        signal: "thumb-index distance",
        threshold: doubt.isActivation ? ("enter", enter) : ("exit", exit)
      )
    }
  }

  // MARK: Movement and slider

  private mutating func planMovement(_ tips: [Tips]) {
    let movement = configuration.movement
    let slider = configuration.slider
    // displacements[j]: from tips j - 1 to j; 0 for the first.
    var displacements = [0.0]
    var samples: [SynthSignalPlan.Sample] = []
    for index in tips.indices.dropFirst() {
      displacements.append(
        tips[index - 1].index.distance(to: tips[index].index)
      )
      let window = Array(
        displacements[Swift.max(1, index - movement.medianWindow + 1)...index]
      )
      let bounds = SynthSignalPlan.medianBounds(
        window,
        bound: margin,
        outlier: 2 * margin
      )
      samples.append(
        SynthSignalPlan.Sample(
          nominal: SynthSignalPlan.median(window),
          low: bounds.low,
          high: bounds.high
        )
      )
    }
    let plan = SynthSignalPlan(
      samples: samples,
      activates: { $0 > movement.startThreshold },
      deactivates: { $0 < movement.stopThreshold },
      isCertain: { index, condition in
        condition(samples[index].low) && condition(samples[index].high)
      }
    )
    // Sample s is the displacement into tips s + 1.
    func tip(_ sample: Int) -> Int { sample + 1 }
    let x = tips.map(\.index.x)
    var value = slider.initialValue
    var tolerance = 0.0
    var moving = Array(repeating: false, count: frames.count)
    var startX = 0.0
    var lag = 0.0
    for (position, transition) in plan.transitions.enumerated() {
      let first = tip(transition.earliest)
      let last = tip(transition.latest)
      let threshold =
        transition.isActivation
        ? ("start", movement.startThreshold) : ("stop", movement.stopThreshold)
      if transition.isActivation {
        // The reference x is where the hand rested before this movement.
        var rest = first
        while rest > 0, displacements[rest] > 0 { rest -= 1 }
        startX = x[rest]
        lag = (first...last).map { abs(x[$0] - startX) }.max() ?? 0
        expect(.movement, .began, from: tips[first].frame, to: tips[last].frame)
        expect(
          .slider,
          .began,
          from: tips[first].frame,
          to: tips[last].frame,
          value: value,
          tolerance: tolerance
        )
        let end =
          position + 1 < plan.transitions.count
          ? tip(plan.transitions[position + 1].nominal) : tips.count
        for index in tip(transition.nominal)..<end {
          moving[tips[index].frame] = true
        }
        if position + 1 == plan.transitions.count {
          warn(
            segment: segmentOfFrame[tips[last].frame],
            "the trace ends while the hand is moving for handKit: add a "
              + "'hold' after the last move to expect 'movement ended'"
          )
        }
      } else {
        var rest = last
        while rest + 1 < tips.count, displacements[rest + 1] > 0 { rest += 1 }
        let endX = x[rest]
        let tail = (first...last).map { abs(endX - x[$0 - 1]) }.max() ?? 0
        tolerance += slider.gain * (lag + tail + margin)
        value = Swift.min(
          Swift.max(value + slider.gain * (endX - startX), slider.minimum),
          slider.maximum
        )
        expect(
          .slider,
          .ended,
          from: tips[first].frame,
          to: tips[last].frame,
          value: value,
          tolerance: tolerance
        )
        expect(.movement, .ended, from: tips[first].frame, to: tips[last].frame)
      }
      if !transition.isCertain {
        doubt(
          frame: tips[tip(transition.nominal)].frame,
          transition.isActivation
            ? {
              "the movement expected to begin at about \($0) s may not begin"
            }
            : { "the movement expected to end at about \($0) s may not end" },
          signal: "median index-tip displacement per frame",
          threshold: threshold
        )
      }
    }
    for doubt in plan.doubts {
      self.doubt(
        frame: tips[tip(doubt.sample)].frame,
        doubt.isActivation
          ? { "the hand may seem to start moving at about \($0) s" }
          : { "the movement may end early at about \($0) s" },
        signal: "median index-tip displacement per frame",
        threshold: doubt.isActivation
          ? ("start", movement.startThreshold)
          : ("stop", movement.stopThreshold)
      )
    }
    checkMoves(tips: tips, displacements: displacements, moving: moving)
  }

  /// Warns about each move during which handKit sees no movement.
  private mutating func checkMoves(
    tips: [Tips],
    displacements: [Double],
    moving: [Bool]
  ) {
    let movement = configuration.movement
    let tipOfFrame = Dictionary(
      uniqueKeysWithValues: tips.enumerated().map { ($1.frame, $0) }
    )
    for (index, segment) in timeline.segments.enumerated() {
      guard case .move = segment.motion, let firstFrame = firstFrames[index]
      else { continue }
      // The frames that show the move, up to the first that shows its end.
      let endFrame =
        firstFrames[(index + 1)...].lazy.compactMap { $0 }.first
        ?? (frames.count - 1)
      let nextMove =
        timeline.segments.indices.dropFirst(index + 1).first {
          if case .move = timeline.segments[$0].motion { return true }
          return false
        }.flatMap { firstFrames[$0] } ?? frames.count
      let lastChecked = Swift.min(
        endFrame + movement.medianWindow,
        nextMove - 1,
        frames.count - 1
      )
      guard firstFrame <= lastChecked,
        !moving[firstFrame...lastChecked].contains(true)
      else { continue }
      let peak =
        (firstFrame + 1...Swift.max(endFrame, firstFrame + 1))
        .compactMap { tipOfFrame[$0].map { displacements[$0] } }.max() ?? 0
      let fps = NumberFormat.shortest(frameRate)
      let start = NumberFormat.shortest(movement.startThreshold)
      let speed = NumberFormat.shortest(peak, maximumDecimals: 5)
      if peak <= movement.startThreshold {
        warn(
          segment: index,
          "'\(stepText(segment))' is too slow for handKit: the index tip "
            + "moves at most \(speed) per frame at \(fps) fps, and a "
            + "movement needs more than \(start) per frame; the trace "
            + "expects no movement for it"
        )
      } else {
        warn(
          segment: index,
          "'\(stepText(segment))' is too short for handKit: at \(fps) fps "
            + "the median of \(movement.medianWindow) displacements does "
            + "not exceed \(start) per frame; the trace expects no movement "
            + "for it"
        )
      }
    }
  }

  // MARK: Helpers

  /// Appends an expectation whose window runs between two frames.
  private mutating func expect(
    _ gesture: Gesture,
    _ phase: Phase,
    from first: Int,
    to last: Int,
    value: Double? = nil,
    tolerance: Double = 0
  ) {
    expectations.append(
      Self.expectation(
        gesture,
        phase,
        between: frames[first].time,
        and: frames[last].time,
        hand: timeline.chirality,
        value: value,
        tolerance: tolerance
      )
    )
  }

  /// Returns an expectation whose window runs between two times, with
  /// times and values rounded to 4 decimals and windows rounded up, so
  /// that the written list reads well and still covers what it bounds.
  ///
  /// - Parameters:
  ///   - gesture: The gesture.
  ///   - phase: The phase.
  ///   - earliest: The earliest time the event can happen, in seconds.
  ///   - latest: The latest time, in seconds.
  ///   - hand: The hand.
  ///   - value: The expected value, if any.
  ///   - tolerance: How far the value may be off.
  /// - Returns: The expectation.
  static func expectation(
    _ gesture: Gesture,
    _ phase: Phase,
    between earliest: Double,
    and latest: Double,
    hand: Chirality,
    value: Double?,
    tolerance: Double
  ) -> Expectation {
    let time = rounded((earliest + latest) / 2)
    let within = roundedUp(Swift.max(time - earliest, latest - time))
    var expectation = Expectation(
      gesture: gesture,
      phase: phase,
      time: time,
      within: within,
      hand: hand
    )
    if let value {
      let shown = rounded(value)
      expectation.value = shown
      expectation.tolerance = roundedUp(tolerance + abs(shown - value))
    }
    return expectation
  }

  /// Warns that noise may change an event, at a frame.
  private mutating func doubt(
    frame: Int,
    _ what: (String) -> String,
    signal: String,
    threshold: (name: String, value: Double)
  ) {
    let time = NumberFormat.shortest(frames[frame].time, maximumDecimals: 3)
    warn(
      segment: segmentOfFrame[frame],
      what(time)
        + ": with noise \(NumberFormat.shortest(noise, maximumDecimals: 6)) "
        + "the \(signal) can be off by up to "
        + "\(NumberFormat.shortest(margin, maximumDecimals: 5)) (3√2 σ), and "
        + "it comes that close to handKit's \(threshold.name) threshold "
        + NumberFormat.shortest(threshold.value)
    )
  }

  private mutating func warn(segment: Int, _ message: String) {
    let warning = SynthWarning(
      line: timeline.segments[segment].line,
      message: message
    )
    if !warnings.contains(warning) { warnings.append(warning) }
  }

  private func stepText(_ segment: SynthTimeline.Segment) -> String {
    script.steps[segment.step].action.scriptText
  }

  /// Rounds a time or value to 4 decimals, for a readable `expect` list.
  static func rounded(_ value: Double) -> Double {
    let result = (value * 10_000).rounded() / 10_000
    return result == 0 ? 0 : result
  }

  /// Rounds a window or tolerance up to 4 decimals, so that it still
  /// covers what it bounds.
  static func roundedUp(_ value: Double) -> Double {
    let result = (value * 10_000 - 1e-6).rounded(.up) / 10_000
    return Swift.max(result, 0)
  }
}
