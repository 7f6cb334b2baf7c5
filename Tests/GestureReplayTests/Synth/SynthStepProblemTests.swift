import GestureCore
import Testing

@testable import GestureReplay

/// The checks `SynthScript(steps:)` makes of each step's values, at their
/// bounds: a script written as text meets the word parser's checks first.
@Suite("Building gesture scripts: each step's values at their bounds")
struct SynthStepProblemTests {
  static let timed: [@Sendable (Double) -> SynthScript.Action] = [
    { .open(duration: $0) }, { .pinch(duration: $0) },
    { .hold(duration: $0) }, { .release(duration: $0) },
    { .lose(duration: $0) },
    { .move(direction: .left, distance: 0.1, duration: $0, profile: .linear) },
  ]

  static func move(distance: Double) -> SynthScript.Action {
    .move(direction: .up, distance: distance, duration: 1, profile: .smooth)
  }

  @Test(
    "a duration is greater than 0 and finite",
    arguments: [
      (0, false), (-0.0, false), (.leastNonzeroMagnitude, true),
      (-.leastNonzeroMagnitude, false), (.infinity, false), (.nan, false),
      (SynthScript.maximumDuration, true),
    ]
  )
  func duration(seconds: Double, isValid: Bool) {
    for make in Self.timed {
      let action = make(seconds)
      let problem = SynthScriptParser.problem(with: action)
      #expect((problem == nil) == isValid, "\(action)")
      if let problem {
        #expect(problem.contains("must be finite and greater than 0"))
      }
    }
  }

  @Test(
    "a distance is greater than 0 and at most the longest move",
    arguments: [
      (0, false), (.leastNonzeroMagnitude, true),
      (SynthScript.maximumDistance, true),
      (SynthScript.maximumDistance.nextUp, false), (.nan, false),
      (-1, false),
    ]
  )
  func distance(units: Double, isValid: Bool) {
    let problem = SynthScriptParser.problem(with: Self.move(distance: units))
    #expect((problem == nil) == isValid)
    if let problem {
      #expect(
        problem
          == "the distance of 'move' must be a number greater than 0 and "
          + "at most 100"
      )
    }
  }
}
