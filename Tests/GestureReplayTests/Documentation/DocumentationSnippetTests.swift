import Foundation
import GestureCore
import GestureReplay
import GestureReplayTesting
import Testing

// Each Swift block of the README and of the DocC articles, run as it is
// printed there; `documentedBlocksAreTested` checks that the blocks and
// these snippets agree. `print` is shadowed to capture what a block prints.

/// Lines printed by a snippet.
struct Printed {
  var lines: [String] = []

  mutating func append(_ items: [Any]) {
    lines.append(items.map { "\($0)" }.joined(separator: " "))
  }
}

/// A lamp on the main actor, as an app's view model holds one.
@MainActor
final class SnippetLamp {
  private(set) var isOn = false
  private(set) var toggles = 0

  func toggle() {
    isOn.toggle()
    toggles += 1
  }
}

/// The frames of a fixture, for the snippets that need recorded frames.
func fixtureFrames(_ name: String) throws -> [Frame] {
  try Trace(
    contentsOfFile: DocumentationSnippets.root
      .appendingPathComponent("Fixtures/\(name)").path
  ).frames
}

@Test("every Swift block of the README and the articles is a tested snippet")
func documentedBlocksAreTested() throws {
  let snippets = Set(
    try DocumentationSnippets.testFiles.flatMap { file in
      DocumentationSnippets.snippets(in: try DocumentationSnippets.text(file))
    }
  )
  var count = 0
  for document in DocumentationSnippets.documents {
    let blocks = DocumentationSnippets.swiftBlocks(
      in: try DocumentationSnippets.text(document)
    )
    #expect(!blocks.isEmpty, "\(document) has no Swift block")
    for block in blocks {
      count += 1
      #expect(
        snippets.contains(block),
        "\(document): this block is not a snippet of the tests:\n\(block)"
      )
    }
  }
  #expect(count >= 15)
}

@Test("README: in 30 seconds")
func readmeThirtySeconds() {
  var printed = Printed()
  func print(_ items: Any...) { printed.append(items) }
  // snippet: README, in 30 seconds
  var engine = GestureEngine(configuration: .handKit, coordinates: .vision)

  // For each camera frame, build a Frame from your tracker's landmarks...
  var hand = Hand(chirality: .right)
  hand[.thumbTip] = Landmark(x: 0.412, y: 0.518, confidence: 0.88)
  hand[.indexTip] = Landmark(x: 0.420, y: 0.512, confidence: 0.91)
  let frame = Frame(time: 1.2333, hands: [hand])

  // ...and act on the events.
  for event in engine.process(frame) {
    switch (event.gesture, event.phase) {
    case (.pinch, .began): print("toggle the lamp")
    case (.slider, .changed): print("brightness", event.value ?? 0)
    default: break
    }
  }
  // end snippet
  #expect(printed.lines == ["toggle the lamp"])
}

@Test("README: live use")
@MainActor
func readmeLiveUse() async throws {
  let lamp = SnippetLamp()
  // snippet: README, live use
  let frames = LatestFrameStream()
  // In the capture callback: frames.send(frame)
  let gestures = Task { @MainActor in
    for await event in frames.gestureEvents(coordinates: .vision) {
      if event.gesture == .pinch, event.phase == .began { lamp.toggle() }
    }
  }
  // end snippet
  frames.finish()
  await gestures.value
  #expect(lamp.toggles == 0)
}

@Test("GestureCore: the overview")
func coreOverview() {
  var printed = Printed()
  func print(_ items: Any...) { printed.append(items) }
  // snippet: GestureCore overview
  var engine = GestureEngine(configuration: .handKit, coordinates: .vision)
  var hand = Hand(chirality: .right)
  hand[.thumbTip] = Landmark(x: 0.412, y: 0.518, confidence: 0.88)
  hand[.indexTip] = Landmark(x: 0.420, y: 0.512, confidence: 0.91)
  for event in engine.process(Frame(time: 1.2333, hands: [hand])) {
    if event.gesture == .pinch, event.phase == .began { print("toggle") }
  }
  // end snippet
  #expect(printed.lines == ["toggle"])
}

