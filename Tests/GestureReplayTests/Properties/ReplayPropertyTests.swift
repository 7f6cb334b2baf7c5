import GestureCore
import GestureReplay
import Testing

/// Collects the samples a property fails on, to report a few with their
/// seeds rather than one issue per sample.
private struct Failures {
  private(set) var messages: [String] = []

  mutating func check(
    _ condition: Bool,
    _ sample: PropertySample,
    _ message: @autoclosure () -> String
  ) {
    if !condition { messages.append("seed \(sample.seed): \(message())") }
  }

  var summary: String {
    "\(messages.count) failures; first: "
      + messages.prefix(3).joined(separator: "; ")
  }
}

private let corpus = PropertyCorpus.samples
private let handKit = "handKit"

@Suite(
  "Replay properties, on 2,000 generated traces (fewer under the sanitizers)"
)
struct ReplayPropertyTests {
  @Test(
    "the generated traces make every handKit recognizer fire, often"
  )
  func generatorCoverage() {
    let events = corpus.flatMap { $0.events(handKit) }
    func count(_ gesture: Gesture, _ phase: Phase) -> Int {
      events.count { $0.gesture == gesture && $0.phase == phase }
    }
    // Per 2,000 traces: more than 1,000 pinches begun, 500 ended, ...
    let traces = PropertyCorpus.count
    #expect(count(.pinch, .began) > traces / 2)
    #expect(count(.pinch, .ended) > traces / 4)
    #expect(count(.movement, .began) > traces / 2)
    #expect(count(.slider, .changed) > traces * 5)
    #expect(count(.slider, .ended) > traces / 2)
    #expect(count(.hand, .lost) > traces / 2)
    let twoHanded = corpus.count { $0.chiralities.count == 2 }
    #expect(twoHanded > traces / 4)
  }

  @Test(
    "replaying a trace twice gives the same events",
    arguments: PropertyCorpus.configurationNames
  )
  func deterministic(configuration: String) {
    var failures = Failures()
    for sample in corpus where sample.seed % 4 < 2 {
      guard let replay = sample.replays[configuration] else { continue }
      let again = Replay.run(
        sample.trace,
        configuration: PropertyCorpus.configuration(configuration)
      )
      failures.check(again == replay, sample, "the second replay differs")
    }
    #expect(failures.messages.isEmpty, "\(failures.summary)")
  }

  @Test(
    "a trace written and read back replays the same events",
    arguments: TraceFormat.allCases
  )
  func roundTrip(format: TraceFormat) throws {
    var failures = Failures()
    // Reading is slow in a debug build: every 100th trace.
    for sample in corpus where sample.seed % 100 == 0 {
      let text = try sample.trace.encoded(as: format)
      let back = try Trace(bytes: text, format: format)
      failures.check(back == sample.trace, sample, "the trace read differs")
      for name in sample.replays.keys {
        let replay = Replay.run(
          back,
          configuration: PropertyCorpus.configuration(name)
        )
        failures.check(
          replay.events == sample.events(name),
          sample,
          "\(name) events differ"
        )
      }
    }
    #expect(failures.messages.isEmpty, "\(failures.summary)")
  }

  @Test(
    "a hand's pinch, movement and slider go began, then ended or cancelled",
    arguments: PropertyCorpus.configurationNames
  )
  func alternation(configuration: String) {
    var failures = Failures()
    for sample in corpus {
      for chirality in sample.chiralities {
        let events = sample.events(configuration).filter {
          $0.hand == chirality
        }
        for gesture in [Gesture.pinch, .movement, .slider] {
          let phases = events.filter {
            $0.gesture == gesture && $0.phase != .changed
          }.map(\.phase)
          let alternates = phases.indices.allSatisfy { index in
            index.isMultiple(of: 2)
              ? phases[index] == .began
              : phases[index] == .ended || phases[index] == .cancelled
          }
          failures.check(
            alternates,
            sample,
            "\(chirality) \(gesture): \(phases)"
          )
        }
      }
    }
    #expect(failures.messages.isEmpty, "\(failures.summary)")
  }

