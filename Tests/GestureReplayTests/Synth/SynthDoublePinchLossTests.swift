import GestureCore
import Testing

@testable import GestureReplay

/// What a script means of double pinches when the hand leaves the view,
/// or the script ends, while a double pinch may be under way, checked
/// against the replay of both presets with double pinches on, the pinch
/// simultaneous with the double pinch and awaiting its failure.
///
/// At 120 fps a `pinch 0.05s` from 0.5 s may begin the pinch from 0.5 s
/// to 0.55 s plus the pinch's allowance; the longest first pinch is
/// 0.4 s, the longest interval 0.3 s.
@Suite("Synthetic traces' double pinches through losses and the end")
struct SynthDoublePinchLossTests {
  /// The double pinch suite, for its configurations and helpers.
  typealias Base = SynthDoublePinchTests

  /// A double pinch from where it stands in a script, to follow a loss.
  static let double =
    "pinch 0.05s; hold 0.1s; release 0.05s; hold 0.05s; "
    + "pinch 0.05s; hold 0.1s; release 0.05s; hold 0.5s"

  /// The configurations that give a lost hand up after a timeout, and so
  /// cancel its pinch: adaptive's.
  static let timed = Base.configurations.filter {
    $0.hands.lossTimeout != nil
  }

  /// Whether a configuration's pinch awaits the double pinch's failure.
  static func awaits(_ configuration: GestureConfiguration) -> Bool {
    configuration.relationships.pinchWithDoublePinch == .awaitsFailureOf
  }

  /// The warnings of a configuration: none where the replay agrees with
  /// the meaning.
  static func warnings(
    _ result: SynthResult,
    _ configuration: GestureConfiguration
  ) -> [SynthWarning] {
    result.warnings.filter { $0.configuration == configuration.name }
  }

  /// How long a first pinch lasts before a loss cancels it, against the
  /// longest first pinch.
  enum Length: String, CaseIterable, CustomTestStringConvertible {
    /// Surely short enough to be a first pinch when last seen.
    case short
    /// On either side of the longest first pinch, within the windows.
    case eitherSide
    /// Surely longer than the longest first pinch.
    case long

    var testDescription: String { rawValue }

    /// How long the pinched hand is held before it leaves the view: it
    /// is last seen about 0.55 s plus this, the pinch having begun from
    /// 0.5 s to 0.55 s plus the allowance.
    var held: Double {
      switch self {
      case .short: 0.1
      case .eitherSide: 0.37
      case .long: 0.6
      }
    }
  }

