import GestureCore
import Testing

@testable import GestureReplay

/// What a script means of double pinches, with them on: two short pinches
/// close together are one, checked against the replay of both presets,
/// with the pinch simultaneous with the double pinch and awaiting its
/// failure.
@Suite("Synthetic traces' double pinches")
struct SynthDoublePinchTests {
  /// A preset with double pinches on, under a name of its own.
  static func doublePinching(
    _ base: GestureConfiguration,
    awaiting: Bool
  ) -> GestureConfiguration {
    var configuration = base
    configuration.name = "\(base.name)\(awaiting ? "Awaiting" : "Double")"
    configuration.doublePinch.isEnabled = true
    configuration.relationships.pinchWithDoublePinch =
      awaiting ? .awaitsFailureOf : .simultaneous
    return configuration
  }

  static let simultaneous = [
    doublePinching(.handKit, awaiting: false),
    doublePinching(.adaptive, awaiting: false),
  ]
  static let awaiting = [
    doublePinching(.handKit, awaiting: true),
    doublePinching(.adaptive, awaiting: true),
  ]
  static let configurations = simultaneous + awaiting

  /// A configuration's pinch and double pinch expectations, as
  /// `gesture phase`, in time order.
  static func pinches(_ result: SynthResult, _ name: String) -> [String] {
    result.trace.expectationSet(for: name).expectations
      .filter { $0.gesture == .pinch || $0.gesture == .doublePinch }
      .map { "\($0.gesture) \($0.phase)" }
  }

  /// Synthesizes a script at a frame rate and checks that the replay of
  /// each configuration meets what the script means.
  static func synthesize(
    _ text: String,
    frameRate: Double = 60
  ) throws -> SynthResult {
    let result = Synthesizer(frameRate: frameRate, seed: 11, noise: 0.0005)
      .synthesize(try SynthScript(parsing: text), checkingWith: configurations)
    for configuration in configurations {
      let report = ExpectationReport(
        trace: result.trace,
        configurationName: configuration.name,
        events: Replay.run(result.trace, configuration: configuration).events
      )
      #expect(report.isSuccess, "\(configuration.name): \(report)")
    }
    return result
  }

  /// The replay's double pinches under a configuration.
  static func replayed(
    _ result: SynthResult,
    _ configuration: GestureConfiguration
  ) -> Int {
    Replay.run(result.trace, configuration: configuration).events
      .filter { $0.gesture == .doublePinch }.count
  }

  /// One of ``configurations``, by name.
  static func configuration(named name: String) throws -> GestureConfiguration {
    try #require(configurations.first { $0.name == name })
  }

  /// The pinch's allowance of a configuration at a frame rate.
  static func lag(_ configuration: GestureConfiguration, _ rate: Double)
    -> Double
  {
    SynthLatency(configuration, frameRate: rate).pinch
  }

  static let double =
    "open 0.5s; pinch 0.05s; hold 0.1s; release 0.05s; hold 0.05s; "
    + "pinch 0.05s; hold 0.3s; release 0.1s; hold 1s"

