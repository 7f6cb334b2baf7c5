import Dispatch
import Foundation
import GestureCore
import GestureReplay

/// A generated trace and its replays with the built-in configurations.
struct PropertySample: Sendable {
  /// The seed that made the trace, to reproduce a failure.
  var seed: UInt64
  var trace: Trace
  /// The replay with each built-in configuration it was replayed with,
  /// by name.
  var replays: [String: Replay]

  /// Returns the events of the replay with a configuration, or none if it
  /// was not replayed with it.
  func events(_ configuration: String) -> [GestureEvent] {
    replays[configuration]?.events ?? []
  }

  /// The chiralities of the trace's hands.
  var chiralities: [Chirality] {
    Chirality.hands.filter { chirality in
      trace.frames.contains { HandKitModel.hand(chirality, in: $0) != nil }
    }
  }
}

/// The traces every property is checked on, generated and replayed once,
/// on every core.
///
/// Every trace is replayed with handKit; every second one with adaptive
/// too, which is slower in a debug build.
enum PropertyCorpus {
  /// The number of traces: 2,000, or the value of the environment
  /// variable `GESTURE_PROPERTY_TRACES`, at least 100, which the sanitizer
  /// runs set lower (`Docs/Reliability.md`).
  static let count: Int = {
    let variable = ProcessInfo.processInfo
      .environment["GESTURE_PROPERTY_TRACES"]
    guard let variable else { return 2_000 }
    guard let count = Int(variable), count >= 100 else {
      preconditionFailure(
        "GESTURE_PROPERTY_TRACES is \(variable), not a number of at least 100."
      )
    }
    return count
  }()

  /// The names of the configurations the traces are replayed with.
  static let configurationNames = GestureConfiguration.builtInNames

  /// Returns a built-in configuration, which exists by its name.
  static func configuration(_ name: String) -> GestureConfiguration {
    guard let configuration = GestureConfiguration.builtIn(named: name) else {
      preconditionFailure("No built-in configuration named \(name).")
    }
    return configuration
  }

  /// The samples whose trace shows one hand, of one label, and that were
  /// replayed with a configuration.
  ///
  /// - Parameter configurationName: The configuration's name.
  /// - Returns: The samples, in seed order.
  static func oneHandSamples(
    replayedWith configurationName: String
  ) -> [PropertySample] {
    samples.filter {
      $0.chiralities.count == 1 && $0.replays[configurationName] != nil
    }
  }

  /// The samples, seeds 0 to `count - 1`.
  static let samples: [PropertySample] = {
    let chunks = 16
    let results = Locked<[[PropertySample]]>(
      Array(repeating: [], count: chunks)
    )
    DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
      let seeds = stride(from: chunk, to: count, by: chunks)
      let samples = seeds.map { sample(seed: UInt64($0)) }
      results.withLock { $0[chunk] = samples }
    }
    return results.withLock { $0 }.joined().sorted { $0.seed < $1.seed }
  }()

  private static func sample(seed: UInt64) -> PropertySample {
    var generator = PropertyTraceGenerator(seed: seed)
    let trace = generator.trace()
    var replays: [String: Replay] = [:]
    for name in configurationNames where name == "handKit" || seed % 2 == 0 {
      replays[name] = Replay.run(trace, configuration: configuration(name))
    }
    return PropertySample(seed: seed, trace: trace, replays: replays)
  }
}
