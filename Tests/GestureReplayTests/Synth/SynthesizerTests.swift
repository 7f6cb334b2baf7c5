import Foundation
import GestureCore
import Testing

@testable import GestureReplay

/// Parses a script and synthesizes it.
func synthesize(
  _ text: String,
  with synthesizer: Synthesizer = Synthesizer()
) throws -> SynthResult {
  synthesizer.synthesize(try SynthScript(parsing: text))
}

/// The display points of a hand's 21 joints.
func displayJoints(_ hand: Hand, in space: CoordinateSpace) throws -> [Point] {
  try Joint.allCases.map { joint in
    space.displayPoint(try #require(hand[joint]).position)
  }
}

@Suite("Synthesizing traces")
struct SynthesizerTests {
  /// Every coordinate space: origin × mirroring × orientation.
  static let spaces: [CoordinateSpace] = CoordinateSpace.Origin.allCases
    .flatMap { origin in
      [false, true].flatMap { mirrored in
        CoordinateSpace.Orientation.allCases.map {
          CoordinateSpace(origin: origin, isMirrored: mirrored, orientation: $0)
        }
      }
    }

  @Test(
    "frames come at i / fps to the end, a visible hand with 21 joints",
    arguments: [15.0, 29.97, 30, 60, 120]
  )
  func frames(fps: Double) throws {
    let result = try synthesize(
      "open 0.5s; lose 0.5s; open 0.5s",
      with: Synthesizer(frameRate: fps)
    )
    let frames = result.trace.frames
    #expect(frames.count == Int((1.5 * fps + 1e-6).rounded(.down)) + 1)
    #expect(result.trace.frameRate == fps)
    #expect(result.trace.source == "synth")
    for (index, frame) in frames.enumerated() {
      #expect(frame.time == Double(index) / fps)
      let hidden = frame.time >= 0.5 - 1e-9 && frame.time < 1 - 1e-9
      #expect(frame.hands.count == (hidden ? 0 : 1), "frame \(index)")
      guard let hand = frame.hands.first else { continue }
      #expect(hand.jointCount == 21)
      #expect(hand.chirality == .right)
      #expect(hand.score == 0.95)
      #expect(hand.joints.allSatisfy { $0.landmark.depth != nil })
      #expect(hand.joints.allSatisfy { $0.landmark.confidence == 0.9 })
    }
  }

  @Test(
    "a raw point goes back to its display point through displayPoint",
    arguments: spaces
  )
  func rawPointRoundTrip(space: CoordinateSpace) {
    for x in stride(from: -0.25, through: 1.25, by: 0.125) {
      for y in [0, 0.1, 0.37, 0.5, 0.999, 1.2] {
        let display = Point(x: x, y: y)
        let back = space.displayPoint(space.rawPoint(display))
        #expect(abs(back.x - x) <= 1e-15 && abs(back.y - y) <= 1e-15)
      }
    }
  }

  @Test(
    "a scripted move is that move in the display frame, whatever the camera",
    arguments: spaces
  )
  func moveInDisplayFrame(space: CoordinateSpace) throws {
    let result = try synthesize(
      "open 0.2s; move right 0.3 over 0.5s; move down 0.1 over 0.3s linear; "
        + "hold 0.2s",
      with: Synthesizer(coordinates: space)
    )
    #expect(result.trace.coordinates == space)
    let first = try #require(result.trace.frames.first?.hands.first)
    let last = try #require(result.trace.frames.last?.hands.first)
    let start = try displayJoints(first, in: space)
    let end = try displayJoints(last, in: space)
    let tip = Joint.indexTip.rawValue
    #expect(abs(start[tip].x - 0.5) <= 1e-6)
    #expect(abs(start[tip].y - 0.4) <= 1e-6)
    #expect(abs(end[tip].x - 0.8) <= 1e-6)
    #expect(abs(end[tip].y - 0.5) <= 1e-6)
    // The whole hand moves together.
    for (before, after) in zip(start, end) {
      #expect(abs((after.x - before.x) - 0.3) <= 2e-6)
      #expect(abs((after.y - before.y) - 0.1) <= 2e-6)
    }
  }

  @Test("on a front camera raw x decreases as the user's hand moves right")
  func frontCamera() throws {
    let result = try synthesize(
      "open 0.2s; move right 0.3 over 0.5s; hold 0.2s",
      with: Synthesizer(coordinates: CoordinateSpace(isMirrored: true))
    )
    let xs = result.trace.frames.compactMap {
      $0.hands.first?[.indexTip]?.position.x
    }
    #expect(zip(xs, xs.dropFirst()).allSatisfy { $1 <= $0 })
    let first = try #require(xs.first)
    let last = try #require(xs.last)
    #expect(abs((first - last) - 0.3) <= 1e-6)
  }

  @Test(
    "the hand's size is its wrist to middle knuckle distance",
    arguments: [0.04, 0.12, 0.3]
  )
  func size(size: Double) throws {
    let result = try synthesize(
      "open 0.1s",
      with: Synthesizer(handSize: size)
    )
    let hand = try #require(result.trace.frames.first?.hands.first)
    let palm = try #require(hand.palmSize())
    #expect(abs(palm - size) <= 2e-6)
  }

  @Test(
    "a left hand is the mirror image of a right hand",
    arguments: [Chirality.left, .right]
  )
  func chirality(side: Chirality) throws {
    let result = try synthesize("hand \(side.rawValue); open 0.1s")
    let hand = try #require(result.trace.frames.first?.hands.first)
    #expect(hand.chirality == side)
    let joints = try displayJoints(hand, in: .mediaPipe)
    let thumb = joints[Joint.thumbTip.rawValue]
    let little = joints[Joint.littleTip.rawValue]
    // Palm to the camera as in a mirror: a right hand's thumb is on its left.
    #expect(side == .right ? thumb.x < little.x : thumb.x > little.x)
    // Fingers up: tips above the wrist.
    #expect(joints[Joint.middleTip.rawValue].y < joints[Joint.wrist.rawValue].y)
  }

  @Test(
    "a pinch closes the thumb tip onto a still index tip and opens it again"
  )
  func pinch() throws {
    let size = 0.12
    let result = try synthesize(
      "open 0.2s; pinch 0.2s; hold 0.2s; release 0.2s; hold 0.2s",
      with: Synthesizer(handSize: size)
    )
    var distances: [Double] = []
    var tips: Set<Point> = []
    for frame in result.trace.frames {
      let hand = try #require(frame.hands.first)
      let thumb = try #require(hand[.thumbTip]).position
      let tip = try #require(hand[.indexTip]).position
      distances.append(thumb.distance(to: tip))
      tips.insert(tip)
    }
    #expect(tips.count == 1)
    let open = try #require(distances.first)
    let closed = try #require(distances.min())
    #expect(abs(open - 1.0980 * size) <= 1e-3)
    #expect(abs(closed - 0.025 * size) <= 1e-5)
    #expect(try #require(distances.last) == open)
  }

  @Test(
    "the same script and settings give the same bytes",
    arguments: [UInt64(0), 1, 42, .max]
  )
  func determinism(seed: UInt64) throws {
    let text = "open 0.3s; pinch 0.2s; move left 0.2 over 0.3s; lose 0.1s"
    let synthesizer = Synthesizer(frameRate: 60, seed: seed, noise: 0.0007)
    let first = try synthesize(text, with: synthesizer).trace.encoded()
    let second = try synthesize(text, with: synthesizer).trace.encoded()
    #expect(first == second)
    var other = synthesizer
    other.seed = seed &+ 1
    #expect(try synthesize(text, with: other).trace.encoded() != first)
    // Without noise the seed does not matter.
    other.noise = 0
    let quiet = try synthesize(text, with: other).trace.encoded()
    other.seed = seed
    #expect(try synthesize(text, with: other).trace.encoded() == quiet)
  }

  @Test(
    "noise is Gaussian with the asked deviation, on every joint coordinate",
    arguments: [(0.001, UInt64(7)), (0.0005, 2024)]
  )
  func noiseStatistics(sigma: Double, seed: UInt64) throws {
    let text = "open 10s"
    let clean = try synthesize(text).trace
    let noisy = try synthesize(
      text,
      with: Synthesizer(seed: seed, noise: sigma)
    ).trace
    var residuals: [Double] = []
    for (quiet, loud) in zip(clean.frames, noisy.frames) {
      let a = try #require(quiet.hands.first)
      let b = try #require(loud.hands.first)
      for joint in Joint.allCases {
        let p = try #require(a[joint])
        let q = try #require(b[joint])
        residuals.append(q.position.x - p.position.x)
        residuals.append(q.position.y - p.position.y)
        residuals.append(try #require(q.depth) - (try #require(p.depth)))
      }
    }
    let count = Double(residuals.count)
    #expect(residuals.count == 301 * 21 * 3)
    let mean = residuals.reduce(0, +) / count
    let deviation =
      (residuals.map { ($0 - mean) * ($0 - mean) }
      .reduce(0, +) / count).squareRoot()
    let withinOne = Double(residuals.count(where: { abs($0) <= sigma })) / count
    let withinTwo =
      Double(residuals.count(where: { abs($0) <= 2 * sigma })) / count
    #expect(abs(mean) <= 4 * sigma / count.squareRoot())
    #expect(abs(deviation / sigma - 1) <= 0.03)
    #expect(abs(withinOne - 0.6827) <= 0.015)
    #expect(abs(withinTwo - 0.9545) <= 0.008)
  }

  @Test("the generator is SplitMix64, bit for bit")
  func splitMix() {
    var random = SynthRandom(seed: 0)
    #expect(random.next() == 0xE220_A839_7B1D_CDAF)
    #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
    #expect(random.next() == 0x06C4_5D18_8009_454F)
  }

  @Test(
    "the portable logarithm agrees with the C library's",
    arguments: [
      1e-300, 1e-9, 0.001, 0.1, 0.25, 0.5, 0.7071, 0.75, 0.999999, 1, 1.5, 2,
      10, 1e9, Double.ulpOfOne, 1 - Double.ulpOfOne / 2,
      Double.leastNormalMagnitude, Double.leastNonzeroMagnitude,
      // Where the significand is halved: √2 and its neighbours.
      1.4142135623730951, 1.4142135623730951.nextDown,
      1.4142135623730951.nextUp, Double.greatestFiniteMagnitude,
    ]
  )
  func naturalLog(x: Double) {
    let expected = Foundation.log(x)
    let actual = SynthRandom.naturalLog(x)
    #expect(abs(actual - expected) <= 4 * Swift.max(expected.ulp, 1e-300))
  }

  @Test("the portable logarithm of 0 traps")
  func naturalLogOfZero() async {
    await #expect(processExitsWith: .failure) {
      _ = SynthRandom.naturalLog(0)
    }
  }

  @Test("the synthesizer's ranges are what the options and script accept")
  func ranges() {
    #expect(Synthesizer.frameRateRange == 1...240)
    #expect(Synthesizer.noiseRange == 0...0.05)
    #expect(Synthesizer.handSizeRange == 0.04...0.3)
    #expect(abs(Synthesizer(noise: 0.001).noiseBound - 0.0042426) <= 1e-6)
  }
}
