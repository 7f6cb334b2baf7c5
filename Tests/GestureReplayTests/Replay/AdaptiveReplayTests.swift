import Foundation
import GestureCore
import GestureReplay
import Testing

@Suite("Replaying with adaptive options")
struct AdaptiveReplayTests {
  static let fixtures = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  static func trace(_ name: String) throws -> Trace {
    try Trace(
      contentsOfFile: fixtures.appendingPathComponent(name).path
    )
  }

  @Test("a slow lamp sees at most one slider value per interval, and the last")
  func coalescedSlider() throws {
    let trace = try Self.trace("slider-sweep-return.json")
    let replay = Replay.run(trace, configuration: .handKit)
    let interval = 0.25
    var coalescer = SliderCoalescer(interval: interval)
    var delivered: [GestureEvent] = []
    var frameEvents: [Int: [GestureEvent]] = [:]
    for event in replay.events {
      frameEvents[event.frame, default: []].append(event)
    }
    for (index, frame) in trace.frames.enumerated() {
      delivered += coalescer.process(
        frameEvents[index] ?? [],
        at: frame.time,
        frame: index
      )
    }
    let sliders = replay.events.filter { $0.gesture == .slider }
    let lampSliders = delivered.filter { $0.gesture == .slider }
    #expect(lampSliders.count < sliders.count)
    // Every began and ended reaches the lamp, with its value.
    #expect(
      lampSliders.filter { $0.phase != .changed }.map(\.value)
        == sliders.filter { $0.phase != .changed }.map(\.value)
    )
    // Changed values are at least the interval apart, within a movement.
    var last: Double?
    for event in lampSliders {
      switch event.phase {
      case .began: last = event.time
      case .changed:
        if let previous = last {
          #expect(event.time - previous >= interval - 1e-9)
        }
        last = event.time
      default: last = nil
      }
    }
    // The lamp ends where the slider ends.
    #expect(lampSliders.last?.value == sliders.last?.value)
  }

  @Test("One Euro smoothing calms a jittery still hand and keeps the pinches")
  func smoothing() throws {
    var smoothed = GestureConfiguration.handKit
    smoothed.smoothing.isEnabled = true
    let still = try Self.trace("still-hand-jitter.json")
    func spread(_ configuration: GestureConfiguration) -> Double {
      let replay = Replay.run(
        still,
        configuration: configuration,
        recordsTimeline: true
      )
      let xs = replay.timeline.compactMap { $0.trackedPoint?.x }
      let mean = xs.reduce(0, +) / Double(xs.count)
      return xs.map { ($0 - mean) * ($0 - mean) }.reduce(0, +)
        / Double(xs.count)
    }
    #expect(spread(smoothed) < spread(.handKit) / 2)
    let pinches = try Self.trace("pinch-hold-release-pinch.json")
    let events = Replay.run(pinches, configuration: smoothed).events
    #expect(
      events.filter { $0.gesture == .pinch && $0.phase == .began }.count == 2
    )
  }
}
