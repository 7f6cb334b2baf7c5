import GestureCore

/// A drawing of one hand's landmarks as SVG, in the display frame the user
/// sees, with the digit states and the pose the classifier reads.
///
/// The bones are drawn as lines (the thumb in orange, the fingers each in
/// a colour of their own, the palm in grey), the joints as dots. Below the
/// hand a caption gives the title, each digit's state and the pose, so a
/// reader can check a rule against the picture. The output is
/// deterministic: the same hand and title give the same bytes.
///
/// ```swift
/// let svg = HandSketch.svg(of: hand, in: .mediaPipe, title: "victory")
/// ```
public enum HandSketch {
  /// The bones, as pairs of joints, and the colour of each chain.
  private static let chains: [(color: String, joints: [Joint])] = [
    ("#999", [.wrist, .indexMCP, .middleMCP, .ringMCP, .littleMCP, .wrist]),
    ("#e67e22", [.wrist, .thumbCMC, .thumbMP, .thumbIP, .thumbTip]),
    ("#2e86de", [.indexMCP, .indexPIP, .indexDIP, .indexTip]),
    ("#27ae60", [.middleMCP, .middlePIP, .middleDIP, .middleTip]),
    ("#8e44ad", [.ringMCP, .ringPIP, .ringDIP, .ringTip]),
    ("#c0392b", [.littleMCP, .littlePIP, .littleDIP, .littleTip]),
  ]

  /// Returns an SVG document drawing a hand.
  ///
  /// - Parameters:
  ///   - hand: The hand, with raw landmarks; joints that are missing or
  ///     not finite are left out.
  ///   - space: The coordinate space of its raw landmarks: the drawing is
  ///     in the display frame, in square units.
  ///   - title: The first line of the caption.
  ///   - settings: The pose settings the caption's reading uses.
  ///   - size: The width of the drawing, in pixels.
  /// - Returns: The SVG text, ending in a newline.
  public static func svg(
    of hand: Hand,
    in space: CoordinateSpace = .mediaPipe,
    title: String,
    settings: GestureConfiguration.Poses = .init(),
    size: Double = 260
  ) -> String {
    var points: [Joint: Point] = [:]
    for (joint, landmark) in hand.joints where landmark.position.isFinite {
      points[joint] = space.squarePoint(space.displayPoint(landmark.position))
    }
    let xs = points.values.map(\.x)
    let ys = points.values.map(\.y)
    let minX = xs.min() ?? 0
    let maxX = xs.max() ?? 1
    let minY = ys.min() ?? 0
    let maxY = ys.max() ?? 1
    let span = Swift.max(maxX - minX, maxY - minY, 1e-9)
    let margin = 16.0
    let scale = (size - 2 * margin) / span
    let captionHeight = 66.0
    var svg = SVG(width: size, height: size + captionHeight)
    func place(_ point: Point) -> (Double, Double) {
      (
        margin + (point.x - (minX + maxX) / 2) * scale + (size - 2 * margin)
          / 2,
        margin + (point.y - (minY + maxY) / 2) * scale + (size - 2 * margin) / 2
      )
    }
    for chain in chains {
      for (a, b) in zip(chain.joints, chain.joints.dropFirst()) {
        guard let first = points[a], let second = points[b] else { continue }
        let (x1, y1) = place(first)
        let (x2, y2) = place(second)
        svg.line(x1: x1, y1: y1, x2: x2, y2: y2, color: chain.color, width: 3)
      }
    }
    for joint in Joint.allCases {
      guard let point = points[joint] else { continue }
      let (x, y) = place(point)
      svg.circle(x: x, y: y, radius: 2.5, color: "#222")
    }
    svg.text(x: 8, y: size + 14, title, size: 11, weight: "bold")
    let shape = PoseClassifier(settings: settings).shape(of: hand, in: space)
    if let shape {
      let names = ["thumb", "index", "middle", "ring", "little"]
      let states = zip(names, shape.digits).map { name, state in
        "\(name) \(state == .curled && name == "thumb" ? "folded" : state.rawValue)"
      }
      for (line, range) in [(0, 0..<3), (1, 3..<5)] {
        svg.text(
          x: 8,
          y: size + 28 + 12 * Double(line),
          states[range].joined(separator: ", "),
          size: 9,
          color: "#555"
        )
      }
      let pose = shape.pose?.rawValue ?? "no pose"
      let palm = shape.isPalmReadable ? "" : " (palm edge-on or end-on)"
      svg.text(x: 8, y: size + 56, "reads: \(pose)\(palm)", size: 10)
    } else {
      svg.text(x: 8, y: size + 28, "a joint is missing: not read", size: 9)
    }
    return svg.document()
  }
}
