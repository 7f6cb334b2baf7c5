import GestureCore
import GestureReplay
import Testing

/// The keys of the per-frame readings: the pinch strength, the palm's
/// facing and the facing a pinch requires.
@Suite("Configuration keys of the pinch strength and palm facing")
struct ReadingKeysTests {
  @Test("both presets leave them off, so that no event changes")
  func defaults() {
    for configuration in [GestureConfiguration.handKit, .adaptive] {
      #expect(!configuration.pinch.reportsStrength)
      #expect(configuration.pinch.requiresPalmFacing == .any)
      #expect(!configuration.facing.isEnabled)
      #expect(configuration.facing.margin == 0.2)
      #expect(!configuration.readsPalmFacing)
    }
    #expect(!GestureConfiguration.handKit.facing.usesWorldLandmarks)
    #expect(GestureConfiguration.adaptive.facing.usesWorldLandmarks)
  }

  @Test("--set changes each of them")
  func assignments() throws {
    var configuration = GestureConfiguration.handKit
    try configuration.apply(assignment: "pinch.reportsStrength=true")
    try configuration.apply(assignment: "pinch.requiresPalmFacing=away")
    try configuration.apply(assignment: "facing.isEnabled=true")
    try configuration.apply(assignment: "facing.margin=0.35")
    try configuration.apply(assignment: "facing.usesWorldLandmarks=true")
    #expect(configuration.pinch.reportsStrength)
    #expect(configuration.pinch.requiresPalmFacing == .away)
    #expect(configuration.facing.isEnabled)
    #expect(configuration.facing.margin == 0.35)
    #expect(configuration.facing.usesWorldLandmarks)
    var read = GestureConfiguration.handKit
    try read.apply(settingsJSON: Array(configuration.settingsJSON.utf8))
    #expect(read == configuration)
  }

  @Test("a facing requirement names the three choices")
  func choices() throws {
    let key = try #require(ConfigurationKey.named("pinch.requiresPalmFacing"))
    #expect(key.kind == .choice)
    #expect(key.choices == ["any", "toward", "away"])
    var configuration = GestureConfiguration.handKit
    #expect(throws: ConfigurationError.self) {
      try configuration.apply(assignment: "pinch.requiresPalmFacing=up")
    }
  }

  @Test(
    "the margin must be from 0 up to, not including, 1",
    arguments: zip(
      [0, 0.2, Double(1).nextDown, 1, -0.01, .nan, .infinity],
      [true, true, true, false, false, false, false]
    )
  )
  func margin(value: Double, isValid: Bool) {
    var configuration = GestureConfiguration.handKit
    configuration.facing.margin = value
    let valid = (try? configuration.validate()) != nil
    #expect(valid == isValid)
  }
}