@Test("Getting started: frames to events")
func gettingStarted() {
  var printed = Printed()
  func print(_ items: Any...) { printed.append(items) }
  // snippet: Getting started, frames to events
  var engine = GestureEngine(configuration: .handKit, coordinates: .mediaPipe)
  let gaps = [0.06, 0.04, 0.02, 0.01, 0.01, 0.04]
  for (index, gap) in gaps.enumerated() {
    var hand = Hand(chirality: .right)
    hand[.indexTip] = Landmark(x: 0.40, y: 0.50, confidence: 0.9)
    hand[.thumbTip] = Landmark(x: 0.40 + gap, y: 0.50, confidence: 0.9)
    let frame = Frame(time: Double(index) / 30, hands: [hand])
    for event in engine.process(frame) {
      print(event.frame, event.hand, event.gesture, event.phase)
    }
  }
  // end snippet
  #expect(
    printed.lines == [
      "0 right hand found", "3 right pinch began", "5 right pinch ended",
    ]
  )
}

@Test("Getting started: a source that goes backwards, guarded")
func gettingStartedFrameTimes() {
  var printed = Printed()
  func print(_ items: Any...) { printed.append(items) }
  var hand = Hand(chirality: .right)
  hand[.indexTip] = Landmark(x: 0.40, y: 0.50)
  hand[.thumbTip] = Landmark(x: 0.46, y: 0.50)
  // Without the guard, the frames at NaN and 0.05 s would trap.
  let trackedFrames = [0, 0.1, .nan, 0.05, 0.2].map {
    Frame(time: $0, hands: [hand])
  }
  // snippet: Getting started, frame times
  var engine = GestureEngine(configuration: .handKit, coordinates: .vision)
  var lastTime = -Double.infinity
  for frame in trackedFrames {
    guard frame.time.isFinite, frame.time >= lastTime else {
      print("skipped a frame at", frame.time)
      continue
    }
    lastTime = frame.time
    for event in engine.process(frame) {
      print(event.frame, event.hand, event.gesture, event.phase)
    }
  }
  // end snippet
  #expect(
    printed.lines == [
      "0 right hand found", "skipped a frame at nan",
      "skipped a frame at 0.05",
    ]
  )
  #expect(engine.frameCount == 3)
}

@Test("Getting started: coordinates and configurations")
func gettingStartedSettings() throws {
  do {
    // snippet: Getting started, coordinates
    let frontCamera = CoordinateSpace(origin: .bottomLeft, isMirrored: true)
    var engine = GestureEngine(
      configuration: .handKit,
      coordinates: frontCamera
    )
    // end snippet
    #expect(engine.process(Frame(time: 0)).isEmpty)
  }
  do {
    // snippet: Getting started, configurations
    var configuration = GestureConfiguration.handKit
    configuration.pinch.enterThreshold = 0.012
    configuration.movement.startThreshold = 0.015
    try configuration.validate()
    var engine = GestureEngine(configuration: configuration)
    // end snippet
    #expect(engine.process(Frame(time: 0)).isEmpty)
  }
}

@Test("Pinch: began, held between the thresholds, ended")
func pinchArticle() {
  var printed = Printed()
  func print(_ items: Any...) { printed.append(items) }
  // snippet: Pinch
  var engine = GestureEngine(configuration: .handKit)
  var hand = Hand(chirality: .right)
  hand[.indexTip] = Landmark(x: 0.50, y: 0.40)
  for (time, thumbX) in [(0.0, 0.56), (0.1, 0.51), (0.2, 0.525), (0.3, 0.54)] {
    hand[.thumbTip] = Landmark(x: thumbX, y: 0.40)
    for event in engine.process(Frame(time: time, hands: [hand])) {
      print(event.time, event.gesture, event.phase)
    }
  }
  // end snippet
  #expect(
    printed.lines == ["0.0 hand found", "0.1 pinch began", "0.3 pinch ended"]
  )
}

@Test("Movement: began and ended")
func movementArticle() {
  var printed = Printed()
  func print(_ items: Any...) { printed.append(items) }
  // snippet: Movement
  var engine = GestureEngine(configuration: .handKit)
  var x = 0.30
  for index in 0..<16 {
    if index < 8 {
      x += 0.02  // 0.02 to the right per frame, then still
    }
    var hand = Hand(chirality: .right)
    hand[.indexTip] = Landmark(x: x, y: 0.50)
    for event in engine.process(Frame(time: Double(index) / 30, hands: [hand]))
    where event.gesture == .movement {
      print(event.frame, event.phase)
    }
  }
  // end snippet
  #expect(printed.lines == ["1 began", "10 ended"])
}

