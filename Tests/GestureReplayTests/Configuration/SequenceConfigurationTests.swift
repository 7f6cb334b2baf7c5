import GestureCore
import GestureReplay
import Testing

/// `sequences` in a JSON configuration and in `--set`, and the checks of
/// `validate()`.
@Suite("Gesture sequences in the configuration")
struct SequenceConfigurationTests {
  static let grab = GestureSequence(
    name: "grab",
    steps: [
      .init(.pose, name: "openPalm", minimumDuration: 0.3),
      .init(.pose, name: "closedFist"),
    ]
  )

  @Test("every field reads back from the settings JSON")
  func roundTrip() throws {
    var changed = GestureConfiguration.adaptive
    // A pinch's events name its finger with the secondary pinch on.
    changed.pinch.isSecondaryEnabled = true
    changed.sequences = [
      Self.grab,
      GestureSequence(
        name: "pinch_then_swipe",
        steps: [
          .init(.pinch, phase: .began, finger: .middle, maximumDelay: 0.75),
          .init(.swipe, phase: .recognized, direction: .left),
        ]
      ),
    ]
    try changed.validate()
    var read = GestureConfiguration.adaptive
    try read.apply(settingsJSON: Array(changed.settingsJSON.utf8))
    #expect(read == changed)
    #expect(
      changed.settingsJSON.contains(
        #""sequences": [{"name": "grab", "steps": [{"gesture": "pose", "phase": null, "name": "openPalm", "direction": null, "finger": null, "minimumDuration": 0.3, "maximumDelay": 1}"#
      )
    )
    // Neither preset has a sequence.
    #expect(GestureConfiguration.handKit.sequences.isEmpty)
    #expect(GestureConfiguration.adaptive.sequences.isEmpty)
  }

  @Test("--set takes the list's JSON text, with the defaults left out")
  func assignment() throws {
    var configuration = GestureConfiguration.handKit
    try configuration.apply(
      assignment:
        #"sequences=[{"name": "grab", "steps": [{"gesture": "pose", "name": "openPalm", "minimumDuration": 0.3}, {"gesture": "pose", "name": "closedFist"}]}]"#
    )
    #expect(configuration.sequences == [Self.grab])
    // `null` stands for a setting's default.
    try configuration.apply(
      assignment:
        #"sequences=[{"name": "grab", "steps": [{"gesture": "pose", "phase": null, "name": "openPalm", "minimumDuration": 0.3, "maximumDelay": null}, {"gesture": "pose", "name": "closedFist", "minimumDuration": null}]}]"#
    )
    #expect(configuration.sequences == [Self.grab])
    try configuration.apply(assignment: "sequences=[]")
    #expect(configuration.sequences.isEmpty)
  }

  @Test(
    "a sequence that cannot be read names its field",
    arguments: [
      (#"{"sequences": {"name": "a"}}"#, "sequences"),
      (#"{"sequences": [3]}"#, "sequences[0]"),
      (#"{"sequences": [{"steps": []}]}"#, "sequences[0].name"),
      (#"{"sequences": [{"name": "a"}]}"#, "sequences[0].steps"),
      (
        #"{"sequences": [{"name": "a", "steps": [], "repeat": true}]}"#,
        "sequences[0].repeat"
      ),
      (
        #"{"sequences": [{"name": "a", "steps": [{"name": "x"}]}]}"#,
        "sequences[0].steps[0].gesture"
      ),
      (
        #"{"sequences": [{"name": "a", "steps": [{"gesture": "pose"}, {"gesture": "swipe", "direction": "north"}]}]}"#,
        "sequences[0].steps[1].direction"
      ),
      (
        #"{"sequences": [{"name": "a", "steps": [{"gesture": "pose", "phase": "start"}]}]}"#,
        "sequences[0].steps[0].phase"
      ),
      (
        #"{"sequences": [{"name": "a", "steps": [{"gesture": "pinch", "finger": 2}]}]}"#,
        "sequences[0].steps[0].finger"
      ),
      (
        #"{"sequences": [{"name": "a", "steps": [{"gesture": "pose", "name": 2}]}]}"#,
        "sequences[0].steps[0].name"
      ),
      (
        #"{"sequences": [{"name": "a", "steps": [{"gesture": "pose", "maximumDelay": "soon"}]}]}"#,
        "sequences[0].steps[0].maximumDelay"
      ),
      (
        #"{"sequences": [{"name": "a", "steps": [{"gesture": "pose", "within": 1}]}]}"#,
        "sequences[0].steps[0].within"
      ),
      (#"{"sequences": [{"name": "a", "steps": 3}]}"#, "sequences[0].steps"),
      (
        #"{"sequences": [{"name": "a", "steps": [2]}]}"#,
        "sequences[0].steps[0]"
      ),
    ]
  )
  func badJSON(json: String, key: String) {
    var configuration = GestureConfiguration.handKit
    #expect {
      try configuration.apply(settingsJSON: Array(json.utf8))
    } throws: { error in
      (error as? ConfigurationError)?.key == key
    }
  }

  @Test(
    "validate() names what cannot be recognized",
    arguments: [
      (GestureSequence(name: "", steps: [.init(.pose)]), "sequences[0].name"),
      (
        GestureSequence(name: "a b", steps: [.init(.pose)]), "sequences[0].name"
      ),
      (
        GestureSequence(
          name: String(repeating: "a", count: 41),
          steps: [.init(.pose)]
        ), "sequences[0].name"
      ),
      (GestureSequence(name: "a", steps: []), "sequences[0].steps"),
      (
        GestureSequence(name: "a", steps: [.init(Gesture("2fast"))]),
        "sequences[0].steps[0].gesture"
      ),
      (
        GestureSequence(
          name: "a",
          steps: [.init(.pose), .init(.sequence, name: "a")]
        ),
        "sequences[0].steps[1].gesture"
      ),
      (
        GestureSequence(
          name: "a",
          steps: [.init(.pose, minimumDuration: -0.1)]
        ),
        "sequences[0].steps[0].minimumDuration"
      ),
      (
        GestureSequence(
          name: "a",
          steps: [.init(.pose, minimumDuration: 60.5)]
        ),
        "sequences[0].steps[0].minimumDuration"
      ),
      (
        GestureSequence(
          name: "a",
          steps: [.init(.swipe, phase: .recognized, minimumDuration: 0.2)]
        ), "sequences[0].steps[0].minimumDuration"
      ),
      (
        GestureSequence(name: "a", steps: [.init(.pose, maximumDelay: 0)]),
        "sequences[0].steps[0].maximumDelay"
      ),
      (
        GestureSequence(name: "a", steps: [.init(.pose, maximumDelay: .nan)]),
        "sequences[0].steps[0].maximumDelay"
      ),
      (
        GestureSequence(name: "a", steps: [.init(.pose, maximumDelay: 60.5)]),
        "sequences[0].steps[0].maximumDelay"
      ),
      (
        GestureSequence(
          name: "a",
          steps: [.init(.pose, name: "openPalm"), .init(.pose, name: "fist")]
        ), "sequences[0].steps[1].name"
      ),
    ] + neverComing
  )
  func invalid(sequence: GestureSequence, key: String) {
    var configuration = GestureConfiguration.handKit
    configuration.sequences = [sequence]
    #expect {
      try configuration.validate()
    } throws: { error in
      (error as? ConfigurationError)?.key == key
    }
  }

  /// Steps no event of a built-in gesture can make: the step would never
  /// come.
  static let neverComing: [(GestureSequence, String)] = [
    (.init(.swipe, minimumDuration: 0.1), "minimumDuration"),
    (.init(.doublePinch, minimumDuration: 0.1), "minimumDuration"),
    (.init(.swipe, phase: .began), "phase"),
    (.init(.pose, phase: .changed), "phase"),
    (.init(.hand), "phase"),
    (.init(.twoHandPinch), "gesture"),
    (.init(.pinch, direction: .left), "direction"),
    (.init(.swipe, finger: .index), "finger"),
    (.init(.pinch, finger: .ring), "finger"),
    (.init(.hold, finger: .thumb), "finger"),
    (.init(.movement, name: "x"), "name"),
  ].map { step, field in
    (
      GestureSequence(name: "a", steps: [.init(.pose), step]),
      "sequences[0].steps[1]." + field
    )
  }

  @Test("a step that could never come says why")
  func neverComingMessages() {
    var configuration = GestureConfiguration.handKit
    for (step, message) in [
      (
        GestureSequence.Step(.swipe, phase: .began),
        "The configuration's sequences[0].steps[0].phase must be recognized: "
          + "swipe reports no began event, so the step would never come."
      ),
      (
        GestureSequence.Step(.pinch, finger: .ring),
        "The configuration's sequences[0].steps[0].finger must be index or "
          + "middle: pinch's events name no ring finger, so the step would "
          + "never come."
      ),
      (
        GestureSequence.Step(.pinch, finger: .index),
        "The configuration's sequences[0].steps[0].finger must not be set "
          + "with pinch.isSecondaryEnabled off: the thumb-index pinch is the "
          + "only one, and its events carry no finger, so the step would "
          + "never come."
      ),
    ] {
      configuration.sequences = [GestureSequence(name: "a", steps: [step])]
      #expect {
        try configuration.validate()
      } throws: { error in
        "\(error)" == message
      }
    }
  }

  @Test("steps every built-in gesture's events can make are valid")
  func everyGestureStep() throws {
    var configuration = GestureConfiguration.handKit
    // With it, a pinch's events name the finger, and the middle pinches.
    configuration.pinch.isSecondaryEnabled = true
    // A picker's slider events name its option.
    configuration.slider.options = ["dim", "bright"]
    configuration.hold.isEnabled = true
    configuration.doublePinch.isEnabled = true
    configuration.sequences = [
      GestureSequence(
        name: "all",
        steps: [
          .init(.hand, phase: .found), .init(.hand, phase: .lost),
          .init(.pinch, finger: .middle, minimumDuration: 0.2),
          .init(.hold, phase: .cancelled, finger: .index),
          .init(.doublePinch, finger: .index), .init(.movement),
          .init(.slider, phase: .changed, name: "dim"),
          .init(.swipe, direction: .up), .init(.pose, phase: .ended),
          // An app's own gesture: its events are not known here.
          .init(Gesture("wave"), phase: .changed, direction: .left),
        ]
      )
    ]
    try configuration.validate()
  }

  @Test(
    "a step on a gesture that is off is refused, naming its switch",
    arguments: zip(
      [Gesture.swipe, .pose, .hold, .doublePinch, .slider, .hand],
      [
        "swipe.isEnabled", "poses.isEnabled", "hold.isEnabled",
        "doublePinch.isEnabled", "slider.isEnabled", "hands.reportsPresence",
      ]
    )
  )
  func gestureOff(gesture: Gesture, key: String) throws {
    var configuration = GestureConfiguration.adaptive
    configuration.swipe.isEnabled = true
    configuration.poses.isEnabled = true
    configuration.hold.isEnabled = true
    configuration.doublePinch.isEnabled = true
    configuration.slider.isEnabled = true
    configuration.hands.reportsPresence = true
    let step = GestureSequence.Step(
      gesture,
      phase: gesture == .hand ? .found : nil
    )
    configuration.sequences = [
      GestureSequence(name: "a", steps: [.init(.pinch), step])
    ]
    try configuration.validate()
    switch gesture {
    case .swipe: configuration.swipe.isEnabled = false
    case .pose: configuration.poses.isEnabled = false
    case .hold: configuration.hold.isEnabled = false
    case .doublePinch: configuration.doublePinch.isEnabled = false
    case .slider: configuration.slider.isEnabled = false
    default: configuration.hands.reportsPresence = false
    }
    #expect(configuration.reportsEvents(of: gesture) == false)
    #expect {
      try configuration.validate()
    } throws: { error in
      "\(error)"
        == "The configuration's sequences[0].steps[1].gesture names "
        + "\(gesture), which is off (\(key)), so the step would never come."
    }
    // An app's own gesture is not the configuration's to know.
    #expect(configuration.reportsEvents(of: Gesture("wave")) == nil)
  }

  @Test("a slider step's name must be an option of the picker")
  func sliderStepName() throws {
    var configuration = GestureConfiguration.handKit
    configuration.sequences = [
      GestureSequence(
        name: "a",
        steps: [.init(.pose), .init(.slider, phase: .changed, name: "dim")]
      )
    ]
    #expect {
      try configuration.validate()
    } throws: { error in
      "\(error)"
        == "The configuration's sequences[0].steps[1].name must not be "
        + "set: the slider is no picker (slider.options), and only a "
        + "picker's events carry a name, so the step would never come."
    }
    configuration.slider.options = ["low", "high"]
    #expect {
      try configuration.validate()
    } throws: { error in
      "\(error)"
        == "The configuration's sequences[0].steps[1].name names no picker "
        + "option of the configuration; they are low, high."
    }
    configuration.slider.options = ["low", "dim", "high"]
    try configuration.validate()
  }

  @Test("limits on their edges are valid; a name used twice is not")
  func edges() throws {
    var configuration = GestureConfiguration.handKit
    configuration.sequences = [
      GestureSequence(
        name: String(repeating: "a", count: 40),
        steps: [
          .init(.pose, phase: .began, minimumDuration: 60, maximumDelay: 60),
          .init(.swipe, phase: .recognized, maximumDelay: 0.001),
        ]
      )
    ]
    try configuration.validate()
    // A pose step names a built-in pose, or a custom one the configuration
    // describes; another gesture's name is not checked (an app's own
    // stage may report it).
    configuration.sequences[0].steps += [
      .init(.pose, name: "closedFist"), .init(Gesture("wave"), name: "hi"),
    ]
    try configuration.validate()
    configuration.sequences[0].steps.append(.init(.pose, name: "rock"))
    #expect(throws: ConfigurationError.self) {
      try configuration.validate()
    }
    configuration.poses.custom = [PoseDescription(name: "rock")]
    try configuration.validate()
    configuration.sequences.append(configuration.sequences[0])
    #expect {
      try configuration.validate()
    } throws: { error in
      (error as? ConfigurationError)?.key == "sequences[1].name"
    }
  }
}
