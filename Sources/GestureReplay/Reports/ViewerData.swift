import GestureCore

/// The JSON document a ``ReplayViewer`` page embeds: the frames' display
/// landmarks, each hand's timeline readings and signals, the events and
/// how they compare with the expectations.
///
/// Keys come in a fixed order and numbers with a fixed number of
/// decimals, so the same viewer always gives the same text; see
/// ``ReplayViewer/dataJSON()`` for the keys.
struct ViewerData {
  /// What the landmarks' display coordinates are multiplied by before
  /// they are rounded to integers: ten-thousandths of the display.
  static let scale = 10_000.0

  private let viewer: ReplayViewer
  private var text = ""

  /// Creates the document's builder.
  ///
  /// - Parameter viewer: The viewer whose data to write.
  init(viewer: ReplayViewer) {
    self.viewer = viewer
  }

  /// Returns the whole document.
  ///
  /// - Complexity: O(*n* × *h*) for *n* frames, timeline entries and
  ///   events and *h* hands in the timeline, plus O(*e* × log *n*) for *e*
  ///   missing expectations.
  mutating func document() -> String {
    let trace = viewer.trace
    let configuration = viewer.configuration
    text = "{\"title\":" + JSONWriter.stringText(viewer.title)
    text += ",\"configuration\":" + JSONWriter.stringText(configuration.name)
    text += ",\"confidenceGate\":" + number(configuration.minimumConfidence)
    text += ",\"aspect\":" + number(Self.aspect(of: trace.coordinates))
    text += ",\"scale\":" + number(Self.scale)
    text += ",\"frameRate\":" + (trace.frameRate.map(number) ?? "null")
    text += ",\n\"frames\":["
    writeFrames()
    text += "],\n\"tracks\":["
    writeTracks()
    text += "],\n\"events\":["
    for (index, event) in viewer.replay.events.enumerated() {
      text += (index == 0 ? "\n" : ",\n") + ReportWriter.jsonObject(event)
    }
    text += "],\n\"gestureColors\":{"
    writeGestureColors()
    text += "},\n"
    writeExpectations()
    text += "}\n"
    return text
  }

  /// The displayed image's width over its height; 1 when the trace gives
  /// no image size, the image then being taken as square, as the engine
  /// takes it.
  static func aspect(of space: CoordinateSpace) -> Double {
    guard let size = space.displaySize, size.width > 0, size.height > 0,
      size.width.isFinite, size.height.isFinite
    else { return 1 }
    return size.width / size.height
  }

  /// A number with at most six decimals, `null` when it is not finite.
  private func number(_ value: Double) -> String {
    value.isFinite ? NumberFormat.shortest(value, maximumDecimals: 6) : "null"
  }

  // MARK: Frames

  private mutating func writeFrames() {
    let space = viewer.trace.coordinates
    let gate = ConfidenceGate(
      minimumConfidence: viewer.configuration.minimumConfidence
    )
    for (index, frame) in viewer.trace.frames.enumerated() {
      text += index == 0 ? "\n" : ",\n"
      text += "{\"t\":" + number(frame.time) + ",\"h\":["
      for (handIndex, hand) in frame.hands.enumerated() {
        if handIndex > 0 { text += "," }
        writeHand(hand, space: space, gate: gate)
      }
      text += "]}"
    }
  }

  private mutating func writeHand(
    _ hand: Hand,
    space: CoordinateSpace,
    gate: ConfidenceGate
  ) {
    var unseen = 0
    var gated = 0
    var points = ""
    for joint in Joint.allCases {
      let bit = 1 << joint.rawValue
      if joint.rawValue > 0 { points += "," }
      guard let landmark = hand[joint],
        let (x, y) = Self.displayIntegers(landmark.position, in: space)
      else {
        unseen |= bit
        points += "0,0"
        continue
      }
      if !gate.accepts(landmark) { gated |= bit }
      points += String(x) + "," + String(y)
    }
    text += "{\"c\":\"\(hand.chirality.rawValue)\",\"s\":"
    text += number(hand.score)
    text += ",\"p\":[" + points + "],\"u\":\(unseen),\"g\":\(gated)}"
  }

