import GestureCore
import Testing

@testable import GestureReplay

/// Random scripts, synthesized at random rates and noise, must meet the
/// expectations the planners wrote for them, under both configurations,
/// unless a warning says noise may change an event.
@Suite("Expected events of random scripts")
struct SynthPlannerPropertyTests {
  /// A random script that keeps the hand inside the image.
  static func script(using random: inout SplitMix64) -> String {
    var steps = ["at 0.5 0.5", "open 0.4s"]
    var x = 0.5
    var y = 0.5
    var pinched = false
    for _ in 0..<Int.random(in: 3...7, using: &random) {
      let duration = Double(Int.random(in: 2...6, using: &random)) / 10
      switch Int.random(in: 0..<10, using: &random) {
      case 0, 1:
        steps.append("hold \(duration)s")
      case 2:
        steps.append(pinched ? "release \(duration)s" : "pinch \(duration)s")
        pinched.toggle()
      case 3:
        steps.append("open \(duration)s")
        pinched = false
      case 4:
        steps.append("lose \(duration)s")
        steps.append("open 0.3s")
        pinched = false
      default:
        let horizontal = Bool.random(using: &random)
        let distance = Double(Int.random(in: 5...25, using: &random)) / 100
        let position = horizontal ? x : y
        let forward = position + distance <= 0.75
        let direction =
          horizontal ? (forward ? "right" : "left") : (forward ? "down" : "up")
        let profile = Bool.random(using: &random) ? "linear" : "smooth"
        steps.append(
          "move \(direction) \(distance) over \(duration)s \(profile)"
        )
        if horizontal {
          x += forward ? distance : -distance
        } else {
          y += forward ? distance : -distance
        }
        steps.append("hold 0.4s")
      }
    }
    steps.append("hold 0.5s")
    return steps.joined(separator: "; ")
  }

  /// The seeds of the random scripts.
  static let seeds: Range<UInt64> = 0..<120

  /// A random script and its synthesis, from a seed.
  static func synthesize(seed: UInt64) throws -> (
    text: String, synthesizer: Synthesizer, result: SynthResult
  ) {
    var random = SplitMix64(seed: 0x5EED_0000 + seed)
    let text = Self.script(using: &random)
    let rates: [Double] = [15, 24, 30, 60, 120]
    let synthesizer = Synthesizer(
      frameRate: rates[Int(seed) % rates.count],
      seed: seed,
      noise: seed % 3 == 0 ? 0 : 0.0005,
      coordinates: CoordinateSpace(isMirrored: seed % 2 == 0)
    )
    let result = synthesizer.synthesize(try SynthScript(parsing: text))
    return (text, synthesizer, result)
  }

  /// Whether a warning says noise may change one of a configuration's
  /// events.
  static func isDoubted(_ result: SynthResult, adaptive: Bool) -> Bool {
    result.warnings.contains {
      $0.message.contains(" may ")
        && $0.message.hasPrefix("adaptive:") == adaptive
    }
  }

  @Test("most random scripts have no doubt, so the test below checks them")
  func mostAreChecked() throws {
    var checked = 0
    for seed in Self.seeds {
      let result = try Self.synthesize(seed: seed).result
      checked += Self.isDoubted(result, adaptive: false) ? 0 : 1
      checked += Self.isDoubted(result, adaptive: true) ? 0 : 1
    }
    #expect(checked >= 2 * Self.seeds.count * 3 / 4, "\(checked) checked")
  }

  @Test(
    "a random script meets its planned events in both configurations",
    arguments: seeds
  )
  func randomScript(seed: UInt64) throws {
    let (text, synthesizer, result) = try Self.synthesize(seed: seed)
    for configuration in [GestureConfiguration.handKit, .adaptive] {
      let isAdaptive = configuration.name == "adaptive"
      if Self.isDoubted(result, adaptive: isAdaptive) { continue }
      let replay = Replay.run(result.trace, configuration: configuration)
      let report = ExpectationReport(
        trace: result.trace,
        configurationName: configuration.name,
        events: replay.events
      )
      #expect(
        report.isSuccess,
        "\(configuration.name) at \(synthesizer.frameRate) fps: \(text)\n\(report)"
      )
    }
  }
}
