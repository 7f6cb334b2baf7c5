/// A minimal SVG writer with deterministic number formatting.
struct SVG: Sendable {
  var width: Double
  var height: Double
  private var body: [String] = []

  init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  static func number(_ value: Double) -> String {
    NumberFormat.shortest(value, maximumDecimals: 2)
  }

  /// Text with `&`, `<`, `>` and `"` escaped, for XML and HTML alike.
  static func escape(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      default: escaped.append(character)
      }
    }
    return escaped
  }

  mutating func text(
    x: Double,
    y: Double,
    _ text: String,
    size: Double,
    weight: String = "normal",
    color: String = "#222",
    anchor: String = "start"
  ) {
    body.append(
      "<text x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" "
        + "font-size=\"\(Self.number(size))\" font-weight=\"\(weight)\" "
        + "fill=\"\(color)\" text-anchor=\"\(anchor)\">"
        + Self.escape(text) + "</text>"
    )
  }

  mutating func line(
    x1: Double,
    y1: Double,
    x2: Double,
    y2: Double,
    color: String,
    width: Double,
    dash: String? = nil
  ) {
    var element =
      "<line x1=\"\(Self.number(x1))\" y1=\"\(Self.number(y1))\" "
      + "x2=\"\(Self.number(x2))\" y2=\"\(Self.number(y2))\" "
      + "stroke=\"\(color)\" stroke-width=\"\(Self.number(width))\""
    if let dash { element += " stroke-dasharray=\"\(dash)\"" }
    body.append(element + "/>")
  }

  mutating func rect(
    x: Double,
    y: Double,
    width: Double,
    height: Double,
    fill: String,
    stroke: String? = nil
  ) {
    var element =
      "<rect x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" "
      + "width=\"\(Self.number(width))\" height=\"\(Self.number(height))\" "
      + "fill=\"\(fill)\""
    if let stroke { element += " stroke=\"\(stroke)\"" }
    body.append(element + "/>")
  }

  mutating func circle(x: Double, y: Double, radius: Double, color: String) {
    body.append(
      "<circle cx=\"\(Self.number(x))\" cy=\"\(Self.number(y))\" "
        + "r=\"\(Self.number(radius))\" fill=\"\(color)\"/>"
    )
  }

  mutating func polyline(_ points: [(Double, Double)], color: String) {
    let list = points.map { "\(Self.number($0.0)),\(Self.number($0.1))" }
      .joined(separator: " ")
    body.append(
      "<polyline points=\"\(list)\" fill=\"none\" stroke=\"\(color)\" "
        + "stroke-width=\"1.5\" stroke-linejoin=\"round\"/>"
    )
  }

  /// Shaded vertical bands where a state holds, from one sample's time to
  /// the next one's.
  mutating func bands(
    _ samples: [(Double, Bool)],
    axis: TimeAxis,
    top: Double,
    height: Double,
    color: String,
    label: String
  ) {
    var bandStart: Double?
    var drewLabel = false
    for (index, (time, on)) in samples.enumerated() {
      let isLast = index == samples.count - 1
      if on, bandStart == nil { bandStart = time }
      if let start = bandStart, !on || isLast {
        let end = on && isLast ? time : time
        let x = axis.x(start)
        rect(
          x: x,
          y: top,
          width: Swift.max(axis.x(end) - x, 1),
          height: height,
          fill: color
        )
        if !drewLabel {
          text(x: x + 3, y: top + 12, label, size: 10, color: "#555")
          drewLabel = true
        }
        bandStart = nil
      }
    }
  }

  func document() -> String {
    "<svg xmlns=\"http://www.w3.org/2000/svg\" "
      + "width=\"\(Self.number(width))\" height=\"\(Self.number(height))\" "
      + "viewBox=\"0 0 \(Self.number(width)) \(Self.number(height))\" "
      + "font-family=\"Helvetica, Arial, sans-serif\">\n"
      + "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
      + body.joined(separator: "\n") + "\n</svg>\n"
  }
}