  /// A raw point in the display frame, in ten-thousandths of the display's
  /// width and height, or `nil` when it is not finite or absurdly far.
  ///
  /// - Parameters:
  ///   - raw: The point in the tracker's raw frame, normalized units.
  ///   - space: The trace's coordinate space.
  /// - Returns: The display point's integers, `x` then `y`.
  static func displayIntegers(
    _ raw: Point,
    in space: CoordinateSpace
  ) -> (Int, Int)? {
    let display = space.displayPoint(raw)
    let x = (display.x * scale).rounded(.toNearestOrAwayFromZero)
    let y = (display.y * scale).rounded(.toNearestOrAwayFromZero)
    guard x.isFinite, y.isFinite, abs(x) < 1e12, abs(y) < 1e12 else {
      return nil
    }
    return (Int(x), Int(y))
  }

  // MARK: Tracks

  /// Writes a section of each hand of the timeline (of each track, when
  /// tracks are reported), in the order they first appear.
  private mutating func writeTracks() {
    let frameCount = viewer.trace.frames.count
    let hands = TimelineHand.inOrder(viewer.replay.timeline)
    for (index, hand) in hands.enumerated() {
      var byFrame = [HandDiagnostics?](repeating: nil, count: frameCount)
      let entries = viewer.replay.timeline.filter(hand.owns)
      for entry in entries where byFrame.indices.contains(entry.frame) {
        byFrame[entry.frame] = entry
      }
      text += index == 0 ? "\n" : ",\n"
      text += "{\"hand\":\"\(hand.hand.rawValue)\","
      if let track = hand.track { text += "\"track\":\(track)," }
      text += "\"columns\":["
      let columns = TimelineColumn.shown(in: viewer.configuration)
      for (columnIndex, column) in columns.enumerated() {
        if columnIndex > 0 { text += "," }
        text += "\n{\"heading\":" + JSONWriter.stringText(column.heading)
        text += ",\"runs\":"
        text += Self.runs(byFrame.map { $0.map(column.text) })
        text += "}"
      }
      text += "],\n\"pose\":" + Self.runs(poses(of: hand, frameCount))
      text += ",\n\"panels\":["
      let panels = PlotPanel.shown(in: viewer.configuration)
      for (panelIndex, panel) in panels.enumerated() {
        if panelIndex > 0 { text += "," }
        writePanel(panel, entries: entries, byFrame: byFrame)
      }
      text += "]}"
    }
  }

  private mutating func writePanel(
    _ panel: PlotPanel,
    entries: [HandDiagnostics],
    byFrame: [HandDiagnostics?]
  ) {
    let signal = panel.signal(entries, configuration: viewer.configuration)
    text += "\n{\"key\":\"\(panel.key)\",\"label\":"
    text += JSONWriter.stringText(signal.label)
    text += ",\"min\":" + number(signal.minimum)
    text += ",\"max\":" + number(signal.maximum)
    text += ",\"color\":\"\(signal.color)\",\"thresholds\":["
    for (index, threshold) in signal.thresholds.enumerated() {
      if index > 0 { text += "," }
      text += "{\"value\":" + number(threshold.value) + ",\"label\":"
      text += JSONWriter.stringText(threshold.label)
      text += ",\"color\":\"\(threshold.color)\",\"below\":"
      text += threshold.labelBelow ? "true}" : "false}"
    }
    text += "],\"band\":"
    if let band = signal.band {
      text += "{\"label\":" + JSONWriter.stringText(band.label)
      text += ",\"color\":\"\(band.color)\",\"runs\":"
      text += Self.runs(byFrame.map { $0.map { band.isOn($0) ? "on" : "" } })
      text += "}"
    } else {
      text += "null"
    }
    text += ",\n\"values\":["
    for (index, entry) in byFrame.enumerated() {
      if index > 0 { text += "," }
      if let value = entry.flatMap(signal.value), value.isFinite {
        text += NumberFormat.shortest(value, maximumDecimals: 5)
      } else {
        text += "null"
      }
    }
    text += "]}"
  }

