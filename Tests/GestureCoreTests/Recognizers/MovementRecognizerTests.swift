import GestureCore
import Testing

@Suite("MovementRecognizer")
struct MovementRecognizerTests {
  /// A recognizer with the handKit thresholds, 0.01 and 0.005.
  static func handKit() -> MovementRecognizer {
    MovementRecognizer(startThreshold: 0.01, stopThreshold: 0.005)
  }

  /// Feeds signals from idle and returns the timeline of transitions.
  static func timeline(
    _ signals: [Double],
    recognizer: MovementRecognizer = handKit()
  ) -> Marble {
    var recognizer = recognizer
    return Marble(signals.map { recognizer.update(signal: $0) })
  }

  @Test("starts idle with the thresholds it was given")
  func initialState() {
    let recognizer = Self.handKit()
    #expect(recognizer.state == .idle)
    #expect(recognizer.startThreshold == 0.01)
    #expect(recognizer.stopThreshold == 0.005)
  }

  @Test(
    "begins only when the signal is strictly above 0.01",
    arguments: zip(
      [
        0.01, 0.0100001, Double(0.01).nextUp, Double(0.01).nextDown, 0.0099999,
        0.02, 0, 1,
      ],
      ["-", "b", "b", "-", "-", "b", "-", "b"] as [Marble]
    )
  )
  func start(signal: Double, expected: Marble) {
    var recognizer = Self.handKit()
    let transition = recognizer.update(signal: signal)
    #expect(Marble([transition]) == expected)
    #expect(recognizer.state == (expected == "b" ? .moving : .idle))
  }

  @Test(
    "ends only when the signal is strictly below 0.005",
    arguments: zip(
      [
        0.005, 0.0049999, Double(0.005).nextDown, Double(0.005).nextUp, 0.0075,
        0.01, 0.5, 0,
      ],
      ["b-", "be", "be", "b-", "b-", "b-", "b-", "be"] as [Marble]
    )
  )
  func stop(signal: Double, expected: Marble) {
    #expect(Self.timeline([0.02, signal]) == expected)
  }

  @Test(
    "holds its state between the thresholds (hysteresis)",
    arguments: zip(
      [
        [0.008, 0.006, 0.0075, 0.005, 0.01],
        [0.02, 0.008, 0.006, 0.0099, 0.005, 0.01],
        [0, 0.011, 0.008, 0.005, 0.006, 0.004, 0.009, 0.01, 0.012, 0.001],
      ] as [[Double]],
      ["-----", "b-----", "-b---e--be"] as [Marble]
    )
  )
  func hysteresis(signals: [Double], expected: Marble) {
    #expect(Self.timeline(signals) == expected)
  }

  @Test(
    "holds its state on a NaN signal",
    arguments: zip(
      [[.nan, .nan], [0.02, .nan, .nan]] as [[Double]],
      [MovementRecognizer.State.idle, .moving]
    )
  )
  func nan(signals: [Double], state: MovementRecognizer.State) {
    var recognizer = Self.handKit()
    let transitions = signals.map { recognizer.update(signal: $0) }
    #expect(transitions.dropFirst(signals.count - 2) == [nil, nil])
    #expect(recognizer.state == state)
  }

  @Test("treats infinity as above the start and -infinity as below the stop")
  func infinities() {
    #expect(Self.timeline([.infinity, 0.0075, -.infinity]) == "b-e")
  }

  @Test("cancels a movement in progress and returns to idle")
  func cancelWhileMoving() {
    var recognizer = Self.handKit()
    _ = recognizer.update(signal: 0.02)
    let cancelled = recognizer.cancel()
    #expect(cancelled)
    #expect(recognizer.state == .idle)
    let next = recognizer.update(signal: 0.02)
    #expect(next == .began)
  }

  @Test("reports nothing to cancel when idle")
  func cancelWhenIdle() {
    var recognizer = Self.handKit()
    let cancelled = recognizer.cancel()
    #expect(!cancelled)
    #expect(recognizer.state == .idle)
  }

  @Test("with equal thresholds still needs strictly above and below")
  func equalThresholds() {
    let recognizer = MovementRecognizer(
      startThreshold: 0.25,
      stopThreshold: 0.25
    )
    #expect(
      Self.timeline([0.25, 0.5, 0.25, 0.125], recognizer: recognizer)
        == "-b-e"
    )
  }

  @Test("traps when the stop threshold exceeds the start threshold")
  func invertedThresholdsTrap() async {
    await #expect(processExitsWith: .failure) {
      _ = MovementRecognizer(startThreshold: 0.005, stopThreshold: 0.01)
    }
  }
}
