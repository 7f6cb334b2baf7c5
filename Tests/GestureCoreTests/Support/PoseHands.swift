import GestureCore

// Builders of whole hands for the pose and swipe tests: the template hand
// of Scripts/fixtures/hands.py (a right hand, palm to the camera,
// fingers up, wrist to middle knuckle 0.12 normalized units), each digit
// straight or curled. They only build values.

/// A hand shape as the fixtures build it, relative to the wrist, in
/// normalized display units (`y` down).
enum PoseHands {
  /// The template joints in MediaPipe order: all fingers straight, the
  /// thumb half out (its ratio, 1.19, is neither extended nor folded).
  static let template: [Point] = [
    Point(x: 0.000, y: 0.000), Point(x: 0.032, y: -0.022),
    Point(x: 0.058, y: -0.046), Point(x: 0.075, y: -0.070),
    Point(x: 0.088, y: -0.093), Point(x: 0.036, y: -0.113),
    Point(x: 0.041, y: -0.158), Point(x: 0.043, y: -0.186),
    Point(x: 0.044, y: -0.210), Point(x: 0.010, y: -0.120),
    Point(x: 0.011, y: -0.170), Point(x: 0.012, y: -0.201),
    Point(x: 0.013, y: -0.226), Point(x: -0.013, y: -0.114),
    Point(x: -0.016, y: -0.160), Point(x: -0.018, y: -0.188),
    Point(x: -0.019, y: -0.211), Point(x: -0.033, y: -0.102),
    Point(x: -0.040, y: -0.136), Point(x: -0.044, y: -0.156),
    Point(x: -0.047, y: -0.175),
  ]

  /// A curled finger's PIP, DIP and tip, relative to its knuckle.
  static let curl: [Point] = [
    Point(x: 0.002, y: -0.030), Point(x: 0.001, y: -0.008),
    Point(x: 0.000, y: 0.018),
  ]

  /// The thumb's MP, IP and tip when folded across the palm.
  static let foldedThumb: [Point] = [
    Point(x: 0.050, y: -0.045), Point(x: 0.058, y: -0.072),
    Point(x: 0.039, y: -0.091),
  ]

  /// The thumb's MP, IP and tip when straight out (ratio 1.41).
  static let extendedThumb: [Point] = [
    Point(x: 0.058, y: -0.046), Point(x: 0.086, y: -0.054),
    Point(x: 0.112, y: -0.060),
  ]

  /// The digit states of each pose, thumb first: `e` out, `c` curled.
  static let digits: [Pose: String] = [
    .openPalm: "eeeee", .closedFist: "ccccc", .pointingUp: "ceccc",
    .thumbUp: "ecccc", .thumbDown: "ecccc", .victory: "ceecc",
    .iLoveYou: "eecce",
  ]

  /// How far each pose is turned (degrees counterclockwise as seen) to
  /// show it: a thumb up is a fist turned so that the thumb points up.
  static let turn: [Pose: Double] = [.thumbUp: 90, .thumbDown: -90]

  /// Returns the joints, relative to the wrist, of a hand whose digits
  /// are as `digits` says (`e` extended, `c` curled; thumb first).
  static func joints(_ digits: String) -> [Point] {
    var joints = template
    let states = Array(digits)
    for finger in 0..<4 where states[finger + 1] == "c" {
      let knuckle = 5 + 4 * finger
      for (offset, joint) in curl.enumerated() {
        joints[knuckle + 1 + offset] = Point(
          x: joints[knuckle].x + joint.x,
          y: joints[knuckle].y + joint.y
        )
      }
    }
    let thumb = states[0] == "e" ? extendedThumb : foldedThumb
    for (offset, point) in thumb.enumerated() {
      joints[2 + offset] = point
    }
    return joints
  }

  /// Returns a hand in the display frame of MediaPipe's space, from
  /// joints relative to the wrist, turned, scaled and placed.
  ///
  /// - Parameters:
  ///   - joints: The joints relative to the wrist, `y` down.
  ///   - wrist: Where the wrist goes, normalized units.
  ///   - degrees: The turn, counterclockwise as the user sees it.
  ///   - scale: The size relative to the template.
  ///   - confidence: Every joint's confidence.
  /// - Returns: A right hand with 21 landmarks.
  static func hand(
    _ joints: [Point],
    wrist: Point = Point(x: 0.5, y: 0.6),
    degrees: Double = 0,
    scale: Double = 1,
    confidence: Double = 1
  ) -> Hand {
    let radians = degrees * Double.pi / 180
    let c = cosine(radians)
    let s = sine(radians)
    let landmarks = joints.map { point in
      Landmark(
        position: Point(
          x: wrist.x + (point.x * c + point.y * s) * scale,
          y: wrist.y + (-point.x * s + point.y * c) * scale
        ),
        confidence: confidence
      )
    }
    return Hand(chirality: .right, landmarks: landmarks)
  }

  /// Returns the hand that shows a pose, placed and sized as asked.
  static func showing(
    _ pose: Pose,
    wrist: Point = Point(x: 0.5, y: 0.6),
    degrees: Double = 0,
    scale: Double = 1
  ) -> Hand {
    hand(
      joints(digits[pose] ?? "eeeee"),
      wrist: wrist,
      degrees: (turn[pose] ?? 0) + degrees,
      scale: scale
    )
  }
}

/// The sine of an angle in radians, by its Taylor series after reduction,
/// so that the tests need no Foundation; accurate to about 1e-15.
func sine(_ x: Double) -> Double {
  var angle = x.truncatingRemainder(dividingBy: 2 * Double.pi)
  if angle > Double.pi { angle -= 2 * Double.pi }
  if angle < -Double.pi { angle += 2 * Double.pi }
  var term = angle
  var sum = angle
  for n in 1...20 {
    let denominator = Double(2 * n) * Double(2 * n + 1)
    term *= -angle * angle / denominator
    sum += term
  }
  return sum
}

/// The cosine of an angle in radians.
func cosine(_ x: Double) -> Double {
  sine(x + Double.pi / 2)
}
