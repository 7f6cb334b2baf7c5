import GestureCore
import GestureReplay

/// Random traces with every feature of the format, for round trips.
enum TraceRandom {
  static func trace(using random: inout SplitMix64) -> Trace {
    var trace = Trace(
      source: Bool.random(using: &random) ? string(using: &random) : nil,
      frameRate: Bool.random(using: &random)
        ? positive(using: &random) : nil,
      coordinates: CoordinateSpace(
        origin: .allCases.randomElement(using: &random) ?? .topLeft,
        isMirrored: .random(using: &random),
        orientation: .allCases.randomElement(using: &random) ?? .up,
        imageSize: Bool.random(using: &random)
          ? ImageSize(
            width: positive(using: &random),
            height: positive(using: &random)
          )
          : nil
      )
    )
    var time = number(using: &random)
    for _ in 0..<Int.random(in: 0...6, using: &random) {
      time += abs(number(using: &random))
      guard time.isFinite else { break }
      let hands = (0..<Int.random(in: 0...2, using: &random)).map { _ in
        hand(using: &random)
      }
      trace.frames.append(Frame(time: time, hands: hands))
    }
    for _ in 0..<Int.random(in: 0...3, using: &random) {
      trace.expectations.append(expectation(using: &random))
    }
    for _ in 0..<Int.random(in: 0...2, using: &random) {
      trace.ignoredEvents.append(
        EventPattern(
          gesture: Gesture.builtIn.randomElement(using: &random) ?? .hand,
          phase: Bool.random(using: &random)
            ? Phase.allCases.randomElement(using: &random) : nil
        )
      )
    }
    return trace
  }

  static func hand(using random: inout SplitMix64) -> Hand {
    var hand = Hand(
      chirality: Chirality.hands.randomElement(using: &random) ?? .unknown,
      score: unit(using: &random)
    )
    let allWithDepth = Bool.random(using: &random)
    for joint in Joint.allCases
    where allWithDepth || Int.random(in: 0..<3, using: &random) > 0 {
      hand[joint] = Landmark(
        x: number(using: &random),
        y: number(using: &random),
        depth: allWithDepth || Bool.random(using: &random)
          ? number(using: &random) : nil,
        confidence: unit(using: &random)
      )
    }
    if Bool.random(using: &random) {
      hand.worldLandmarks = Joint.allCases.map { _ in
        Point3D(
          x: number(using: &random),
          y: number(using: &random),
          z: number(using: &random)
        )
      }
    }
    // Drawn last, so that the draws before it are those of a hand without
    // an identity.
    switch Int.random(in: 0..<3, using: &random) {
    case 0: hand.id = .number(number(using: &random))
    case 1: hand.id = .string("h" + string(using: &random))
    default: break
    }
    return hand
  }

  static func expectation(using random: inout SplitMix64)
    -> GestureReplay.Expectation
  {
    GestureReplay.Expectation(
      gesture: Gesture.builtIn.randomElement(using: &random) ?? .pinch,
      phase: Phase.allCases.randomElement(using: &random) ?? .began,
      time: number(using: &random),
      within: Bool.random(using: &random) ? abs(number(using: &random)) : 0,
      hand: Bool.random(using: &random)
        ? Chirality.allCases.randomElement(using: &random) : nil,
      value: Bool.random(using: &random) ? number(using: &random) : nil,
      tolerance: Bool.random(using: &random) ? abs(number(using: &random)) : 0,
      direction: Bool.random(using: &random)
        ? Direction.allCases.randomElement(using: &random) : nil,
      name: Bool.random(using: &random) ? string(using: &random) : nil,
      finger: Bool.random(using: &random)
        ? Finger.allCases.randomElement(using: &random) : nil,
      track: Bool.random(using: &random)
        ? Int.random(in: 0...1 << 53, using: &random) : nil
    )
  }

  /// A finite number: usually in 0..<1, sometimes -0, a whole number, a
  /// subnormal or any finite bit pattern.
  static func number(using random: inout SplitMix64) -> Double {
    switch Int.random(in: 0..<10, using: &random) {
    case 0: return -0.0
    case 1: return Double(Int.random(in: -1000...1000, using: &random))
    case 2: return Double(bitPattern: random.next() & 0x000F_FFFF_FFFF_FFFF)
    case 3:
      let value = Double(bitPattern: random.next())
      return value.isFinite ? value : 1
    default: return Double.random(in: 0..<1, using: &random)
    }
  }

  static func positive(using random: inout SplitMix64) -> Double {
    let value = abs(number(using: &random))
    return value > 0 ? value : 1
  }

  /// A confidence: 1 half the time, else anything in 0...1.
  static func unit(using random: inout SplitMix64) -> Double {
    Bool.random(using: &random) ? 1 : Double.random(in: 0...1, using: &random)
  }

  static func string(using random: inout SplitMix64) -> String {
    let pieces = [
      "a", "Z", "\"", "\\", "/", "\n", "\u{0}", "\u{1F}", "é", "😀", " ",
      "\u{FEFF}",
    ]
    return (0..<Int.random(in: 0...8, using: &random)).map { _ in
      pieces.randomElement(using: &random) ?? ""
    }.joined()
  }
}
