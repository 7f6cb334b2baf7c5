import GestureCore
import Testing

@Suite("Test support")
struct SupportTests {
  @Suite("Marble timelines")
  struct MarbleTests {
    @Test(
      "parses one frame per symbol and a group as one frame",
      arguments: zip(
        ["", "-", "-b-e b", "[fb]--e", "b c", "[lx][fb]"],
        [
          [],
          [[]],
          [[], ["b"], [], ["e"], ["b"]],
          [["f", "b"], [], [], ["e"]],
          [["b"], ["c"]],
          [["l", "x"], ["f", "b"]],
        ] as [[[Character]]]
      )
    )
    func parses(notation: String, frames: [[Character]]) {
      #expect(Marble(notation).frames == frames)
    }

    @Test("ignores spaces when comparing and prints the canonical form")
    func canonicalForm() {
      let spaced: Marble = "-b-e b"
      #expect(spaced == "-b-eb")
      #expect(spaced.description == "-b-eb")
      #expect(spaced.count == 5)
      #expect(Marble("[fb] -").description == "[fb]-")
    }

    @Test("renders recognizer transitions, nil as '-'")
    func rendersTransitions() {
      let transitions: [PinchRecognizer.Transition?] = [
        nil, .began, nil, .ended, .began,
      ]
      #expect(Marble(transitions) == "-b-eb")
    }

    @Test("renders only the chosen gesture's events of an engine")
    func rendersEngineEvents() {
      let events: [[GestureEvent]] = [
        [.at(0, .hand, .found), .at(0, .pinch, .began)],
        [],
        [.at(2, .movement, .began), .at(2, .slider, .began, value: 0)],
        [.at(3, .hand, .lost)],
      ]
      #expect(Marble(events, gesture: .pinch) == "b---")
      #expect(Marble(events, gesture: .hand) == "f--l")
      #expect(Marble(events, gestures: [.hand, .pinch]) == "[fb]--l")
    }
  }

  @Suite("SplitMix64")
  struct SplitMix64Tests {
    @Test("produces the reference sequence of seed 0")
    func referenceSequence() {
      var random = SplitMix64(seed: 0)
      let first = random.next()
      let second = random.next()
      #expect(first == 0xE220_A839_7B1D_CDAF)
      #expect(second == 0x6E78_9E6A_A1B9_65F4)
    }

    @Test("replays the same sequence for the same seed")
    func replays() {
      var a = SplitMix64(seed: 2024)
      var b = SplitMix64(seed: 2024)
      var c = SplitMix64(seed: 2025)
      let fromA = (0..<100).map { _ in a.next() }
      let fromB = (0..<100).map { _ in b.next() }
      let fromC = (0..<100).map { _ in c.next() }
      #expect(fromA == fromB)
      #expect(fromA != fromC)
    }
  }

  @Suite("Builders")
  struct BuilderTests {
    @Test("a pinching hand has its tips exactly the dyadic distance apart")
    func pinchingDistanceIsExact() throws {
      let hand = Hand.pinching(distance: PinchDistance.between)
      let thumb = try #require(hand[.thumbTip])
      let index = try #require(hand[.indexTip])
      #expect(thumb.position.distance(to: index.position) == 3.0 / 128)
    }

    @Test("frame sequences are 1/32 s apart and keep empty frames empty")
    func frameTimes() {
      let frames = Frame.sequence([Hand.open(index: .zero), nil, nil])
      #expect(frames.map(\.time) == [0, 0.03125, 0.0625])
      #expect(frames.map(\.hands.count) == [1, 0, 0])
    }
  }
}
