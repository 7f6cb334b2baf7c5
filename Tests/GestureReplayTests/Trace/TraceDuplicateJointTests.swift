import GestureCore
import Testing

@testable import GestureReplay

/// A joint named twice in one `joints` object: of a key given twice only
/// the last member counts, as in every object of a trace (the value it
/// overrides is not read, though it must still be JSON), and a joint given
/// under two of its names keeps its last value; the fast and the generic
/// decoding agree.
@Suite("Trace: a joint named twice")
struct TraceDuplicateJointTests {
  /// A one-frame JSON trace whose hand has the joints' members.
  static func trace(joints members: String) -> [UInt8] {
    Array(
      """
      {"version":1,"frames":[{"t":0,"hands":[{"chirality":"right",\
      "joints":{\(members)}}]}]}
      """.utf8
    )
  }

  /// The wrist read from the joints, by each decoding.
  static func wrists(_ members: String) throws -> [Landmark?] {
    try [TraceReader.Decoding.specialized, .generic].map { decoding in
      var reader = try TraceReader(
        bytes: trace(joints: members),
        format: .json,
        decoding: decoding
      )
      return try reader.next()?.hands.first?[.wrist]
    }
  }

  @Test(
    "the last member of a key counts, whatever the ones it overrides hold",
    arguments: [
      #""VNHLKWRI":"bad","VNHLKWRI":[0.25,0.5,0.75]"#,
      #""VNHLKWRI":[0.1],"VNHLKWRI":[0.25,0.5,0.75]"#,
      #""wrist":{"x":2},"wrist":[0.25,0.5,0.75]"#,
      #""wrist":[0.1,0.1],"wrist":[9,9,9],"wrist":[0.25,0.5,0.75]"#,
    ]
  )
  func lastMemberCounts(members: String) throws {
    let expected = Landmark(x: 0.25, y: 0.5, confidence: 0.75)
    #expect(try Self.wrists(members) == [expected, expected])
  }

  @Test("a joint under two of its names keeps its last value")
  func twoNames() throws {
    let wrists = try Self.wrists(
      #""wrist":[0.1,0.2],"VNHLKWRI":[0.25,0.5,0.75]"#
    )
    let expected = Landmark(x: 0.25, y: 0.5, confidence: 0.75)
    #expect(wrists == [expected, expected])
  }

  @Test("a bad last member is an error that names it, in both decodings")
  func badLastMember() throws {
    for decoding in [TraceReader.Decoding.specialized, .generic] {
      #expect {
        var reader = try TraceReader(
          bytes: Self.trace(joints: #""wrist":[0.1,0.2],"wrist":"bad""#),
          format: .json,
          decoding: decoding
        )
        _ = try reader.next()
      } throws: { error in
        (error as? TraceError)?.field == "hands[0].joints.wrist"
      }
    }
  }

  @Test("a name that only looks like a joint's is unknown, in both decodings")
  func lookalikeName() throws {
    for decoding in [TraceReader.Decoding.specialized, .generic] {
      #expect {
        var reader = try TraceReader(
          bytes: Self.trace(joints: "\"VNHL\u{212A}WRI\":[0.1,0.2]"),
          format: .json,
          decoding: decoding
        )
        _ = try reader.next()
      } throws: { error in
        (error as? TraceError)?.message
          == "unknown joint name \"VNHL\u{212A}WRI\""
      }
    }
  }
}
