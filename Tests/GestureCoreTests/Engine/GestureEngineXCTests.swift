import GestureCore
import XCTest

/// The engine driven as an XCTest user would: frames in, events out,
/// checked with `XCTAssertEqual`.
///
/// This file uses XCTest only; the shared builders it calls check nothing
/// themselves.
final class GestureEngineXCTests: XCTestCase {
  private func frames(_ hands: [Hand?]) -> [Frame] {
    Frame.sequence(hands)
  }

  func testPinchHoldReleaseAndPinchAgain() {
    let closed = Hand.pinching(distance: PinchDistance.closed)
    let between = Hand.pinching(distance: PinchDistance.between)
    let open = Hand.pinching(distance: PinchDistance.open)
    var engine = GestureEngine(configuration: .handKit)

    let events = engine.run(
      frames([open, closed, closed, closed, between, open, closed, closed])
    )

    XCTAssertEqual(
      events,
      [
        [.at(0, .hand, .found)],
        [.at(1, .pinch, .began)],
        [],
        [],
        [],
        [.at(5, .pinch, .ended)],
        [.at(6, .pinch, .began)],
        [],
      ]
    )
    XCTAssertEqual(Marble(events, gesture: .pinch), "-b---eb-")
  }

  func testSliderSweep() {
    let xs =
      sweep(from: 0.25, step: 1.0 / 64, count: 9)
      + Array(repeating: 0.375, count: 3)
    var engine = GestureEngine()

    let sliders = engine.run(frames(openHands(indexX: xs))).joined()
      .filter { $0.gesture == .slider }

    XCTAssertEqual(
      sliders.map(\.phase),
      [.began] + Array(repeating: .changed, count: 7) + [.ended]
    )
    XCTAssertEqual(sliders.first?.frame, 1)
    XCTAssertEqual(sliders.first?.value, 0)
    XCTAssertEqual(sliders.last?.frame, 11)
    XCTAssertEqual(sliders.last?.value ?? .nan, 10.9375, accuracy: 1e-9)
  }

  func testPinchThenSweepInOneSession() {
    let index = Point(x: 0.25, y: 0.5)
    var hands: [Hand?] = [
      .pinching(distance: PinchDistance.open, index: index),
      .pinching(distance: PinchDistance.closed, index: index),
      .pinching(distance: PinchDistance.open, index: index),
      .pinching(distance: PinchDistance.open, index: index),
    ]
    // Still for four frames, then right by 1/16 per frame: the movement
    // starts at the third step (x = 0.4375), when three of the five
    // displacements in the median are 1/16.
    hands += openHands(indexX: sweep(from: 0.25, step: 1.0 / 16, count: 8))
    var engine = GestureEngine()

    let events = Array(engine.run(frames(hands)).joined())

    XCTAssertEqual(
      events.map(\.gesture),
      [.hand, .pinch, .pinch, .movement]
        + Array(repeating: .slider, count: 5)
    )
    XCTAssertEqual(
      events.map(\.phase),
      [.found, .began, .ended, .began, .began]
        + Array(repeating: .changed, count: 4)
    )
    XCTAssertEqual(events.map(\.frame), [0, 1, 2, 7, 7, 8, 9, 10, 11])
    XCTAssertEqual(events.compactMap(\.value), [0, 6.25, 12.5, 18.75, 25])
    XCTAssertEqual(engine.frameCount, 12)
  }

  func testReplayIsDeterministic() {
    let hands =
      openHands(indexX: sweep(from: 0.1, step: 0.05, count: 10))
      + [nil] + [Hand.pinching(distance: PinchDistance.closed)]
    var first = GestureEngine()
    var second = GestureEngine()

    let once = first.run(frames(hands))
    let again = second.run(frames(hands))

    XCTAssertEqual(once, again)
    XCTAssertEqual(once.joined().map(\.gesture).first, .hand)
  }
}
