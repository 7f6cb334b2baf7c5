import GestureCore

/// The poses a configuration reads from labelled static hands, each sample
/// compared with what its label means.
///
/// Each sample is read through the whole engine, as an app would see it
/// held: a `GestureEngine` of the configuration, in the sample's
/// coordinate space, is given the sample's hand, unchanged, in frames at
/// ``frameRate`` (30 per second) from 0 s to two frames past the
/// longest dwell of the configuration's poses (``holdFrameCount(for:)``:
/// the settings' dwell, or a description's own if longer); what it reads
/// is the name of the first `pose began` event, or no pose when there is
/// none. So the confidence gate, the hand's score, the coordinate space
/// and `GestureConfiguration.Poses.isEnabled` count, as
/// they do for an app; on a hand whose every joint passes the gate, the
/// reading is `PoseClassifier.pose(of:in:gate:)`'s.
///
/// What a sample must read comes from its label (``PoseExpectation``):
/// the pose of that name, `pointingUp` or no pose for `pointer` by the
/// index finger's direction, no pose for labels starting with `none`;
/// other labels are counted but not scored. A sample whose hand cannot
/// be read at all (``PoseUnreadable``: a joint the classifier needs missing
/// or below the gate, a degenerate hand) is counted as unreadable, apart:
/// not scored, and in no accuracy or false-positive share.
///
/// ```swift
/// let set = try PoseSampleSet(contentsOfFile: "poses.json")
/// let evaluation = PoseEvaluation(set.samples, configuration: .handKit)
/// for summary in evaluation.labels {
///   print(summary.label ?? "-", summary.tally.accuracy ?? .nan)
/// }
/// ```
public struct PoseEvaluation: Hashable, Sendable {
  /// One sample's reading and whether it is right.
  public struct Outcome: Hashable, Sendable {
    /// The sample's ``PoseSample/id``.
    public var id: String
    /// The sample's label, if any.
    public var label: String?
    /// Who recorded the sample, if known.
    public var recorder: String?
    /// What the label means.
    public var expectation: PoseExpectation
    /// For a ``PoseExpectation/pointer`` sample, where its index finger
    /// points.
    public var band: PointerBand?
    /// The index finger's angle from up, in degrees, for a
    /// ``PoseExpectation/pointer`` sample whose angle can be measured.
    public var indexAngleFromUp: Double?
    /// What the sample must read.
    public var target: PoseTarget
    /// The name of the pose read, or `nil` for no pose (and for an
    /// unreadable sample).
    public var read: String?
    /// Why the sample's hand cannot be read at all, or `nil` when it can:
    /// such a sample is counted apart, and not scored.
    public var unreadable: PoseUnreadable?
    /// The sample's index in its file, if known.
    public var index: Int?

    /// Creates an outcome.
    ///
    /// - Parameters:
    ///   - id: The sample's identity.
    ///   - label: The sample's label.
    ///   - recorder: Who recorded it.
    ///   - expectation: What the label means.
    ///   - band: A pointer sample's band.
    ///   - indexAngleFromUp: A pointer sample's angle from up, in degrees.
    ///   - target: What the sample must read.
    ///   - read: The pose read, or `nil`.
    ///   - unreadable: Why the hand cannot be read, or `nil`.
    ///   - index: The sample's index in its file.
    public init(
      id: String,
      label: String?,
      recorder: String? = nil,
      expectation: PoseExpectation,
      band: PointerBand? = nil,
      indexAngleFromUp: Double? = nil,
      target: PoseTarget,
      read: String?,
      unreadable: PoseUnreadable? = nil,
      index: Int? = nil
    ) {
      self.unreadable = unreadable
      self.index = index
      self.id = id
      self.label = label
      self.recorder = recorder
      self.expectation = expectation
      self.band = band
      self.indexAngleFromUp = indexAngleFromUp
      self.target = target
      self.read = read
    }

    /// Whether the reading meets the target; `nil` when not scored (the
    /// target is ``PoseTarget/unscored``, or the sample is unreadable).
    public var isRight: Bool? {
      unreadable == nil ? target.isMet(by: read) : nil
    }
  }

  /// The frame rate of the frames a sample is held for: 30 per second.
  public static let frameRate = 30.0

  /// The name of the configuration that read the samples.
  public var configurationName: String
  /// How many frames each sample was held for, at ``frameRate``.
  public var holdFrameCount: Int
  /// Each sample's outcome, in the order of the samples.
  public var outcomes: [Outcome]

