import GestureCore
import GestureReplay

/// The benchmark's inputs, made deterministically from gesture scripts.
///
/// Two synthetic hands, a right one that pinches and slides and a left one
/// that moves and leaves the view, recorded at 60 frames per second with
/// noise, each variant with its own noise seed, are merged frame by frame
/// into one two-hand trace. The same arguments always give the same
/// frames, bit for bit.
struct BenchInputs {
  /// The right hand's script: a pinch, then slides both ways.
  static let rightScript = """
    open 0.3s
    pinch 0.15s; hold 0.3s; release 0.15s
    move right 0.25 over 0.4s
    hold 0.3s
    move left 0.2 over 0.4s smooth
    hold 0.3s
    pinch 0.15s; release 0.15s
    hold 0.2s
    """

  /// The left hand's script: a slide, a moment out of view, a pinch.
  static let leftScript = """
    hand left
    at 0.3 0.5
    open 0.4s
    move up 0.2 over 0.3s
    hold 0.4s
    lose 0.4s  # longer than adaptive's loss timeout, 0.3 s
    open 0.3s
    pinch 0.2s; hold 0.2s; release 0.2s
    hold 0.55s
    """

  /// A left hand for the two-hand pinch's allocation count: it pinches
  /// while the right hand's first pinch holds, moving apart from it, then
  /// lets go.
  static let twoHandLeftScript = """
    hand left
    at 0.3 0.5
    open 0.25s
    pinch 0.1s; move left 0.1 over 0.3s; release 0.15s
    hold 0.5s
    """

  /// One variant of the right hand alone, with the expectations the
  /// synthesizer wrote for it.
  let rightHand: Trace
  /// The merged two-hand trace, without expectations.
  let trace: Trace
  /// The number of hands in all of the trace's frames together.
  let handFrames: Int

  /// Makes the inputs.
  ///
  /// - Parameters:
  ///   - variants: How many noise seeds to concatenate.
  ///   - leftScript: The left hand's script; ``leftScript`` by default.
  init(variants: Int, leftScript: String = leftScript) {
    let right: SynthScript
    let left: SynthScript
    do {
      right = try SynthScript(parsing: Self.rightScript)
      left = try SynthScript(parsing: leftScript)
    } catch {
      preconditionFailure("The benchmark's scripts do not parse: \(error)")
    }
    var frames: [Frame] = []
    var first: Trace?
    for variant in 0..<variants {
      let seed = UInt64(variant)
      let rightTrace = Synthesizer(frameRate: 60, seed: seed, noise: 0.0005)
        .synthesize(right).trace
      let leftTrace = Synthesizer(
        frameRate: 60,
        seed: seed &+ 1000,
        noise: 0.0005,
        chirality: .left
      ).synthesize(left).trace
      if first == nil { first = rightTrace }
      let offset = frames.last.map { $0.time + 1.0 / 60 } ?? 0
      let count = max(rightTrace.frames.count, leftTrace.frames.count)
      for index in 0..<count {
        var hands: [Hand] = []
        if index < rightTrace.frames.count {
          hands += rightTrace.frames[index].hands
        }
        if index < leftTrace.frames.count {
          hands += leftTrace.frames[index].hands
        }
        frames.append(Frame(time: offset + Double(index) / 60, hands: hands))
      }
    }
    guard let first else {
      preconditionFailure("The benchmark needs at least one variant.")
    }
    self.rightHand = first
    self.trace = Trace(
      source: "gesture-bench",
      frameRate: 60,
      coordinates: .mediaPipe,
      frames: frames
    )
    self.handFrames = frames.reduce(0) { $0 + $1.hands.count }
  }
}
