import Foundation
import GestureCore
import Testing

@Suite("GestureConfiguration")
struct GestureConfigurationTests {
  @Test("handKit is the default behaviour table of the design contract")
  func handKitMatchesTable() throws {
    let handKit = GestureConfiguration.handKit
    #expect(handKit.name == "handKit")
    // confidence gate
    #expect(handKit.minimumConfidence == 0.7)
    // median window
    #expect(handKit.movement.medianWindow == 5)
    // movement start and stop
    #expect(handKit.movement.startThreshold == 0.01)
    #expect(handKit.movement.stopThreshold == 0.005)
    // pinch enter and exit
    #expect(handKit.pinch.isEnabled)
    #expect(handKit.pinch.enterThreshold == 0.015)
    #expect(handKit.pinch.exitThreshold == 0.03)
    // slider: gain 100 per normalized unit, 0...100, initial value 0
    #expect(handKit.slider.isEnabled)
    #expect(handKit.slider.gain == 100)
    #expect(handKit.slider.minimum == 0)
    #expect(handKit.slider.maximum == 100)
    #expect(handKit.slider.initialValue == 0)
    #expect(handKit.slider.values == nil)
    #expect(handKit.slider.step == nil)
    #expect(handKit.slider.options == nil)
    #expect(handKit.hands.reportsPresence)
    #expect(GestureConfiguration() == handKit)
    try handKit.validate()
  }

  /// A configuration with one setting changed, and the key that
  /// `validate()` must name.
  struct Setting: Sendable, CustomTestStringConvertible {
    var testDescription: String
    var configuration: GestureConfiguration
    var key: String

    init(
      _ description: String,
      key: String,
      _ change: (inout GestureConfiguration) -> Void
    ) {
      var configuration = GestureConfiguration.handKit
      change(&configuration)
      self.testDescription = description
      self.configuration = configuration
      self.key = key
    }
  }