  @Test(
    "two quick pinches are a double pinch, simultaneous or awaited",
    arguments: [15.0, 30, 60, 120]
  )
  func doublePinch(frameRate: Double) throws {
    let result = try Self.synthesize(Self.double, frameRate: frameRate)
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    for configuration in Self.simultaneous {
      #expect(
        Self.pinches(result, configuration.name) == [
          "pinch began", "pinch ended", "pinch began",
          "doublePinch recognized", "pinch ended",
        ]
      )
    }
    // Awaiting, a double pinch's own pinches report nothing.
    for configuration in Self.awaiting {
      #expect(
        Self.pinches(result, configuration.name) == ["doublePinch recognized"]
      )
    }
  }

  @Test("with double pinches off, as in the presets, a script means none")
  func presets() throws {
    let result = Synthesizer(frameRate: 30).synthesize(
      try SynthScript(parsing: Self.double)
    )
    for name in ["handKit", "adaptive"] {
      #expect(
        !Self.pinches(result, name).contains("doublePinch recognized")
      )
    }
  }

  @Test("a pinch too long to be a first, awaited: began the limit after")
  func longPinch() throws {
    let result = try Self.synthesize(
      "open 0.5s; pinch 0.05s; hold 1s; release 0.05s; hold 0.05s; "
        + "pinch 0.05s; hold 0.1s; release 0.05s; hold 1s"
    )
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    let began = 0.5 + 0.4
    for configuration in Self.configurations {
      let pinches = result.trace.expectationSet(for: configuration.name)
        .expectations.filter { $0.gesture == .pinch }
      // Long, then a single pinch: four pinch events and no double.
      #expect(pinches.count == 4)
      #expect(
        !Self.pinches(result, configuration.name).contains {
          $0.hasPrefix("doublePinch")
        }
      )
      guard configuration.relationships.pinchWithDoublePinch == .awaitsFailureOf
      else { continue }
      // Its began waits for the longest first pinch to pass.
      let first = try #require(pinches.first)
      #expect(first.time - first.within >= began - 1e-4)
    }
  }

  /// Where a script's timing stands against one of the double pinch's
  /// limits: surely within, surely beyond, or on either side.
  enum Edge: String, CaseIterable, CustomTestStringConvertible {
    case surelyWithin, eitherSideWithin, eitherSideBeyond, surelyBeyond

    var testDescription: String { rawValue }

    /// How far past the edge it lies, in seconds.
    var offset: Double {
      switch self {
      case .surelyWithin, .eitherSideBeyond: -0.005
      case .eitherSideWithin, .surelyBeyond: 0.005
      }
    }

    /// Whether it is meant to be within the limit, `nil` if it is not
    /// known.
    var isWithin: Bool? {
      switch self {
      case .surelyWithin: true
      case .surelyBeyond: false
      case .eitherSideWithin, .eitherSideBeyond: nil
      }
    }
  }

  /// Checks what a script means at an edge of a limit, under one
  /// configuration: a double pinch when within, none when beyond, and
  /// nothing but a warning that contains `reason` on either side.
  static func check(
    _ text: String,
    edge: Edge,
    configuration: GestureConfiguration,
    reason: String
  ) throws {
    let result = Synthesizer(frameRate: 120, seed: 11, noise: 0.0005)
      .synthesize(try SynthScript(parsing: text), checkingWith: [configuration])
    let report = ExpectationReport(
      trace: result.trace,
      configurationName: configuration.name,
      events: Replay.run(result.trace, configuration: configuration).events
    )
    #expect(report.isSuccess, "\(report)")
    let meant = pinches(result, configuration.name)
      .contains("doublePinch recognized")
    #expect(meant == (edge.isWithin == true))
    if let isWithin = edge.isWithin {
      #expect(replayed(result, configuration) == (isWithin ? 1 : 0))
      #expect(result.warnings.isEmpty, "\(result.warnings)")
    } else {
      #expect(result.warnings.contains { $0.message.contains(reason) })
    }
  }

  /// The release's window starts with its step, the second pinch's ends
  /// its step and an allowance `lag` later: a gap `g` between them makes
  /// the interval at most `release + g + pinch + lag`, and at least
  /// `g − lag`.
  @Test(
    "the interval: a double pinch when surely within it, none when surely not",
    arguments: configurations.map(\.name),
    Edge.allCases
  )
  func interval(name: String, edge: Edge) throws {
    let configuration = try Self.configuration(named: name)
    let lag = Self.lag(configuration, 120)
    let (release, pinch, limit) = (0.05, 0.05, 0.3)
    let gap =
      switch edge {
      case .surelyWithin, .eitherSideWithin:
        limit - release - pinch - lag + edge.offset
      case .eitherSideBeyond, .surelyBeyond:
        limit + lag + edge.offset
      }
    try Self.check(
      "open 0.5s; pinch 0.05s; hold 0.1s; release \(release)s; "
        + "hold \(gap)s; pinch \(pinch)s; hold 0.1s; release 0.05s; hold 1s",
      edge: edge,
      configuration: configuration,
      reason: "the release before it"
    )
  }

  /// The first pinch's `began` window starts with its step and its
  /// `ended` window ends its release's step and an allowance later: a
  /// hold `h` makes it last at most `pinch + h + release + lag`, and at
  /// least `h − lag`.
  @Test(
    "the first pinch's length: a double pinch when surely short, none when surely long",
    arguments: configurations.map(\.name),
    Edge.allCases
  )
  func length(name: String, edge: Edge) throws {
    let configuration = try Self.configuration(named: name)
    let lag = Self.lag(configuration, 120)
    let (pinch, release, limit) = (0.05, 0.05, 0.4)
    let held =
      switch edge {
      case .surelyWithin, .eitherSideWithin:
        limit - pinch - release - lag + edge.offset
      case .eitherSideBeyond, .surelyBeyond:
        limit + lag + edge.offset
      }
    try Self.check(
      "open 0.5s; pinch \(pinch)s; hold \(held)s; release \(release)s; "
        + "hold 0.05s; pinch 0.05s; hold 0.1s; release 0.05s; hold 1s",
      edge: edge,
      configuration: configuration,
      reason: "this pinch's length"
    )
  }

  @Test("a hand lost while awaiting a second pinch: a single pinch, at once")
  func lostWhileAwaiting() throws {
    let result = try Self.synthesize(
      "open 0.5s; pinch 0.05s; hold 0.1s; release 0.05s; lose 1s; open 0.5s"
    )
    // adaptive gives a lost hand up after its timeout; a first pinch's
    // release surely came less than the interval before it was last seen.
    for configuration in Self.configurations
    where configuration.hands.lossTimeout != nil {
      #expect(
        Self.pinches(result, configuration.name) == [
          "pinch began", "pinch ended",
        ]
      )
    }
  }

  @Test("a pinch held to the end, awaited: began once it is surely too long")
  func heldToTheEnd() throws {
    let result = try Self.synthesize("open 0.5s; pinch 0.05s; hold 1s")
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    for configuration in Self.configurations {
      #expect(Self.pinches(result, configuration.name) == ["pinch began"])
    }
  }
}
