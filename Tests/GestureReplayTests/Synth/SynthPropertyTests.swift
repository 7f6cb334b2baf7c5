import GestureCore
import Testing

@testable import GestureReplay

/// Random scripts, synthesized at several frame rates and noise levels:
/// each trace passes its own check in both built-in configurations, its
/// expectations are what the script means, and where a configuration
/// leaves out a gesture the script means, the independent model
/// (``SynthScriptModel``) agrees that it does not see it.
@Suite("Expected events of random scripts")
struct SynthPropertyTests {
  /// The seeds of the random scripts.
  static let seeds: Range<UInt64> = 0..<120

  /// A random script and its synthesis, from a seed.
  static func synthesize(seed: UInt64) throws -> (
    model: SynthScriptModel, synthesizer: Synthesizer, result: SynthResult
  ) {
    var random = SplitMix64(seed: 0x5EED_0000 + seed)
    let model = SynthScriptModel(using: &random)
    let rates: [Double] = [15, 24, 30, 60, 120]
    let synthesizer = Synthesizer(
      frameRate: rates[Int(seed) % rates.count],
      seed: seed,
      noise: seed % 3 == 0 ? 0 : 0.0005,
      coordinates: CoordinateSpace(isMirrored: seed % 2 == 0)
    )
    let result = synthesizer.synthesize(try SynthScript(parsing: model.text))
    return (model, synthesizer, result)
  }

  /// The expectations of a gesture and phase whose window lies within a
  /// time range, with a rounding's slack.
  static func expected(
    _ set: ExpectationSet,
    _ gesture: Gesture,
    _ phase: Phase,
    within range: ClosedRange<Double>
  ) -> [GestureReplay.Expectation] {
    set.expectations.filter {
      $0.gesture == gesture && $0.phase == phase
        && $0.time - $0.within >= range.lowerBound - 2e-4
        && $0.time + $0.within <= range.upperBound + 2e-4
    }
  }

  /// Whether a warning names a line under a configuration.
  static func warns(
    _ result: SynthResult,
    line: Int,
    _ configuration: String
  ) -> Bool {
    result.warnings.contains {
      $0.line == line && $0.configuration == configuration
    }
  }

  @Test(
    "a random script passes its own check in both configurations",
    arguments: seeds
  )
  func passesItsOwnCheck(seed: UInt64) throws {
    let (model, synthesizer, result) = try Self.synthesize(seed: seed)
    for configuration in [GestureConfiguration.handKit, .adaptive] {
      let replay = Replay.run(result.trace, configuration: configuration)
      let report = ExpectationReport(
        trace: result.trace,
        configurationName: configuration.name,
        events: replay.events
      )
      let context =
        "\(configuration.name) at \(synthesizer.frameRate) fps:\n"
        + "\(model.text)\n\(report)"
      #expect(report.isSuccess, "\(context)")
      #expect(report.matches.count >= 1)
    }
    #expect(result.warnings.allSatisfy { $0.line != nil })
  }

  @Test(
    "every pinch and release that shows its end means one event in its span",
    arguments: seeds
  )
  func pinches(seed: UInt64) throws {
    let (model, synthesizer, result) = try Self.synthesize(seed: seed)
    let fps = synthesizer.frameRate
    for name in ["handKit", "adaptive"] {
      let set = result.trace.expectationSet(for: name)
      for step in model.steps where model.showsEnd(of: step, fps: fps) {
        let phase: Phase
        switch step.kind {
        case .pinch: phase = .began
        case .release: phase = .ended
        default: continue
        }
        let found = Self.expected(
          set,
          .pinch,
          phase,
          within: step.start...(step.end + 1 / fps)
        )
        let context = "\(name), line \(step.line) at \(fps) fps"
        #expect(found.count == 1, "\(context):\n\(model.text)")
        #expect(!Self.warns(result, line: step.line, name))
      }
    }
  }

  @Test(
    "a move the model sees is a movement; one it does not see is a warning",
    arguments: seeds
  )
  func moves(seed: UInt64) throws {
    let (model, synthesizer, result) = try Self.synthesize(seed: seed)
    let fps = synthesizer.frameRate
    for step in model.steps {
      guard case .move = step.kind else { continue }
      for (name, verdict) in [
        ("handKit", model.handKitVerdict(step, fps: fps)),
        ("adaptive", model.adaptiveVerdict(step, fps: fps)),
      ] {
        let set = result.trace.expectationSet(for: name)
        let span = step.start...(step.end + 0.4)
        let began = Self.expected(set, .movement, .began, within: span)
        let ended = Self.expected(set, .movement, .ended, within: span)
        let sliders = Self.expected(set, .slider, .ended, within: span)
        let context = "\(name), line \(step.line) at \(fps) fps:\n\(model.text)"
        switch verdict {
        case .seen:
          #expect(began.count == 1 && ended.count == 1, "\(context)")
          #expect(sliders.count == 1, "\(context)")
          // A slider value left out is a warning on the move's line.
          if sliders.first?.value == nil {
            #expect(Self.warns(result, line: step.line, name), "\(context)")
          }
        case .unseen:
          #expect(began.isEmpty && ended.isEmpty, "\(context)")
          // Held back by a pinch, the move means nothing to adaptive.
          if !(name == "adaptive" && step.isPinched) {
            #expect(Self.warns(result, line: step.line, name), "\(context)")
          }
        case .unsure:
          break
        }
      }
    }
  }

  @Test(
    "a hand lost is lost at once for handKit, after 0.3 s for adaptive",
    arguments: seeds
  )
  func losses(seed: UInt64) throws {
    let (model, synthesizer, result) = try Self.synthesize(seed: seed)
    let fps = synthesizer.frameRate
    let handKit = result.trace.expectationSet(for: "handKit")
    let adaptive = result.trace.expectationSet(for: "adaptive")
    for step in model.steps where step.kind == .lose {
      let first = model.frameTimes(fps: fps).first { $0 >= step.start - 1e-9 }
      let lost = try #require(first)
      #expect(
        Self.expected(handKit, .hand, .lost, within: lost...lost).count == 1
      )
      let adaptiveLost = Self.expected(
        adaptive,
        .hand,
        .lost,
        within: step.start...step.end
      )
      if let time = model.adaptiveLoss(step, fps: fps) {
        #expect(adaptiveLost.map(\.time) == [SynthCheck.rounded(time)])
      } else {
        #expect(adaptiveLost.isEmpty)
      }
    }
  }

  @Test("most random moves are ones the model is sure of")
  func mostAreChecked() throws {
    var sure = 0
    var moves = 0
    for seed in Self.seeds {
      let (model, synthesizer, _) = try Self.synthesize(seed: seed)
      for step in model.steps {
        guard case .move = step.kind else { continue }
        moves += 2
        let fps = synthesizer.frameRate
        sure += model.handKitVerdict(step, fps: fps) == .unsure ? 0 : 1
        sure += model.adaptiveVerdict(step, fps: fps) == .unsure ? 0 : 1
      }
    }
    #expect(moves >= 200)
    #expect(sure >= moves * 3 / 4, "\(sure) of \(moves)")
  }
}