  @Test(
    "a first pinch cancelled by a loss: a first, either, or a long pinch",
    arguments: Length.allCases
  )
  func cancelledFirst(length: Length) throws {
    let result = try Base.synthesize(
      "open 0.5s; pinch 0.05s; hold \(length.held)s; lose 1s; open 0.5s; "
        + Self.double,
      frameRate: 120
    )
    #expect(Self.timed.count == 2)
    for configuration in Self.timed {
      let meant = Base.pinches(result, configuration.name)
      #expect(
        Self.warnings(result, configuration).isEmpty,
        "\(result.warnings)"
      )
      let double = [
        "pinch began", "pinch ended", "pinch began",
        "doublePinch recognized", "pinch ended",
      ]
      switch (length, Self.awaits(configuration)) {
      case (.short, false), (.long, false):
        #expect(meant == ["pinch began", "pinch cancelled"] + double)
      case (.short, true):
        // A cancelled first pinch reports nothing while it awaits; the
        // double pinch after the loss is one.
        #expect(meant == ["doublePinch recognized"])
      case (.long, true):
        // Too long to be a first: its began the longest first pinch after
        // it began, before the loss, and its cancel.
        #expect(
          meant == ["pinch began", "pinch cancelled", "doublePinch recognized"]
        )
        let began = try #require(
          result.trace.expectationSet(for: configuration.name).expectations
            .first { $0.gesture == .pinch }
        )
        #expect(
          SynthExpectationTests.window(began, isWithin: 0.9...(0.55 + 0.6))
        )
      case (.eitherSide, false):
        // Either way the pinch is cancelled, and the walk is idle again.
        #expect(meant == ["pinch began", "pinch cancelled"] + double)
      case (.eitherSide, true):
        // Awaiting, a first pinch reports nothing and a long one its
        // began and cancel: the script may mean those, and the replay
        // says. The double pinch after the loss is one either way.
        #expect(
          meant == ["doublePinch recognized"]
            || meant == [
              "pinch began", "pinch cancelled", "doublePinch recognized",
            ]
        )
      }
    }
  }

  /// A script whose hand leaves the view for `lose` seconds while
  /// pinched, in the first pinch of a double pinch or in its second.
  static func lostWhilePinched(second: Bool, lose: Double) -> String {
    let first = "open 0.5s; pinch 0.05s; hold 0.1s; "
    let before =
      second
      ? first + "release 0.05s; hold 0.05s; pinch 0.05s; hold 0.05s; "
      : first
    return before + "lose \(lose)s; hold 0.1s; release 0.05s; hold 0.5s; "
      + "lose 0.5s; open 0.5s"
  }

  @Test(
    "a hand that leaves the view while pinched, its pinch kept: a first pinch is one no more, a second goes on",
    arguments: [false, true]
  )
  func lostKept(second: Bool) throws {
    // handKit loses the hand at once and keeps its pinch; adaptive keeps
    // it through an absence shorter than its timeout, and the stage goes
    // on where it was.
    let result = try Base.synthesize(
      Self.lostWhilePinched(second: second, lose: 0.2),
      frameRate: 120
    )
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    for configuration in Base.configurations {
      let meant = Base.pinches(result, configuration.name)
      guard second else {
        // Too long for a first pinch either way: reported as it is.
        #expect(meant == ["pinch began", "pinch ended"])
        guard Self.awaits(configuration) else { continue }
        let set = result.trace.expectationSet(for: configuration.name)
        let began = try #require(
          set.expectations.first { $0.gesture == .pinch && $0.phase == .began }
        )
        if configuration.hands.lossTimeout == nil {
          // Awaiting, its `began` comes with handKit's loss, at 0.65 s.
          #expect(began.time == 0.65 && began.within == 0)
        } else {
          // adaptive: the longest first pinch after it began, 0.5 s to
          // 0.55 s and the allowance, with the hand back from 0.85 s.
          let lag = Base.lag(configuration, 120)
          #expect(
            SynthExpectationTests.window(
              began,
              isWithin: 0.9...(0.55 + lag + 0.4 + 1.0 / 120)
            )
          )
        }
        continue
      }
      if Self.awaits(configuration) {
        #expect(meant == ["doublePinch recognized"])
      } else {
        #expect(
          meant == [
            "pinch began", "pinch ended", "pinch began",
            "doublePinch recognized", "pinch ended",
          ]
        )
      }
    }
  }

  @Test("a loss with no pinch under way leaves double pinches as they were")
  func lostIdle() throws {
    let result = try Base.synthesize(
      "open 0.5s; lose 0.5s; open 0.5s; " + Self.double,
      frameRate: 120
    )
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    for configuration in Base.configurations {
      #expect(
        Base.pinches(result, configuration.name).contains(
          "doublePinch recognized"
        )
      )
    }
  }

  @Test(
    "a hand that leaves the view surely past the interval after a release: a single pinch"
  )
  func lostAfterInterval() throws {
    // Released from 0.65 s to 0.7 s plus the allowance; last seen about
    // 1.3 s, surely more than 0.3 s after.
    let result = try Base.synthesize(
      "open 0.5s; pinch 0.05s; hold 0.1s; release 0.05s; hold 0.6s; "
        + "lose 1s; open 0.5s; " + Self.double,
      frameRate: 120
    )
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    for configuration in Base.configurations {
      let meant = Base.pinches(result, configuration.name)
      let double = ["pinch began", "doublePinch recognized", "pinch ended"]
      if Self.awaits(configuration) {
        // The single pinch's began and ended together, the interval after
        // the release, before the loss; the double pinch after it.
        #expect(
          meant == ["pinch began", "pinch ended", "doublePinch recognized"]
        )
        let single = result.trace.expectationSet(for: configuration.name)
          .expectations.filter { $0.gesture == .pinch }
        #expect(single.count == 2)
        let lag = Base.lag(configuration, 120)
        #expect(
          single.allSatisfy {
            SynthExpectationTests.window(
              $0,
              isWithin: (0.65 + 0.3)...(0.7 + lag + 0.3 + 1.0 / 120)
            )
          }
        )
      } else {
        #expect(
          meant == ["pinch began", "pinch ended", "pinch began", "pinch ended"]
            + double
        )
      }
    }
  }

  /// Where the end of a script falls against a limit.
  enum End: String, CaseIterable, CustomTestStringConvertible {
    case surelyWithin, eitherSide, surelyBeyond
    var testDescription: String { rawValue }
  }

  /// Checks what a script that ends where `end` says against a limit
  /// means, in each configuration: nothing disagrees with the replay, and
  /// the pinches meant are `reported`; while the pinch awaits the double
  /// pinch, only once the end is surely beyond the limit, and where the
  /// replay gives them when it falls on either side.
  static func expectEnd(
    _ script: String,
    _ end: End,
    reported: [String],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let result = try Base.synthesize(script, frameRate: 120)
    for configuration in Base.configurations {
      #expect(
        Self.warnings(result, configuration).isEmpty,
        "\(result.warnings)",
        sourceLocation: sourceLocation
      )
      let meant = Base.pinches(result, configuration.name)
      if Self.awaits(configuration), end == .eitherSide {
        #expect(
          meant == reported || meant.isEmpty,
          sourceLocation: sourceLocation
        )
      } else {
        let expected =
          !Self.awaits(configuration) || end == .surelyBeyond ? reported : []
        #expect(meant == expected, sourceLocation: sourceLocation)
      }
    }
  }

  @Test(
    "a script ending on either side of a limit may mean what awaits it",
    arguments: [
      // At 30 fps: released from 0.65 s to 0.7333 s, the last frame at
      // 1 s, against the longest interval, 0.3 s.
      (
        "open 0.5s; pinch 0.05s; hold 0.1s; release 0.05s; hold 0.3s",
        ["pinch began", "pinch ended"]
      ),
      // Began from 0.5 s to 0.5833 s, the last frame at 0.9333 s, against
      // the longest first pinch, 0.4 s.
      ("open 0.5s; pinch 0.05s; hold 0.4s", ["pinch began"]),
    ]
  )
  func endMayMean(script: String, reported: [String]) throws {
    for configuration in Base.awaiting {
      let meaning = try synthMeaning(script, configuration)
      let pinches = meaning.events.filter { $0.gesture == .pinch }
      #expect(pinches.map { "\($0.gesture) \($0.phase)" } == reported)
      #expect(pinches.allSatisfy { !$0.isSure })
      #expect(meaning.warnings.isEmpty)
    }
  }

  @Test(
    "a script ending while a second pinch is awaited",
    arguments: [
      (End.surelyWithin, 0.1), (.eitherSide, 0.28), (.surelyBeyond, 0.6),
    ]
  )
  func endAwaiting(end: End, held: Double) throws {
    // Released from 0.65 s to 0.7 s plus the allowance; the last frame
    // about 0.7 s plus `held`, against the longest interval.
    try Self.expectEnd(
      "open 0.5s; pinch 0.05s; hold 0.1s; release 0.05s; hold \(held)s",
      end,
      reported: ["pinch began", "pinch ended"]
    )
  }

  @Test(
    "a script ending while a first pinch is held",
    arguments: [
      (End.surelyWithin, 0.2), (.eitherSide, 0.37), (.surelyBeyond, 0.6),
    ]
  )
  func endFirst(end: End, held: Double) throws {
    // The pinch begins from 0.5 s to 0.55 s plus the allowance; the last
    // frame about 0.55 s plus `held`, against the longest first pinch.
    try Self.expectEnd(
      "open 0.5s; pinch 0.05s; hold \(held)s",
      end,
      reported: ["pinch began"]
    )
  }
}
