import GestureCore
import GestureReplay

/// A random gesture script, step by step, and what the two built-in
/// configurations' rules make of it, computed again without the
/// synthesizer or the engine: the independent model the synthesizer's
/// warnings are checked against.
///
/// The hand starts at (0.5, 0.5) and stays inside the image; each step is
/// on a line of its own, the first step on line 2 (`at 0.5 0.5` is line 1).
struct SynthScriptModel {
  /// A timed step and where it is.
  struct Step {
    enum Kind: Equatable {
      case open, hold, pinch, release, lose
      /// A move by (dx, dy) in display units.
      case move(dx: Double, dy: Double, isLinear: Bool)
    }

    var kind: Kind
    var line: Int
    var start: Double
    var duration: Double
    /// Whether the hand is pinched (for the script) as the step starts.
    var isPinched: Bool

    var end: Double { start + duration }
  }

  /// What the rules make of a step, when the model is sure.
  enum Verdict: Equatable {
    /// The configuration sees the step's gesture.
    case seen
    /// It does not.
    case unseen
    /// The model is not sure either way.
    case unsure
  }

  private(set) var steps: [Step] = []
  private(set) var text = "at 0.5 0.5"

  /// Makes a random script.
  ///
  /// - Parameter random: The generator; the same seed gives the same
  ///   script.
  init(using random: inout SplitMix64) {
    var x = 0.5
    var y = 0.5
    var pinched = false
    var time = 0.0
    func append(_ kind: Step.Kind, _ duration: Double, _ text: String) {
      steps.append(
        Step(
          kind: kind,
          line: steps.count + 2,
          start: time,
          duration: duration,
          isPinched: pinched
        )
      )
      self.text += "\n" + text
      time += duration
    }
    append(.open, 0.4, "open 0.4s")
    for _ in 0..<Int.random(in: 3...7, using: &random) {
      let duration = Double(Int.random(in: 2...6, using: &random)) / 10
      let seconds = "\(duration)s"
      switch Int.random(in: 0..<10, using: &random) {
      case 0, 1:
        append(.hold, duration, "hold " + seconds)
      case 2:
        if pinched {
          append(.release, duration, "release " + seconds)
        } else {
          append(.pinch, duration, "pinch " + seconds)
        }
        pinched.toggle()
      case 3:
        append(.open, duration, "open " + seconds)
        pinched = false
      case 4:
        append(.lose, duration, "lose " + seconds)
        append(.open, 0.3, "open 0.3s")
        pinched = false
      default:
        let horizontal = Bool.random(using: &random)
        let distance = Double(Int.random(in: 5...25, using: &random)) / 100
        let position = horizontal ? x : y
        let forward = position + distance <= 0.75
        let signed = forward ? distance : -distance
        let direction =
          horizontal ? (forward ? "right" : "left") : (forward ? "down" : "up")
        let isLinear = Bool.random(using: &random)
        append(
          .move(
            dx: horizontal ? signed : 0,
            dy: horizontal ? 0 : signed,
            isLinear: isLinear
          ),
          duration,
          "move \(direction) \(distance) over \(seconds) "
            + (isLinear ? "linear" : "smooth")
        )
        if horizontal { x += signed } else { y += signed }
        append(.hold, 0.4, "hold 0.4s")
      }
    }
    append(.hold, 0.5, "hold 0.5s")
  }

  /// The script's length, in seconds.
  var duration: Double { steps.last?.end ?? 0 }

  /// The frames' times at a frame rate: `i / fps` up to the end.
  func frameTimes(fps: Double) -> [Double] {
    (0...Int((duration * fps + 1e-6).rounded(.down))).map { Double($0) / fps }
  }

  /// The step a time falls in: the last one starting at or before it.
  func step(at time: Double) -> Step {
    steps.last { $0.start <= time + 1e-9 } ?? steps[0]
  }

  /// Whether the hand is in the frame at a time.
  func isVisible(at time: Double) -> Bool {
    step(at: time).kind != .lose
  }

  /// The index tip (and every joint with it) at a time, in display units.
  func position(at time: Double) -> Point {
    var point = Point(x: 0.5, y: 0.5)
    for step in steps where step.start < time {
      guard case .move(let dx, let dy, let isLinear) = step.kind else {
        continue
      }
      let u = min(max((time - step.start) / step.duration, 0), 1)
      let progress = isLinear ? u : u * u * (3 - 2 * u)
      point.x += dx * progress
      point.y += dy * progress
    }
    return point
  }

  /// Whether a pinch or release step shows its end: the frame at or after
  /// its end shows the hand, so the thumb is seen closed (or open).
  func showsEnd(of step: Step, fps: Double) -> Bool {
    guard
      let time = frameTimes(fps: fps).first(where: { $0 >= step.end - 1e-9 })
    else { return false }
    return isVisible(at: time)
  }

  /// Whether handKit sees a move: the median of the last 5 frame-to-frame
  /// index-tip displacements, from the last frame that showed the hand,
  /// above 0.01 (the design contract's rule), by a margin either way.
  func handKitVerdict(_ step: Step, fps: Double) -> Verdict {
    var displacements: [Double] = []
    var last: Point?
    var peak = 0.0
    for time in frameTimes(fps: fps) where isVisible(at: time) {
      let point = position(at: time)
      if let last { displacements.append(point.distance(to: last)) }
      last = point
      guard time >= step.start, time <= step.end + 5 / fps else { continue }
      let window = displacements.suffix(5).sorted()
      guard !window.isEmpty else { continue }
      let middle = window.count / 2
      let median =
        window.count % 2 == 1
        ? window[middle] : (window[middle - 1] + window[middle]) / 2
      peak = max(peak, median)
    }
    return peak > 0.015 ? .seen : peak < 0.007 ? .unseen : .unsure
  }

  /// Whether adaptive sees a move: the palm's speed over 0.2 s above 0.2
  /// units per second, by a margin either way; a move while pinched is
  /// held back by the pinch, which preempts it. A move that may be a flick
  /// (a travel within 0.15 s above 0.85 times 1.4 palm sizes of the
  /// default hand, 0.12) may be a swipe, which preempts the movement: unsure.
  func adaptiveVerdict(_ step: Step, fps: Double) -> Verdict {
    if step.isPinched { return .unseen }
    var peak = 0.0
    var flick = 0.0
    for time in frameTimes(fps: fps)
    where time >= step.start && time <= step.end + 0.3 {
      peak = max(
        peak,
        position(at: time).distance(to: position(at: time - 0.2)) / 0.2
      )
      flick = max(
        flick,
        position(at: time).distance(to: position(at: time - 0.15))
      )
    }
    if flick > 0.85 * 1.4 * 0.12 { return .unsure }
    return peak > 0.3 ? .seen : peak < 0.14 ? .unseen : .unsure
  }

  /// The time adaptive reports the hand lost during a `lose` step, if it
  /// does: at the first frame without the hand more than its 0.3 s loss
  /// timeout after the last frame with it.
  func adaptiveLoss(_ step: Step, fps: Double) -> Double? {
    let times = frameTimes(fps: fps)
    guard let lastSeen = times.last(where: { $0 < step.start - 1e-9 }) else {
      return nil
    }
    return times.first {
      $0 >= step.start - 1e-9 && $0 < step.end - 1e-9
        && $0 - lastSeen > 0.3 + 1e-9
    }
  }
}
