import Foundation
import GestureCore
import Testing

@testable import GestureReplay

@Suite("Writing refuses what reading refuses")
struct TraceWritingRefusalTests {
  /// A new temporary directory for each test, removed after it with what
  /// the test wrote there.
  private let temporary: TemporaryDirectory
  private var directory: String { temporary.path }

  init() throws { temporary = try TemporaryDirectory() }

  /// Frames no reader accepts after a frame at time 1, each with the error
  /// that reading it as the second frame gives.
  static let invalidFrames: [(Frame, String)] = [
    (Frame(time: 0.5), "frame 1: t goes backwards: 0.5 after 1"),
    (Frame(time: .nan), "frame 1: t is NaN"),
    (
      Frame(
        time: 2,
        hands: [Hand(joints: [.indexTip: Landmark(x: .nan, y: 0)])]
      ),
      "frame 1: hands[0].joints.indexTip: x is NaN"
    ),
    (
      Frame(
        time: 2,
        hands: [
          Hand(),
          Hand(
            landmarks: Joint.allCases.map {
              Landmark(
                x: 0,
                y: 0,
                depth: 0,
                confidence: $0 == .indexTip ? 2 : 1
              )
            }
          ),
        ]
      ),
      "frame 1: hands[1].landmarks[8]: confidence 2 is outside 0...1"
    ),
    (
      Frame(time: 2, hands: Array(repeating: Hand(), count: 65)),
      "frame 1: hands has 65 entries, at most 64 a frame"
    ),
    (
      Frame(time: 2, hands: [Hand(score: -1)]),
      "frame 1: hands[0]: score -1 is outside 0...1"
    ),
    (
      Frame(time: 2, hands: [Hand(chirality: .both)]),
      "frame 1: hands[0].chirality: expected left, right or unknown, "
        + "found \"both\", which names events of two hands, never a hand"
    ),
    (
      Frame(
        time: 2,
        hands: [
          Hand(
            worldLandmarks: Joint.allCases.map {
              Point3D(x: 0, y: 0, z: $0 == .thumbTip ? .infinity : 0)
            }
          )
        ]
      ),
      "frame 1: hands[0].worldLandmarks[4]: z is infinite"
    ),
    (
      Frame(time: 2, hands: [Hand(id: .string(""))]),
      "frame 1: hands[0].id: expected a number or a non-empty string, "
        + "found \"\""
    ),
    (
      Frame(time: 2, hands: [Hand(id: .number(.nan))]),
      "frame 1: hands[0]: id is NaN"
    ),
    (
      Frame(time: 2, hands: [Hand(id: .number(-.infinity))]),
      "frame 1: hands[0]: id is infinite"
    ),
  ]

  /// Headers no reader accepts, each with the error that reading gives.
  static let invalidHeaders: [(TraceHeader, String)] = [
    (TraceHeader(frameRate: .nan), "frameRate is NaN"),
    (TraceHeader(frameRate: 0), "frameRate 0 is not positive"),
    (
      TraceHeader(expectations: [
        Expectation(gesture: .pinch, phase: .began, time: .infinity)
      ]),
      "expect[0]: t is infinite"
    ),
    (
      { () -> TraceHeader in
        var header = TraceHeader()
        header.version = 2
        return header
      }(),
      "version: expected 1, found 2"
    ),
  ]