@Test("Slider: a fixed reference")
func sliderArticle() {
  var printed = Printed()
  func print(_ items: Any...) { printed.append(items) }
  // snippet: Slider
  var engine = GestureEngine(configuration: .handKit)
  var positions = (0...10).map { 0.30 + 0.02 * Double($0) }  // to the right
  positions += [Double](repeating: 0.50, count: 6)  // then rest
  for (index, x) in positions.enumerated() {
    var hand = Hand(chirality: .right)
    hand[.indexTip] = Landmark(x: x, y: 0.50)
    for event in engine.process(Frame(time: Double(index) / 30, hands: [hand]))
    where event.gesture == .slider && event.phase != .changed {
      print(event.frame, event.phase, (event.value ?? 0).rounded())
    }
  }
  // end snippet
  #expect(printed.lines == ["1 began 0.0", "13 ended 18.0"])
}

@Test("Slider: a discrete slider")
func sliderStep() throws {
  // snippet: Slider, discrete
  var configuration = GestureConfiguration.handKit
  configuration.slider.step = 10  // 0, 10, 20, ..., 100
  try configuration.validate()
  // end snippet
}

@Test("Slider: coalescing for a lamp")
func sliderCoalescer() throws {
  var printed = Printed()
  func print(_ items: Any...) { printed.append(items) }
  let frames = try fixtureFrames("slider-sweep-return.json")
  // snippet: Slider, coalescer
  var engine = GestureEngine(configuration: .handKit)
  var coalescer = SliderCoalescer(interval: 0.25)
  for frame in frames {
    let events = engine.process(frame)
    let frameIndex = engine.frameCount - 1
    for event in coalescer.process(events, at: frame.time, frame: frameIndex)
    where event.gesture == .slider {
      print("brightness", event.value ?? 0)
    }
  }
  // end snippet
  #expect(!printed.lines.isEmpty)
  #expect(printed.lines.allSatisfy { $0.hasPrefix("brightness ") })
}

@Test("Swipes and poses: reading their events")
func swipesAndPoses() throws {
  var printed = Printed()
  func print(_ items: Any...) { printed.append(items) }
  let frames = try fixtureFrames("pinch-hold-release-pinch.json")
  // snippet: Swipes and poses
  var engine = GestureEngine(configuration: .handKit)
  for frame in frames {
    for event in engine.process(frame) {
      switch (event.gesture, event.phase) {
      case (.swipe, .recognized):
        print("swipe", event.direction?.rawValue ?? "")
      case (.pose, .began):
        print("pose", event.name ?? "")
      default:
        break
      }
    }
  }
  // end snippet
  #expect(
    printed.lines.allSatisfy { $0.hasPrefix("swipe ") || $0.hasPrefix("pose ") }
  )
}

@Test("Hand tracking: two hands")
func handTracking() {
  var printed = Printed()
  func print(_ items: Any...) { printed.append(items) }
  // snippet: Hand tracking
  var engine = GestureEngine(configuration: .handKit)
  var left = Hand(chirality: .left)
  left[.thumbTip] = Landmark(x: 0.20, y: 0.50)
  left[.indexTip] = Landmark(x: 0.21, y: 0.50)
  var right = Hand(chirality: .right)
  right[.thumbTip] = Landmark(x: 0.70, y: 0.50)
  right[.indexTip] = Landmark(x: 0.78, y: 0.50)
  for event in engine.process(Frame(time: 0, hands: [left, right])) {
    print(event.hand, event.gesture, event.phase)
  }
  for event in engine.process(Frame(time: 1 / 30, hands: [right])) {
    print(event.hand, event.gesture, event.phase)
  }
  // end snippet
  #expect(
    printed.lines == [
      "left hand found", "left pinch began", "right hand found",
      "left hand lost",
    ]
  )
}

