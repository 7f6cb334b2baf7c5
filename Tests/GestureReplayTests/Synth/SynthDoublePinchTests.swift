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
    try synthesizeChecked(
      text,
      frameRate: frameRate,
      seed: 11,
      configurations: configurations
    )
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

    /// Whether it is surely within the limit, `nil` if it may be on
    /// either side.
    var isWithin: Bool? {
      switch self {
      case .surelyWithin: true
      case .surelyBeyond: false
      case .eitherSideWithin, .eitherSideBeyond: nil
      }
    }
  }

  /// Checks what a script means at an edge of a limit, under one
  /// configuration: a double pinch when within, none when beyond, and on
  /// either side one the script may mean, expected where the replay gives
  /// it; never a warning.
  static func check(
    _ text: String,
    edge: Edge,
    configuration: GestureConfiguration
  ) throws {
    let result = try synthesizeChecked(
      text,
      frameRate: 120,
      seed: 11,
      configurations: [configuration]
    )
    let meant = pinches(result, configuration.name)
      .contains("doublePinch recognized")
    let replayed = replayed(result, configuration)
    #expect(meant == (replayed == 1))
    if let isWithin = edge.isWithin {
      #expect(replayed == (isWithin ? 1 : 0))
    }
    #expect(result.warnings.isEmpty, "\(result.warnings)")
  }

  /// A limit of the double pinch, and the script that puts a span of it
  /// at an edge.
  ///
  /// A span runs from the start of one step's window to the end of
  /// another's, or back: with `steps` the two steps' lengths and `lag` the
  /// pinch's allowance, a pause `p` between them makes it at most
  /// `steps + p + lag` and at least `p − lag`.
  enum Limit: String, CaseIterable, CustomTestStringConvertible {
    /// From the first pinch's release to the second pinch's `began`.
    case interval
    /// From the first pinch's `began` to its `ended`.
    case length

    var testDescription: String { rawValue }

    /// The script with the span at an edge, for a pinch's allowance.
    func script(at edge: Edge, lag: Double) -> String {
      let (limit, steps) = self == .interval ? (0.3, 0.1) : (0.4, 0.1)
      let pause =
        switch edge {
        case .surelyWithin, .eitherSideWithin:
          limit - steps - lag + edge.offset
        case .eitherSideBeyond, .surelyBeyond:
          limit + lag + edge.offset
        }
      let (held, gap) = self == .interval ? (0.1, pause) : (pause, 0.05)
      return "open 0.5s; pinch 0.05s; hold \(held)s; release 0.05s; "
        + "hold \(gap)s; pinch 0.05s; hold 0.1s; release 0.05s; hold 1s"
    }
  }

  @Test(
    "a double pinch when surely within both limits, none when surely beyond one",
    arguments: configurations.map(\.name),
    Limit.allCases.flatMap { limit in Edge.allCases.map { (limit, $0) } }
  )
  func edges(name: String, at: (limit: Limit, edge: Edge)) throws {
    let configuration = try Self.configuration(named: name)
    try Self.check(
      at.limit.script(at: at.edge, lag: Self.lag(configuration, 120)),
      edge: at.edge,
      configuration: configuration
    )
  }

  @Test(
    "a double pinch on either side of a limit is one the script may mean",
    arguments: Limit.allCases,
    Edge.allCases
  )
  func mayMean(limit: Limit, edge: Edge) throws {
    for configuration in Self.configurations {
      let meaning = try synthMeaning(
        limit.script(at: edge, lag: Self.lag(configuration, 30)),
        configuration
      )
      let double = meaning.events.filter { $0.gesture == .doublePinch }
      #expect(double.count == (edge.isWithin == false ? 0 : 1))
      #expect(double.allSatisfy { $0.isSure == (edge.isWithin == true) })
      #expect(meaning.warnings.isEmpty)
    }
  }

  @Test("a hand lost while awaiting a second pinch: a single pinch, at once")
  func lostWhileAwaiting() throws {
    let result = try Self.synthesize(
      "open 0.5s; pinch 0.05s; hold 0.1s; release 0.05s; lose 1s; open 0.5s"
    )
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    // A first pinch's release surely came less than the interval before
    // the hand was last seen, so the loss makes it a single pinch:
    // handKit's at the first frame without the hand, adaptive's after its
    // timeout. Awaiting, its events come with the loss.
    for configuration in Self.configurations {
      let set = result.trace.expectationSet(for: configuration.name)
      let pinches = set.expectations.filter { $0.gesture == .pinch }
      #expect(pinches.map { "\($0.phase)" } == ["began", "ended"])
      let lost = try #require(
        set.expectations.first { $0.gesture == .hand && $0.phase == .lost }
      )
      let awaits =
        configuration.relationships.pinchWithDoublePinch == .awaitsFailureOf
      #expect(
        pinches.allSatisfy {
          ($0.time == lost.time && $0.within == lost.within) == awaits
        }
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
