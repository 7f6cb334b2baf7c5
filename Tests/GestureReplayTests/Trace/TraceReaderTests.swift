import Foundation
import GestureCore
import Testing

@testable import GestureReplay

private typealias T = TraceTestText

@Suite("Trace reader and files")
struct TraceReaderTests {
  /// A reader of a file whose lines may be at most 100,000 bytes long.
  static func narrowReader(_ path: String) throws -> TraceReader {
    try TraceReader(path: path, format: nil, maximumLineLength: 100_000)
  }

  /// A new temporary directory for each test, removed after it with what
  /// the test wrote there.
  private let temporary: TemporaryDirectory
  private var directory: String { temporary.path }

  init() throws { temporary = try TemporaryDirectory() }

  /// A JSON Lines trace of `count` frames, each with one hand.
  static func jsonLines(frames count: Int) -> String {
    var text = "{\"version\":1,\"source\":\"test\",\"frameRate\":60}\n"
    for index in 0..<count {
      let x = Double(index % 1000) / 1000
      text +=
        T.frame(
          t: JSONWriter.numberText(Double(index) / 60),
          hand:
            "\"chirality\":\"left\",\"joints\":{\"indexTip\":[\(x),0.5,0.9]}"
        ) + "\n"
    }
    return text
  }

  private func write(_ text: String, named name: String) throws -> String {
    let path = directory + "/" + name
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test("streams frames one at a time with the header first")
  func streams() throws {
    let path = try write(Self.jsonLines(frames: 3), named: "three.jsonl")
    var reader = try TraceReader(path: path)
    #expect(reader.format == .jsonLines)
    #expect(reader.header.source == "test")
    #expect(reader.header.frameRate == 60)
    #expect(reader.frameIndex == 0)
    let first = try #require(try reader.next())
    #expect(first.time == 0)
    #expect(reader.frameIndex == 1)
    _ = try reader.next()
    let third = try #require(try reader.next())
    #expect(third.time == 2.0 / 60)
    #expect(try reader.next() == nil)
    #expect(try reader.next() == nil)
  }

  @Test("reads a file across many 64 KiB chunks as it reads the same bytes")
  func chunkBoundaries() throws {
    let text = Self.jsonLines(frames: 20_000)
    #expect(text.utf8.count > 20 * TraceLineSource.chunkSize)
    let path = try write(text, named: "long.jsonl")
    let fromFile = try Trace(contentsOfFile: path)
    #expect(fromFile.frames.count == 20_000)
    #expect(fromFile == (try Trace(string: text)))
    #expect(fromFile.frames.last?.hands.first?[.indexTip]?.position.x == 0.999)
  }

  @Test("rejects a line longer than the limit")
  func lineLimit() throws {
    let header = "{\"version\":1}\n"
    let digits = String(repeating: "1", count: 200_000)
    func long(_ t: String) -> String {
      T.frame(t: t, hand: "\"joints\":{\"wrist\":[0.\(digits),0]}")
    }
    let path = try write(
      header + "{\"t\":0}\n" + long("0.5") + "\n{\"t\":1}\n" + long("2"),
      named: "wide.jsonl"
    )
    var reader = try Self.narrowReader(path)
    _ = try reader.next()
    do {
      _ = try reader.next()
      Issue.record("read a line beyond the limit")
    } catch {
      #expect(
        error.description
          == "frame 1: the line is longer than 100000 bytes (line 3)"
      )
      #expect(error.kind == .invalidData)
    }
    #expect(try reader.next()?.time == 1)
    #expect(reader.frameIndex == 3)
    #expect(throws: TraceError.self) { try reader.next() }
    #expect(try reader.next() == nil)
    #expect(reader.frameIndex == 4)
    let wholeFile = try Trace(contentsOfFile: path)
    #expect(wholeFile.frames.count == 4)
  }

  @Test(
    "a line's \\r does not count toward the limit",
    arguments: [
      (100_000, "\r\n", true), (100_000, "\n", true),
      (100_001, "\r\n", false), (100_001, "\n", false),
      (99_999, "\r\r\n", true), (100_000, "\r\r\n", false),
    ]
  )
  func lineLimitWithReturn(length: Int, end: String, isRead: Bool) throws {
    // A frame line of `length` bytes before `end`: an ignored member pads it.
    let line =
      "{\"t\":0,\"p\":\"" + String(repeating: "x", count: length - 14) + "\"}"
    #expect(line.utf8.count == length)
    let path = try write(
      "{\"version\":1}" + end + line + end + "{\"t\":1}" + end,
      named: "crlf-\(length)-\(end.utf8.count).jsonl"
    )
    var reader = try Self.narrowReader(path)
    if isRead {
      #expect(try reader.next()?.time == 0)
    } else {
      #expect(throws: TraceError.self) { try reader.next() }
    }
    #expect(try reader.next()?.time == 1)
  }

