import Testing

@testable import GestureReplay

/// What the replay made of a motion, as the synthesizer reads the script
/// again with it: an undone motion stays undone, and readings cover
/// others that say no more.
@Suite("What the replay made of a script's motions")
struct SynthMotionReadingTests {
  typealias Reading = SynthMeaning.MotionReading

  @Test("a motion noted undone stays undone, whatever comes after")
  func note() {
    var readings: [Int: Reading] = [:]
    readings.note(.unseen, 3)
    #expect(readings == [3: .unseen])
    readings.note(.undone, 3)
    #expect(readings == [3: .undone])
    readings.note(.unseen, 3)
    #expect(readings == [3: .undone])
    readings.note(.unseen, 5)
    #expect(readings == [3: .undone, 5: .unseen])
  }

  @Test(
    "readings cover those that read no more motions, no more strongly",
    arguments: [
      ([Int: Reading](), [Int: Reading](), true),
      ([1: .unseen], [:], true),
      ([:], [1: .unseen], false),
      ([1: .undone], [1: .unseen], true),
      ([1: .unseen], [1: .undone], false),
      ([1: .unseen, 2: .undone], [2: .undone], true),
      ([1: .unseen], [2: .unseen], false),
    ]
  )
  func covers(
    readings: [Int: Reading],
    other: [Int: Reading],
    covers: Bool
  ) {
    #expect(readings.covers(other) == covers)
  }
}