@Test("Hand tracking: two hands of one name, told apart by their tracks")
func handTrackingTracks() {
  var printed = Printed()
  func print(_ items: Any...) { printed.append(items) }
  // snippet: Hand tracking, tracks
  var configuration = GestureConfiguration.handKit
  configuration.hands.reportsTracks = true
  var engine = GestureEngine(configuration: configuration)
  var first = Hand(chirality: .unknown)
  first[.thumbTip] = Landmark(x: 0.20, y: 0.50)
  first[.indexTip] = Landmark(x: 0.21, y: 0.50)
  var second = Hand(chirality: .unknown)
  second[.thumbTip] = Landmark(x: 0.70, y: 0.50)
  second[.indexTip] = Landmark(x: 0.71, y: 0.50)
  for event in engine.process(Frame(time: 0, hands: [first, second])) {
    print(event.hand, event.track ?? -1, event.gesture, event.phase)
  }
  // end snippet
  #expect(
    printed.lines == [
      "unknown 0 hand found", "unknown 0 pinch began", "unknown 1 hand found",
      "unknown 1 pinch began",
    ]
  )
}

@Test("GestureReplay: the overview")
func replayOverview() throws {
  var printed = Printed()
  func print(_ items: Any...) { printed.append(items) }
  // snippet: GestureReplay overview
  let trace = try Trace(
    contentsOfFile: "Fixtures/pinch-hold-release-pinch.json"
  )
  let configuration = GestureConfiguration.handKit
  let replay = Replay.run(trace, configuration: configuration)
  let report = ExpectationReport(
    trace: trace,
    configurationName: configuration.name,
    events: replay.events
  )
  print(report.isSuccess ? "as expected" : report.description)
  // end snippet
  #expect(printed.lines == ["as expected"])
}

@Test("Testing with traces: record, then synthesize")
func testingWithTracesRecording() throws {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("gesturecore-snippets-\(getpid())")
  try FileManager.default.createDirectory(
    at: directory,
    withIntermediateDirectories: true
  )
  defer { try? FileManager.default.removeItem(at: directory) }
  let capturedFrames = try fixtureFrames("front-camera.json")
  do {
    let path = directory.appendingPathComponent("recorded.jsonl").path
    // snippet: Testing with traces, record
    var recorder = try TraceRecorder(
      path: path,
      header: TraceHeader(source: "vision", frameRate: 30, coordinates: .vision)
    )
    for frame in capturedFrames {
      try recorder.append(frame)
    }
    // end snippet
    #expect(try Trace(contentsOfFile: path).frames == capturedFrames)
  }
  do {
    let path = directory.appendingPathComponent("synthetic.json").path
    // snippet: Testing with traces, synthesize
    let script = try SynthScript(
      parsing: "open 0.5s; pinch 0.2s; hold 0.5s; release 0.2s"
    )
    let synthesizer = Synthesizer(frameRate: 60, noise: 0.0005)
    let trace = synthesizer.synthesize(script).trace
    try trace.write(toFile: path)
    // end snippet
    let read = try Trace(contentsOfFile: path)
    #expect(!read.expectationSet(for: "handKit").expectations.isEmpty)
  }
}

// snippet: Testing with traces, expectReplay
@Test func pinchTogglesTheLampOnce() {
  expectReplay(ofFile: "Fixtures/pinch-hold-release-pinch.json")
}

@Test func anEarlierReleaseStillHolds() {
  var configuration = GestureConfiguration.handKit
  configuration.pinch.exitThreshold = 0.025
  expectReplay(
    ofFile: "Fixtures/pinch-hold-release-pinch.json",
    configuration: configuration
  )
}
// end snippet

@Test("Testing with traces: without the helper")
func testingWithTracesWithoutHelper() throws {
  // snippet: Testing with traces, without the helper
  let trace = try Trace(
    contentsOfFile: "Fixtures/pinch-hold-release-pinch.json"
  )
  let configuration = GestureConfiguration.handKit
  let replay = Replay.run(trace, configuration: configuration)
  let pinches = replay.events.filter {
    $0.gesture == .pinch && $0.phase == .began
  }
  #expect(pinches.count == 2)
  let report = ExpectationReport(
    trace: trace,
    configurationName: configuration.name,
    events: replay.events
  )
  #expect(report.isSuccess, "\(report)")
  // end snippet
}
