import Foundation
import GestureCore
import Testing

@testable import GestureReplay

/// The recorded Leap Motion traces in `<package root>/../shared/data/leap`
/// (``SharedData``).
private enum LeapData {
  static let directory: String = SharedData.directory
    .appendingPathComponent("leap").path

  static let files: [String] =
    ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
    .filter { $0.hasSuffix(".json") }
    .sorted()
}

@Suite("Recorded Leap Motion traces", SharedData.isReadable)
struct TraceLeapDataTests {
  @Test("finds the ten recorded traces beside the package")
  func findsFiles() {
    #expect(
      LeapData.files.count == 10,
      "expected 10 .json files in \(LeapData.directory)"
    )
  }

  @Test(
    "parses every number as JSONSerialization does",
    arguments: LeapData.files
  )
  func agreesWithFoundation(file: String) throws {
    let data = try Data(
      contentsOf: URL(fileURLWithPath: LeapData.directory + "/" + file)
    )
    let mine = try JSONParser.parse(Array(data))
    let theirs = try JSONSerialization.jsonObject(with: data)
    var comparison = Comparison()
    comparison.compare(mine, theirs, at: "")
    #expect(comparison.numbers > 10_000)
    #expect(
      comparison.differences.isEmpty,
      "\(comparison.differences.prefix(5))"
    )
  }

  @Test(
    "reads each recording and writes it back unchanged",
    arguments: LeapData.files
  )
  func readsAndRoundTrips(file: String) throws {
    let trace = try Trace(contentsOfFile: LeapData.directory + "/" + file)
    #expect(trace.source == "leap-motion")
    #expect(trace.frames.count > 50)
    let hand = try #require(
      trace.frames.first { !$0.hands.isEmpty }?.hands.first
    )
    #expect(hand.jointCount == 21)
    #expect(hand.worldLandmarks?.count == 21)
    for format in TraceFormat.allCases {
      #expect(
        try Trace(bytes: trace.encoded(as: format), format: format) == trace
      )
    }
  }
}

/// A walk over our parse and Foundation's, collecting the differences.
private struct Comparison {
  var numbers = 0
  var differences: [String] = []

  mutating func compare(_ mine: JSONValue, _ theirs: Any, at path: String) {
    switch mine {
    case .null:
      check(theirs is NSNull, path, "null")
    case .bool(let flag):
      check((theirs as? NSNumber)?.boolValue == flag, path, "\(flag)")
    case .number(let number):
      numbers += 1
      let other = (theirs as? NSNumber)?.doubleValue
      check(
        other?.bitPattern == number.bitPattern,
        path,
        "\(number) vs \(String(describing: other))"
      )
    case .string(let text):
      check(theirs as? String == text, path, text)
    case .array(let elements):
      guard let others = theirs as? [Any], others.count == elements.count else {
        return check(false, path, "array")
      }
      for (index, (element, other)) in zip(elements, others).enumerated() {
        compare(element, other, at: path + "[\(index)]")
      }
    case .object(let object):
      guard let others = theirs as? [String: Any],
        others.count == Set(object.members.map(\.key)).count
      else { return check(false, path, "object") }
      for (key, other) in others {
        guard let value = object[key] else { return check(false, path, key) }
        compare(value, other, at: path + "." + key)
      }
    }
  }

  private mutating func check(_ condition: Bool, _ path: String, _ what: String)
  {
    if !condition { differences.append("\(path): \(what)") }
  }
}