  @Test(
    "a line's \\r read as a chunk's last byte does not count toward the limit",
    arguments: [("\r\n", 0, true), ("\n", 1, false)]
  )
  func returnAtChunkEnd(headerEnd: String, over: Int, isRead: Bool) throws {
    // The frame line's `\r` is the second chunk's last byte, its `\n` the
    // third's first: the line is judged before its end is read.
    let header = "{\"version\":1}" + headerEnd
    let limit = 2 * TraceLineSource.chunkSize - 16
    let length = limit + over
    let line =
      "{\"t\":0,\"p\":\"" + String(repeating: "x", count: length - 14) + "\"}"
    let text = header + line + "\r\n{\"t\":1}\n"
    #expect(
      Array(text.utf8)[2 * TraceLineSource.chunkSize - 1] == UInt8(ascii: "\r")
    )
    let path = try write(text, named: "chunk-end-\(over).jsonl")
    var reader = try TraceReader(
      path: path,
      format: nil,
      maximumLineLength: limit
    )
    if isRead {
      #expect(try reader.next()?.time == 0)
    } else {
      #expect(throws: TraceError.self) { try reader.next() }
    }
    #expect(try reader.next()?.time == 1)
  }

  @Test(
    "a byte order mark may begin the file, before blank lines too",
    arguments: [
      "\u{FEFF}{\"version\":1}\n{\"t\":0}\n",
      "\u{FEFF}\n{\"version\":1}\n{\"t\":0}\n",
      "\u{FEFF}\r\n{\"version\":1}\r\n{\"t\":0}\r\n",
      "\u{FEFF}  \n\n{\"version\":1}\n{\"t\":0}",
    ]
  )
  func byteOrderMarkFirst(text: String) throws {
    let path = try write(text, named: "bom.jsonl")
    #expect(try Trace(contentsOfFile: path).frames == [Frame(time: 0)])
    #expect(try Trace(string: text).frames == [Frame(time: 0)])
  }

  @Test(
    "JSON Lines under another name whose second line is too long: the line's error"
  )
  func detectionWithLongLine() throws {
    let header = "{\"version\":1}"
    let line =
      "{\"t\":0,\"p\":\"" + String(repeating: "x", count: 100_000) + "\"}"
    let path = try write(
      header + "\n" + line + "\n{\"t\":1}\n",
      named: "long-second-line.txt"
    )
    var reader = try Self.narrowReader(path)
    #expect(reader.format == .jsonLines)
    #expect {
      try reader.next()
    } throws: { error in
      "\(error)" == "frame 0: the line is longer than 100000 bytes (line 2)"
    }
    #expect(try reader.next()?.time == 1)
  }

  @Test("a frame of 64 hands, the most a frame may hold, is read")
  func mostHands() throws {
    let hands = Array(repeating: "{\"chirality\":\"right\"}", count: 64)
    for text in [
      "{\"version\":1,\"frames\":[{\"t\":0,\"hands\":["
        + hands.joined(separator: ",") + "]}]}",
      "{\"version\":1}\n{\"t\":0,\"hands\":["
        + hands.joined(separator: ",") + "]}\n",
    ] {
      let trace = try Trace(string: text)
      #expect(trace.frames.first?.hands.count == 64)
      #expect(
        try Trace(bytes: trace.encoded()).frames.first?.hands.count == 64
      )
    }
  }

  @Test("goes on with the next frame after a bad one")
  func continuesAfterError() throws {
    let text =
      "{\"version\":1}\n{\"t\":0}\n{\"t\":NaN}\n{\"t\":[}\n{\"t\":1}\n"
    var reader = try TraceReader(bytes: Array(text.utf8))
    #expect(try reader.next()?.time == 0)
    #expect(throws: TraceError.self) { try reader.next() }
    #expect(throws: TraceError.self) { try reader.next() }
    #expect(try reader.next()?.time == 1)
    #expect(reader.frameIndex == 4)
  }

  @Test(
    "detects JSON Lines from the content",
    arguments: zip(
      [
        "{\"version\":1}\n{\"t\":0}\n",
        "\n  \n{\"version\":1}\n\n{\"t\":0}",
        "{\"version\":1,\"frames\":[{\"t\":0}]}\n",
        "{\"version\":1,\n\"frames\":[{\"t\":0}]}",
        "{\n  \"version\": 1,\n  \"frames\": [{\"t\": 0}]\n}\n",
      ],
      [TraceFormat.jsonLines, .jsonLines, .json, .json, .json]
    )
  )
  func detection(text: String, format: TraceFormat) throws {
    let reader = try TraceReader(bytes: Array(text.utf8))
    #expect(reader.format == format)
    var copy = reader
    #expect(try copy.next()?.time == 0)
  }

  @Test("reads the format from the extension, else from the content")
  func extensions() throws {
    #expect(TraceFormat(path: "a/b.json") == .json)
    #expect(TraceFormat(path: "b.JSONL") == .jsonLines)
    #expect(TraceFormat(path: "b.ndjson") == .jsonLines)
    #expect(TraceFormat(path: "dir.jsonl/trace") == nil)
    #expect(TraceFormat(path: ".jsonl") == nil)
    #expect(TraceFormat(path: "-") == nil)
    let lines = Self.jsonLines(frames: 2)
    let sniffed = try Trace(contentsOfFile: write(lines, named: "trace.txt"))
    #expect(sniffed.frames.count == 2)
    let misnamed = try write(lines, named: "trace.json")
    do {
      _ = try Trace(contentsOfFile: misnamed)
      Issue.record("read JSON Lines as JSON")
    } catch {
      #expect(
        error.message
          == "expected the end of the input, found '{'; a trace of one object"
          + " a line is JSON Lines, read from a .jsonl file"
      )
      #expect(error.line == 2)
    }
  }

  @Test("says a JSON Lines header is one line when a JSON trace is misnamed")
  func misnamedJSON() throws {
    let document = """
      {
        "version": 1,
        "frames": []
      }
      """
    let misnamed = try write(document, named: "trace.jsonl")
    #expect {
      _ = try Trace(contentsOfFile: misnamed)
    } throws: { error in
      let error = try #require(error as? TraceError)
      return error.frame == nil && error.line == 1 && error.column == 2
        && error.message
          == "expected a string key or '}', found the end of the input;"
          + " a JSON Lines header is one line (a trace over several lines is"
          + " JSON, read from a .json file)"
    }
    // A header line cut short elsewhere than at its end gets no such hint.
    let broken = try write("{\"version\": 1,]\n{\"t\": 0}\n", named: "b.jsonl")
    #expect {
      _ = try Trace(contentsOfFile: broken)
    } throws: { error in
      let message = try #require(error as? TraceError).message
      return message == "expected a string key, found ']'"
    }
  }

  @Test("reads standard input or any file descriptor")
  func fileDescriptor() throws {
    let text = Self.jsonLines(frames: 5)
    let pipe = Pipe()
    pipe.fileHandleForWriting.write(Data(text.utf8))
    try pipe.fileHandleForWriting.close()
    let descriptor = pipe.fileHandleForReading.fileDescriptor
    var reader = try TraceReader(fileDescriptor: descriptor)
    let trace = try Trace(reading: &reader)
    #expect(trace == (try Trace(string: text)))
    #expect(reader.format == .jsonLines)
  }

  @Test("tells a file that cannot be opened from bad data")
  func cannotOpen() throws {
    do {
      _ = try Trace(contentsOfFile: directory + "/missing.json")
      Issue.record("opened a missing file")
    } catch {
      #expect(error.kind == .cannotOpen)
      #expect(
        error.description
          == "cannot open '\(directory)/missing.json': No such file or directory"
      )
    }
    do {
      _ = try Trace(contentsOfFile: directory)
      Issue.record("read a directory")
    } catch {
      #expect(error.kind == .cannotOpen)
      #expect(error.description == "cannot read '\(directory)': Is a directory")
    }
    let bad = try write("{\"version\":3,\"frames\":[]}", named: "bad.json")
    do {
      _ = try Trace(contentsOfFile: bad)
      Issue.record("read a bad trace")
    } catch {
      #expect(error.kind == .invalidData)
    }
  }
}