  static let badSettings: [Setting] = [
    Setting("negative duplicate distance", key: "hands.duplicateDistance") {
      $0.hands.duplicateDistance = -0.001
    },
    Setting("infinite duplicate distance", key: "hands.duplicateDistance") {
      $0.hands.duplicateDistance = .infinity
    },
    Setting("NaN confirmation time", key: "hands.confirmationTime") {
      $0.hands.confirmationTime = .nan
    },
    Setting("negative confirmation time", key: "hands.confirmationTime") {
      $0.hands.confirmationTime = -0.001
    },
    Setting("confirmation score above 1", key: "hands.confirmationScore") {
      $0.hands.confirmationScore = 1.0001
    },
    Setting("negative confirmation score", key: "hands.confirmationScore") {
      $0.hands.confirmationScore = -0.1
    },
    Setting("negative confidence", key: "minimumConfidence") {
      $0.minimumConfidence = -0.1
    },
    Setting("confidence above 1", key: "minimumConfidence") {
      $0.minimumConfidence = 1.0001
    },
    Setting("NaN confidence", key: "minimumConfidence") {
      $0.minimumConfidence = .nan
    },
    Setting("median window 0", key: "movement.medianWindow") {
      $0.movement.medianWindow = 0
    },
    Setting("median window 1001", key: "movement.medianWindow") {
      $0.movement.medianWindow = 1001
    },
    Setting("NaN start", key: "movement.startThreshold") {
      $0.movement.startThreshold = .nan
    },
    Setting("negative start", key: "movement.startThreshold") {
      $0.movement.startThreshold = -0.01
    },
    Setting("infinite start", key: "movement.startThreshold") {
      $0.movement.startThreshold = .infinity
    },
    Setting("NaN stop", key: "movement.stopThreshold") {
      $0.movement.stopThreshold = .nan
    },
    Setting("negative stop", key: "movement.stopThreshold") {
      $0.movement.stopThreshold = -0.005
    },
    Setting("stop above start", key: "movement.stopThreshold") {
      $0.movement.stopThreshold = 0.02
    },
    Setting("NaN enter", key: "pinch.enterThreshold") {
      $0.pinch.enterThreshold = .nan
    },
    Setting("negative enter", key: "pinch.enterThreshold") {
      $0.pinch.enterThreshold = -0.015
    },
    Setting("infinite enter", key: "pinch.enterThreshold") {
      $0.pinch.enterThreshold = .infinity
    },
    Setting("NaN exit", key: "pinch.exitThreshold") {
      $0.pinch.exitThreshold = .nan
    },
    Setting("infinite exit", key: "pinch.exitThreshold") {
      $0.pinch.exitThreshold = .infinity
    },
    Setting("exit below enter", key: "pinch.exitThreshold") {
      $0.pinch.exitThreshold = 0.01
    },
    Setting("NaN gain", key: "slider.gain") { $0.slider.gain = .nan },
    Setting("infinite gain", key: "slider.gain") {
      $0.slider.gain = -.infinity
    },
    Setting("NaN minimum", key: "slider.minimum") { $0.slider.minimum = .nan },
    Setting("infinite maximum", key: "slider.maximum") {
      $0.slider.maximum = .infinity
    },
    Setting("maximum below minimum", key: "slider.maximum") {
      $0.slider.maximum = -1
    },
    Setting("NaN initial value", key: "slider.initialValue") {
      $0.slider.initialValue = .nan
    },
    Setting("empty values", key: "slider.values") { $0.slider.values = [] },
    Setting("NaN among values", key: "slider.values") {
      $0.slider.values = [0, .nan]
    },
    Setting("step 0", key: "slider.step") { $0.slider.step = 0 },
    Setting("negative step", key: "slider.step") { $0.slider.step = -1 },
    Setting("NaN step", key: "slider.step") { $0.slider.step = .nan },
    Setting("ten million steps", key: "slider.step") {
      $0.slider.step = 0.000_01
    },
    Setting("a million and one values", key: "slider.step") {
      $0.slider.maximum = 1_000_000
      $0.slider.step = 1
    },
    Setting("step with values", key: "slider.step") {
      $0.slider.step = 10
      $0.slider.values = [0, 10]
    },
    Setting("thumb away below alongside", key: "poses.thumbAlongsideRatio") {
      $0.poses.thumbAwayRatio = 0.3
    },
    Setting("negative alongside", key: "poses.thumbAlongsideRatio") {
      $0.poses.thumbAlongsideRatio = -0.1
    },
    Setting("infinite away", key: "poses.thumbAwayRatio") {
      $0.poses.thumbAwayRatio = .infinity
    },
    Setting("a custom pose without a name", key: "poses.custom[0].name") {
      $0.poses.custom = [PoseDescription(name: "")]
    },
    Setting(
      "a custom pose's tolerance 0",
      key: "poses.custom[1].pointing[0].tolerance"
    ) {
      $0.poses.custom = [
        PoseDescription(name: "a"),
        PoseDescription(name: "b", pointing: [.init(.index, .up, within: 0)]),
      ]
    },
    Setting("two custom poses of one name", key: "poses.custom[1].name") {
      $0.poses.custom = [
        PoseDescription(name: "a"), PoseDescription(name: "a"),
      ]
    },
    Setting("an empty name", key: "name") { $0.name = "" },
    Setting("no options", key: "slider.options") { $0.slider.options = [] },
    Setting("a million and one options", key: "slider.options") {
      $0.slider.options = Array(
        repeating: "o",
        count: DiscreteSlider.maximumValueCount + 1
      )
    },
    Setting("an empty option", key: "slider.options[1]") {
      $0.slider.options = ["a", "", "b"]
    },
    Setting("an option with a comma", key: "slider.options[0]") {
      $0.slider.options = ["lo,w", "mid"]
    },
    Setting("an option with a quote", key: "slider.options[1]") {
      $0.slider.options = ["low", "mi\"d"]
    },
    Setting("an option with a line break", key: "slider.options[2]") {
      $0.slider.options = ["low", "mid", "h\ni"]
    },
    Setting("an option with a space", key: "slider.options[0]") {
      $0.slider.options = ["very low"]
    },
    Setting("an option of 41 letters", key: "slider.options[0]") {
      $0.slider.options = [String(repeating: "o", count: 41)]
    },
    Setting("an option named twice", key: "slider.options[2]") {
      $0.slider.options = ["low", "mid", "low"]
    },
    Setting("options with values", key: "slider.options") {
      $0.slider.options = ["a", "b"]
      $0.slider.values = [0, 1]
    },
    Setting("options with step", key: "slider.options") {
      $0.slider.options = ["a", "b"]
      $0.slider.step = 1
    },
    Setting("negative failure delay", key: "relationships.failureDelay") {
      $0.relationships.failureDelay = -0.001
    },
    Setting("failure delay above 10", key: "relationships.failureDelay") {
      $0.relationships.failureDelay = 10.001
    },
    Setting("NaN failure delay", key: "relationships.failureDelay") {
      $0.relationships.failureDelay = .nan
    },
    Setting("infinite failure delay", key: "relationships.failureDelay") {
      $0.relationships.failureDelay = .infinity
    },
    Setting("zero hold duration", key: "hold.minimumDuration") {
      $0.hold.minimumDuration = 0
    },
    Setting("hold duration above 60", key: "hold.minimumDuration") {
      $0.hold.minimumDuration = Double(60).nextUp
    },
    Setting("NaN hold duration", key: "hold.minimumDuration") {
      $0.hold.minimumDuration = .nan
    },
    Setting("zero hold allowance", key: "hold.allowableMovement") {
      $0.hold.allowableMovement = 0
    },
    Setting("infinite hold allowance", key: "hold.allowableMovement") {
      $0.hold.allowableMovement = .infinity
    },
    Setting(
      "negative relative hold allowance",
      key: "hold.relativeAllowableMovement"
    ) {
      $0.hold.relativeAllowableMovement = -0.3
    },
    Setting(
      "NaN relative hold allowance",
      key: "hold.relativeAllowableMovement"
    ) {
      $0.hold.relativeAllowableMovement = .nan
    },
  ]

