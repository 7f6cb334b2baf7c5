import GestureCore
import Testing

@Suite("PalmFacingRecognizer")
struct PalmFacingRecognizerTests {
  /// Feeds signals from `unknown` with the margin 0.2, and returns the
  /// facings after each: `u`, `t` (toward) or `a` (away).
  static func facings(_ signals: [Double]) -> String {
    var recognizer = PalmFacingRecognizer(margin: 0.2)
    return String(
      signals.map { signal -> Character in
        _ = recognizer.update(signal: signal)
        switch recognizer.state {
        case .unknown: return "u"
        case .toward: return "t"
        case .away: return "a"
        }
      }
    )
  }

  @Test(
    "decides only beyond the margin, from unknown",
    arguments: zip(
      [
        0.2, Double(0.2).nextUp, Double(0.2).nextDown, -0.2,
        Double(-0.2).nextDown, Double(-0.2).nextUp, 0, 1, -1, .nan,
      ],
      ["u", "t", "u", "u", "a", "u", "u", "t", "a", "u"]
    )
  )
  func fromUnknown(signal: Double, expected: String) {
    #expect(Self.facings([signal]) == expected)
  }

  @Test(
    "holds inside the margins and on them, switches beyond",
    arguments: zip(
      [
        [0.5, 0.2, 0, -0.2, -0.21, -0.2, 0.2, 0.21],
        [0.5, .nan, -0.19, 0.19, -0.5],
        [-0.5, 0.1, -0.1, 0.3, 0.3, -0.25],
      ],
      ["ttttaaat", "tttta", "aaatta"]
    )
  )
  func hysteresis(signals: [Double], expected: String) {
    #expect(Self.facings(signals) == expected)
  }

  @Test("reports each change once, and forgets on reset")
  func transitions() {
    var recognizer = PalmFacingRecognizer(margin: 0.2)
    #expect(recognizer.update(signal: 0.3) == .toward)
    #expect(recognizer.update(signal: 0.9) == nil)
    #expect(recognizer.update(signal: -0.3) == .away)
    #expect(recognizer.update(signal: -0.9) == nil)
    recognizer.reset()
    #expect(recognizer.state == .unknown)
    #expect(recognizer.update(signal: -0.3) == .away)
  }

  @Test("a margin of 0 decides on any sign but 0")
  func zeroMargin() {
    var recognizer = PalmFacingRecognizer(margin: 0)
    #expect(recognizer.update(signal: 0) == nil)
    #expect(recognizer.update(signal: 1e-300) == .toward)
    #expect(recognizer.update(signal: -1e-300) == .away)
  }

