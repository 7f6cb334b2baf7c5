import GestureCore

/// Where a plot panel lies: a value range drawn between two heights.
struct Panel: Sendable {
  var top: Double
  var height: Double
  var minimum = 0.0
  var maximum: Double
  var axis: TimeAxis

  func y(_ value: Double) -> Double {
    let clamped = Swift.min(Swift.max(value, minimum), maximum)
    return top + height - (clamped - minimum) / (maximum - minimum) * height
  }

  func frame(label: String, into svg: inout SVG) {
    svg.rect(
      x: axis.left,
      y: top,
      width: axis.right - axis.left,
      height: height,
      fill: "none",
      stroke: "#999"
    )
    svg.text(x: axis.left, y: top - 6, label, size: 11)
    for fraction in [0.0, 0.5, 1.0] {
      let value = minimum + (maximum - minimum) * fraction
      svg.text(
        x: axis.left - 6,
        y: y(value) + 4,
        NumberFormat.shortest(value, maximumDecimals: 4),
        size: 10,
        anchor: "end"
      )
    }
  }

  func threshold(
    _ value: Double,
    _ label: String,
    color: String,
    labelBelow: Bool = false,
    into svg: inout SVG
  ) {
    let y = self.y(value)
    svg.line(
      x1: axis.left,
      y1: y,
      x2: axis.right,
      y2: y,
      color: color,
      width: 1,
      dash: "6,4"
    )
    svg.text(
      x: axis.right - 4,
      y: labelBelow ? y + 11 : y - 3,
      label,
      size: 10,
      color: color,
      anchor: "end"
    )
  }

  /// A polyline through the values; a missing value breaks the line.
  func line(
    _ samples: [(Double, Double?)],
    color: String,
    into svg: inout SVG
  ) {
    var run: [(Double, Double)] = []
    func flush() {
      if run.count == 1 {
        svg.circle(x: run[0].0, y: run[0].1, radius: 1.5, color: color)
      } else if run.count > 1 {
        svg.polyline(run, color: color)
      }
      run.removeAll()
    }
    for (time, value) in samples {
      guard let value, value.isFinite else {
        flush()
        continue
      }
      run.append((axis.x(time), y(value)))
    }
    flush()
  }
}
