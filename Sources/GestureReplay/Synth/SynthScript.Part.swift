import GestureCore

extension SynthScript {
  /// The steps of one hand in a script: a script has a part for each hand
  /// it describes, one or two.
  ///
  /// A part's timeline starts at time 0, whatever part comes before it in
  /// the text, and its hand is out of view after its last step.
  public struct Part: Hashable, Sendable {
    /// The part's steps, in script order, its `hand` step first in a
    /// script of two hands.
    public var steps: [Step]

    /// Creates a part.
    ///
    /// - Parameter steps: The part's steps, in order.
    public init(steps: [Step]) {
      self.steps = steps
    }

    /// The hand the part names with its last `hand` step, if it has one.
    public var chirality: Chirality? {
      for step in steps.reversed() {
        if case .hand(let side) = step.action { return side }
      }
      return nil
    }

    /// The part's length in time: the sum of its steps' durations, in
    /// seconds.
    public var duration: Double {
      steps.reduce(0) { $0 + $1.action.duration }
    }
  }

  /// The parts of the script, one for each hand, in script order.
  ///
  /// A part after the first starts at a `hand` step that comes after the
  /// current part's hand has appeared (an `open`, `pinch`, `release` or
  /// `move`); a script that never does so has one part, all its steps.
  public var parts: [Part] {
    partRanges.map { Part(steps: Array(steps[$0])) }
  }

  /// The ranges of ``steps`` each part spans, in order.
  var partRanges: [Range<Int>] {
    var ranges: [Range<Int>] = []
    var start = 0
    var hasAppeared = false
    for (index, step) in steps.enumerated() {
      switch step.action {
      case .hand where hasAppeared:
        ranges.append(start..<index)
        start = index
        hasAppeared = false
      case .open, .pinch, .release, .move:
        hasAppeared = true
      default:
        break
      }
    }
    ranges.append(start..<steps.count)
    return ranges
  }
}
