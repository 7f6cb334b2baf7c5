import GestureCore

/// A maker of synthetic traces: a gesture script in, a realistic 21-joint
/// hand recording with its expected events out.
///
/// The synthesizer draws a hand of plausible proportions for each of the
/// script's parts (see the script language in ``SynthScript``), in part
/// order, at `i / frameRate` seconds for every frame `i` up to the script's
/// end. It places the hand in the display frame the
/// user sees, then writes each joint in the raw frame of ``coordinates``
/// through the inverse of `CoordinateSpace.displayPoint(_:)`, so that a
/// `move right` is a movement to the user's right whatever the camera: a
/// mirrored (front) camera's raw `x` decreases. Coordinates are rounded to
/// 6 decimals; with ``noise`` above 0 each joint coordinate (`x`, `y` and
/// depth) gets independent Gaussian jitter from a generator seeded with
/// ``seed``. The same script and settings always give the same trace, bit
/// for bit, on every platform.
///
/// The trace's expectations are what the script means, for each
/// configuration it is checked with, in `expectFor` under the
/// configuration's name: `hand found` and `hand lost` where the hand
/// appears and goes; `pinch began` during a `pinch` step and `pinch ended`
/// during a `release`; for a move, `movement began` and `slider began`
/// after it starts and `slider ended` and `movement ended` after it ends,
/// the slider's value its start value plus `slider.gain` times the
/// horizontal travel; for a script of two hands, each hand's, and with
/// `twoHandPinch.isEnabled` the two-hand pinch: `began` as the later pinch
/// begins, `ended` or `cancelled` as the first hand lets go or is lost,
/// with the scale and rotation of the scripted pinch points. Each window
/// is the step's span and an allowance for the recognizers' latency that
/// comes from the frame rate and the configuration's time settings, not
/// its thresholds (see
/// `Docs/CLI/SynthExpectations.md`). The synthesizer then replays the trace with each
/// configuration and keeps what holds: an event the configuration does not
/// give, or a slider value it does not reach, is left out, and an event
/// the script does not mean is ignored by its kind, each with a warning
/// naming the step. So the trace passes its own check with every
/// configuration it was checked with, and the warnings say where that
/// configuration does not do what the script means. Each hand is labelled
/// with the chirality the script names, the anatomical hand; a
/// configuration whose `hands.labels` is `mirrored` names it the other way
/// round, and its expectations name the hand as it does, with a warning
/// for the hand. A configuration that
/// is not a built-in one is recorded with its set
/// (``ExpectationSet/configuration``).
///
/// ```swift
/// let script = try SynthScript(parsing: "open 0.5s; pinch 0.2s; hold 0.5s")
/// let result = Synthesizer(frameRate: 60, noise: 0.0005).synthesize(script)
/// let replay = Replay.run(result.trace, configuration: .adaptive)
/// let report = ExpectationReport(
///   trace: result.trace,
///   configurationName: GestureConfiguration.adaptive.name,
///   events: replay.events
/// )
/// report.isSuccess
/// ```
public struct Synthesizer: Hashable, Sendable {
  /// The frame rates a synthesizer accepts, in frames per second.
  public static let frameRateRange: ClosedRange<Double> = 1...240
  /// The noise levels a synthesizer accepts: standard deviations in
  /// normalized units.
  public static let noiseRange: ClosedRange<Double> = 0...0.05
  /// The hand sizes a synthesizer accepts, in normalized units: from a hand
  /// far from the camera to one close to it. Within it, handKit's absolute
  /// pinch thresholds tell the open hand from the pinched one.
  public static let handSizeRange: ClosedRange<Double> = 0.04...0.3

  /// The hand's score, the tracker's confidence that it is a hand.
  static let score = 0.95