  @Test(
    "pinches begin and end where the gated distance crosses the thresholds"
  )
  func pinchCrossings() {
    var failures = Failures()
    for sample in corpus {
      for chirality in sample.chiralities {
        let distances = HandKitModel.pinchDistances(
          of: chirality,
          in: sample.trace
        )
        let expected = HandKitModel.pinchTransitions(distances)
        let actual = sample.events(handKit).filter {
          $0.hand == chirality && $0.gesture == .pinch
        }.map { HandKitModel.Transition(frame: $0.frame, phase: $0.phase) }
        failures.check(
          actual == expected,
          sample,
          "\(chirality): \(actual), expected \(expected)"
        )
        let began = actual.count { $0.phase == .began }
        let crossings = expected.count { $0.phase == .began }
        failures.check(
          began == crossings,
          sample,
          "\(began) pinches began for \(crossings) crossings"
        )
      }
    }
    #expect(failures.messages.isEmpty, "\(failures.summary)")
  }

  @Test(
    "slider values stay within 0...100",
    arguments: PropertyCorpus.configurationNames
  )
  func sliderRange(configuration: String) {
    var failures = Failures()
    for sample in corpus {
      for event in sample.events(configuration) where event.gesture == .slider {
        let value = event.value ?? .nan
        failures.check(
          (0...100).contains(value),
          sample,
          "\(event.phase) at frame \(event.frame) has value \(value)"
        )
      }
    }
    #expect(failures.messages.isEmpty, "\(failures.summary)")
  }

  @Test(
    "a slider's value is clamp(startValue + 100 × (x − startX)), x not read when it ends"
  )
  func sliderFixedReference() {
    // The engine and the model do the same operations in the same order,
    // so the values agree exactly; the tolerance only states that.
    let tolerance = 1e-9
    var failures = Failures()
    for sample in corpus {
      for chirality in sample.chiralities {
        var start: (value: Double, x: Double, frame: Int)?
        let events = sample.events(handKit).filter {
          $0.hand == chirality && $0.gesture == .slider
        }
        for event in events {
          let value = event.value ?? .nan
          switch event.phase {
          case .began:
            guard
              let x = HandKitModel.indexX(
                of: chirality,
                at: event.frame,
                in: sample.trace
              )
            else {
              failures.check(false, sample, "no index tip where it began")
              continue
            }
            start = (value, x, event.frame)
          case .changed, .ended:
            guard let start else {
              failures.check(false, sample, "\(event.phase) before began")
              continue
            }
            // `changed` uses this frame's x; `ended` the last accepted
            // frame's before it.
            let last = event.phase == .changed ? event.frame : event.frame - 1
            let x = (start.frame...last).reversed().lazy.compactMap {
              HandKitModel.indexX(of: chirality, at: $0, in: sample.trace)
            }.first
            let expected = HandKitModel.sliderValue(
              startValue: start.value,
              startX: start.x,
              x: x ?? start.x
            )
            failures.check(
              abs(value - expected) <= tolerance,
              sample,
              "\(chirality) slider \(event.phase) at frame \(event.frame):"
                + " \(value), expected \(expected)"
            )
          default:
            failures.check(false, sample, "slider \(event.phase)")
          }
        }
      }
    }
    #expect(failures.messages.isEmpty, "\(failures.summary)")
  }

  @Test(
    "no event names a hand its frame lacks, but hand lost",
    arguments: PropertyCorpus.configurationNames
  )
  func eventsNamePresentHands(configuration: String) {
    var failures = Failures()
    for sample in corpus {
      for event in sample.events(configuration) {
        let frame = sample.trace.frames[event.frame]
        let isPresent = HandKitModel.hand(event.hand, in: frame) != nil
        // Adaptive cancels a lost hand's gestures in the frame it is lost.
        let isLoss =
          event.phase == .lost
          || (configuration != handKit && event.phase == .cancelled)
        failures.check(
          isPresent || isLoss,
          sample,
          "\(event.hand) \(event.gesture) \(event.phase) at frame"
            + " \(event.frame), which lacks the hand"
        )
      }
    }
    #expect(failures.messages.isEmpty, "\(failures.summary)")
  }

  @Test(
    "nothing happens to a hand between lost and found",
    arguments: PropertyCorpus.configurationNames
  )
  func nothingWhileLost(configuration: String) {
    var failures = Failures()
    for sample in corpus {
      for chirality in sample.chiralities {
        var isLost = true
        for event in sample.events(configuration) where event.hand == chirality
        {
          switch (event.gesture, event.phase) {
          case (.hand, .found):
            failures.check(isLost, sample, "found twice")
            isLost = false
          case (.hand, .lost):
            failures.check(!isLost, sample, "lost twice")
            isLost = true
          default:
            failures.check(
              !isLost,
              sample,
              "\(chirality) \(event.gesture) \(event.phase) at frame"
                + " \(event.frame), while lost"
            )
          }
        }
      }
    }
    #expect(failures.messages.isEmpty, "\(failures.summary)")
  }
}