  @Test("rejects each bad setting, naming its key", arguments: badSettings)
  func rejects(setting: Setting) {
    let error = #expect(throws: ConfigurationError.self) {
      try setting.configuration.validate()
    }
    #expect(error?.key == setting.key)
  }

  @Test("refuses a step of 0 for being 0, not for the values it makes")
  func zeroStep() {
    var configuration = GestureConfiguration.handKit
    configuration.slider.step = 0
    let error = #expect(throws: ConfigurationError.self) {
      try configuration.validate()
    }
    #expect(error?.reason == "must be a finite number greater than 0")
  }

  static let edgeSettings: [Setting] = [
    Setting("duplicate distance 0", key: "") {
      $0.hands.duplicateDistance = 0
    },
    Setting("confirmation time 0", key: "") {
      $0.hands.confirmationTime = 0
    },
    Setting("confirmation score 0", key: "") {
      $0.hands.confirmationScore = 0
    },
    Setting("confirmation score 1", key: "") {
      $0.hands.confirmationScore = 1
    },
    Setting("confidence 0", key: "") { $0.minimumConfidence = 0 },
    Setting("hold duration 60", key: "") { $0.hold.minimumDuration = 60 },
    Setting("smallest hold duration", key: "") {
      $0.hold.minimumDuration = .leastNonzeroMagnitude
    },
    Setting("smallest hold allowances", key: "") {
      $0.hold.allowableMovement = .leastNonzeroMagnitude
      $0.hold.relativeAllowableMovement = .leastNonzeroMagnitude
    },
    Setting("confidence 1", key: "") { $0.minimumConfidence = 1 },
    Setting("median window 1", key: "") { $0.movement.medianWindow = 1 },
    Setting("median window 1000", key: "") {
      $0.movement.medianWindow = 1000
    },
    Setting("stop equal to start", key: "") {
      $0.movement.stopThreshold = 0.01
    },
    Setting("zero movement thresholds", key: "") {
      $0.movement.startThreshold = 0
      $0.movement.stopThreshold = 0
    },
    Setting("exit equal to enter", key: "") { $0.pinch.exitThreshold = 0.015 },
    Setting("negative gain", key: "") { $0.slider.gain = -100 },
    Setting("maximum equal to minimum", key: "") { $0.slider.maximum = 0 },
    Setting("a million values", key: "") {
      $0.slider.maximum = 999_999
      $0.slider.step = 1
    },
    Setting("one value", key: "") { $0.slider.values = [42] },
    Setting("one option", key: "") { $0.slider.options = ["only"] },
    Setting("options of 1 and 40 letters, digits, - and _", key: "") {
      $0.slider.options = ["a", "Level_2-" + String(repeating: "x", count: 32)]
    },
    Setting("options that differ only in case", key: "") {
      $0.slider.options = ["low", "Low", "LOW"]
    },
    Setting("thumb away equal to alongside", key: "") {
      $0.poses.thumbAwayRatio = 0.35
    },
    Setting("thumb alongside 0", key: "") {
      $0.poses.thumbAlongsideRatio = 0
    },
    Setting("a custom pose replacing a built-in one", key: "") {
      $0.poses.custom = [PoseDescription(name: "openPalm", index: .extended)]
    },
    Setting("no failure delay", key: "") {
      $0.relationships.failureDelay = 0
    },
    Setting("a failure delay of 10 s", key: "") {
      $0.relationships.failureDelay = 10
    },
  ]

  @Test("accepts settings on the edge of their ranges", arguments: edgeSettings)
  func accepts(setting: Setting) throws {
    try setting.configuration.validate()
  }

  @Test(
    "describes an error as a sentence naming the setting",
    arguments: zip(
      ["pinch.exitThreshold", ""],
      [
        "The configuration's pinch.exitThreshold must be finite.",
        "The configuration must be finite.",
      ]
    )
  )
  func errorDescription(key: String, sentence: String) {
    let error = ConfigurationError(key: key, reason: "must be finite")
    #expect(error.description == sentence)
  }

  static let roundTrips: [Setting] = [
    Setting("handKit", key: "") { _ in },
    Setting("everything changed", key: "") {
      $0.name = "custom"
      $0.minimumConfidence = 0.5
      $0.movement = .init(
        medianWindow: 7,
        startThreshold: 0.02,
        stopThreshold: 0.001
      )
      $0.pinch = .init(isEnabled: false, enterThreshold: 0.01)
      $0.slider = .init(isEnabled: false, gain: 3.5, minimum: -1, maximum: 1)
      $0.hands = .init(reportsPresence: false)
    },
    Setting("discrete slider", key: "") {
      $0.slider.values = [0.5, 1, 2]
    },
    Setting("stepped slider", key: "") { $0.slider.step = 12.5 },
    Setting("picker", key: "") { $0.slider.options = ["off", "on"] },
  ]

  @Test("round-trips through JSON", arguments: roundTrips)
  func codableRoundTrip(setting: Setting) throws {
    let data = try JSONEncoder().encode(setting.configuration)
    let decoded = try JSONDecoder().decode(
      GestureConfiguration.self,
      from: data
    )
    #expect(decoded == setting.configuration)
  }

  @Test("encodes handKit under the settings' names")
  func jsonKeys() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(GestureConfiguration.handKit)
    let object = try #require(
      try JSONSerialization.jsonObject(with: data) as? [String: Any]
    )
    #expect(
      object.keys.sorted() == [
        "doublePinch", "facing", "hands", "hold", "minimumConfidence",
        "movement", "name", "pinch", "poses", "relationships", "sequences",
        "slider", "smoothing", "swipe", "twoHandPinch",
      ]
    )
    let movement = try #require(object["movement"] as? [String: Any])
    #expect(movement["medianWindow"] as? Int == 5)
    #expect(movement["startThreshold"] as? Double == 0.01)
  }

  @Test("runs the largest stepped slider that validate() accepts")
  func millionValuesRun() async {
    // validate() and DiscreteSlider must agree on the limit: a million
    // values (0...999,999 by 1) validates, so the engine must not trap on
    // it; a million and one is rejected above.
    await #expect(processExitsWith: .success) {
      var configuration = GestureConfiguration.handKit
      configuration.slider.maximum = 999_999
      configuration.slider.step = 1
      var engine = GestureEngine(configuration: configuration)
      _ = engine.process(Frame(time: 0, hands: [Hand()]))
    }
  }

  @Test("runs the largest picker that validate() accepts")
  func millionOptionsRun() async {
    // A picker is a discrete slider over its options' indices: a million
    // options validates, so the engine must not trap on it; a million and
    // one is rejected above.
    await #expect(processExitsWith: .success) {
      var configuration = GestureConfiguration.handKit
      configuration.slider.options = (0..<DiscreteSlider.maximumValueCount)
        .map { "o\($0)" }
      var engine = GestureEngine(configuration: configuration)
      _ = engine.process(Frame(time: 0, hands: [Hand()]))
    }
  }

  @Test("traps when an engine is made with an invalid configuration")
  func engineRejectsInvalid() async {
    await #expect(processExitsWith: .failure) {
      var configuration = GestureConfiguration.handKit
      configuration.pinch.exitThreshold = 0.001
      _ = GestureEngine(configuration: configuration)
    }
    await #expect(processExitsWith: .failure) {
      var configuration = GestureConfiguration.handKit
      configuration.pinch.exitThreshold = 0.001
      _ = HandGestureEngine(configuration: configuration, hand: .right)
    }
  }
}
