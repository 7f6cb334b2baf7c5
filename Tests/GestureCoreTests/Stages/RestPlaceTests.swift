import Testing

@testable import GestureCore

@Suite("RestPlace")
struct RestPlaceTests {
  /// A rest of radius 0.5 palm sizes over 0.25 s, without a median filter,
  /// fed points on the x axis with a palm size of 1, 8 frames a second.
  static func feed(
    _ xs: [Double],
    palmSize: Double? = 1
  ) -> (rest: RestPlace, displacements: [Double?], resting: [Bool]) {
    var rest = RestPlace(radius: 0.5, time: 0.25, medianSpan: 0)
    var displacements: [Double?] = []
    var resting: [Bool] = []
    for (index, x) in xs.enumerated() {
      displacements.append(
        rest.update(
          Point(x: x, y: 0),
          x: x,
          at: Double(index) / 8,
          palmSize: palmSize
        )
      )
      resting.append(rest.isResting)
    }
    return (rest, displacements, resting)
  }

  @Test(
    "a hand rests within the radius of where it was the rest time before",
    arguments: zip([0.5 - 0x1p-20, 0.5, 0.5 + 0x1p-20], [true, true, false])
  )
  func radius(step: Double, rests: Bool) {
    // Still, then a step at 0.25 s: compared with the point at 0 s.
    let result = Self.feed([0, 0, 0, step])
    #expect(result.resting == [false, false, true, rests])
  }

  @Test("a hand does not rest before its path spans the rest time")
  func time() {
    let result = Self.feed([0, 0, 0])
    #expect(result.resting == [false, false, true])
    #expect(result.displacements == [nil, nil, 0])
  }

  @Test("the rest place stays while the hand does not rest")
  func placeStays() throws {
    let result = Self.feed([0, 0, 0, 0.25, 1, 2, 2, 2, 2])
    #expect(
      result.resting
        == [false, false, true, true, false, false, false, true, true]
    )
    // The place is at 0 until the hand rests at 2, and then at 2.
    #expect(result.displacements == [nil, nil, 0, 0.25, 1, 2, 2, 0, 0])
    let place = try #require(result.rest.place)
    #expect(place.point == Point(x: 2, y: 0) && place.x == 2)
  }

  @Test("the rest place is where the hand was, interpolated between frames")
  func interpolated() throws {
    var rest = RestPlace(radius: 0.5, time: 0.25, medianSpan: 0)
    _ = rest.update(Point(x: 0, y: 0), x: 0, at: 0, palmSize: 1)
    _ = rest.update(Point(x: 0.4, y: 0), x: 0.4, at: 0.2, palmSize: 1)
    _ = rest.update(Point(x: 0.5, y: 0), x: 0.5, at: 0.4, palmSize: 1)
    // At 0.4 s the hand was at 0.3 (0.15 s), 0.2 from now.
    let place = try #require(rest.place)
    #expect(abs(place.x - 0.3) < 1e-12 && abs(place.since - 0.15) < 1e-12)
  }

  @Test("a drift slower than the radius per rest time never accumulates")
  func drift() {
    // 0.4 palm sizes per 0.25 s, for 100 s.
    let xs = (0..<800).map { Double($0) * 0.4 / 2 }
    let result = Self.feed(xs)
    #expect(result.resting.dropFirst(2).allSatisfy { $0 })
    #expect(
      result.displacements.compactMap { $0 }.allSatisfy { $0 <= 0.4 + 1e-9 }
    )
  }

  @Test(
    "without a palm size nothing is measured and the hand counts as resting"
  )
  func noPalmSize() {
    let result = Self.feed([0, 0, 0, 5], palmSize: nil)
    #expect(result.resting == [true, true, true, true])
    #expect(result.displacements.allSatisfy { $0 == nil })
    #expect(result.rest.place == nil)
  }

  @Test("a lost hand is forgotten")
  func removeAll() {
    var result = Self.feed([0, 0, 0])
    result.rest.removeAll()
    #expect(result.rest.place == nil && !result.rest.isResting)
  }
}
