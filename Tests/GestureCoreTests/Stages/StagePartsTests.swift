import Testing

@testable import GestureCore

@Suite("The stages' parts: presence, palm size")
struct StagePartsTests {
  @Test("a hand is found once, and lost at once or after its timeout")
  func presence() {
    var immediate = HandPresence(lossTimeout: nil)
    var losses = [immediate.miss(at: 0)]
    var founds = [immediate.see(at: 0), immediate.see(at: 0.1)]
    losses += [immediate.miss(at: 0.2), immediate.miss(at: 0.3)]
    founds.append(immediate.see(at: 0.4))
    #expect(losses == [nil, .immediate, nil])
    #expect(founds == [true, false, true])

    var patient = HandPresence(lossTimeout: 0.25)
    let found = patient.see(at: 1)
    // Strict: exactly the timeout after it was last seen is not yet lost,
    // nor within a nanosecond past it (TimeBound.margin).
    let times = [1.125, 1.25, 1.25 + 0.9e-9, 1.25 + 1.1e-9, 2]
    let patientLosses = times.map { patient.miss(at: $0) }
    #expect(found)
    #expect(patientLosses == [nil, nil, nil, .timedOut, nil])

    // 0.8 - 0.5 is 0.30000000000000004: still exactly the timeout.
    var decimal = HandPresence(lossTimeout: 0.3)
    _ = decimal.see(at: 0.5)
    #expect(0.8 - 0.5 > 0.3)
    #expect(decimal.miss(at: 0.8) == nil)
    #expect(decimal.miss(at: 0.85) == .timedOut)
  }

  @Test("the palm size is a median of finite, positive sizes, reset on loss")
  func palmSizes() {
    var tracker = PalmSizeTracker()
    let sizes: [Double?] = [
      nil, 0, -1, .infinity, .nan, 0.2, 0.4, 0.3, nil, .infinity,
    ]
    let medians = sizes.map { tracker.update($0) }
    #expect(
      medians == [
        nil, nil, nil, nil, nil, 0.2, (0.2 + 0.4) / 2, 0.3, 0.3, 0.3,
      ]
    )
    tracker.reset()
    #expect(tracker.median == nil)
    let fresh = tracker.update(0.1)
    #expect(fresh == 0.1)
  }
}
