import GestureCore
import Testing

/// `movement.stopDelay`: a movement whose signal falls below the stop
/// threshold goes on for that long before it ends, so a short pause does
/// not end it. handKit's open hands, 32 frames a second (times are exact).
@Suite("GestureEngine: the movement's stop delay")
struct MovementStopDelayTests {
  /// The frames of the movement events of a handKit engine with a stop
  /// delay, over open hands whose index tips follow `xs`.
  static func movementEvents(
    _ xs: [Double],
    stopDelay: Double
  ) -> [String] {
    var configuration = GestureConfiguration.handKit
    configuration.movement.stopDelay = stopDelay
    var engine = GestureEngine(configuration: configuration)
    return engine.run(Frame.sequence(openHands(indexX: xs))).joined()
      .filter { $0.gesture == .movement }
      .map { "\($0.frame) \($0.phase)" }
  }

  /// 20 frames moving right by 1/64 a frame, then still.
  static let moveThenRest =
    sweep(from: 0.2, step: 1.0 / 64, count: 20)
    + Array(repeating: 0.2 + 19.0 / 64, count: 20)

  /// The frame the movement ends on without a delay.
  static func endWithoutDelay() throws -> Int {
    let events = movementEvents(moveThenRest, stopDelay: 0)
    let ended = try #require(events.first { $0.hasSuffix("ended") })
    return try #require(Int(ended.split(separator: " ")[0]))
  }

  @Test(
    "the movement ends on the first frame the delay is up after the signal fell",
    // A delay within a nanosecond of the frames' span is met by it
    // (TimeBound.margin).
    arguments: zip(
      [0, 0.125 - 1.1e-9, 0.125, 0.125 + 0.9e-9, 0.125 + 1.1e-9] as [Double],
      [0, 4, 4, 4, 5] as [Int]
    )
  )
  func endsAfterDelay(delay: Double, frames: Int) throws {
    let plain = try Self.endWithoutDelay()
    let events = Self.movementEvents(Self.moveThenRest, stopDelay: delay)
    #expect(events == ["1 began", "\(plain + frames) ended"])
  }

  @Test("a signal exactly on the stop threshold does not start the delay")
  func signalOnTheStop() throws {
    // handKit's per-frame signal with a stop of 1/128: 20 frames at 1/64
    // a frame, 12 at exactly 1/128 (on the stop, which a movement must
    // fall below), then still. Every coordinate is exact.
    var configuration = GestureConfiguration.handKit
    configuration.movement.stopThreshold = 1.0 / 128
    let onStop = 0.25 + 19.0 / 64
    let xs =
      sweep(from: 0.25, step: 1.0 / 64, count: 20)
      + sweep(from: onStop + 1.0 / 128, step: 1.0 / 128, count: 12)
      + Array(repeating: onStop + 12.0 / 128, count: 20)
    func ended(stopDelay: Double) throws -> Int {
      configuration.movement.stopDelay = stopDelay
      var engine = GestureEngine(configuration: configuration)
      let events = engine.run(Frame.sequence(openHands(indexX: xs))).joined()
        .filter { $0.gesture == .movement }
      #expect(events.map(\.phase) == [.began, .ended])
      return try #require(events.last).frame
    }
    let plain = try ended(stopDelay: 0)
    // On the stop the movement goes on; it ends once the hand is still.
    #expect(plain > 32)
    // The delay counts from the first frame below the stop, not on it.
    #expect(try ended(stopDelay: 0.125) == plain + 4)
  }

  @Test("a pause shorter than the delay does not end the movement")
  func pauseWithinDelay() throws {
    let plain = try Self.endWithoutDelay()
    // Still for 8 frames, then moving again for 10, then still.
    let last = 0.2 + 19.0 / 64
    let xs =
      sweep(from: 0.2, step: 1.0 / 64, count: 20)
      + Array(repeating: last, count: 8)
      + sweep(from: last + 1.0 / 64, step: 1.0 / 64, count: 10)
      + Array(repeating: last + 10.0 / 64, count: 20)
    // Without a delay the pause ends the movement and a second begins.
    let plainEvents = Self.movementEvents(xs, stopDelay: 0)
    #expect(plainEvents.count == 4)
    #expect(plainEvents.first == "1 began")
    #expect(plainEvents.dropFirst().first == "\(plain) ended")
    // Under 0.25 s (8 frames) the signal is below the stop for less than
    // the delay: one movement, ended once the hand rests for good.
    let delayed = Self.movementEvents(xs, stopDelay: 0.25)
    #expect(delayed.count == 2)
    #expect(delayed.first == "1 began")
    #expect(
      delayed.last
        == plainEvents.last.map { event in
          let frame = Int(event.split(separator: " ")[0]) ?? 0
          return "\(frame + 8) ended"
        }
    )
  }
}
