import GestureCore
import GestureReplay

extension TraceRandom {
  /// Makes a trace one that no reader accepts, by one random change: a
  /// number that is not finite or out of range, a time that goes
  /// backwards, too many hands, a hand no trace holds, or a bad header.
  static func spoil(_ trace: inout Trace, using random: inout SplitMix64) {
    let bad =
      [Double.nan, .infinity, -.infinity]
      .randomElement(using: &random) ?? .nan
    if trace.frames.isEmpty {
      trace.frames.append(Frame(time: number(using: &random)))
    }
    let index = Int.random(in: trace.frames.indices, using: &random)
    if trace.frames[index].hands.isEmpty {
      trace.frames[index].hands.append(hand(using: &random))
    }
    let handIndex = Int.random(
      in: trace.frames[index].hands.indices,
      using: &random
    )
    var hand = trace.frames[index].hands[handIndex]
    let joint = Joint.allCases.randomElement(using: &random) ?? .indexTip
    var landmark = hand[joint] ?? Landmark(x: 0.5, y: 0.5)
    switch Int.random(in: 0..<11, using: &random) {
    case 0:
      trace.frames[index].time = bad
    case 1:
      // Earlier than the frame before; the first frame goes after a new one.
      if index == 0 {
        let time = trace.frames[0].time
        trace.frames.insert(Frame(time: time), at: 0)
        trace.frames[1].time = time.nextDown
      } else {
        trace.frames[index].time = trace.frames[index - 1].time.nextDown
      }
      return
    case 2:
      landmark.position.x = bad
    case 3:
      landmark.depth = bad
    case 4:
      landmark.confidence =
        [1.5, -0.25, bad, 1.nextUp].randomElement(using: &random) ?? 2
    case 5:
      hand.score = [2, -1, bad].randomElement(using: &random) ?? 2
    case 6:
      var world =
        hand.worldLandmarks
        ?? Array(repeating: Point3D(x: 0, y: 0, z: 0), count: Joint.count)
      world[joint.rawValue].y = bad
      hand.worldLandmarks = world
    case 7:
      hand.chirality = .both
    case 8:
      hand.id = Bool.random(using: &random) ? .string("") : .number(bad)
    case 9:
      trace.frames[index].hands = Array(repeating: hand, count: 65)
      return
    default:
      switch Int.random(in: 0..<3, using: &random) {
      case 0: trace.frameRate = [0, -30, bad].randomElement(using: &random)
      case 1:
        trace.expectations.append(
          Expectation(gesture: .pinch, phase: .began, time: bad)
        )
      default: trace.version = 2
      }
      return
    }
    hand[joint] = landmark
    trace.frames[index].hands[handIndex] = hand
  }
}