  /// The frame rate, in frames per second; frame `i` is at `i / frameRate`
  /// seconds.
  public var frameRate: Double
  /// The seed of the noise generator.
  public var seed: UInt64
  /// The standard deviation of the jitter added to every joint coordinate,
  /// in normalized units; 0 for none.
  public var noise: Double
  /// The camera: how raw coordinates relate to the display.
  public var coordinates: CoordinateSpace
  /// The hand's chirality until a script's `hand` step; a script of two
  /// hands names both.
  public var chirality: Chirality
  /// The wrist to middle MCP distance, in normalized display units, until
  /// a script's `size` step.
  public var handSize: Double
  /// The index tip's starting point in the display frame, in normalized
  /// units, until a script's `at` step.
  public var position: Point
  /// Every joint's confidence, from 0 to 1, until a script's `confidence`
  /// step.
  public var confidence: Double

  /// Creates a synthesizer.
  ///
  /// - Parameters:
  ///   - frameRate: Frames per second, within ``frameRateRange``; 30 by
  ///     default.
  ///   - seed: The noise generator's seed; 0 by default.
  ///   - noise: The jitter's standard deviation in normalized units, within
  ///     ``noiseRange``; 0 by default.
  ///   - coordinates: The camera's coordinate space; MediaPipe's by
  ///     default.
  ///   - chirality: The hand, `left` or `right`; right by default.
  ///   - handSize: The wrist to middle MCP distance in normalized units,
  ///     within ``handSizeRange``; 0.12 by default.
  ///   - position: Where the index tip starts, in normalized display units;
  ///     (0.5, 0.4) by default.
  ///   - confidence: Every joint's confidence, from 0 to 1; 0.9 by default.
  public init(
    frameRate: Double = 30,
    seed: UInt64 = 0,
    noise: Double = 0,
    coordinates: CoordinateSpace = .mediaPipe,
    chirality: Chirality = .right,
    handSize: Double = 0.12,
    position: Point = Point(x: 0.5, y: 0.4),
    confidence: Double = 0.9
  ) {
    self.frameRate = frameRate
    self.seed = seed
    self.noise = noise
    self.coordinates = coordinates
    self.chirality = chirality
    self.handSize = handSize
    self.position = position
    self.confidence = confidence
  }

  /// The largest change noise is expected to make to a distance between
  /// two noisy points, in normalized units: `3√2` times ``noise``.
  public var noiseBound: Double {
    3 * 2.0.squareRoot() * noise
  }

  /// Returns the trace a script describes, with what it means for the
  /// handKit and adaptive configurations.
  ///
  /// The same as ``synthesize(_:checkingWith:)`` with
  /// `[.handKit, .adaptive]`.
  ///
  /// - Parameter script: The gesture script.
  /// - Returns: The trace and what the synthesizer noticed about the script.
  /// - Precondition: As for ``synthesize(_:checkingWith:)``.
  /// - Complexity: O(*n*) in the number of frames, and the replays' cost.
  public func synthesize(_ script: SynthScript) -> SynthResult {
    synthesize(script, checkingWith: [.handKit, .adaptive])
  }

