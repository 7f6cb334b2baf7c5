import Foundation
import Testing

@testable import GestureReplay

/// The file descriptor the readers size their buffer by and read through.
@Suite("Trace files: the bytes left to read")
struct TraceFileDescriptorTests {
  @Test(
    "counts a regular file's bytes from where reading is, to its end",
    arguments: [0, 1, 5]
  )
  func remainingBytes(size: Int) throws {
    let directory = try TemporaryDirectory()
    let path = directory.path + "/trace.json"
    try Data(repeating: 0x20, count: size).write(to: URL(fileURLWithPath: path))
    let file = try TraceFileDescriptor(readingAtPath: path)
    #expect(file.remainingByteCount() == size)
    var byte: UInt8 = 0
    let read = try withUnsafeMutableBytes(of: &byte) { try file.read(into: $0) }
    #expect(read == min(size, 1))
    #expect(file.remainingByteCount() == size - read)
  }

  @Test("counts nothing for a pipe, whose length is not known")
  func pipeHasNoCount() throws {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    defer { close(ends[1]) }
    let file = TraceFileDescriptor(borrowing: ends[0], name: "<pipe>")
    defer { close(ends[0]) }
    #expect(file.remainingByteCount() == nil)
  }
}
