import GestureCore

/// The 21-joint hand the synthesizer draws: a right hand, fingers up, its
/// thumb on its left as displayed, in units of its size.
///
/// Offsets are from the wrist in the display frame (`x` to the user's
/// right, `y` down) and depth toward the camera (negative is nearer, as
/// MediaPipe's `z`), in units of the hand's size: the wrist to middle MCP
/// distance, which is exactly 1. On a mirrored display (a front camera's
/// preview) that is the palm toward the camera, its thumb toward the body;
/// on a plain one, the back of the hand. A left hand is the mirror image. Proportions follow an adult hand: fingers
/// about 0.9 palm lengths long, the middle finger longest, the little
/// finger shortest.
enum HandTemplate {
  /// The offset of each joint from the wrist, in ``Joint`` order.
  static let offsets: [(x: Double, y: Double, z: Double)] = [
    (0, 0, 0),  // wrist
    (-0.22, -0.16, -0.04),  // thumbCMC
    (-0.42, -0.36, -0.07),  // thumbMP
    (-0.57, -0.55, -0.10),  // thumbIP
    (-0.69, -0.73, -0.13),  // thumbTip
    (-0.24, -0.93, -0.04),  // indexMCP
    (-0.28, -1.32, -0.08),  // indexPIP
    (-0.30, -1.56, -0.11),  // indexDIP
    (-0.31, -1.76, -0.14),  // indexTip
    (0, -1, -0.04),  // middleMCP
    (0, -1.42, -0.08),  // middlePIP
    (0.01, -1.68, -0.11),  // middleDIP
    (0.01, -1.90, -0.14),  // middleTip
    (0.21, -0.95, -0.04),  // ringMCP
    (0.24, -1.33, -0.08),  // ringPIP
    (0.26, -1.57, -0.11),  // ringDIP
    (0.27, -1.77, -0.13),  // ringTip
    (0.40, -0.85, -0.05),  // littleMCP
    (0.46, -1.13, -0.08),  // littlePIP
    (0.50, -1.32, -0.10),  // littleDIP
    (0.53, -1.49, -0.12),  // littleTip
  ]

  /// Where the thumb tip rests in a full pinch, from the index tip: 0.025
  /// hand sizes away, so that the tips touch in the image.
  static let pinchGap = (x: -0.015, y: 0.02)

  /// How much of the thumb tip's travel in a pinch each thumb joint
  /// follows: the tip all of it, the IP joint 60 %, the MP joint 30 %.
  static let pinchShares: [(joint: Joint, share: Double)] = [
    (.thumbTip, 1), (.thumbIP, 0.6), (.thumbMP, 0.3),
  ]

  /// Returns the joints of a hand in the display frame.
  ///
  /// - Parameters:
  ///   - indexTip: Where the index tip is, in normalized display units.
  ///   - size: The wrist to middle MCP distance, in normalized units.
  ///   - chirality: `left` mirrors the template; anything else is right.
  ///   - pinch: How far the thumb has closed, from 0 (open) to 1 (its tip
  ///     on the index tip).
  /// - Returns: 21 display points with their depths, in ``Joint`` order.
  static func joints(
    indexTip: Point,
    size: Double,
    chirality: Chirality,
    pinch: Double
  ) -> [(point: Point, depth: Double)] {
    let side: Double = chirality == .left ? -1 : 1
    let tip = offsets[Joint.indexTip.rawValue]
    var joints = offsets.map { offset in
      (
        point: Point(
          x: indexTip.x + side * size * (offset.x - tip.x),
          y: indexTip.y + size * (offset.y - tip.y)
        ),
        depth: size * offset.z
      )
    }
    if pinch != 0 {
      let thumb = offsets[Joint.thumbTip.rawValue]
      let travelX = tip.x + pinchGap.x - thumb.x
      let travelY = tip.y + pinchGap.y - thumb.y
      for (joint, share) in pinchShares {
        joints[joint.rawValue].point.x += side * size * pinch * share * travelX
        joints[joint.rawValue].point.y += size * pinch * share * travelY
      }
    }
    return joints
  }
}
