import GestureCore
import GestureReplay
import Testing

@Suite("Configuration keys")
struct ConfigurationKeyTests {
  @Test("every key is unique and documented")
  func keysAreUnique() {
    let names = ConfigurationKey.all.map(\.name)
    #expect(Set(names).count == names.count)
    #expect(ConfigurationKey.all.allSatisfy { !$0.summary.isEmpty })
  }

  @Test(
    "assignments change the setting they name",
    arguments: [
      (
        "pinch.enterThreshold=0.02", \GestureConfiguration.pinch.enterThreshold,
        0.02
      ),
      ("movement.startThreshold=1e-2", \.movement.startThreshold, 0.01),
      ("slider.gain= 50", \.slider.gain, 50),
      ("minimumConfidence=0.5", \.minimumConfidence, 0.5),
    ] as [(String, KeyPath<GestureConfiguration, Double> & Sendable, Double)]
  )
  func numbers(
    assignment: String,
    path: KeyPath<GestureConfiguration, Double> & Sendable,
    value: Double
  ) throws {
    var configuration = GestureConfiguration.handKit
    try configuration.apply(assignment: assignment)
    #expect(configuration[keyPath: path] == value)
  }

  @Test("integers, booleans, strings and lists parse")
  func otherKinds() throws {
    var configuration = GestureConfiguration.handKit
    try configuration.apply(assignment: "movement.medianWindow=7")
    try configuration.apply(assignment: "pinch.isEnabled=false")
    try configuration.apply(assignment: "name=lamp")
    try configuration.apply(assignment: "slider.values=0, 25,50")
    #expect(configuration.movement.medianWindow == 7)
    #expect(!configuration.pinch.isEnabled)
    #expect(configuration.name == "lamp")
    #expect(configuration.slider.values == [0, 25, 50])
    try configuration.apply(assignment: "slider.values=null")
    try configuration.apply(assignment: "slider.options=off,dim,bright")
    #expect(configuration.slider.values == nil)
    #expect(configuration.slider.options == ["off", "dim", "bright"])
    try configuration.apply(assignment: "slider.options=null")
    #expect(configuration.slider.options == nil)
    // A number, or null for none.
    try configuration.apply(assignment: "hands.lossTimeout=0.25")
    #expect(configuration.hands.lossTimeout == 0.25)
    try configuration.apply(assignment: "hands.lossTimeout=null")
    #expect(configuration.hands.lossTimeout == nil)
    #expect(throws: ConfigurationError.self) {
      try configuration.apply(assignment: "hands.lossTimeout=soon")
    }
  }

  @Test(
    "bad assignments name the key and what is wrong",
    arguments: [
      (
        "pinch.enter=0.02",
        "The configuration's pinch.enter is not a setting; `gesture-replay defaults` lists them."
      ),
      (
        "pinch.enterThreshold",
        "The configuration's pinch.enterThreshold needs a value, as in KEY=VALUE."
      ),
      (
        "pinch.enterThreshold=abc",
        "The configuration's pinch.enterThreshold must be a number, not 'abc'."
      ),
      ("", "The configuration needs a setting, as in KEY=VALUE."),
      ("=1", "The configuration needs a key before '=', as in KEY=VALUE."),
      (
        "pinch=1",
        "The configuration's pinch is a group of settings, not a setting: "
          + "give one of its keys, as pinch.KEY, or an object of them in a "
          + "configuration file."
      ),
      (
        "pinch.enterThreshold=1e999",
        "The configuration's pinch.enterThreshold must be a finite number, "
          + "not '1e999', which is out of range."
      ),
      (
        "slider.values=1,-1e400",
        "The configuration's slider.values must be a finite number, "
          + "not '1,-1e400', which is out of range."
      ),
      (
        "hands.reportsTracks=1e999",
        "The configuration's hands.reportsTracks must be a boolean, "
          + "not '1e999'."
      ),
      (
        "pinch.enterThreshold=nan",
        "The configuration's pinch.enterThreshold must be a number, not 'nan'."
      ),
      (
        "pinch.enterThreshold=inf",
        "The configuration's pinch.enterThreshold must be a number, not 'inf'."
      ),
      (
        "pinch.enterThreshold=",
        "The configuration's pinch.enterThreshold must be a number, not ''."
      ),
      (
        "movement.medianWindow=2.5",
        "The configuration's movement.medianWindow must be an integer, not '2.5'."
      ),
      (
        "movement.medianWindow=10000000000000000000",
        "The configuration's movement.medianWindow must be an integer, not '10000000000000000000'."
      ),
      (
        "pinch.isEnabled=yes",
        "The configuration's pinch.isEnabled must be a boolean, not 'yes'."
      ),
      (
        "slider.values=1,,2",
        "The configuration's slider.values must be a list of numbers, or null, not '1,,2'."
      ),
    ]
  )
  func badAssignment(assignment: String, message: String) {
    var configuration = GestureConfiguration.handKit
    #expect {
      try configuration.apply(assignment: assignment)
    } throws: { error in
      "\(error)" == message
    }
    #expect(configuration == .handKit)
  }

  @Test(
    "a whole number is read as it is, from --set and from JSON, whatever its size",
    arguments: [5_000_000_000, -1_000_000_000, 1_000_000_000, Int.min]
  )
  func wholeNumbers(number: Int) throws {
    var fromSet = GestureConfiguration.handKit
    try fromSet.apply(assignment: "movement.medianWindow=\(number)")
    var fromJSON = GestureConfiguration.handKit
    let json = #"{"movement": {"medianWindow": \#(number)}}"#
    try fromJSON.apply(settingsJSON: Array(json.utf8))
    #expect(fromSet.movement.medianWindow == number)
    #expect(fromJSON == fromSet)
    // The key's range, not the reading, refuses it.
    #expect {
      try fromJSON.validate()
    } throws: { error in
      "\(error)"
        == "The configuration's movement.medianWindow must be a whole number from 1 to 1000."
    }
  }

  @Test("the settings JSON reads back to the same configuration")
  func settingsRoundTrip() throws {
    var changed = GestureConfiguration.handKit
    changed.pinch.enterThreshold = 0.0125
    changed.slider.options = ["a", "b \"quoted\""]
    changed.movement.medianWindow = 3
    var read = GestureConfiguration.handKit
    try read.apply(settingsJSON: Array(changed.settingsJSON.utf8))
    #expect(read == changed)
  }

  @Test("lists and choices read from settings JSON")
  func listsAndChoices() throws {
    var configuration = GestureConfiguration.handKit
    try configuration.apply(
      settingsJSON: Array(
        #"{"slider": {"values": [0, 12.5, -3]}, "relationships": {"pinchWithSwipe": "isAwaitedBy"}}"#
          .utf8
      )
    )
    #expect(configuration.slider.values == [0, 12.5, -3])
    #expect(configuration.relationships.pinchWithSwipe == .isAwaitedBy)
    try configuration.apply(
      settingsJSON: Array(
        #"{"slider": {"values": null, "options": ["off", "on"]}}"#.utf8
      )
    )
    #expect(configuration.slider.values == nil)
    #expect(configuration.slider.options == ["off", "on"])
  }

  @Test("a partial settings JSON changes only what it names")
  func partialJSON() throws {
    var configuration = GestureConfiguration.handKit
    try configuration.apply(
      settingsJSON: Array(#"{"pinch": {"exitThreshold": 0.04}}"#.utf8)
    )
    var expected = GestureConfiguration.handKit
    expected.pinch.exitThreshold = 0.04
    #expect(configuration == expected)
  }

  @Test(
    "bad settings JSON names the key",
    arguments: [
      (
        #"{"pinch": {"enterTreshold": 0.02}}"#,
        "The configuration's pinch.enterTreshold is not a setting; `gesture-replay defaults` lists them."
      ),
      (
        "{\"pinch\": {\"a\\nb\\u001b[2J\": 1}}",
        "The configuration's pinch.a\\u000Ab\\u001B[2J is not a setting; `gesture-replay defaults` lists them."
      ),
      (
        "{\"" + String(repeating: "k", count: 41) + "\": 1}",
        "The configuration's " + String(repeating: "k", count: 40)
          + "... is not a setting; `gesture-replay defaults` lists them."
      ),
      (
        #"{"pinch": null}"#,
        "The configuration's pinch is a group of settings, not a setting: "
          + "give one of its keys, as pinch.KEY, or an object of them in a "
          + "configuration file."
      ),
      (
        #"{"pinch": {"enterThreshold": "0.02"}}"#,
        "The configuration's pinch.enterThreshold must be a number, not \"0.02\"."
      ),
      (
        #"{"movement": {"medianWindow": 2.5}}"#,
        "The configuration's movement.medianWindow must be an integer, not 2.5."
      ),
      (
        #"{"movement": {"medianWindow": 1e19}}"#,
        "The configuration's movement.medianWindow must be an integer, not 1e+19."
      ),
      (
        #"{"relationships": {"pinchWithSwipe": "sometimes"}}"#,
        "The configuration's relationships.pinchWithSwipe must be one of simultaneous, exclusive, preempts, isPreemptedBy, awaitsFailureOf, isAwaitedBy, not \"sometimes\"."
      ),
      (
        #"{"slider": {"values": [1, "2", 3]}}"#,
        "The configuration's slider.values[1] must be a number, not \"2\"."
      ),
      (
        #"{"slider": {"values": 2}}"#,
        "The configuration's slider.values must be a list of numbers, or null, not 2."
      ),
      (
        #"{"slider": {"options": ["off", null]}}"#,
        "The configuration's slider.options[1] must be a string, not null."
      ),
      (#"[1]"#, "The configuration must be a JSON object."),
      (
        #"{"pinch": "#,
        "The configuration is not valid JSON: line 1, column 11: expected a value, found the end of the input."
      ),
    ]
  )
  func badJSON(json: String, message: String) {
    var configuration = GestureConfiguration.handKit
    #expect {
      try configuration.apply(settingsJSON: Array(json.utf8))
    } throws: { error in
      "\(error)" == message
    }
  }

  @Test("built-in configurations are found by name")
  func builtIn() {
    #expect(GestureConfiguration.builtIn(named: "handKit") == .handKit)
    #expect(GestureConfiguration.builtIn(named: "adaptive")?.name == "adaptive")
    #expect(GestureConfiguration.builtIn(named: "HandKit") == nil)
  }
}
