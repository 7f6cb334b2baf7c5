import Foundation
import GestureCore
import GestureReplay

/// Random traces in which the recognizers fire: each hand follows a script
/// of holds, pinches, releases, movements and absences, with confidences
/// around the gate and distances around the thresholds.
///
/// Hands in one trace have different chiralities, so an event's hand names
/// one track. The same seed always gives the same trace.
struct PropertyTraceGenerator {
  private var random: SplitMix64

  /// Creates a generator.
  ///
  /// - Parameter seed: The seed of its SplitMix64 generator.
  init(seed: UInt64) {
    random = SplitMix64(seed: seed)
  }

  /// Returns the next trace: 1 or 2 hands, 10 to 100 frames.
  mutating func trace() -> Trace {
    let space = CoordinateSpace(
      origin: CoordinateSpace.Origin.allCases.randomElement(using: &random)
        ?? .topLeft,
      isMirrored: Bool.random(using: &random),
      orientation: CoordinateSpace.Orientation.allCases.randomElement(
        using: &random
      ) ?? .up,
      imageSize: Bool.random(using: &random)
        ? ImageSize(width: 1920, height: 1080) : nil
    )
    let handCount = Int.random(in: 1...2, using: &random)
    let chiralities = Chirality.hands.shuffled(using: &random)
      .prefix(handCount)
    // Two hands keep to their own side of the image, 0.4 apart or more
    // (about 2.7 palm sizes), as two real hands do: a hand that comes and
    // goes where the other just was, labelled otherwise, is by design taken
    // for that hand with its label flipped (see `TrackTable`).
    let lanes: [ClosedRange<Double>] =
      handCount == 1 ? [-0.1...1.1] : [-0.1...0.3, 0.7...1.1]
    var scripts = zip(chiralities, lanes).map {
      HandScript(chirality: $0, lane: $1)
    }
    var time = Double(Int.random(in: 0...3, using: &random))
    var frames: [Frame] = []
    for _ in 0..<Int.random(in: 10...100, using: &random) {
      var hands: [Hand] = []
      for index in scripts.indices {
        if let hand = scripts[index].next(using: &random) {
          hands.append(hand)
        }
      }
      if hands.count == 2 && Bool.random(using: &random) { hands.swapAt(0, 1) }
      frames.append(Frame(time: time, hands: hands))
      time += frameInterval()
    }
    return Trace(source: "property", coordinates: space, frames: frames)
  }

  /// A frame interval: usually 1/30 s, sometimes 0 or a long gap.
  private mutating func frameInterval() -> Double {
    switch Int.random(in: 0..<20, using: &random) {
    case 0: 0
    case 1: Double.random(in: 0.2...1, using: &random)
    default: 1.0 / 30
    }
  }
}

/// What one hand does, segment by segment.
private struct HandScript {
  enum Segment {
    case hold
    case pinch
    case release
    case move(dx: Double, dy: Double)
    case absent
  }

  let chirality: Chirality
  /// The range of the index tip's raw x.
  let lane: ClosedRange<Double>
  var segment = Segment.hold
  var remaining = 0
  /// The index tip, in raw normalized units.
  var index = Point(x: 0.5, y: 0.5)
  /// The thumb tip's distance from the index tip and its direction.
  var gap = 0.06
  var angle = 0.0

  init(chirality: Chirality, lane: ClosedRange<Double>) {
    self.chirality = chirality
    self.lane = lane
    index.x = min(max(index.x, lane.lowerBound), lane.upperBound)
    if !lane.contains(0.5) {
      index.x = (lane.lowerBound + lane.upperBound) / 2
    }
  }

