import GestureCore
import Testing

@testable import GestureReplay

/// A place in a trace where a JSON text goes as the value of an unknown
/// member, `junk`.
enum JSONSuiteSite: String, CaseIterable, Sendable {
  /// The top-level object of a JSON trace, after `frames`.
  case header
  /// The top-level object of a JSON trace, before `frames`.
  case headerBeforeFrames
  /// A frame of a JSON trace, after `t` and `hands`.
  case frame
  /// A frame of a JSON trace, before `t` and `hands`.
  case frameFirst
  /// A hand of a JSON trace.
  case hand
  /// A joint written as an object, which the fast path hands to the
  /// generic one.
  case jointObject
  /// The header line of a JSON Lines trace.
  case linesHeader
  /// A frame line of a JSON Lines trace.
  case linesFrame

  /// Whether the trace is JSON Lines.
  var isLines: Bool { self == .linesHeader || self == .linesFrame }

  /// The index of the frame that holds the member, or `nil` for a header.
  var frame: Int? {
    switch self {
    case .header, .headerBeforeFrames, .linesHeader: nil
    default: 0
    }
  }

  /// The path, within the frame or the document, of the object that holds
  /// the member.
  var container: String {
    switch self {
    case .hand: "hands[0]"
    case .jointObject: "hands[0].joints.wrist"
    default: ""
    }
  }

