/// The stage of static poses: the hand's shape read each frame, and held
/// for a dwell before a pose begins (see ``PoseRecognizer`` and
/// `Docs/Gestures/Poses.md`).
///
/// A frame whose hand cannot be read (a joint missing, below the gate or
/// not finite) changes nothing.
struct PoseStage: Sendable {
  private let settings: GestureConfiguration.Poses
  /// The descriptions read, in the classifier's order.
  private let descriptions: [PoseDescription]
  /// Each description's name, held inline for the diagnostics.
  private let names: [PoseName]
  /// Each description's dwell and release delay, its own or the
  /// settings'.
  private let timings: [(dwell: Double, releaseDelay: Double)]
  /// The classifier, at an address that does not move: it is read through
  /// a pointer (see `PoseClassifier.reading(at:of:held:facing:)`).
  private let classifier: ClassifierBox
  private var recognizer = PoseRecognizer<Int>()

  /// Creates the poses of a configuration.
  ///
  /// - Parameter settings: The pose settings.
  init(_ settings: GestureConfiguration.Poses) {
    self.settings = settings
    descriptions = settings.descriptions
    // A valid description's name has at most 40 bytes.
    names = descriptions.map { PoseName(prefixOf: $0.name) }
    timings = descriptions.map {
      ($0.dwell ?? settings.dwell, $0.releaseDelay ?? settings.releaseDelay)
    }
    classifier = ClassifierBox(PoseClassifier(settings: settings))
  }

  /// The joints the stage reads.
  static let joints = PoseClassifier.joints

  /// A stage for an engine whose configuration has poses off, never run:
  /// the built-in poses, shared by every such engine.
  static let idle = PoseStage(GestureConfiguration.Poses(isEnabled: false))

  /// Runs one frame of a hand that is seen, writing the pose held to the
  /// diagnostics when it changes.
  // A function of its own: see Docs/Performance/WhereTheTimeGoes.md.
  @inline(never)
  mutating func update(
    _ frame: StageFrame,
    diagnostics: inout HandDiagnostics,
    emitter: inout EventEmitter
  ) {
    guard
      let reading = PoseClassifier.reading(
        at: classifier.pointer,
        of: frame.joints,
        held: recognizer.pose,
        facing: frame.palmFacing
      )
    else { return }
    // The candidate's dwell, or the held pose's release delay; a held pose
    // that holds reads neither.
    var dwell = settings.dwell
    var releaseDelay = settings.releaseDelay
    if !reading.holds, let position = recognizer.pose ?? reading.pose {
      (dwell, releaseDelay) = timings[position]
    }
    switch recognizer.update(
      match: reading.pose,
      holding: reading.holds,
      at: frame.time,
      dwell: dwell,
      releaseDelay: releaseDelay
    ) {
    case .began(let position):
      diagnostics.pose = names[position]
      emitter.emit(
        .pose,
        .began,
        name: descriptions[position].name,
        score: score(of: position, in: frame)
      )
    case .ended(let position):
      diagnostics.pose = nil
      emitter.emit(.pose, .ended, name: descriptions[position].name)
    case nil: break
    }
  }

  /// The score of a pose that begins (see
  /// ``PoseDescription/score(of:settings:)``).
  private func score(of position: Int, in frame: StageFrame) -> Double {
    guard
      let measures = PoseClassifier.scoreMeasures(
        of: frame.joints,
        settings: settings
      )
    else { return 0 }
    return descriptions[position].score(of: measures, settings: settings)
  }

  /// Ends a held pose: the hand was lost, and a pose is a shape of a hand
  /// that is seen.
  mutating func end(
    diagnostics: inout HandDiagnostics,
    emitter: inout EventEmitter
  ) {
    if let position = recognizer.reset() {
      diagnostics.pose = nil
      emitter.emit(.pose, .ended, name: descriptions[position].name)
    }
  }

  /// A pose classifier kept where it does not move, shared by the copies
  /// of a stage.
  ///
  /// `@unchecked Sendable`: its one pointer is to memory it owns, written
  /// once in `init` and only read after.
  private final class ClassifierBox: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<PoseClassifier>

    init(_ classifier: PoseClassifier) {
      pointer = .allocate(capacity: 1)
      pointer.initialize(to: classifier)
    }

    deinit {
      pointer.deinitialize(count: 1)
      pointer.deallocate()
    }
  }
}