  /// Returns the hand in the next frame, or `nil` when it is absent.
  mutating func next(using random: inout SplitMix64) -> Hand? {
    if remaining == 0 { start(using: &random) }
    remaining -= 1
    switch segment {
    case .absent:
      return nil
    case .hold:
      index.x += Double.random(in: -0.002...0.002, using: &random)
      index.y += Double.random(in: -0.002...0.002, using: &random)
    case .pinch, .release:
      index.x += Double.random(in: -0.001...0.001, using: &random)
    case .move(let dx, let dy):
      index.x += dx + Double.random(in: -0.001...0.001, using: &random)
      index.y += dy
    }
    index.x = min(max(index.x, lane.lowerBound), lane.upperBound)
    index.y = min(max(index.y, -0.1), 1.1)
    return hand(using: &random)
  }

  /// Chooses the next segment and its length in frames.
  private mutating func start(using random: inout SplitMix64) {
    remaining = Int.random(in: 2...14, using: &random)
    switch Int.random(in: 0..<10, using: &random) {
    case 0, 1:
      segment = .pinch
      gap = Self.near(0.015, using: &random)
    case 2, 3:
      segment = .release
      gap = Self.near(0.03, using: &random)
    case 4, 5, 6:
      let speed = Double.random(in: 0.004...0.04, using: &random)
      let direction: Double = Bool.random(using: &random) ? 1 : -1
      let dy =
        Bool.random(using: &random)
        ? 0 : Double.random(in: -0.01...0.01, using: &random)
      segment = .move(dx: direction * speed, dy: dy)
      remaining += Int.random(in: 0...10, using: &random)
    case 7:
      segment = .absent
      remaining = Int.random(in: 1...6, using: &random)
    default:
      segment = .hold
    }
    angle = Double.random(in: 0..<6.283, using: &random)
  }

  /// A distance on, just below or just above a threshold, or well away.
  private static func near(
    _ threshold: Double,
    using random: inout SplitMix64
  ) -> Double {
    switch Int.random(in: 0..<6, using: &random) {
    case 0: threshold
    case 1: threshold.nextDown
    case 2: threshold.nextUp
    case 3: threshold * Double.random(in: 0.9...1.1, using: &random)
    default: Double.random(in: 0.002...0.08, using: &random)
    }
  }

  /// The hand: thumb and index tips with confidences around the gate, a
  /// wrist and knuckles for the adaptive configuration, sometimes a joint
  /// missing.
  private func hand(using random: inout SplitMix64) -> Hand {
    var hand = Hand(
      chirality: chirality,
      score: Int.random(in: 0..<10, using: &random) == 0
        ? Double.random(in: 0...1, using: &random) : 1
    )
    let thumb = Point(
      x: index.x + gap * cos(angle),
      y: index.y + gap * sin(angle)
    )
    hand[.indexTip] = landmark(index, using: &random)
    hand[.thumbTip] = landmark(thumb, using: &random)
    for (joint, dx, dy) in Self.palm {
      hand[joint] = landmark(
        Point(x: index.x + dx, y: index.y + dy),
        using: &random
      )
    }
    return hand
  }

  /// The other joints the adaptive configuration reads, as offsets from
  /// the index tip: an open hand, fingers up.
  private static let palm: [(Joint, Double, Double)] = [
    (.wrist, 0, 0.25), (.indexMCP, 0, 0.1), (.middleMCP, -0.02, 0.1),
    (.ringMCP, -0.04, 0.11), (.littleMCP, -0.06, 0.12),
    (.middleTip, -0.02, -0.01), (.ringTip, -0.04, 0), (.littleTip, -0.06, 0),
  ]

  /// A landmark at a point, with a confidence around the gate of 0.7, or
  /// `nil` now and then.
  private func landmark(
    _ point: Point,
    using random: inout SplitMix64
  ) -> Landmark? {
    let confidence: Double
    switch Int.random(in: 0..<40, using: &random) {
    case 0: return nil
    case 1, 2: confidence = 0.7
    case 3, 4: confidence = 0.7.nextDown
    case 5, 6, 7: confidence = Double.random(in: 0...1, using: &random)
    default: confidence = 0.95
    }
    return Landmark(x: point.x, y: point.y, confidence: confidence)
  }
}
