/// The stage of static poses: the hand's shape read each frame, and held
/// for a dwell before a pose begins (see ``PoseRecognizer`` and
/// `Docs/Gestures.md`).
///
/// A frame whose hand cannot be read (a joint missing, below the gate or
/// not finite) changes nothing.
struct PoseStage: Sendable {
  private let settings: GestureConfiguration.Poses
  /// The classifier, at an address that does not move: it is read through
  /// a pointer (see `PoseClassifier.reading(at:of:held:)`).
  private let classifier: ClassifierBox
  private var recognizer = PoseRecognizer()

  /// Creates the poses of a configuration.
  ///
  /// - Parameter settings: The pose settings.
  init(_ settings: GestureConfiguration.Poses) {
    self.settings = settings
    classifier = ClassifierBox(PoseClassifier(settings: settings))
  }

  /// The joints the stage reads.
  static let joints = PoseClassifier.joints

  /// Runs one frame of a hand that is seen.
  // A function of its own: see Docs/Performance.md.
  @inline(never)
  mutating func update(_ frame: StageFrame, emitter: inout EventEmitter) {
    guard
      let reading = PoseClassifier.reading(
        at: classifier.pointer,
        of: frame.joints,
        held: recognizer.pose
      )
    else { return }
    switch recognizer.update(
      match: reading.pose,
      holding: reading.holds,
      at: frame.time,
      dwell: settings.dwell,
      releaseDelay: settings.releaseDelay
    ) {
    case .began(let pose): emitter.emit(.pose, .began, name: pose.rawValue)
    case .ended(let pose): emitter.emit(.pose, .ended, name: pose.rawValue)
    case nil: break
    }
  }

  /// Ends a held pose: the hand was lost, and a pose is a shape of a hand
  /// that is seen.
  /// The pose held, if any.
  var held: Pose? { recognizer.pose }

  mutating func end(emitter: inout EventEmitter) {
    if let pose = recognizer.reset() {
      emitter.emit(.pose, .ended, name: pose.rawValue)
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