  /// Returns the trace a script describes, with what it means for some
  /// configurations.
  ///
  /// For each configuration the trace gets, in `expectFor` under its name,
  /// the events the script means that replaying the trace with it gives,
  /// and the result a warning for each disagreement (see the type's
  /// discussion).
  ///
  /// - Parameters:
  ///   - script: The gesture script.
  ///   - configurations: The configurations to write expectations for, in
  ///     the order their warnings come within a script line; none for a
  ///     trace without expectations.
  /// - Returns: The trace and what the synthesizer noticed about the script.
  /// - Precondition: The settings are within their ranges, ``chirality`` is
  ///   `left` or `right`, ``confidence`` is from 0 to 1 and ``position`` is
  ///   finite; every configuration is valid, and no two have one name.
  /// - Complexity: O(*n*) in the number of frames, and for each
  ///   configuration a replay and comparisons O(*e* × *v*) in the meant
  ///   and replayed events.
  public func synthesize(
    _ script: SynthScript,
    checkingWith configurations: [GestureConfiguration]
  ) -> SynthResult {
    precondition(
      Self.frameRateRange.contains(frameRate),
      "A synthesizer's frame rate must be within \(Self.frameRateRange)."
    )
    precondition(
      Self.noiseRange.contains(noise),
      "A synthesizer's noise must be within \(Self.noiseRange)."
    )
    precondition(
      Self.handSizeRange.contains(handSize),
      "A synthesizer's hand size must be within \(Self.handSizeRange)."
    )
    precondition(
      (0...1).contains(confidence),
      "A synthesizer's confidence must be from 0 to 1."
    )
    precondition(position.isFinite, "A synthesizer's position must be finite.")
    precondition(
      chirality == .left || chirality == .right,
      "A synthesizer's hand must be left or right."
    )
    for configuration in configurations {
      precondition(
        (try? configuration.validate()) != nil,
        "A synthesizer's configurations must be valid."
      )
    }
    precondition(
      Set(configurations.map(\.name)).count == configurations.count,
      "A synthesizer's configurations must have names of their own."
    )

    let timelines = script.partRanges.map {
      SynthTimeline(script: script, steps: $0, settings: self)
    }
    let partFrameCounts = timelines.map { $0.frameCount(frameRate: frameRate) }
    let frameCount = partFrameCounts.max() ?? 1
    let segmentsOfFrames = timelines.map {
      $0.segmentIndices(frameRate: frameRate, frameCount: frameCount)
    }
    var frames: [Frame] = []
    frames.reserveCapacity(frameCount)
    var visible = timelines.map { _ in [Bool]() }
    var outside: [SynthWarning] = []
    var wasOutside = timelines.map { _ in false }
    for index in 0..<frameCount {
      let time = Double(index) / frameRate
      var hands: [Hand] = []
      for (part, timeline) in timelines.enumerated() {
        let segment = timeline.segments[segmentsOfFrames[part][index]]
        let pose = segment.pose(at: time)
        // A part's hand is out of view after its last step.
        guard pose.isVisible, index < partFrameCounts[part] else {
          visible[part].append(false)
          wasOutside[part] = false
          continue
        }
        visible[part].append(true)
        let joints = HandTemplate.joints(
          indexTip: pose.indexTip,
          size: pose.size,
          chirality: timeline.chirality,
          pinch: pose.pinch
        )
        let isOutside = joints.contains {
          !(0...1).contains($0.point.x) || !(0...1).contains($0.point.y)
        }
        if isOutside, !wasOutside[part] {
          outside.append(
            SynthWarning(
              line: segment.line,
              message: "part of the hand is outside the image from about "
                + NumberFormat.shortest(time, maximumDecimals: 3)
                + " s (a coordinate outside 0...1); real trackers lose a "
                + "hand there"
            )
          )
        }
        wasOutside[part] = isOutside
        let landmarks = joints.map { joint in
          let raw = coordinates.rawPoint(joint.point)
          return Landmark(
            x: Self.rounded(raw.x),
            y: Self.rounded(raw.y),
            depth: Self.rounded(joint.depth),
            confidence: timeline.confidence
          )
        }
        hands.append(
          Hand(
            chirality: timeline.chirality,
            score: Self.score,
            landmarks: landmarks
          )
        )
      }
      frames.append(Frame(time: time, hands: hands))
    }

    if noise > 0 {
      addNoise(to: &frames)
    }
    var trace = Trace(
      source: "synth",
      frameRate: frameRate,
      coordinates: coordinates,
      frames: frames
    )
    var warnings = outside
    for (part, timeline) in timelines.enumerated() {
      warnings += frameless(
        script,
        timeline: timeline,
        segmentOfFrame: segmentsOfFrames[part]
      )
    }
    let frameTimes = frames.map(\.time)
    for configuration in configurations {
      // A motion the configuration does not see, or whose movement a swipe
      // cancels, leaves the slider where it was: read the script again
      // with what the replay made of it, until that adds nothing.
      let events = Replay.run(trace, configuration: configuration).events
      var readings = timelines.map { _ in [Int: SynthMeaning.MotionReading]() }
      var check: SynthCheck
      repeat {
        func meanings(
          twoHandSpans: [SynthMeaning.TwoHand.MovementSpan]
        ) -> [SynthMeaning] {
          timelines.indices.map { part in
            SynthMeaning(
              timeline: timelines[part],
              script: script,
              frameTimes: frameTimes,
              visible: visible[part],
              segmentOfFrame: segmentsOfFrames[part],
              score: Self.score,
              configuration: configuration,
              frameRate: frameRate,
              noiseBound: noiseBound,
              readings: readings[part],
              twoHandSpans: twoHandSpans
            )
          }
        }
        var meaning = meanings(twoHandSpans: [])
        var twoHand: SynthMeaning.TwoHand?
        if meaning.count == 2 {
          let geometry = SynthMeaning.TwoHand.Geometry(
            frameTimes: frameTimes,
            visible: visible,
            segmentOfFrame: segmentsOfFrames,
            coordinates: coordinates
          )
          let pair = SynthMeaning.TwoHand(
            meanings: meaning,
            geometry: geometry,
            replay: events
          )
          // A movement where both hands may pinch is held back: read each
          // hand again with the spans.
          if !pair.movementSpans.isEmpty {
            meaning = meanings(twoHandSpans: pair.movementSpans)
          }
          twoHand = pair
        }
        check = SynthCheck(
          meanings: meaning,
          twoHand: twoHand?.events ?? [],
          events: events,
          lastFrame: frames.last?.time ?? 0,
          segmentOfFrame: segmentsOfFrames
        )
        let isDone = zip(readings, check.motionReadings).allSatisfy {
          $0.covers($1)
        }
        if isDone { break }
        for (part, found) in check.motionReadings.enumerated() {
          for (segment, reading) in found {
            readings[part].note(reading, segment)
          }
        }
      } while true
      trace.expectationsByConfiguration[configuration.name] = check.set
      warnings += check.warnings
    }
    warnings = warnings.enumerated().sorted {
      ($0.element.line ?? 0, $0.offset) < ($1.element.line ?? 0, $1.offset)
    }.map(\.element)
    return SynthResult(trace: trace, warnings: warnings)
  }

