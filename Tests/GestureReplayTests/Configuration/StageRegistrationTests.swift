import GestureCore
import Testing

@testable import GestureReplay

/// What the tools derive from `BuiltInStage`: each stage's keys, columns,
/// panels and unspoken events.
@Suite("What GestureReplay derives from the stages")
struct StageRegistrationTests {
  @Test("every key is the engine's or one stage's, never two")
  func keysPartitioned() {
    let perStage = BuiltInStage.allCases.flatMap {
      ConfigurationKey.keys(for: $0).map(\.name)
    }
    let engine = ConfigurationKey.engineKeys.map(\.name)
    #expect(Set(perStage).count == perStage.count)
    #expect(Set(perStage).isDisjoint(with: engine))
    #expect(
      Set(ConfigurationKey.all.map(\.name)) == Set(engine + perStage)
    )
    #expect(ConfigurationKey.all.count == engine.count + perStage.count)
  }

  @Test(
    "a stage's keys are in the groups of its settings",
    arguments: [
      (BuiltInStage.presence, ["hands"]),
      (.facing, ["facing"]),
      (.pinch, ["pinch"]),
      (.doublePinch, ["doublePinch"]),
      (.hold, ["hold"]),
      (.movement, ["movement", "slider"]),
      (.swipe, ["swipe"]),
      (.pose, ["poses"]),
    ]
  )
  func keyGroups(stage: BuiltInStage, groups: [String]) {
    let keys = ConfigurationKey.keys(for: stage)
    #expect(!keys.isEmpty)
    #expect(Set(keys.map(\.group)) == Set(groups))
  }

  @Test("all keys come grouped, the engine's groups first, then the stages'")
  func keyOrder() {
    var groups: [String] = []
    for key in ConfigurationKey.all where groups.last != key.group {
      groups.append(key.group)
    }
    #expect(
      groups == [
        "", "smoothing", "relationships", "hands", "facing", "pinch",
        "doublePinch", "hold", "movement", "slider", "swipe", "poses",
        "twoHandPinch",
      ]
    )
  }

  @Test("the timeline's columns are the stages', in the engine's order")
  func timelineColumns() {
    #expect(
      TimelineColumn.all.map(\.heading) == [
        "track", "point", "palm", "facing", "pinch d", "strength", "mid str",
        "pinch", "double", "hold d", "hold", "displ", "signal", "movement",
        "slider", "swipe", "pose", "sequence", "2h scale", "2h rot",
      ]
    )
    for configuration in [GestureConfiguration.handKit, .adaptive] {
      #expect(
        ReportWriter.timelineHeader(configuration)
          == "frame t (s)     hand     point            pinch d  pinch    "
          + "displ    signal   movement  slider   swipe  pose"
      )
    }
  }

  @Test("the readings' columns show only where they are read")
  func readingColumns() {
    var configuration = GestureConfiguration.handKit
    configuration.pinch.reportsStrength = true
    #expect(
      TimelineColumn.shown(in: configuration).map(\.heading).prefix(4) == [
        "point", "pinch d", "strength", "pinch",
      ]
    )
    configuration.pinch.isSecondaryEnabled = true
    configuration.pinch.requiresPalmFacing = .away
    #expect(
      TimelineColumn.shown(in: configuration).map(\.heading).prefix(7) == [
        "point", "palm", "facing", "pinch d", "strength", "mid str", "pinch",
      ]
    )
    configuration.hands.reportsTracks = true
    #expect(
      TimelineColumn.shown(in: configuration).map(\.heading).prefix(2) == [
        "track", "point",
      ]
    )
    #expect(
      PlotPanel.shown(in: configuration) == [
        .palmFacing, .pinchDistance, .pinchStrength, .middlePinchStrength,
        .movementSignal, .sliderValue, .swipeTravel,
      ]
    )
    #expect(
      ReportWriter.settings(of: .facing, in: configuration) == [
        "facing: margin 0.2"
      ]
    )
    #expect(
      ReportWriter.settings(of: .pinch, in: configuration) == [
        "pinch: enter < 0.015, exit > 0.03, palm away"
      ]
    )
    #expect(ReportWriter.settings(of: .facing, in: .handKit).isEmpty)
  }

  @Test("the plot's panels are the stages', in the engine's order")
  func plotPanels() {
    #expect(
      PlotPanel.all == [
        .palmFacing, .pinchDistance, .pinchStrength, .middlePinchStrength,
        .holdDistance, .movementSignal, .sliderValue, .swipeTravel,
        .twoHandPinchScale, .twoHandPinchRotation,
      ]
    )
    for configuration in [GestureConfiguration.handKit, .adaptive] {
      #expect(
        PlotPanel.shown(in: configuration) == [
          .pinchDistance, .movementSignal, .sliderValue, .swipeTravel,
        ]
      )
    }
  }

  @Test("an app's gesture is drawn in a colour no stage uses")
  func markerColours() {
    let stageColours = Gesture.builtIn.map(ReplayPlot.eventColor)
    #expect(Set(stageColours).count == stageColours.count)
    #expect(
      !stageColours.contains(ReplayPlot.eventColor(Gesture(rawValue: "wave")))
    )
  }

  @Test("a script speaks of none of the events it leaves to the replay")
  func unspoken() {
    #expect(
      SynthCheck.unspoken(in: .handKit).map(\.description) == [
        "slider.changed", "swipe", "pose", "sequence", "twoHandPinch",
      ]
    )
    // With the two-hand pinch on, a script of two hands means it, but for
    // its `changed`.
    var configuration = GestureConfiguration.adaptive
    configuration.twoHandPinch.isEnabled = true
    #expect(
      SynthCheck.unspoken(in: configuration).map(\.description) == [
        "slider.changed", "swipe", "pose", "sequence", "twoHandPinch.changed",
      ]
    )
  }

  @Test(
    "synth's help says what each stage leaves to the replay, and only that",
    arguments: BuiltInStage.allCases
  )
  func unspokenSummary(stage: BuiltInStage) throws {
    var twoHand = GestureConfiguration.adaptive
    twoHand.twoHandPinch.isEnabled = true
    let patterns = [GestureConfiguration.handKit, .adaptive, twoHand]
      .flatMap { SynthCheck.unspoken(by: stage, in: $0) }
    guard let summary = stage.synthLeavesToReplay else {
      #expect(patterns.isEmpty)
      return
    }
    // Each pattern is named, before the colon that starts the reason.
    let named = try #require(summary.split(separator: ":").first)
    #expect(!patterns.isEmpty)
    for pattern in patterns {
      #expect(named == "\(pattern.gesture.rawValue)" || "\(pattern)" == named)
    }
  }

  @Test("the timeline's settings line states only what a stage enables")
  func settingsLine() {
    var configuration = GestureConfiguration.handKit
    #expect(ReportWriter.settings(of: .presence, in: configuration).isEmpty)
    configuration.hands.lossTimeout = 0.25
    #expect(
      ReportWriter.settings(of: .presence, in: configuration) == [
        "lost after 0.25 s"
      ]
    )
    configuration.pinch.isEnabled = false
    #expect(ReportWriter.settings(of: .pinch, in: configuration).isEmpty)
    configuration.slider.isEnabled = false
    #expect(ReportWriter.settings(of: .movement, in: configuration).count == 1)
    #expect(
      ReportWriter.settings(of: .swipe, in: configuration) == [
        "swipe: travel > 0.15 within 0.25 s"
      ]
    )
    configuration.swipe.isEnabled = false
    #expect(ReportWriter.settings(of: .swipe, in: configuration).isEmpty)
    #expect(
      ReportWriter.settings(of: .pose, in: configuration) == [
        "poses: after 0.2 s, released after 0.1 s"
      ]
    )
    configuration.poses.isEnabled = false
    #expect(ReportWriter.settings(of: .pose, in: configuration).isEmpty)
  }
}
