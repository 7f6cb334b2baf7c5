import GestureCore

/// A script laid out in time: one segment per timed step, each with the
/// hand's pose at its start and end.
struct SynthTimeline {
  /// What the script makes of the hand at an instant.
  struct Pose: Hashable {
    /// Whether the hand is in the frame.
    var isVisible = false
    /// The index tip, in normalized display units.
    var indexTip: Point
    /// How far the thumb has closed, from 0 (open) to 1 (pinched).
    var pinch: Double = 0
    /// The wrist to middle MCP distance, in normalized units.
    var size: Double
  }

  /// How a segment goes from its start pose to its end pose.
  enum Motion: Hashable {
    /// Nothing changes.
    case still
    /// The thumb closes or opens, easing in and out.
    case pinch
    /// The hand translates with a speed profile.
    case move(SynthScript.MotionProfile)
  }

  /// One timed step.
  struct Segment: Hashable {
    /// The index of the step in the script.
    var step: Int
    /// The step's line in the script text.
    var line: Int
    /// When the step starts, in seconds.
    var start: Double
    /// How long it lasts, in seconds; greater than 0.
    var duration: Double
    /// The pose as the step starts.
    var from: Pose
    /// The pose as the step ends.
    var to: Pose
    /// How the pose changes in between.
    var motion: Motion

    /// When the step ends, in seconds.
    var end: Double { start + duration }

    /// Returns the pose at a time, clamped to the segment.
    func pose(at time: Double) -> Pose {
      let u = (time - start) / duration
      var pose = to
      switch motion {
      case .still:
        break
      case .pinch:
        let progress = SynthScript.MotionProfile.smooth.progress(at: u)
        pose.pinch = from.pinch + (to.pinch - from.pinch) * progress
      case .move(let profile):
        let progress = profile.progress(at: u)
        pose.indexTip = Point(
          x: from.indexTip.x + (to.indexTip.x - from.indexTip.x) * progress,
          y: from.indexTip.y + (to.indexTip.y - from.indexTip.y) * progress
        )
      }
      return pose
    }
  }

  /// The timed steps, in order, back to back from time 0.
  var segments: [Segment] = []
  /// The hand's chirality.
  var chirality: Chirality
  /// Every joint's confidence, from 0 to 1.
  var confidence: Double
  /// The script's length, in seconds: the part's, for a part.
  var duration: Double = 0
  /// The part's steps in the script's.
  var steps: Range<Int>

  /// Lays out a script's part with a synthesizer's starting settings.
  ///
  /// - Parameters:
  ///   - script: The script.
  ///   - range: The part's steps in the script's; all of them by default.
  ///     Segments keep the steps' indices in the whole script.
  ///   - settings: The synthesizer, for the hand's starting settings.
  init(
    script: SynthScript,
    steps range: Range<Int>? = nil,
    settings: Synthesizer
  ) {
    chirality = settings.chirality
    confidence = settings.confidence
    steps = range ?? script.steps.indices
    var pose = Pose(indexTip: settings.position, size: settings.handSize)
    for index in steps {
      let step = script.steps[index]
      let from = pose
      var motion = Motion.still
      switch step.action {
      case .hand(let side):
        chirality = side
      case .confidence(let value):
        confidence = value
      case .size(let size):
        pose.size = size
      case .at(let point):
        pose.indexTip = point
      case .open:
        pose.isVisible = true
        pose.pinch = 0
      case .hold:
        break
      case .pinch:
        pose.isVisible = true
        pose.pinch = 1
        motion = .pinch
      case .release:
        pose.isVisible = true
        pose.pinch = 0
        motion = .pinch
      case .move(let direction, let distance, _, let profile):
        pose.isVisible = true
        switch direction {
        case .left: pose.indexTip.x -= distance
        case .right: pose.indexTip.x += distance
        case .up: pose.indexTip.y -= distance
        case .down: pose.indexTip.y += distance
        }
        motion = .move(profile)
      case .lose:
        pose.isVisible = false
      }
      let stepDuration = step.action.duration
      guard stepDuration > 0 else { continue }
      var start = from
      // A step shows the hand from its first instant; `open` opens it at
      // once.
      start.isVisible = pose.isVisible
      if case .open = step.action { start.pinch = 0 }
      segments.append(
        Segment(
          step: index,
          line: step.line,
          start: duration,
          duration: stepDuration,
          from: start,
          to: pose,
          motion: motion
        )
      )
      duration += stepDuration
    }
  }

  /// The frame times at a frame rate: `i / frameRate` for every `i` from 0
  /// while the time is not past the end, so the last frame shows the end.
  func frameCount(frameRate: Double) -> Int {
    Int((duration * frameRate + 1e-6).rounded(.down)) + 1
  }

  /// Returns the index tip's display `x` at a time: that of the last
  /// segment starting at or before it (the first segment before time 0).
  func indexX(at time: Double) -> Double {
    indexTip(at: time).x
  }

  /// Returns where the index tip is at a time, in normalized units.
  ///
  /// - Parameter time: The time, in seconds.
  /// - Returns: The index tip's position.
  func indexTip(at time: Double) -> Point {
    let segment =
      segments.lastIndex { $0.start <= time + 1e-9 }.map { segments[$0] }
      ?? segments[0]
    return segment.pose(at: time).indexTip
  }

  /// Returns the farthest the index tip gets, horizontally, from where it
  /// is at one time, up to another.
  ///
  /// - Parameters:
  ///   - from: The time it is measured from, in seconds.
  ///   - to: The time it is measured to, before or after `from`.
  /// - Returns: The largest `|x(t) - x(from)|` for `t` between the two, in
  ///   normalized display units.
  func horizontalReach(from: Double, to: Double) -> Double {
    let low = Swift.min(from, to)
    let high = Swift.max(from, to)
    // Within a segment x changes monotonically: the farthest point is at
    // an end of one.
    let times =
      [low, high] + segments.map(\.start).filter { $0 > low && $0 < high }
    let origin = indexX(at: from)
    return times.map { abs(indexX(at: $0) - origin) }.max() ?? 0
  }

  /// Returns, for each frame time in order, the index of its segment.
  ///
  /// A frame belongs to the last segment that starts at or before it (with
  /// a nanosecond of slack for rounding); frames at or after the end
  /// belong to the last segment.
  ///
  /// - Parameters:
  ///   - frameRate: Frames per second.
  ///   - frameCount: How many frames the trace has; the timeline's own
  ///     count by default.
  /// - Returns: The segment index of each frame.
  func segmentIndices(frameRate: Double, frameCount: Int? = nil) -> [Int] {
    var indices: [Int] = []
    var current = 0
    for frame in 0..<(frameCount ?? self.frameCount(frameRate: frameRate)) {
      let time = Double(frame) / frameRate
      while current + 1 < segments.count,
        segments[current + 1].start <= time + 1e-9
      {
        current += 1
      }
      indices.append(current)
    }
    return indices
  }
}
