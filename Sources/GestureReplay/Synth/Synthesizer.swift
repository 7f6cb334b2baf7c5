import GestureCore

/// A maker of synthetic traces: a gesture script in, a realistic 21-joint
/// hand recording with its expected events out.
///
/// The synthesizer draws a hand of plausible proportions (see the script
/// language in ``SynthScript``) at `i / frameRate` seconds for every frame
/// `i` up to the script's end. It places the hand in the display frame the
/// user sees, then writes each joint in the raw frame of ``coordinates``
/// through the inverse of `CoordinateSpace.displayPoint(_:)`, so that a
/// `move right` is a movement to the user's right whatever the camera: a
/// mirrored (front) camera's raw `x` decreases. Coordinates are rounded to
/// 6 decimals; with ``noise`` above 0 each joint coordinate (`x`, `y` and
/// depth) gets independent Gaussian jitter from a generator seeded with
/// ``seed``. The same script and settings always give the same trace, bit
/// for bit, on every platform.
///
/// The trace's `expect` list is what the script did, read with the handKit
/// rules of the design contract, and its `expectIgnoring` is
/// `slider.changed`:
/// - `hand found` and `hand lost` at the frames where the hand appears and
///   disappears;
/// - `pinch began` and `ended` at the frames where the thumb-index distance
///   crosses handKit's thresholds, within the pinch and release steps;
/// - `movement began` and `ended`, and `slider began` and `ended`, where
///   the median of 5 index-tip displacements crosses the start and stop
///   thresholds: a few frames after a move starts, shortly after it ends.
///   The slider's expected value is its start value plus 100 times the
///   horizontal distance moved, clamped to 0-100; its tolerance is 100
///   times the distance the hand covers before the slider takes its
///   reference and after its last update, plus the noise bound.
///
/// Time windows run from the earliest to the latest frame at which an
/// event can happen given the noise. The noise model: a distance between
/// two noisy points is off by at most ``noiseBound``, `3√2 σ` (three
/// standard deviations of the difference of two noisy coordinates), except
/// for at most one outlier in any 5 consecutive frames, off by at most
/// twice that. With no noise each window is the frame of the event. When
/// the noise could change an event (a move barely fast enough, a hand
/// that only just leaves the pinch), the result carries a warning.
///
/// The trace's `expectFor.adaptive` is the same script read with the rules
/// of `GestureConfiguration.adaptive`: a loss only after the loss
/// timeout, with cancellations; the pinch in palm sizes; the movement by
/// the palm's speed over its time window, with the lag of its median; the
/// slider from where the movement began; a move while pinched held back.
/// Where a pinch may begin during a movement, which exclusive arbitration
/// makes wait, it ignores adaptive's pinch, movement and slider events
/// and warns. Adaptive's warnings start with `adaptive:`.
///
/// ```swift
/// let script = try SynthScript(parsing: "open 0.5s; pinch 0.2s; hold 0.5s")
/// let result = Synthesizer(frameRate: 60, noise: 0.0005).synthesize(script)
/// let replay = Replay.run(result.trace)
/// ExpectationReport(trace: result.trace, events: replay.events).isSuccess
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
  /// The hand's chirality until a script's `hand` step.
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

  /// Returns the trace a script describes, with its expected events.
  ///
  /// - Parameter script: The gesture script.
  /// - Returns: The trace and what the synthesizer noticed about the script.
  /// - Precondition: The settings are within their ranges, ``chirality`` is
  ///   `left` or `right`, ``confidence`` is from 0 to 1 and ``position`` is
  ///   finite.
  /// - Complexity: O(*n*) in the number of frames.
  public func synthesize(_ script: SynthScript) -> SynthResult {
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
      chirality != .unknown,
      "A synthesizer's hand must be left or right."
    )

    let timeline = SynthTimeline(script: script, settings: self)
    let segmentOfFrame = timeline.segmentIndices(frameRate: frameRate)
    var frames: [Frame] = []
    frames.reserveCapacity(segmentOfFrame.count)
    var outside: [SynthWarning] = []
    var wasOutside = false
    for (index, segmentIndex) in segmentOfFrame.enumerated() {
      let time = Double(index) / frameRate
      let segment = timeline.segments[segmentIndex]
      let pose = segment.pose(at: time)
      guard pose.isVisible else {
        frames.append(Frame(time: time))
        wasOutside = false
        continue
      }
      let joints = HandTemplate.joints(
        indexTip: pose.indexTip,
        size: pose.size,
        chirality: timeline.chirality,
        pinch: pose.pinch
      )
      let isOutside = joints.contains {
        !(0...1).contains($0.point.x) || !(0...1).contains($0.point.y)
      }
      if isOutside, !wasOutside {
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
      wasOutside = isOutside
      let landmarks = joints.map { joint in
        let raw = coordinates.rawPoint(joint.point)
        return Landmark(
          x: Self.rounded(raw.x),
          y: Self.rounded(raw.y),
          depth: Self.rounded(joint.depth),
          confidence: timeline.confidence
        )
      }
      frames.append(
        Frame(
          time: time,
          hands: [
            Hand(
              chirality: timeline.chirality,
              score: Self.score,
              landmarks: landmarks
            )
          ]
        )
      )
    }

    let planner = SynthExpectationPlanner(
      frames: frames,
      script: script,
      timeline: timeline,
      segmentOfFrame: segmentOfFrame,
      synthesizer: self
    )
    let adaptivePlanner = SynthAdaptivePlanner(
      frames: frames,
      script: script,
      timeline: timeline,
      segmentOfFrame: segmentOfFrame,
      synthesizer: self
    )
    if noise > 0 {
      addNoise(to: &frames)
    }
    var trace = Trace(
      source: "synth",
      frameRate: frameRate,
      coordinates: coordinates,
      frames: frames,
      expectations: planner.expectations,
      ignoredEvents: [
        EventPattern(gesture: .slider, phase: .changed),
        // A script names no pose or swipe: the trace does not speak of them.
        EventPattern(gesture: .pose), EventPattern(gesture: .swipe),
      ]
    )
    trace.expectationsByConfiguration[GestureConfiguration.adaptive.name] =
      ExpectationSet(
        expectations: adaptivePlanner.expectations,
        ignoredEvents: adaptivePlanner.ignoredEvents
      )
    let warnings = (outside + planner.warnings + adaptivePlanner.warnings)
      .enumerated().sorted {
        ($0.element.line ?? 0, $0.offset) < ($1.element.line ?? 0, $1.offset)
      }.map(\.element)
    return SynthResult(trace: trace, warnings: warnings)
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
