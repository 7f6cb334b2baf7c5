import GestureCore
import GestureReplay
import Testing

@Suite("Trace")
struct TraceTests {
  /// The writing tests' sample header, with expectations of its own for
  /// one configuration.
  static let header: TraceHeader = {
    var header = TraceWritingTests.sample.header
    header.expectationsByConfiguration = [
      "adaptive": ExpectationSet(expectations: [], ignoredEvents: [])
    ]
    return header
  }()

  @Test("reads its header's fields as its own")
  func readsHeader() {
    let trace = Trace(header: Self.header, frames: [Frame(time: 0.5)])
    #expect(trace.header == Self.header)
    #expect(trace.version == 1)
    #expect(trace.source == "vision")
    #expect(trace.frameRate == 30)
    #expect(trace.coordinates == Self.header.coordinates)
    #expect(trace.expectations == Self.header.expectations)
    #expect(trace.ignoredEvents == Self.header.ignoredEvents)
    #expect(
      trace.expectationsByConfiguration
        == Self.header.expectationsByConfiguration
    )
    #expect(
      trace.expectationSet(for: "adaptive")
        == Self.header.expectationSet(for: "adaptive")
    )
    #expect(trace.frames == [Frame(time: 0.5)])
  }

  @Test("writes its fields into its header")
  func writesHeader() {
    var trace = Trace()
    trace.version = 7
    trace.source = "vision"
    trace.frameRate = 30
    trace.coordinates = Self.header.coordinates
    trace.expectations = Self.header.expectations
    trace.ignoredEvents = Self.header.ignoredEvents
    trace.expectationsByConfiguration =
      Self.header.expectationsByConfiguration
    var expected = Self.header
    expected.version = 7
    #expect(trace.header == expected)
    // A version no reader accepts is the header's, and writing refuses it.
    let refusal = #expect(throws: TraceError.self) { try trace.encoded() }
    #expect(refusal?.description == "version: expected 1, found 7")
  }

  @Test("is made the same from its fields and from a header")
  func initializers() {
    var header = Self.header
    header.expectationsByConfiguration = [:]
    let fromFields = Trace(
      source: "vision",
      frameRate: 30,
      coordinates: header.coordinates,
      frames: [Frame(time: 0)],
      expectations: header.expectations,
      ignoredEvents: header.ignoredEvents
    )
    #expect(fromFields == Trace(header: header, frames: [Frame(time: 0)]))
    #expect(Trace() == Trace(header: TraceHeader()))
  }
}