  @Test(
    "a margin from 0 up to, not including, 1 is allowed; others trap",
    arguments: [-0.1, 1, 1.5, .nan, .infinity]
  )
  func marginOutsideTraps(margin: Double) async {
    #expect(PalmFacingRecognizer(margin: Double(1).nextDown).margin < 1)
    // Captured values travel to the child process as JSON, which has no
    // NaN or infinity: the margin goes as its bits.
    let bits = margin.bitPattern
    await #expect(processExitsWith: .failure) { [bits = bits as UInt64] in
      _ = PalmFacingRecognizer(margin: Double(bitPattern: bits))
    }
  }

  // MARK: The signal

  /// A right palm seen by a camera, fingers up, palm toward it: its index
  /// knuckle on the viewer's right of its little knuckle (display frame,
  /// `y` down).
  static let wrist = Point(x: 0.5, y: 0.8)
  static let index = Point(x: 0.6, y: 0.5)
  static let little = Point(x: 0.4, y: 0.5)

  static func signal(
    _ hand: Chirality,
    mirrored: Bool,
    index: Point = index,
    little: Point = little
  ) -> Double? {
    PalmFacingRecognizer.signal(
      wrist: wrist,
      indexKnuckle: index,
      littleKnuckle: little,
      hand: hand,
      displayIsMirrored: mirrored
    )
  }

  @Test("a right palm toward a camera, seen as the camera sees it, is positive")
  func rightToward() throws {
    let signal = try #require(Self.signal(.right, mirrored: false))
    // sin of the angle between (0.1, -0.3) and (-0.1, -0.3): 0.6.
    #expect(isClose(signal, to: 0.6, within: 1e-12))
  }

  @Test(
    "the hand, the palm's side and the display's mirror each flip the sign",
    arguments: [
      (Chirality.right, false, false, 1.0),
      (.left, false, false, -1),
      (.right, true, false, -1),
      (.right, false, true, -1),
      (.left, true, false, 1),
      (.left, false, true, 1),
      (.right, true, true, 1),
      (.left, true, true, -1),
    ]
  )
  func signs(hand: Chirality, turned: Bool, mirrored: Bool, sign: Double)
    throws
  {
    // The knuckles swapped: the same outline of a palm turned over.
    let signal = try #require(
      Self.signal(
        hand,
        mirrored: mirrored,
        index: turned ? Self.little : Self.index,
        little: turned ? Self.index : Self.little
      )
    )
    #expect(isClose(signal, to: 0.6 * sign, within: 1e-12))
  }

  @Test("turning the hand in the image plane does not change the signal")
  func rotation() throws {
    let expected = try #require(Self.signal(.right, mirrored: false))
    for quarter in 1...3 {
      func turned(_ point: Point) -> Point {
        var x = point.x - 0.5
        var y = point.y - 0.5
        for _ in 0..<quarter { (x, y) = (-y, x) }
        return Point(x: 0.5 + x, y: 0.5 + y)
      }
      let signal = try #require(
        PalmFacingRecognizer.signal(
          wrist: turned(Self.wrist),
          indexKnuckle: turned(Self.index),
          littleKnuckle: turned(Self.little),
          hand: .right,
          displayIsMirrored: false
        )
      )
      #expect(isClose(signal, to: expected, within: 1e-12))
    }
  }

  @Test("an unknown hand, or knuckles on the wrist, give no signal")
  func noSignal() {
    #expect(Self.signal(.unknown, mirrored: false) == nil)
    #expect(Self.signal(.both, mirrored: false) == nil)
    #expect(Self.signal(.right, mirrored: false, index: Self.wrist) == nil)
    #expect(
      Self.signal(.right, mirrored: false, little: Point(x: .nan, y: 0)) == nil
    )
  }

  @Test("an edge-on palm gives 0")
  func edgeOn() throws {
    let signal = try #require(
      Self.signal(
        .right,
        mirrored: false,
        index: Point(x: 0.5, y: 0.5),
        little: Point(x: 0.5, y: 0.6)
      )
    )
    #expect(signal == 0)
  }

  @Test("world landmarks give the palm's normal along the camera's axis")
  func world() throws {
    // The same palm in metres, x and y as the raw image's (y down), the
    // little knuckle deeper: the normal is tilted, not flipped.
    let wrist = Point3D(x: 0, y: 0.08, z: 0)
    let index = Point3D(x: 0.02, y: 0, z: 0)
    let little = Point3D(x: -0.02, y: 0, z: 0.03)
    func signal(_ hand: Chirality, yUp: Bool) -> Double? {
      PalmFacingRecognizer.signal(
        wrist: wrist,
        indexKnuckle: index,
        littleKnuckle: little,
        hand: hand,
        rawYIsUp: yUp
      )
    }
    let right = try #require(signal(.right, yUp: false))
    // winding 0.02 * -0.08 - (-0.08) * (-0.02) = -0.0032, over the
    // lengths' product.
    let lengths =
      (0.0004 + 0.0064).squareRoot()
      * (0.0004 + 0.0064 + 0.0009).squareRoot()
    #expect(isClose(right, to: 0.0032 / lengths, within: 1e-12))
    #expect(signal(.left, yUp: false) == -right)
    #expect(signal(.right, yUp: true) == -right)
    #expect(signal(.unknown, yUp: false) == nil)
  }
}
