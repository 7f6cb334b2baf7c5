import Foundation
import GestureCore
import GestureReplay
import Testing

/// The plot's panels of the stages both presets leave off, each drawn from
/// a fixture that exercises it: its label, and its signal as lines inside
/// the panel.
@Suite("Plot: the panels of the stages the presets leave off")
struct PlotPanelsTests {
  /// A panel as the plot draws it: its frame, its label, and the points of
  /// the lines drawn inside it.
  struct Panel {
    var label: String
    var frame: (x: Double, y: Double, width: Double, height: Double)
    var lines: [[(x: Double, y: Double)]] = []
  }

  /// The value of an attribute of an SVG element written on one line.
  static func attribute(_ name: String, in line: Substring) -> Substring? {
    guard let start = line.range(of: " \(name)=\"") else { return nil }
    let rest = line[start.upperBound...]
    guard let end = rest.firstIndex(of: "\"") else { return nil }
    return rest[..<end]
  }

  /// The panels of a plot, in order: each frame (a grey rectangle with no
  /// fill), the label drawn next, and the lines up to the next frame.
  static func panels(_ svg: String) throws -> [Panel] {
    var panels: [Panel] = []
    var frame: (Double, Double, Double, Double)?
    for line in svg.split(separator: "\n") {
      if line.hasPrefix("<rect "),
        line.contains("fill=\"none\" stroke=\"#999\"")
      {
        let numbers = try ["x", "y", "width", "height"].map { name in
          try #require(attribute(name, in: line).flatMap { Double($0) })
        }
        frame = (numbers[0], numbers[1], numbers[2], numbers[3])
      } else if line.hasPrefix("<text "), let current = frame {
        let label = line[
          line.index(after: try #require(line.firstIndex(of: ">")))...
        ]
        .dropLast("</text>".count)
        panels.append(Panel(label: String(label), frame: current))
        frame = nil
      } else if line.hasPrefix("<polyline "), !panels.isEmpty {
        let points = try #require(attribute("points", in: line))
        let pairs = try points.split(separator: " ").map { pair in
          let xy = pair.split(separator: ",").compactMap { Double($0) }
          try #require(xy.count == 2, "\(pair)")
          return (x: xy[0], y: xy[1])
        }
        panels[panels.count - 1].lines.append(pairs)
      }
    }
    return panels
  }

  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// A fixture, the settings that turn its stage on, and the labels (or
  /// their beginnings) of the panels that stage adds.
  static let cases: [(fixture: String, settings: [String], labels: [String])] =
    [
      (
        "pinch-strength-sweep.json",
        ["pinch.reportsStrength=true", "pinch.isSecondaryEnabled=true"],
        [
          "thumb-index pinch strength (0 open, 1 closed)",
          "thumb-middle pinch strength (0 open, 1 closed)",
        ]
      ),
      (
        "facing-toward-left.json", ["facing.isEnabled=true"],
        ["palm facing signal (1 toward the camera, -1 away)"]
      ),
      (
        "hold-leap.json", ["hold.isEnabled=true"],
        // In normalized units under handKit, palm sizes under adaptive.
        ["palm's distance from where the pinch began ("]
      ),
      (
        "two-hand-pinch-30.json", ["twoHandPinch.isEnabled=true"],
        [
          "two-hand pinch scale (1 at began)",
          "two-hand pinch rotation (radians, counterclockwise as seen)",
        ]
      ),
    ]

  @Test(
    "each panel is labelled and its signal drawn inside it, in both presets",
    arguments: cases,
    GestureConfiguration.builtInNames
  )
  func drawn(
    example: (fixture: String, settings: [String], labels: [String]),
    preset: String
  ) throws {
    let path = Self.root.appendingPathComponent("Fixtures")
      .appendingPathComponent(example.fixture).path
    let trace = try Trace(contentsOfFile: path)
    var configuration = try #require(
      GestureConfiguration.builtIn(named: preset)
    )
    for setting in example.settings {
      try configuration.apply(assignment: setting)
    }
    try configuration.validate()
    let replay = Replay.run(
      trace,
      configuration: configuration,
      recordsTimeline: true
    )
    let svg = ReplayPlot(replay: replay, configuration: configuration).svg()
    let panels = try Self.panels(svg)
    for label in example.labels {
      let drawn = panels.filter { $0.label.hasPrefix(label) }
      // One per hand of the replay.
      #expect(!drawn.isEmpty, "\(label)")
      #expect(drawn.count == Set(replay.timeline.map(\.hand)).count, "\(label)")
      for panel in drawn {
        let points = panel.lines.flatMap { $0 }
        #expect(points.count >= 2, "\(label)")
        let frame = panel.frame
        for point in points {
          #expect(
            (frame.x...(frame.x + frame.width)).contains(point.x)
              && (frame.y...(frame.y + frame.height)).contains(point.y),
            "\(label): (\(point.x), \(point.y)) outside \(frame)"
          )
        }
      }
    }
    // The viewer embeds the same panels, by key, with values.
    let viewer = ReplayViewer(
      trace: trace,
      replay: replay,
      configuration: configuration
    )
    let object = try JSONSerialization.jsonObject(
      with: Data(viewer.dataJSON().utf8)
    )
    let data = try #require(object as? [String: Any])
    let tracks = try #require(data["tracks"] as? [[String: Any]])
    for track in tracks {
      let embedded = try #require(track["panels"] as? [[String: Any]])
      for label in example.labels {
        let panel = try #require(
          embedded.first { ($0["label"] as? String)?.hasPrefix(label) == true },
          "\(label)"
        )
        #expect((panel["key"] as? String)?.isEmpty == false)
        let values = try #require(panel["values"] as? [Any])
        #expect(values.count == trace.frames.count)
        #expect(values.contains { $0 is Double || $0 is Int }, "\(label)")
      }
    }
    // Without the settings, none of those panels.
    let plain = try #require(GestureConfiguration.builtIn(named: preset))
    let without = try Self.panels(
      ReplayPlot(
        replay: Replay.run(trace, configuration: plain, recordsTimeline: true),
        configuration: plain
      ).svg()
    )
    #expect(
      !without.contains { panel in
        example.labels.contains { panel.label.hasPrefix($0) }
      }
    )
  }

  @Test("a trace without a hand draws a plot that says so")
  func noHand() throws {
    let trace = Trace(frames: [Frame(time: 0), Frame(time: 0.5)])
    let svg = ReplayPlot(
      replay: Replay.run(trace, recordsTimeline: true),
      configuration: .handKit
    ).svg()
    #expect(svg.contains(">No hand in this trace.</text>"))
    #expect(try Self.panels(svg).isEmpty)
    #expect(svg.hasPrefix("<svg ") && svg.hasSuffix("</svg>\n"))
  }
}
