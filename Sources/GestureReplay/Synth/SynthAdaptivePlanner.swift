import GestureCore

/// Derives a synthetic trace's expected events under the adaptive
/// configuration from its script.
///
/// The planner reads the frames the script implies, before noise, and the
/// rules of `GestureConfiguration.adaptive`, as `Docs/Tuning.md` states
/// them: a hand counts as lost only when it has been away longer than the
/// loss timeout, which cancels a pinch or a movement under way; the pinch
/// is the thumb-index distance in palm sizes (the longest of four palm
/// segments), beginning below the enter threshold and ending above the
/// exit threshold; the movement is the speed of the palm point (the mean
/// of the wrist and the four knuckles) over the last 0.2 s, from the
/// timestamps, starting above the start speed and, while moving, stopping
/// when the largest speed from any sample at least a third of a window old
/// falls below the stop speed; the slider counts from the palm's `x` where
/// the movement began. Windows run from the earliest frame at which noise
/// can make an event happen to the latest, plus the lag of the palm's
/// median filter for a movement.
///
/// Under exclusive arbitration a movement while pinched is held back until
/// the release, and the planner models it; a pinch during a movement
/// waits for the movement to end, which it does not: where a pinch may
/// begin during a movement, the trace ignores adaptive's pinch, movement
/// and slider events, and a warning says so.
struct SynthAdaptivePlanner {
  /// The expected events, in time order.
  private(set) var expectations: [Expectation] = []
  /// The events the expectations do not speak about.
  private(set) var ignoredEvents: [EventPattern] = [
    EventPattern(gesture: .slider, phase: .changed),
    // A script names no pose or swipe: the trace does not speak of them.
    EventPattern(gesture: .pose), EventPattern(gesture: .swipe),
  ]
  /// What may not come out as expected, with script lines.
  private(set) var warnings: [SynthWarning] = []

  private let frames: [Frame]
  private let script: SynthScript
  private let timeline: SynthTimeline
  private let segmentOfFrame: [Int]
  private let coordinates: CoordinateSpace
  private let frameRate: Double
  private let margin: Double
  private let configuration = GestureConfiguration.adaptive

  /// A frame where the hand is seen, with what the rules measure on it.
  private struct Seen {
    /// The frame's index.
    var frame: Int
    /// The frame's time, in seconds.
    var time: Double
    /// The palm point, in normalized display units.
    var palm: Point
    /// The longest palm segment, in normalized units.
    var palmSize: Double
    /// The thumb-index distance, in normalized units.
    var pinchDistance: Double
  }

  /// The frames between two losses of the hand, and how the run ends.
  private struct Run {
    /// The frames where the hand is seen.
    var seen: [Seen]
    /// The frame at which the hand is lost after the run, if it is.
    var lostAt: Int?
    /// The last frame at which it may be lost: the next frame when the
    /// time away equals the loss timeout up to rounding.
    var lostBy: Int?
  }

  /// An expected event before it is written, with its window in frames.
  private struct Planned {
    var gesture: Gesture
    var phase: Phase
    var first: Int
    var last: Int
    var value: Double?
    var tolerance: Double
  }

  /// Plans the adaptive expectations of noise-free frames.
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
    self.margin = synthesizer.noiseBound