  @Test(
    "refuses a frame a reader would reject, naming the frame and field",
    arguments: TraceFormat.allCases
  )
  func refusesFrame(format: TraceFormat) throws {
    let path = directory + "/trace." + format.fileExtension
    let valid = Trace(frames: [Frame(time: 1)])
    try valid.write(toFile: path)
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    for (frame, expected) in Self.invalidFrames {
      let trace = Trace(frames: [Frame(time: 1), frame])
      let refusal = #expect(throws: TraceError.self) {
        try trace.write(toFile: path)
      }
      #expect(refusal?.kind == .invalidData)
      #expect(refusal?.frame == 1)
      #expect(refusal?.description == expected)
      let encodingRefusal = #expect(throws: TraceError.self) {
        try trace.encoded(as: format)
      }
      #expect(encodingRefusal == refusal)
      // What reading the frame gives, had it been written.
      let unchecked = TraceEncoder.trace(trace, as: format)
      do {
        _ = try Trace(bytes: unchecked, format: format)
        Issue.record("read \(frame)")
      } catch {
        #expect(error.description == expected)
      }
    }
    // The file written before is left as it was.
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
  }

  @Test(
    "refuses a header a reader would reject, and creates no file",
    arguments: TraceFormat.allCases
  )
  func refusesHeader(format: TraceFormat) throws {
    let path = directory + "/trace." + format.fileExtension
    for (header, expected) in Self.invalidHeaders {
      let trace = Trace(header: header, frames: [Frame(time: 0)])
      do {
        try trace.write(toFile: path)
        Issue.record("wrote a header with \(expected)")
      } catch {
        #expect(error.kind == .invalidData)
        #expect(error.frame == nil)
        #expect(error.description == expected)
      }
      #expect(!FileManager.default.fileExists(atPath: path))
      let unchecked = TraceEncoder.trace(trace, as: format)
      do {
        _ = try Trace(bytes: unchecked, format: format)
        Issue.record("read a header with \(expected)")
      } catch {
        #expect(error.description == expected)
      }
    }
  }

  @Test(
    "refuses a document or line longer than a file's reader reads",
    arguments: TraceFormat.allCases
  )
  func refusesTooLong(format: TraceFormat) throws {
    let path = directory + "/long." + format.fileExtension
    let hand = Hand(
      chirality: .left,
      landmarks: Joint.allCases.map {
        Landmark(x: 0.123_456_789, y: Double($0.rawValue) / 7, depth: -0.1)
      }
    )
    let trace = Trace(
      source: "vision",
      frames: (0..<5).map {
        Frame(time: Double($0), hands: $0 == 2 ? [hand] : [])
      }
    )
    let bytes = try trace.encoded(as: format)
    let longest =
      format == .json
      ? bytes.count
      : bytes.split(separator: 0x0A).map(\.count).max() ?? 0
    // At the limit, the file is written and reads back.
    try trace.write(
      toFile: Array(path.utf8),
      name: path,
      maximumLength: longest
    )
    var reader = try TraceReader(
      path: path,
      format: format,
      maximumLineLength: longest
    )
    #expect(try Trace(reading: &reader) == trace)
    // A byte shorter, it is refused with the error reading gives, and the
    // file is left as it was.
    let refusal = #expect(throws: TraceError.self) {
      try trace.write(
        toFile: Array(path.utf8),
        name: path,
        maximumLength: longest - 1
      )
    }
    #expect(refusal?.kind == .invalidData)
    do {
      var reader = try TraceReader(
        path: path,
        format: format,
        maximumLineLength: longest - 1
      )
      _ = try Trace(reading: &reader)
      Issue.record("read a line longer than the limit")
    } catch {
      #expect(error == refusal)
    }
    #expect(try Trace(contentsOfFile: path) == trace)
  }

  @Test(
    "writes what reads back equal and refuses the rest with the reader's error",
    arguments: TraceFormat.allCases
  )
  func randomTraces(format: TraceFormat) throws {
    var random = SplitMix64(seed: format == .json ? 0x5EED : 0xF00D)
    var refusedCount = 0
    for index in 0..<400 {
      var trace = TraceRandom.trace(using: &random)
      if Bool.random(using: &random) {
        TraceRandom.spoil(&trace, using: &random)
      }
      let unchecked = TraceEncoder.trace(trace, as: format)
      let read: Result<Trace, TraceError>
      do {
        read = .success(try Trace(bytes: unchecked, format: format))
      } catch {
        read = .failure(error)
      }
      let written: Result<[UInt8], TraceError>
      do {
        written = .success(try trace.encoded(as: format))
      } catch {
        written = .failure(error)
      }
      switch (written, read) {
      case (.success(let bytes), .success(let readBack)):
        #expect(bytes == unchecked)
        #expect(readBack == trace)
        if index.isMultiple(of: 8) {
          let path = directory + "/random." + format.fileExtension
          try trace.write(toFile: path)
          #expect(try Trace(contentsOfFile: path) == trace)
        }
      case (.failure(let refusal), .failure(let readError)):
        #expect(refusal.description == readError.description)
        refusedCount += 1
      case (.success, .failure(let readError)):
        Issue.record("wrote a trace reading refuses: \(readError)")
      case (.failure(let refusal), .success):
        Issue.record("refused a trace reading accepts: \(refusal)")
      }
    }
    // Both sides of the property are exercised.
    #expect((100...300).contains(refusedCount))
  }
}
