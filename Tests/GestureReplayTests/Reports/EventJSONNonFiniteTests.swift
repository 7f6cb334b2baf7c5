import Foundation
import GestureCore
import Testing

@testable import GestureReplay

/// An app's stage may give an event a number that is not finite: JSON and
/// JSON Lines print it `null`, so that every line stays JSON, and the
/// text and CSV formats print it as it is.
@Suite("Reports: event numbers that are not finite")
struct EventJSONNonFiniteTests {
  static let event = GestureEvent(
    time: 1,
    frame: 30,
    hand: .right,
    gesture: Gesture("wave"),
    phase: .changed,
    value: .nan,
    score: -.infinity,
    scale: .infinity,
    rotation: .nan
  )

  @Test("JSON and JSON Lines print them null, and stay JSON")
  func json() throws {
    let line = ReportWriter.jsonObject(Self.event)
    #expect(
      line
        == #"{"t":1.0000,"frame":30,"hand":"right","gesture":"wave","#
        + #""phase":"changed","value":null,"score":null,"scale":null,"#
        + #""rotation":null}"#
    )
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(line.utf8))
        as? [String: Any]
    )
    for key in ["value", "score", "scale", "rotation"] {
      #expect(object[key] is NSNull, "\(key)")
    }
    // Finite numbers as before.
    var finite = Self.event
    finite.value = 0.5
    #expect(ReportWriter.jsonObject(finite).contains(#""value":0.5,"#))
  }

  @Test("the text format prints them as they are")
  func text() {
    let line = ReportWriter.textLine(Self.event)
    #expect(line.contains("value nan"))
    #expect(line.contains("scale inf"))
  }
}