  /// Returns the trace with a member `junk` holding a value, or without it.
  ///
  /// - Parameter value: The member's value, or `nil` for none.
  /// - Returns: The trace's bytes: one frame at time 0, without hands or
  ///   with a left hand.
  func trace(_ value: [UInt8]?) -> [UInt8] {
    let member = value.map { Array(",\"junk\":".utf8) + $0 } ?? []
    let first = value.map { Array("\"junk\":".utf8) + $0 + [0x2C] } ?? []
    let parts: (String, [UInt8], String)
    switch self {
    case .header:
      parts = (#"{"version":1,"frames":[{"t":0,"hands":[]}]"#, member, "}")
    case .headerBeforeFrames:
      parts = (#"{"version":1"#, member, #","frames":[{"t":0,"hands":[]}]}"#)
    case .frame:
      parts = (#"{"version":1,"frames":[{"t":0,"hands":[]"#, member, "}]}")
    case .frameFirst:
      parts = (#"{"version":1,"frames":[{"#, first, #""t":0,"hands":[]}]}"#)
    case .hand:
      parts = (
        #"{"version":1,"frames":[{"t":0,"hands":[{"chirality":"left""#,
        member, "}]}]}"
      )
    case .jointObject:
      parts = (
        #"{"version":1,"frames":[{"t":0,"hands":[{"joints":{"wrist":"#
          + #"{"x":0.5,"y":0.25"#,
        member, "}}}]}]}"
      )
    case .linesHeader:
      parts = (#"{"version":1"#, member, "}\n{\"t\":0,\"hands\":[]}\n")
    case .linesFrame:
      parts = ("{\"version\":1}\n{\"t\":0,\"hands\":[]", member, "}\n")
    }
    return Array(parts.0.utf8) + parts.1 + Array(parts.2.utf8)
  }
}

extension IngestReading {
  /// The first error: the header's, or the first frame's.
  fileprivate var firstError: TraceError? {
    if case .failure(let error) = header { return error }
    for case .failure(let error) in frames { return error }
    return nil
  }
}

/// JSONTestSuite's kinds of cases, written here: every `n_` text is
/// refused and every `y_` text accepted, as a whole trace and as the value
/// of an unknown member, by the fast reader and the generic one alike,
/// with the same error.
@Suite("JSON test suite through the fast and the generic reader")
struct JSONSuiteTests {
  @Test("has cases of each kind")
  func counts() {
    #expect(JSONSuiteCase.accepted.count >= 50)
    #expect(JSONSuiteCase.refused.count >= 80)
    #expect(JSONSuiteCase.implementationDefined.count >= 10)
    let names = JSONSuiteCase.all.map(\.name)
    #expect(Set(names).count == names.count)
  }

  @Test(
    "reads each text as a whole trace alike, refusing each n_ text",
    arguments: JSONSuiteCase.all
  )
  func wholeTrace(text: JSONSuiteCase) throws {
    for format in [nil, TraceFormat.json, .jsonLines] {
      let fast = IngestReading(
        text.bytes,
        format: format,
        decoding: .specialized
      )
      let generic = IngestReading(
        text.bytes,
        format: format,
        decoding: .generic
      )
      #expect(
        fast == generic,
        "\(String(describing: format)): \(fast.difference(from: generic))"
      )
      #expect(!fast.isValid, "\(String(describing: format)): read as a trace")
    }
    // None is a trace. One the reader takes as JSON is refused for what it
    // holds, without a line and column; the others, mostly as syntax.
    let reading = IngestReading(text.bytes, format: .json, decoding: .generic)
    let error = try #require(reading.firstError)
    #expect(error.kind == .invalidData)
    if text.isDocument {
      #expect(error.line == nil, "refused as JSON: \(error)")
    }
  }

  @Test(
    "refuses each n_ text and accepts each y_ text in an unknown member",
    arguments: JSONSuiteCase.all
  )
  func unknownMember(text: JSONSuiteCase) throws {
    for site in JSONSuiteSite.allCases where !site.isLines || !text.hasLineBreak
    {
      let bytes = site.trace(text.bytes)
      let format: TraceFormat = site.isLines ? .jsonLines : .json
      let fast = IngestReading(bytes, format: format, decoding: .specialized)
      let generic = IngestReading(bytes, format: format, decoding: .generic)
      #expect(fast == generic, "\(site): \(fast.difference(from: generic))")
      if text.isValue {
        let plain = IngestReading(
          site.trace(nil),
          format: format,
          decoding: .generic
        )
        #expect(plain.isValid && plain.frameCount == 1)
        #expect(fast == plain, "\(site): \(fast.difference(from: plain))")
        continue
      }
      let error = try #require(generic.firstError, "\(site): read")
      #expect(error.kind == .invalidData)
      #expect(error.line != nil, "\(site): \(error)")
      #expect(error.frame == site.frame, "\(site): \(error)")
      // Inside the value, or, for what follows it, in an object around it.
      let member = site.container.isEmpty ? "junk" : site.container + ".junk"
      #expect(
        error.field.hasPrefix(member) || member.hasPrefix(error.field),
        "\(site): \(error)"
      )
      if error.message.hasSuffix(" is not JSON") {
        #expect(error.field.hasPrefix(member), "\(site): \(error)")
      }
    }
  }

  @Test("names the place of a NaN in an unknown member at every site")
  func namesTheNaN() throws {
    let value = Array(#"{"a":[1,{"b":NaN}]}"#.utf8)
    for site in JSONSuiteSite.allCases {
      let bytes = site.trace(value)
      // The traces are ASCII: a column is a byte.
      let offset = try #require(bytes.firstRange(of: Array("NaN".utf8)))
        .lowerBound
      let lineStart = (bytes[..<offset].lastIndex(of: 0x0A) ?? -1) + 1
      let expected = TraceError(
        kind: .invalidData,
        frame: site.frame,
        field: (site.container.isEmpty ? "" : site.container + ".")
          + "junk.a[1].b",
        message: "NaN is not JSON",
        line: 1 + bytes[..<offset].count(where: { $0 == 0x0A }),
        column: offset - lineStart + 1
      )
      for decoding in [TraceReader.Decoding.specialized, .generic] {
        let reading = IngestReading(
          bytes,
          format: site.isLines ? .jsonLines : .json,
          decoding: decoding
        )
        #expect(reading.firstError == expected, "\(site), \(decoding)")
      }
    }
  }
}