    let runs = presenceRuns()
    var planned: [Planned] = []
    var gestures: [Planned] = []
    let gated = timeline.confidence < configuration.minimumConfidence
    if gated {
      warnings.append(
        SynthWarning(
          line: nil,
          message: "confidence \(NumberFormat.shortest(timeline.confidence)) "
            + "is below adaptive's gate "
            + "\(NumberFormat.shortest(configuration.minimumConfidence)): "
            + "the trace expects no pinch and no movement under adaptive"
        )
      )
    }
    var sliderValue = configuration.slider.initialValue
    var sliderTolerance = 0.0
    for run in runs {
      if let first = run.seen.first {
        planned.append(presence(.found, from: first.frame, to: first.frame))
      }
      if !gated, !run.seen.isEmpty {
        let pinches = planPinch(run)
        gestures += pinches
        gestures += planMovement(
          run,
          pinches: pinches,
          value: &sliderValue,
          tolerance: &sliderTolerance
        )
      }
      if let lostAt = run.lostAt, let lostBy = run.lostBy {
        planned.append(presence(.lost, from: lostAt, to: lostBy))
      }
    }
    if let overlap = Self.overlap(in: gestures) {
      let time = NumberFormat.shortest(frames[overlap].time, maximumDecimals: 3)
      warn(
        segment: segmentOfFrame[overlap],
        "a pinch may begin during a movement at about \(time) s: under "
          + "adaptive's exclusive arbitration it waits for the movement to "
          + "end; the trace does not expect adaptive's pinch, movement and "
          + "slider events"
      )
      ignoredEvents = [
        EventPattern(gesture: .pinch),
        EventPattern(gesture: .movement),
        EventPattern(gesture: .slider),
        EventPattern(gesture: .pose), EventPattern(gesture: .swipe),
      ]
      gestures = []
    }
    planned += gestures
    // In the engine's order within a frame: presence found, then pinch,
    // then movement and slider; cancellations before `hand lost`.
    func rank(_ event: Planned) -> Int {
      switch (event.gesture, event.phase) {
      case (.hand, .found): 0
      case (.hand, .lost): 9
      case (.pinch, _): 1
      case (.slider, .cancelled), (.slider, .ended): 2
      case (.movement, .began): 2
      case (.slider, .began): 3
      case (.movement, _): 4
      default: 5
      }
    }
    expectations = planned.sorted {
      ($0.first, $0.last, rank($0)) < ($1.first, $1.last, rank($1))
    }.map(expectation)
  }

  // MARK: Presence

  /// Splits the frames into runs of presence, each ended by a loss longer
  /// than the loss timeout or by the end of the trace.
  private mutating func presenceRuns() -> [Run] {
    let timeout = configuration.hands.lossTimeout ?? 0
    var runs: [Run] = []
    var current: [Seen] = []
    var lastSeen: Double?
    for (index, frame) in frames.enumerated() {
      if let hand = frame.hands.first,
        hand.score >= configuration.hands.minimumScore
      {
        current.append(seen(hand, frame: index))
        lastSeen = frame.time
        continue
      }
      guard let since = lastSeen else { continue }
      let away = frame.time - since
      let isBoundary = abs(away - timeout) < 1e-6
      guard away > timeout || isBoundary else { continue }
      // Away for the loss timeout up to rounding: lost at this frame or
      // at the next, if the hand is still away then.
      let next = index + 1
      let stillAway =
        next < frames.count
        && !(frames[next].hands.first.map {
          $0.score >= configuration.hands.minimumScore
        } ?? false)
      if isBoundary, !stillAway {
        warn(
          segment: segmentOfFrame[index],
          "the hand is away for the loss timeout, "
            + "\(NumberFormat.shortest(timeout)) s, at "
            + "\(NumberFormat.shortest(frame.time, maximumDecimals: 3)) s up to "
            + "rounding and back at the next frame: whether adaptive loses "
            + "it depends on rounding; the trace expects what the exact "
            + "times give"
        )
        guard away > timeout else { continue }
      }
      runs.append(
        Run(
          seen: current,
          lostAt: index,
          lostBy: isBoundary && stillAway ? next : index
        )
      )
      current = []
      lastSeen = nil
    }
    if !current.isEmpty || runs.isEmpty {
      runs.append(Run(seen: current, lostAt: nil, lostBy: nil))
    }
    return runs
  }

  /// What the rules measure on a hand seen at a frame.
  private func seen(_ hand: Hand, frame: Int) -> Seen {
    func point(_ joint: Joint) -> Point {
      coordinates.displayPoint(hand[joint]?.position ?? Point(x: 0, y: 0))
    }
    let palmJoints: [Joint] = [
      .wrist, .indexMCP, .middleMCP, .ringMCP, .littleMCP,
    ]
    let sum = palmJoints.map(point).reduce(Point(x: 0, y: 0)) {
      Point(x: $0.x + $1.x, y: $0.y + $1.y)
    }
    let palm = Point(x: sum.x / 5, y: sum.y / 5)
    let wrist = point(.wrist)
    let palmSize =
      [
        wrist.distance(to: point(.indexMCP)),
        wrist.distance(to: point(.middleMCP)),
        wrist.distance(to: point(.littleMCP)),
        point(.indexMCP).distance(to: point(.littleMCP)),
      ].max() ?? 0
    return Seen(
      frame: frame,
      time: frames[frame].time,
      palm: palm,
      palmSize: palmSize,
      pinchDistance: point(.thumbTip).distance(to: point(.indexTip))
    )
  }

  private func presence(_ phase: Phase, from first: Int, to last: Int)
    -> Planned
  {
    Planned(
      gesture: .hand,
      phase: phase,
      first: first,
      last: last,
      value: nil,
      tolerance: 0
    )
  }

  // MARK: Pinch

  private mutating func planPinch(_ run: Run) -> [Planned] {
    let settings = configuration.pinch
    guard settings.isEnabled else { return [] }
    let enter = settings.relativeEnterThreshold
    let exit = settings.relativeExitThreshold
    let samples = run.seen.map { seen in
      // The distance is off by up to 2 margins (an outlier) and the palm
      // size, the median of 15 frames, by up to one.
      let size = seen.palmSize
      return SynthSignalPlan.Sample(
        nominal: seen.pinchDistance / size,
        low: Swift.max(seen.pinchDistance - 2 * margin, 0) / (size + margin),
        high: (seen.pinchDistance + 2 * margin)
          / Swift.max(size - margin, size / 2)
      )
    }
    let plan = SynthSignalPlan(
      samples: samples,
      activates: { $0 < enter },
      deactivates: { $0 > exit },
      isCertain: { index, condition in
        condition(samples[index].low) && condition(samples[index].high)
      }
    )
    var planned: [Planned] = []
    var isPinched = false
    for transition in plan.transitions {
      planned.append(
        Planned(
          gesture: .pinch,
          phase: transition.isActivation ? .began : .ended,
          first: run.seen[transition.earliest].frame,
          last: run.seen[transition.latest].frame,
          value: nil,
          tolerance: 0
        )
      )
      isPinched = transition.isActivation
      if !transition.isCertain {
        let verb = transition.isActivation ? "begin" : "end"
        doubt(
          frame: run.seen[transition.nominal].frame,
          { "the pinch expected to \(verb) at about \($0) s may not \(verb)" },
          signal: "thumb-index distance in palm sizes",
          threshold: transition.isActivation
            ? ("enter", enter) : ("exit", exit)
        )
      }
    }
    for doubt in plan.doubts {
      self.doubt(
        frame: run.seen[doubt.sample].frame,
        doubt.isActivation
          ? { "a pinch may begin at about \($0) s" }
          : { "the pinch may end at about \($0) s" },
        signal: "thumb-index distance in palm sizes",
        threshold: doubt.isActivation ? ("enter", enter) : ("exit", exit)
      )
    }
    if isPinched, let lostAt = run.lostAt, let lostBy = run.lostBy {
      planned.append(
        Planned(
          gesture: .pinch,
          phase: .cancelled,
          first: lostAt,
          last: lostBy,
          value: nil,
          tolerance: 0
        )
      )
    }
    return planned
  }

  // MARK: Movement and slider

  /// The frames by which the palm's median filter lags: half the samples
  /// its span holds at the trace's frame rate.
  private var medianLag: Int {
    let span = configuration.movement.medianSpan
    let count = Int((span * frameRate + 1e-9).rounded(.down)) + 1
    return Swift.max(count / 2, 1)
  }

  private mutating func planMovement(
    _ run: Run,
    pinches: [Planned],
    value: inout Double,
    tolerance: inout Double
  ) -> [Planned] {
    let movement = configuration.movement
    let slider = configuration.slider
    let window = movement.window
    let seen = run.seen
    // While the hand may be pinched, exclusive arbitration holds a
    // movement back: it cannot begin from the frame a pinch may begin to
    // the last frame at which the pinch may still end.
    var releases: [(first: Int, last: Int)] = []
    var heldBack: [ClosedRange<Int>] = []
    var pinchedFrom: Int?
    for event in pinches {
      if event.phase == .began {
        pinchedFrom = event.first
      } else if let from = pinchedFrom {
        heldBack.append(from...Swift.max(from, event.last))
        if event.phase == .ended { releases.append((event.first, event.last)) }
        pinchedFrom = nil
      }
    }
    if let from = pinchedFrom { heldBack.append(from...Int.max - 1) }
    func isHeldBack(_ frame: Int) -> Bool {
      configuration.arbitration == .exclusive
        && heldBack.contains { $0.contains(frame) }
    }
    // The distance between two noisy palm points, each a mean of five
    // joints, is off by at most margin / √5.
    let palmMargin = margin / 5.0.squareRoot()
    // The speeds of the noise-free palm path at each frame: over the
    // window, and the largest from a sample at least a third of a window
    // old (while moving); NaN until the window is full.
    var rawStarts: [Double] = []
    var rawStops: [Double] = []
    var spans: [(window: Double, shortest: Double)] = []
    var references: [Int?] = []
    for k in seen.indices {
      let now = seen[k]
      let reference = seen.indices.last {
        $0 < k && now.time - seen[$0].time >= window - 1e-9
      }
      references.append(reference)
      guard let reference else {
        rawStarts.append(.nan)
        rawStops.append(.nan)
        spans.append((window, window))
        continue
      }
      let span = now.time - seen[reference].time
      let speed = seen[reference].palm.distance(to: now.palm) / span
      var held = speed
      var shortest = span
      for i in (reference + 1)..<k {
        let age = now.time - seen[i].time
        guard age >= window / 3 - 1e-9 else { break }
        held = Swift.max(held, seen[i].palm.distance(to: now.palm) / age)
        shortest = age
      }
      rawStarts.append(speed)
      rawStops.append(held)
      spans.append((span, shortest))
    }
    // The engine's palm is a median over the last medianSpan seconds, so
    // its speed at a frame is about the path's `lag` frames earlier: the
    // nominal signal is that one, and the bounds take every value from a
    // frame more than `lag` back to now, then noise.
    let lag = medianLag
    let none = SynthSignalPlan.Sample(nominal: .nan, low: .nan, high: .nan)
    func lagged(_ raw: [Double], _ k: Int, noise: Double)
      -> SynthSignalPlan.Sample
    {
      let values = raw[Swift.max(0, k - lag - 1)...k].filter { !$0.isNaN }
      guard let low = values.min(), let high = values.max(), k >= lag,
        !raw[k - lag].isNaN
      else { return none }
      return SynthSignalPlan.Sample(
        nominal: raw[k - lag],
        low: Swift.max(low - noise, 0),
        high: high + noise
      )
    }
    var starts: [SynthSignalPlan.Sample] = []
    var stops: [SynthSignalPlan.Sample] = []
    for k in seen.indices {
      starts.append(
        isHeldBack(seen[k].frame)
          ? none : lagged(rawStarts, k, noise: palmMargin / spans[k].window)
      )
      stops.append(lagged(rawStops, k, noise: palmMargin / spans[k].shortest))
    }
    let start = movement.speedStartThreshold
    let stop = movement.speedStopThreshold
    let plan = SynthSignalPlan(
      activationSamples: starts,
      deactivationSamples: stops,
      activates: { $0 > start },
      deactivates: { $0 < stop },
      isCertain: { index, isActivation in
        let sample = isActivation ? starts[index] : stops[index]
        return isActivation
          ? sample.low > start && sample.high > start
          : sample.low < stop && sample.high < stop
      }
    )
    func laggedLast(_ sample: Int) -> Int {
      seen[sample].frame
    }
    var planned: [Planned] = []
    var isMoving = false
    var referenceX = 0.0
    var referenceSpread = 0.0
    var previousEnd: (time: Double, x: Double)?
    /// The x a reference sample gives: its own, or that of the last
    /// frame a pinch held the movement back, or where the last movement
    /// ended, when that is later.
    func referenceXOf(_ sample: Int, heldUntil release: Int?) -> Double {
      var x = seen[sample].palm.x
      if let release, let held = seen.last(where: { $0.frame < release }),
        held.time >= seen[sample].time
      {
        x = held.palm.x
      }
      if let previousEnd, previousEnd.time >= seen[sample].time {
        x = previousEnd.x
      }
      return x
    }
    for (position, transition) in plan.transitions.enumerated() {
      var first = seen[transition.earliest].frame
      let last = laggedLast(transition.latest)
      // A movement that begins as a pinch ends may begin at the release.
      let release = releases.last { $0.first <= first && first <= $0.last + 1 }
      if transition.isActivation, let release {
        first = Swift.min(first, release.first)
      }
      if transition.isActivation {
        // The reference is the palm's x a window before the movement is
        // recognized, or where the last movement ended if that is later.
        var candidates: [Double] = []
        let firstIndex =
          seen.firstIndex { $0.frame >= first } ?? transition.earliest
        let lastIndex = Swift.min(transition.latest + lag, seen.count - 1)
        let releaseFrames: [Int?] =
          release.map { Array($0.first...$0.last) } ?? [nil]
        for k in firstIndex...lastIndex {
          guard let reference = references[k] else { continue }
          for j in Swift.max(reference - lag, 0)...reference {
            for frame in releaseFrames {
              candidates.append(referenceXOf(j, heldUntil: frame))
            }
          }
        }
        let nominal = references[transition.nominal].map {
          referenceXOf($0, heldUntil: release?.first)
        }
        referenceX = nominal ?? candidates.first ?? seen[0].palm.x
        referenceSpread =
          candidates.map { abs($0 - referenceX) }.max() ?? 0
        planned.append(
          Planned(
            gesture: .movement,
            phase: .began,
            first: first,
            last: last,
            value: nil,
            tolerance: 0
          )
        )
        if slider.isEnabled {
          planned.append(
            Planned(
              gesture: .slider,
              phase: .began,
              first: first,
              last: last,
              value: value,
              tolerance: tolerance
            )
          )
        }
        isMoving = true
        if position + 1 == plan.transitions.count, run.lostAt == nil {
          warn(
            segment: segmentOfFrame[seen[transition.nominal].frame],
            "the trace ends while the hand is moving for adaptive: add a "
              + "'hold' after the last move to expect 'movement ended'"
          )
        }
      } else {
        // The hand is at rest by the time the movement ends.
        let endX = seen[Swift.min(transition.latest, seen.count - 1)].palm.x
        tolerance += slider.gain * (referenceSpread + palmMargin)
        value = Swift.min(
          Swift.max(value + slider.gain * (endX - referenceX), slider.minimum),
          slider.maximum
        )
        if slider.isEnabled {
          planned.append(
            Planned(
              gesture: .slider,
              phase: .ended,
              first: first,
              last: last,
              value: value,
              tolerance: tolerance
            )
          )
        }
        planned.append(
          Planned(
            gesture: .movement,
            phase: .ended,
            first: first,
            last: last,
            value: nil,
            tolerance: 0
          )
        )
        previousEnd = (seen[transition.nominal].time, endX)
        isMoving = false
      }
      if !transition.isCertain {
        let verb = transition.isActivation ? "begin" : "end"
        doubt(
          frame: seen[transition.nominal].frame,
          {
            "the movement expected to \(verb) at about \($0) s may not "
              + verb
          },
          signal: "palm speed",
          threshold: transition.isActivation
            ? ("start", start) : ("stop", stop)
        )
      }
    }
    for doubt in plan.doubts {
      self.doubt(
        frame: seen[doubt.sample].frame,
        doubt.isActivation
          ? { "the hand may seem to start moving at about \($0) s" }
          : { "the movement may end early at about \($0) s" },
        signal: "palm speed",
        threshold: doubt.isActivation ? ("start", start) : ("stop", stop)
      )
    }
    if isMoving, let lostAt = run.lostAt, let lostBy = run.lostBy {
      // The slider keeps the value it had when the hand was lost.
      if let last = seen.last {
        tolerance += slider.gain * (referenceSpread + palmMargin)
        value = Swift.min(
          Swift.max(
            value + slider.gain * (last.palm.x - referenceX),
            slider.minimum
          ),
          slider.maximum
        )
      }
      if slider.isEnabled {
        planned.append(
          Planned(
            gesture: .slider,
            phase: .cancelled,
            first: lostAt,
            last: lostBy,
            value: nil,
            tolerance: 0
          )
        )
      }
      planned.append(
        Planned(
          gesture: .movement,
          phase: .cancelled,
          first: lostAt,
          last: lostBy,
          value: nil,
          tolerance: 0
        )
      )
    }
    checkMoves(
      run,
      moving: plan.transitions,
      heldBack: configuration.arbitration == .exclusive ? heldBack : []
    )
    return planned
  }

  /// Warns about each move of a run during which adaptive sees no
  /// movement.
  private mutating func checkMoves(
    _ run: Run,
    moving transitions: [SynthSignalPlan.Transition],
    heldBack: [ClosedRange<Int>]
  ) {
    guard let firstSeen = run.seen.first?.frame,
      let lastSeen = run.seen.last?.frame
    else { return }
    var movingFrames: [ClosedRange<Int>] = []
    var began: Int?
    for transition in transitions {
      if transition.isActivation {
        began = run.seen[transition.earliest].frame
      } else if let from = began {
        movingFrames.append(from...run.seen[transition.latest].frame)
        began = nil
      }
    }
    if let from = began { movingFrames.append(from...lastSeen) }
    let window = configuration.movement.window
    for (index, segment) in timeline.segments.enumerated() {
      guard case .move = segment.motion else { continue }
      let frames = self.frames.indices.filter {
        segmentOfFrame[$0] == index && (firstSeen...lastSeen).contains($0)
      }
      guard let first = frames.first else { continue }
      let until = Swift.min(
        lastSeen,
        first + Int(((segment.duration + window) * frameRate).rounded(.up)) + 1
      )
      if movingFrames.contains(where: { $0.overlaps(first...until) }) {
        continue
      }
      if heldBack.contains(where: { $0.contains(first) }) {
        warn(
          segment: index,
          "'\(stepText(segment))' happens while the hand is pinched: "
            + "adaptive's exclusive arbitration holds a movement back until "
            + "the release; the trace expects no adaptive movement for it"
        )
        continue
      }
      let speed =
        segment.from.indexTip.distance(to: segment.to.indexTip)
        / segment.duration
      warn(
        segment: index,
        "'\(stepText(segment))' is too slow or too short for adaptive: "
          + "its mean speed is "
          + "\(NumberFormat.shortest(speed, maximumDecimals: 3)) units/s, "
          + "and a movement needs the palm faster than "
          + "\(NumberFormat.shortest(configuration.movement.speedStartThreshold)) "
          + "units/s over \(NumberFormat.shortest(window)) s; the trace "
          + "expects no adaptive movement for it"
      )
    }
  }

  // MARK: Arbitration

  /// The first frame at which a pinch may begin while a movement may be
  /// under way, if any: under exclusive arbitration that pinch waits for
  /// the movement to end, which the planner does not model. (A movement
  /// during a pinch is modelled: it is held back until the release.)
  private static func overlap(in planned: [Planned]) -> Int? {
    var movements: [ClosedRange<Int>] = []
    var began: Int?
    for event in planned where event.gesture == .movement {
      if event.phase == .began {
        began = event.first
      } else if let from = began {
        movements.append(from...Swift.max(from, event.last))
        began = nil
      }
    }
    if let from = began { movements.append(from...Int.max - 1) }
    var first: Int?
    for pinch in planned where pinch.gesture == .pinch && pinch.phase == .began
    {
      let window = pinch.first...pinch.last
      for movement in movements where movement.overlaps(window) {
        let frame = Swift.max(window.lowerBound, movement.lowerBound)
        first = Swift.min(first ?? frame, frame)
      }
    }
    return first
  }

  // MARK: Helpers

  private func expectation(_ planned: Planned) -> Expectation {
    SynthExpectationPlanner.expectation(
      planned.gesture,
      planned.phase,
      between: frames[planned.first].time,
      and: frames[planned.last].time,
      hand: timeline.chirality,
      value: planned.value,
      tolerance: planned.tolerance
    )
  }

  /// Warns that noise may change an event, at a frame.
  private mutating func doubt(
    frame: Int,
    _ what: (String) -> String,
    signal: String,
    threshold: (name: String, value: Double)
  ) {
    let time = NumberFormat.shortest(frames[frame].time, maximumDecimals: 3)
    let message =
      what(time)
      + ": with noise the \(signal) comes close to adaptive's "
      + "\(threshold.name) threshold \(NumberFormat.shortest(threshold.value))"
    warn(segment: segmentOfFrame[frame], message)
  }

  private mutating func warn(segment: Int, _ message: String) {
    let warning = SynthWarning(
      line: timeline.segments[segment].line,
      message: "adaptive: " + message
    )
    if !warnings.contains(warning) { warnings.append(warning) }
  }

  private func stepText(_ segment: SynthTimeline.Segment) -> String {
    script.steps[segment.step].action.scriptText
  }
}