  /// The pose a hand holds at each frame, from its `pose` events: the
  /// name from a `began` to its `ended`, `nil` otherwise.
  private func poses(of hand: TimelineHand, _ frameCount: Int) -> [String?] {
    var poses = [String?](repeating: nil, count: frameCount)
    var current: String?
    var next = 0
    for event in viewer.replay.events
    where hand.owns(event) && event.gesture == .pose {
      let frame = Swift.min(Swift.max(event.frame, 0), frameCount)
      while next < frame {
        poses[next] = current
        next += 1
      }
      current = event.phase == .began ? event.name : nil
    }
    while next < frameCount {
      poses[next] = current
      next += 1
    }
    return poses
  }

  /// Values per frame as runs, `[[frame, value], ...]`: each run starts
  /// where the value changes and lasts until the next; `null` where there
  /// is none.
  static func runs(_ values: [String?]) -> String {
    var text = "["
    var previous: String??
    for (frame, value) in values.enumerated() where previous != .some(value) {
      if previous != nil { text += "," }
      text += "[\(frame)," + (value.map(JSONWriter.stringText) ?? "null")
      text += "]"
      previous = .some(value)
    }
    return text + "]"
  }

  // MARK: Events and expectations

  private mutating func writeGestureColors() {
    var seen: [Gesture] = []
    for event in viewer.replay.events where !seen.contains(event.gesture) {
      seen.append(event.gesture)
    }
    for (index, gesture) in seen.enumerated() {
      if index > 0 { text += "," }
      text += JSONWriter.stringText(gesture.rawValue) + ":\""
      text += ReplayPlot.eventColor(gesture) + "\""
    }
  }

  private mutating func writeExpectations() {
    guard let report = viewer.expectations else {
      text += "\"expected\":false,\"extra\":[],\"missing\":[]"
      return
    }
    text += "\"expected\":true,\"extra\":["
    // The extra events are a subsequence of the events, in their order;
    // equal events cannot be told apart, so the first that is left does.
    var extra: [Int] = []
    var next = report.extra.startIndex
    for (index, event) in viewer.replay.events.enumerated()
    where next < report.extra.endIndex && event == report.extra[next] {
      extra.append(index)
      next += 1
    }
    text += extra.map(String.init).joined(separator: ",")
    text += "],\"missing\":["
    for (index, miss) in report.missing.enumerated() {
      let expectation = miss.expectation
      text += index == 0 ? "\n" : ",\n"
      text += "{\"t\":" + number(expectation.time)
      text += ",\"frame\":\(nearestFrame(to: expectation.time))"
      text += ",\"hand\":"
      text += expectation.hand.map { "\"\($0.rawValue)\"" } ?? "null"
      if let track = expectation.track { text += ",\"track\":\(track)" }
      text += ",\"gesture\":"
      text += JSONWriter.stringText(expectation.gesture.rawValue)
      text += ",\"phase\":\"\(expectation.phase.rawValue)\",\"text\":"
      text += JSONWriter.stringText("missing: " + expectation.summary()) + "}"
    }
    text += "]"
  }

  /// The index of the frame nearest in time, the earlier on a tie; 0
  /// without frames.
  private func nearestFrame(to time: Double) -> Int {
    let frames = viewer.trace.frames
    guard !frames.isEmpty, time.isFinite else { return 0 }
    var low = 0
    var high = frames.count
    while low < high {
      let middle = (low + high) / 2
      if frames[middle].time < time { low = middle + 1 } else { high = middle }
    }
    guard low < frames.count else { return frames.count - 1 }
    guard low > 0 else { return 0 }
    let before = time - frames[low - 1].time
    return before <= frames[low].time - time ? low - 1 : low
  }
}
