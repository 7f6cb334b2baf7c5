import GestureCore
import Testing

@testable import GestureReplay

@Suite("Expectation sets and the settings they hold for")
struct ExpectationSetTests {
  static let strict: GestureConfiguration = {
    var configuration = GestureConfiguration.handKit
    configuration.name = "strict"
    configuration.pinch.enterThreshold = 0.005
    configuration.pinch.rejectsFist = true
    return configuration
  }()

  static func trace(_ sets: [String: ExpectationSet]) -> Trace {
    var trace = Trace(source: "test", frames: [Frame(time: 0)])
    trace.expectationsByConfiguration = sets
    return trace
  }

  static func header(_ expectFor: String) -> String {
    #"{"version":1,"expectFor":"# + expectFor + #","frames":[]}"#
  }

  @Test("a set writes the settings that differ from handKit's, as --config")
  func writes() throws {
    let trace = Self.trace([
      "strict": ExpectationSet(
        expectations: [Expectation(gesture: .hand, phase: .found, time: 0)],
        configuration: Self.strict
      )
    ])
    let text = String(
      decoding: try trace.encoded(as: .jsonLines),
      as: UTF8.self
    )
    let header: String =
      #"{"version":1,"source":"test","coordinates":{"origin":"topLeft","#
      + #""mirrored":false,"orientation":"up"},"expectFor":{"strict":{"#
      + #""configuration":{"name":"strict","pinch":{"enterThreshold":0.005,"#
      + #""rejectsFist":true}},"expect":[{"gesture":"hand","#
      + #""phase":"found","t":0}]}}}"# + "\n"
    #expect(text.hasPrefix(header))
  }

  @Test(
    "the settings come back from JSON and JSON Lines",
    arguments: [TraceFormat.json, .jsonLines]
  )
  func roundTrip(format: TraceFormat) throws {
    let trace = Self.trace([
      "strict": ExpectationSet(configuration: Self.strict),
      "handKit": ExpectationSet(
        ignoredEvents: [EventPattern(gesture: .pose)]
      ),
    ])
    let read = try Trace(bytes: trace.encoded(as: format))
    #expect(
      read.expectationsByConfiguration == trace.expectationsByConfiguration
    )
  }

  @Test(
    "settings that are not a valid configuration of the set's name are errors",
    arguments: [
      (
        #"{"strict":{"configuration":{"pinch":{"enterThreshold":0.005}}}}"#,
        #"expectFor.strict.configuration: name is "handKit", not the set's "#
          + #"key, "strict""#
      ),
      (
        #"{"x":{"configuration":{"name":"x","pinch":{"enter":1}}}}"#,
        "expectFor.x.configuration: pinch.enter is not a setting; "
          + "`gesture-replay defaults` lists them"
      ),
      (
        #"{"x":{"configuration":{"name":"x","pinch":{"exitThreshold":0}}}}"#,
        "expectFor.x.configuration: pinch.exitThreshold (0.0) must be at "
          + "least pinch.enterThreshold (0.015)"
      ),
      (
        #"{"x":{"configuration":[1]}}"#,
        "expectFor.x.configuration: expected an object, found an array"
      ),
      (
        #"{"":{"expect":[]}}"#,
        "expectFor: a key is empty: each names the configuration its "
          + "expectations are for"
      ),
    ]
  )
  func errors(expectFor: String, message: String) {
    #expect(throws: TraceError.self) {
      try Trace(bytes: Array(Self.header(expectFor).utf8))
    }
    do {
      _ = try Trace(bytes: Array(Self.header(expectFor).utf8))
    } catch {
      #expect(error.description == message)
    }
  }

  @Test("changedSettings names the settings that differ, in their order")
  func changedSettings() {
    #expect(
      Self.strict.changedSettings(from: .handKit) == [
        "name", "pinch.enterThreshold", "pinch.rejectsFist",
      ]
    )
    #expect(
      GestureConfiguration.adaptive.changedSettings(from: .adaptive) == []
    )
    #expect(GestureConfiguration.handKit.changedSettingsJSON == "{}")
  }
}
