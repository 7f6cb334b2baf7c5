/// When a hysteresis state machine switches, given a signal known only to
/// within noise bounds.
///
/// Each sample gives the signal the script implies (`nominal`) and the
/// lowest and highest values noise can turn it into (`low`, `high`). The
/// nominal signal run through the two conditions gives the nominal
/// transitions. Around each one, the window runs from the earliest sample
/// at which the transition *can* happen (some value between the bounds
/// meets the condition, on every sample back to the nominal one) to the
/// first sample by which it *must* have happened (`isCertain`). When no
/// sample makes it certain before the next transition, the window runs to
/// the last sample at which it can still happen, and the transition is
/// marked uncertain. Outside the windows, a sample at which the state
/// could flip although the nominal signal does not is a doubt. With no
/// noise every window is one sample and there is no doubt.
struct SynthSignalPlan {
  /// One sample of the signal and its noise bounds.
  struct Sample {
    /// The value without noise.
    var nominal: Double
    /// The lowest value noise can give.
    var low: Double
    /// The highest value noise can give.
    var high: Double
  }

  /// A transition of the nominal signal and its window, in samples.
  struct Transition {
    /// Whether the state turns on (`true`) or off.
    var isActivation: Bool
    /// The sample at which the nominal signal switches.
    var nominal: Int
    /// The earliest sample at which noise can make it switch.
    var earliest: Int
    /// The sample by which it must have switched or, when uncertain, the
    /// last at which it still can.
    var latest: Int
    /// Whether some sample forces the switch.
    var isCertain: Bool
  }

  /// A sample at which noise could flip the state although the nominal
  /// signal does not.
  struct Doubt {
    /// The sample.
    var sample: Int
    /// Whether the flip would turn the state on.
    var isActivation: Bool
  }

  /// The nominal transitions with their windows, in order.
  private(set) var transitions: [Transition] = []
  /// The first doubtful sample of each stretch between windows.
  private(set) var doubts: [Doubt] = []

  /// Plans the transitions of a signal.
  ///
  /// - Parameters:
  ///   - samples: The signal, in order.
  ///   - activates: Whether a value turns the state on from off.
  ///   - deactivates: Whether a value turns the state off from on.
  ///   - isCertain: Whether, at a sample, a condition must have held at
  ///     that sample or one before it, whatever the noise.
  init(
    samples: [Sample],
    activates: (Double) -> Bool,
    deactivates: (Double) -> Bool,
    isCertain: (_ sample: Int, _ condition: (Double) -> Bool) -> Bool
  ) {
    self.init(
      activationSamples: samples,
      deactivationSamples: samples,
      activates: activates,
      deactivates: deactivates,
      isCertain: { index, isActivation in
        isCertain(index, isActivation ? activates : deactivates)
      }
    )
  }

  /// Plans the transitions of a state machine that turns on by one
  /// signal and off by another, sampled at the same instants.
  ///
  /// - Parameters:
  ///   - activationSamples: The signal that turns the state on, in order.
  ///   - deactivationSamples: The signal that turns it off, one sample
  ///     for each of `activationSamples`.
  ///   - activates: Whether a value turns the state on from off.
  ///   - deactivates: Whether a value turns the state off from on.
  ///   - isCertain: Whether, at a sample, the activation (`true`) or the
  ///     deactivation must have happened at that sample or one before it,
  ///     whatever the noise.
  init(
    activationSamples: [Sample],
    deactivationSamples: [Sample],
    activates: (Double) -> Bool,
    deactivates: (Double) -> Bool,
    isCertain: (_ sample: Int, _ isActivation: Bool) -> Bool
  ) {
    precondition(
      activationSamples.count == deactivationSamples.count,
      "Internal inconsistency: the two signals have different lengths."
    )
    func possibly(_ condition: (Double) -> Bool, _ sample: Sample) -> Bool {
      condition(sample.low) || condition(sample.high)
    }
    let count = activationSamples.count
    var nominal: [(sample: Int, isActivation: Bool)] = []
    var isOn = false
    for index in 0..<count {
      if isOn
        ? deactivates(deactivationSamples[index].nominal)
        : activates(activationSamples[index].nominal)
      {
        isOn.toggle()
        nominal.append((index, isOn))
      }
    }
    for (position, transition) in nominal.enumerated() {
      let previous = position > 0 ? nominal[position - 1].sample : -1
      let next =
        position + 1 < nominal.count
        ? nominal[position + 1].sample : count
      let condition = transition.isActivation ? activates : deactivates
      let samples =
        transition.isActivation ? activationSamples : deactivationSamples
      var earliest = transition.sample
      while earliest - 1 > previous,
        possibly(condition, samples[earliest - 1])
      {
        earliest -= 1
      }
      var latest = (transition.sample..<next).first {
        isCertain($0, transition.isActivation)
      }
      let certain = latest != nil
      if latest == nil {
        var last = transition.sample
        while last + 1 < next, possibly(condition, samples[last + 1]) {
          last += 1
        }
        latest = last
      }
      transitions.append(
        Transition(
          isActivation: transition.isActivation,
          nominal: transition.sample,
          earliest: earliest,
          latest: latest ?? transition.sample,
          isCertain: certain
        )
      )
    }
    var state = false
    var from = 0
    for position in 0...transitions.count {
      let until =
        position < transitions.count
        ? transitions[position].earliest : count
      let flip = state ? deactivates : activates
      let samples = state ? deactivationSamples : activationSamples
      if from < until,
        let doubt = (from..<until).first(where: {
          possibly(flip, samples[$0])
        })
      {
        doubts.append(Doubt(sample: doubt, isActivation: !state))
      }
      if position < transitions.count {
        state = transitions[position].isActivation
        from = transitions[position].latest + 1
      }
    }
  }

  /// Returns the median of values: the middle one, or the mean of the two
  /// middle ones for an even count, as `SlidingMedian` gives it.
  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let count = sorted.count
    guard count > 0 else { return 0 }
    if count % 2 == 1 { return sorted[count / 2] }
    return (sorted[count / 2 - 1] + sorted[count / 2]) / 2
  }

  /// Returns the lowest and highest median of a window of noisy values.
  ///
  /// Every value lies within its `bound` of its nominal value, except at
  /// most one, which lies within its `outlier` bound.
  ///
  /// - Parameters:
  ///   - window: The nominal values.
  ///   - bound: How far noise usually moves a value.
  ///   - outlier: How far it can move the one value that is an outlier.
  ///   - floor: The smallest value there can be, such as 0 for distances.
  /// - Returns: The range the median can take.
  /// - Complexity: O(*w*² log *w*) for a window of *w* values.
  static func medianBounds(
    _ window: [Double],
    bound: Double,
    outlier: Double,
    floor: Double = 0
  ) -> (low: Double, high: Double) {
    let lows = window.map { Swift.max($0 - bound, floor) }
    let highs = window.map { $0 + bound }
    var low = median(lows)
    var high = median(highs)
    for index in window.indices {
      var shifted = lows
      shifted[index] = Swift.max(window[index] - outlier, floor)
      low = Swift.min(low, median(shifted))
      shifted = highs
      shifted[index] = window[index] + outlier
      high = Swift.max(high, median(shifted))
    }
    return (low, high)
  }
}