  /// Reads every sample with a configuration and compares the readings
  /// with the labels.
  ///
  /// - Parameters:
  ///   - samples: The samples.
  ///   - configuration: The configuration to read them with; must be valid
  ///     (see `GestureConfiguration.validate()`).
  ///   - expectations: What labels mean, where not what
  ///     ``PoseExpectation/init(label:poses:)`` says.
  /// - Complexity: O(*n* × *f*) for *n* samples held for *f* frames.
  public init(
    _ samples: [PoseSample],
    configuration: GestureConfiguration,
    expectations: [String: PoseExpectation] = [:]
  ) {
    configurationName = configuration.name
    let descriptions = configuration.poses.descriptions
    holdFrameCount = Self.holdFrameCount(for: configuration)
    let names = descriptions.map(\.name)
    let classifier = PoseClassifier(settings: configuration.poses)
    outcomes = samples.map { sample in
      let expectation =
        sample.label.flatMap { expectations[$0] }
        ?? PoseExpectation(label: sample.label, poses: names)
      let angle =
        expectation == .pointer ? sample.indexAngleFromUp : nil
      let (target, band) = expectation.target(indexAngleFromUp: angle)
      let unreadable = PoseUnreadable.reason(
        sample,
        configuration: configuration,
        classifier: classifier
      )
      return Outcome(
        id: sample.id,
        label: sample.label,
        recorder: sample.recorder,
        expectation: expectation,
        band: band,
        indexAngleFromUp: angle,
        target: target,
        read: unreadable == nil
          ? Self.read(sample, configuration: configuration) : nil,
        unreadable: unreadable,
        index: sample.index
      )
    }
  }

  /// Creates an evaluation from outcomes already read.
  ///
  /// - Parameters:
  ///   - outcomes: The outcomes, in the order of the samples.
  ///   - configurationName: The name of the configuration that read them.
  ///   - holdFrameCount: How many frames each sample was held for.
  public init(
    outcomes: [Outcome],
    configurationName: String,
    holdFrameCount: Int
  ) {
    self.outcomes = outcomes
    self.configurationName = configurationName
    self.holdFrameCount = holdFrameCount
  }

  /// The seconds a sample is held for: the time of its last frame.
  public var holdDuration: Double {
    Double(holdFrameCount - 1) / Self.frameRate
  }

  /// Returns how many frames a sample is held for under a configuration:
  /// ``holdFrameCount(dwell:)`` of the longest dwell of its poses (the
  /// settings' dwell, or a description's own if longer).
  ///
  /// - Parameter configuration: The configuration.
  /// - Returns: The frame count.
  public static func holdFrameCount(
    for configuration: GestureConfiguration
  ) -> Int {
    holdFrameCount(
      dwell: configuration.poses.descriptions.reduce(
        configuration.poses.dwell
      ) { Swift.max($0, $1.dwell ?? 0) }
    )
  }

  /// Returns how many frames a sample is held for: frames at
  /// ``frameRate`` from 0 s until two frames past the dwell, so that a pose
  /// that matches from the first frame begins (it must match for longer
  /// than the dwell) with a frame to spare.
  ///
  /// - Parameter dwell: The configuration's pose dwell, in seconds.
  /// - Returns: The frame count: 9 for the default dwell of 0.2 s.
  public static func holdFrameCount(dwell: Double) -> Int {
    Int((dwell * frameRate).rounded(.down)) + 3
  }

  /// Returns the pose a configuration reads from a sample held still.
  ///
  /// - Parameters:
  ///   - sample: The sample.
  ///   - configuration: The configuration; must be valid.
  /// - Returns: The name of the first pose that begins, or `nil`.
  /// - Complexity: O(*f*) for the configuration's
  ///   ``holdFrameCount(for:)``.
  public static func read(
    _ sample: PoseSample,
    configuration: GestureConfiguration
  ) -> String? {
    var engine = GestureEngine(
      configuration: configuration,
      coordinates: sample.coordinates
    )
    var frame = Frame(time: 0, hands: [sample.hand])
    var events: [GestureEvent] = []
    for index in 0..<holdFrameCount(for: configuration) {
      frame.time = Double(index) / frameRate
      events.removeAll(keepingCapacity: true)
      engine.process(frame, into: &events)
      for event in events where event.gesture == .pose && event.phase == .began
      {
        return event.name
      }
    }
    return nil
  }
}
