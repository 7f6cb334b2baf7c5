import GestureCore
import Testing

@Suite("PinchRecognizer")
struct PinchRecognizerTests {
  /// A recognizer with the handKit thresholds, 0.015 and 0.03.
  static func handKit() -> PinchRecognizer {
    PinchRecognizer(enterThreshold: 0.015, exitThreshold: 0.03)
  }

  /// Feeds distances from open and returns the timeline of transitions.
  static func timeline(_ distances: [Double]) -> Marble {
    var recognizer = handKit()
    return Marble(distances.map { recognizer.update(distance: $0) })
  }

  @Test("starts open with the thresholds it was given")
  func initialState() {
    let recognizer = Self.handKit()
    #expect(recognizer.state == .open)
    #expect(recognizer.enterThreshold == 0.015)
    #expect(recognizer.exitThreshold == 0.03)
  }

  @Test(
    "begins only when the distance is strictly below 0.015",
    arguments: zip(
      [
        0.015, 0.0149999, Double(0.015).nextDown, Double(0.015).nextUp, 0.02,
        0.01, 0,
      ],
      ["-", "b", "b", "-", "-", "b", "b"] as [Marble]
    )
  )
  func enter(distance: Double, expected: Marble) {
    var recognizer = Self.handKit()
    let transition = recognizer.update(distance: distance)
    #expect(Marble([transition]) == expected)
    #expect(recognizer.state == (expected == "b" ? .pinched : .open))
  }

  @Test(
    "ends only when the distance is strictly above 0.03",
    arguments: zip(
      [
        0.03, 0.0300001, Double(0.03).nextUp, Double(0.03).nextDown, 0.02,
        0.015, 0.5,
      ],
      ["b-", "be", "be", "b-", "b-", "b-", "be"] as [Marble]
    )
  )
  func exit(distance: Double, expected: Marble) {
    #expect(Self.timeline([0.01, distance]) == expected)
  }

  @Test(
    "follows the hysteresis timeline",
    arguments: zip(
      [
        [0.02, 0.014, 0.01, 0.031, 0.014],
        [0.02, 0.016, 0.015, 0.03, 0.02],
        [0.01, 0.02, 0.03, 0.014, 0.029, 0.0301, 0.016, 0.0149],
      ] as [[Double]],
      ["-b-e b", "-----", "b----e -b"] as [Marble]
    )
  )
  func hysteresis(distances: [Double], expected: Marble) {
    #expect(Self.timeline(distances) == expected)
  }

  @Test("produces nothing while a pinch is held")
  func holdIsSilent() {
    let held = [0.01] + Array(repeating: 0.005, count: 20) + [0.02, 0.03]
    #expect(
      Self.timeline(held) == Marble("b" + String(repeating: "-", count: 22))
    )
  }

  @Test("re-arms after a release: each new pinch begins once")
  func releaseRearms() {
    #expect(
      Self.timeline([0.01, 0.04, 0.01, 0.01, 0.04, 0.04, 0.01])
        == "be b- e- b"
    )
  }

  @Test(
    "holds its state on a NaN distance",
    arguments: zip(
      [[.nan, .nan], [0.01, .nan, .nan]] as [[Double]],
      [PinchRecognizer.State.open, .pinched]
    )
  )
  func nan(distances: [Double], state: PinchRecognizer.State) {
    var recognizer = Self.handKit()
    let transitions = distances.map { recognizer.update(distance: $0) }
    #expect(transitions.dropFirst(distances.count - 2) == [nil, nil])
    #expect(recognizer.state == state)
  }

  @Test("cancels a held pinch and re-arms it")
  func cancelWhilePinched() {
    var recognizer = Self.handKit()
    _ = recognizer.update(distance: 0.01)
    let cancelled = recognizer.cancel()
    #expect(cancelled)
    #expect(recognizer.state == .open)
    let next = recognizer.update(distance: 0.01)
    #expect(next == .began)
  }

  @Test("reports nothing to cancel when open")
  func cancelWhenOpen() {
    var recognizer = Self.handKit()
    let cancelled = recognizer.cancel()
    #expect(!cancelled)
    #expect(recognizer.state == .open)
  }

  @Test("equal thresholds: pinched below them, open above, no band between")
  func equalThresholds() {
    var recognizer = PinchRecognizer(enterThreshold: 0.02, exitThreshold: 0.02)
    let distances = [0.02, Double(0.02).nextDown, 0.02, Double(0.02).nextUp]
    #expect(Marble(distances.map { recognizer.update(distance: $0) }) == "-b-e")
  }

  @Test("traps when the enter threshold exceeds the exit threshold")
  func invertedThresholdsTrap() async {
    await #expect(processExitsWith: .failure) {
      _ = PinchRecognizer(enterThreshold: 0.03, exitThreshold: 0.015)
    }
  }
}
