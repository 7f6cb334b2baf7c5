import GestureCore
import Testing

@testable import GestureReplay

/// The plot's time axis on any valid times: a trace's times need only
/// be finite and increasing, so they may be far from zero, where a step
/// of the axis no longer changes a time, or span more than a `Double`.
@Suite("Plot: the time axis")
struct PlotTimeAxisTests {
  /// The ticks' lines drawn between `start` and `end`.
  static func tickCount(_ start: Double, _ end: Double) -> Int {
    var svg = SVG(width: 960, height: 100)
    TimeAxis(start: start, end: end, left: 78, right: 936)
      .ticks(at: 0, into: &svg)
    return svg.document().components(separatedBy: "<line").count - 1
  }

  @Test(
    "ticks: one a nice step, at most nine, on spans of every size",
    arguments: [
      (0.0, 1.0, 6),  // 0, 0.2, ..., 1
      (0, 3.5, 8),  // 0, 0.5, ..., 3.5
      (0.1, 0.1 + 1e-3, 6),  // 0.1, 0.1002, ..., 0.101
      (0, 80, 9),  // 0, 10, ..., 80: exactly eight steps
      (1e16, 1e16, 1),  // one frame: a span of zero
      // Steps of 5 s, where times are 16 s apart: the first tick only.
      (1e17, 1e17 + 32, 1),
      (1e300, 1e300 + 0.1, 1),  // one step no longer changes the time
      (-Double.greatestFiniteMagnitude, .greatestFiniteMagnitude, 1),
      (0, 10 * .leastNonzeroMagnitude, 1),  // a subnormal span
    ] as [(Double, Double, Int)]
  )
  func ticks(start: Double, end: Double, count: Int) {
    #expect(Self.tickCount(start, end) == count)
  }

  @Test(
    "a plot of times far from zero is drawn, with every position finite",
    arguments: [
      [1e16],
      [1e17, 1e17 + 16, 1e17 + 32],
      [1e300, 1e300 + 0.0333, 1e300 + 0.0666],
      [-Double.greatestFiniteMagnitude, .greatestFiniteMagnitude],
      [0, .leastNonzeroMagnitude, 2 * .leastNonzeroMagnitude],
    ] as [[Double]]
  )
  func farTimes(times: [Double]) {
    var hand = Hand(chirality: .right)
    for joint in Joint.allCases {
      hand[joint] = Landmark(x: 0.5, y: 0.5, confidence: 0.9)
    }
    let frames = times.map { Frame(time: $0, hands: [hand]) }
    let svg = ReplayPlot(
      replay: Replay.run(Trace(frames: frames), recordsTimeline: true),
      configuration: .handKit
    ).svg()
    #expect(svg.hasSuffix("</svg>\n"))
    #expect(svg.contains(">time (s)</text>"))
    #expect(!svg.contains("nan") && !svg.contains("inf"))
  }
}