  /// Warns about each `lose` that has no frame at the frame rate, after
  /// the hand was seen: the hand never leaves the view.
  private func frameless(
    _ script: SynthScript,
    timeline: SynthTimeline,
    segmentOfFrame: [Int]
  ) -> [SynthWarning] {
    let framed = Set(segmentOfFrame)
    return timeline.segments.indices.dropFirst().compactMap { index in
      let segment = timeline.segments[index]
      guard !segment.to.isVisible, !framed.contains(index),
        timeline.segments[index - 1].to.isVisible
      else { return nil }
      return SynthWarning(
        line: segment.line == 0 ? nil : segment.line,
        message: "'\(script.steps[segment.step].action.scriptText)' has no "
          + "frame at \(NumberFormat.shortest(frameRate)) fps: the hand is "
          + "never out of view"
      )
    }
  }

  /// Adds seeded Gaussian jitter to every joint coordinate of every hand,
  /// frame by frame, joint by joint, `x`, `y`, then depth.
  private func addNoise(to frames: inout [Frame]) {
    var random = SynthRandom(seed: seed)
    for frameIndex in frames.indices {
      for handIndex in frames[frameIndex].hands.indices {
        var hand = frames[frameIndex].hands[handIndex]
        for joint in Joint.allCases {
          guard var landmark = hand[joint] else { continue }
          landmark.position.x = Self.rounded(
            landmark.position.x + noise * random.gaussian()
          )
          landmark.position.y = Self.rounded(
            landmark.position.y + noise * random.gaussian()
          )
          let depth = (landmark.depth ?? 0) + noise * random.gaussian()
          landmark.depth = Self.rounded(depth)
          hand[joint] = landmark
        }
        frames[frameIndex].hands[handIndex] = hand
      }
    }
  }

  /// Rounds a coordinate to 6 decimals, never giving `-0`.
  static func rounded(_ value: Double) -> Double {
    let result = (value * 1_000_000).rounded() / 1_000_000
    return result == 0 ? 0 : result
  }
}
