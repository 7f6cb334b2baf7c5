import GestureCore
import Testing

@Suite("MotionWindow")
struct MotionWindowTests {
  static func point(_ x: Double, _ y: Double = 0) -> Point3D {
    Point3D(x: x, y: y, z: 0)
  }

  @Test("has no speed until its samples span the whole window")
  func needsAFullWindow() {
    var motion = MotionWindow(window: 0.25, medianSpan: 0)
    #expect(motion.speed == nil)
    motion.append(Self.point(0.5), x: 0.5, at: 1)
    #expect(motion.speed == nil)
    motion.append(Self.point(0.5), x: 0.5, at: 1)
    #expect(motion.speed == nil)
    motion.append(Self.point(0.5), x: 0.5, at: 1.125)
    // A span of 0.125: half the window.
    #expect(motion.speed == nil)
    motion.append(Self.point(0.5), x: 0.5, at: 1.2499)
    #expect(motion.speed == nil)
    motion.append(Self.point(0.5), x: 0.5, at: 1.25)
    // A span of 0.25, the whole window.
    #expect(motion.speed == 0)
  }

  @Test(
    "takes the median over its span in seconds, and the newest at least",
    arguments: [
      // (span, times, the filtered time of the newest sample)
      (0.0, [0.0, 0.1, 0.2], 0.2),
      (0.07, [0.0, 0.1, 0.2], 0.2),
      (0.1, [0.0, 0.1, 0.2], 0.15),
      (0.07, [0.0, 0.03, 0.06, 0.09], 0.06),
      (0.07, [0.0, 0.07], 0.035),
      (0.069, [0.0, 0.07], 0.07),
    ]
  )
  func medianSpan(span: Double, times: [Double], filtered: Double) throws {
    var motion = MotionWindow(window: 1, medianSpan: span)
    for time in times {
      motion.append(Self.point(time), x: time, at: time)
    }
    let newest = try #require(motion.newest)
    #expect(abs(newest.time - filtered) < 1e-12)
    #expect(abs(newest.position.x - filtered) < 1e-12)
    #expect(abs(newest.x - filtered) < 1e-12)
  }

  @Test(
    "takes at most 15 samples into the median at a very high rate",
    arguments: [1000.0, 5000]
  )
  func medianCount(rate: Double) throws {
    var motion = MotionWindow(window: 1, medianSpan: 0.07)
    for frame in 0...100 {
      let time = Double(frame) / rate
      motion.append(Self.point(time), x: time, at: time)
    }
    // The median of the newest 15 is the 8th newest sample.
    let newest = try #require(motion.newest)
    #expect(abs(newest.time - 93 / rate) < 1e-12)
  }

  @Test(
    "lags about half its span at every frame rate",
    arguments: [15.0, 24, 30, 60, 120]
  )
  func sameLag(rate: Double) throws {
    // A point that starts moving at 1 unit per second at time 1.
    var motion = MotionWindow(window: 0.2, medianSpan: 0.07)
    var crossing: Double?
    for frame in 0...Int(2 * rate) {
      let time = Double(frame) / rate
      let x = Swift.max(0, time - 1)
      motion.append(Self.point(x), x: x, at: time)
      if crossing == nil, let speed = motion.speed, speed > 0.2 {
        crossing = time
      }
    }
    // Without lag the speed over 0.2 s passes 0.2 units/s at 1.04 s;
    // a median lags about 0.035 s, plus at most a frame of the grid.
    let time = try #require(crossing)
    #expect(time >= 1.04 + 0.035 - 0.02)
    #expect(time <= 1.04 + 0.035 + 1 / rate + 0.02)
  }

  @Test(
    "measures a steady speed the same at any frame rate",
    arguments: [15.0, 30, 60, 120, 240]
  )
  func steadySpeed(rate: Double) throws {
    var motion = MotionWindow(window: 0.25)
    // 0.5 units per second along x for one second.
    for frame in 0...Int(rate) {
      let time = Double(frame) / rate
      motion.append(Self.point(0.5 * time), x: 0.5 * time, at: time)
    }
    let speed = try #require(motion.speed)
    #expect(abs(speed - 0.5) < 1e-9)
    let reference = try #require(motion.reference)
    let newest = try #require(motion.newest)
    // The reference is the newest sample at least 0.25 s old.
    #expect(newest.time - reference.time >= 0.25 - 1e-12)
    #expect(newest.time - reference.time < 0.25 + 1 / rate)
  }

  @Test(
    "ignores a one-frame spike at 30 fps and above",
    arguments: [30.0, 60, 120]
  )
  func spike(rate: Double) throws {
    var motion = MotionWindow(window: 0.2, medianSpan: 0.07)
    var speeds: [Double] = []
    for frame in 0..<Int(rate) {
      let x = frame == Int(rate) / 2 ? 0.9 : 0.5
      motion.append(Self.point(x), x: x, at: Double(frame) / rate)
      speeds.append(motion.speed ?? 0)
    }
    #expect(speeds.allSatisfy { $0 == 0 })
  }

  @Test("halves a one-frame spike at 15 fps, where the span holds two frames")
  func spikeAtFifteen() throws {
    var motion = MotionWindow(window: 0.2, medianSpan: 0.07)
    var largest = 0.0
    for frame in 0..<15 {
      let x = frame == 7 ? 0.9 : 0.5
      motion.append(Self.point(x), x: x, at: Double(frame) / 15)
      largest = Swift.max(largest, motion.newest?.position.x ?? 0)
    }
    #expect(abs(largest - 0.7) < 1e-12)
  }

  @Test("follows every sample when its span is 0")
  func noMedian() throws {
    var motion = MotionWindow(window: 0.2, medianSpan: 0)
    motion.append(Self.point(0.5), x: 0.5, at: 0)
    motion.append(Self.point(0.9), x: 0.9, at: 0.01)
    #expect(motion.newest?.position.x == 0.9)
  }

  @Test(
    "keeps half a steady speed through a turn",
    arguments: [15.0, 24, 30, 60, 120]
  )
  func turn(rate: Double) throws {
    // 1 unit per second to the right until 1 s, then back to the left.
    var motion = MotionWindow(window: 0.2, medianSpan: 0)
    var lowestNet = Double.infinity
    var lowestHeld = Double.infinity
    for frame in Int(0.5 * rate)...Int(1.5 * rate) {
      let time = Double(frame) / rate
      let x = 1 - abs(time - 1)
      motion.append(Self.point(x), x: x, at: time)
      guard time > 0.75, let speed = motion.speed else { continue }
      let held = try #require(motion.heldSpeed)
      #expect(held >= speed)
      lowestNet = Swift.min(lowestNet, speed)
      lowestHeld = Swift.min(lowestHeld, held)
    }
    // The net speed over the window falls to a third or less at the turn,
    // about 0 where a sample sits on each side of it at equal times...
    #expect(lowestNet <= 1.0 / 3 + 1e-9)
    // ...while the held speed stays at half or more.
    #expect(lowestHeld >= 0.5 - 1e-9)
  }

  @Test(
    "holds a slow turn that a dropped frame would otherwise split",
    arguments: [false, true]
  )
  func slowTurnWithADroppedFrame(dropsTheTurn: Bool) throws {
    // The stroke of the slider-sweep-return fixture at 30 fps: it slows
    // to 0.12 units/s at the turn. Its held speed stays above 0.1 units/s
    // whether or not the frame at the turn is seen.
    let xs = [
      0.570, 0.598, 0.626, 0.650, 0.666, 0.675, 0.679, 0.675, 0.666, 0.650,
      0.626, 0.598, 0.570, 0.542,
    ]
    var motion = MotionWindow(window: 0.2, medianSpan: 0.07)
    var lowest = Double.infinity
    for (frame, x) in xs.enumerated() where !(dropsTheTurn && frame == 6) {
      // Times rounded to 4 decimals, as the fixture's.
      let time = (Double(40 + frame) / 30 * 10_000).rounded() / 10_000
      motion.append(Self.point(x), x: x, at: time)
      if let held = motion.heldSpeed { lowest = Swift.min(lowest, held) }
    }
    #expect(lowest > 0.1)
  }

  @Test(
    "gives the window's speed after a stop",
    arguments: [15.0, 30, 60, 120]
  )
  func stopIsNotDelayed(rate: Double) throws {
    var motion = MotionWindow(window: 0.2, medianSpan: 0.07)
    for frame in 0...Int(2 * rate) {
      let time = Double(frame) / rate
      // Slowing down from 1 unit per second to a stop at 1 s.
      let x = time < 1 ? time - time * time / 2 : 0.5
      motion.append(Self.point(x), x: x, at: time)
      if time >= 1, let speed = motion.speed, let held = motion.heldSpeed {
        #expect(
          abs(held - speed) < 1e-12,
          "at \(time) s the held speed is \(held), the window's \(speed)"
        )
      }
    }
  }

  @Test("has no held speed until it has a speed")
  func heldSpeedNeedsAWindow() {
    var motion = MotionWindow(window: 0.2, medianSpan: 0)
    #expect(motion.heldSpeed == nil)
    motion.append(Self.point(0), x: 0, at: 0)
    motion.append(Self.point(0.1), x: 0.1, at: 0.1)
    #expect(motion.heldSpeed == nil)
    motion.append(Self.point(0.3), x: 0.3, at: 0.2)
    // From 0 over 0.2 s: 1.5; from 0.1 over 0.1 s (a third of the
    // window or more): 2.
    #expect(motion.speed.map { abs($0 - 1.5) < 1e-9 } == true)
    #expect(motion.heldSpeed.map { abs($0 - 2) < 1e-9 } == true)
  }

  @Test(
    "takes a held speed from a sample a third of the window old, to the margin"
  )
  func heldSpeedFromAThird() {
    // A window of 0.75 s: a third is 0.25 s. The reference 1.25 s back,
    // then a jump of 1 from a sample exactly a third less the margin
    // back, or an ulp nearer.
    let third = 0.25 - TimeBound.margin
    for newest in [third, third.nextDown] {
      var motion = MotionWindow(window: 0.75, medianSpan: 0)
      motion.append(Self.point(0), x: 0, at: -1)
      motion.append(Self.point(0), x: 0, at: 0)
      motion.append(Self.point(1), x: 1, at: newest)
      let speed = 1 / (newest + 1)
      #expect(motion.speed == speed)
      #expect(motion.heldSpeed == (newest == third ? 1 / third : speed))
    }
  }

  @Test("never divides by no time, with a third of the window below the margin")
  func heldSpeedOfATinyWindow() {
    // A window of 2 ns spans 1 ns: a third of it less the margin is
    // below 0, so the age of 0 stops the held speed's scan.
    var motion = MotionWindow(window: 2e-9, medianSpan: 0)
    motion.append(Self.point(0), x: 0, at: 0)
    motion.append(Self.point(1), x: 1, at: 1)
    motion.append(Self.point(2), x: 2, at: 1)
    #expect(motion.sampleCount == 3)
    let speed = motion.speed
    #expect(speed == 1.5)
    #expect(motion.heldSpeed == speed)
  }

  @Test("keeps dropped and irregular frames to their times")
  func irregular() throws {
    var motion = MotionWindow(window: 0.2)
    for time in [0.0, 0.01, 0.05, 0.06, 0.2, 0.21, 0.3, 0.4] {
      motion.append(Self.point(time), x: time, at: time)
    }
    // Speed 1 unit per second whatever the spacing (after the median).
    #expect(abs((motion.speed ?? 0) - 1) < 1e-9)
  }

  @Test("forgets everything on removeAll")
  func removeAll() {
    var motion = MotionWindow(window: 0.2)
    motion.append(Self.point(0), x: 0, at: 0)
    motion.append(Self.point(1), x: 1, at: 0.1)
    motion.append(Self.point(2), x: 2, at: 0.2)
    #expect(motion.heldSpeed != nil)
    motion.removeAll()
    #expect(motion.sampleCount == 0)
    #expect(motion.speed == nil)
    #expect(motion.heldSpeed == nil)
    #expect(motion.newest == nil)
    #expect(motion.reference == nil)
    #expect(motion.sample(at: 0.1) == nil)
    motion.append(Self.point(5), x: 5, at: 0.2)
    #expect(motion.newest?.position == Self.point(5))
  }

  @Test("keeps at most its capacity")
  func capacity() {
    var motion = MotionWindow(window: 10, capacity: 4)
    for frame in 0..<10 {
      motion.append(Self.point(Double(frame)), x: 0, at: Double(frame))
    }
    #expect(motion.sampleCount == 4)
  }

  @Test("its reference is the newest sample the window old, to the margin")
  func referenceOnTheWindow() {
    // A sample before 0 and one at 0, then one exactly the window less
    // the margin after 0, or an ulp sooner.
    let span = 0.25 - TimeBound.margin
    for (newest, kept) in [(span, 2), (span.nextDown, 3)] {
      var motion = MotionWindow(window: 0.25, medianSpan: 0)
      motion.append(Self.point(1), x: 1, at: -0.125)
      motion.append(Self.point(2), x: 2, at: 0)
      motion.append(Self.point(3), x: 3, at: newest)
      #expect(motion.sampleCount == kept)
      #expect(motion.reference?.x == (kept == 2 ? 2 : 1))
      // The speed from the reference: over exactly the window less the
      // margin, which is a whole window, or from before 0.
      #expect(motion.speed == (kept == 2 ? 1 / span : 2 / (newest + 0.125)))
    }
  }

  @Test("traps on time going backwards and on non-finite samples")
  func preconditions() async {
    await #expect(processExitsWith: .failure) {
      var motion = MotionWindow(window: 0.2)
      motion.append(Point3D(x: 0, y: 0, z: 0), x: 0, at: 1)
      motion.append(Point3D(x: 0, y: 0, z: 0), x: 0, at: 0.5)
    }
    await #expect(processExitsWith: .failure) {
      var motion = MotionWindow(window: 0.2)
      motion.append(Point3D(x: .nan, y: 0, z: 0), x: 0, at: 1)
    }
    await #expect(processExitsWith: .failure) {
      _ = MotionWindow(window: 0.2, medianSpan: -1)
    }
  }

  @Test("a window of 0 seconds or a capacity of 1 traps")
  func boundsTrap() async {
    await #expect(processExitsWith: .failure) {
      _ = MotionWindow(window: 0)
    }
    await #expect(processExitsWith: .failure) {
      _ = MotionWindow(window: 0.2, capacity: 1)
    }
  }

  @Test("the smallest window, median span and capacity are allowed")
  func boundsAllowed() {
    var narrow = MotionWindow(window: .leastNonzeroMagnitude, medianSpan: 0)
    var small = MotionWindow(window: 10, medianSpan: 0, capacity: 2)
    for frame in 0..<4 {
      let time = Double(frame) / 4
      narrow.append(Self.point(Double(frame)), x: 0, at: time)
      small.append(Self.point(Double(frame)), x: 0, at: time)
    }
    // A window shorter than any frame keeps the newest sample alone, and
    // has no speed.
    #expect(narrow.sampleCount == 1)
    #expect(narrow.reference?.time == 0.75)
    #expect(narrow.speed == nil)
    // A capacity of 2 keeps the two newest.
    #expect(small.sampleCount == 2)
    #expect(small.reference?.time == 0.5)
    #expect(small.newest?.time == 0.75)
  }
}

@Suite("MotionWindow.sample(at:)")
struct MotionWindowSampleTests {
  @Test("interpolates between the kept samples around a time")
  func interpolates() throws {
    var motion = MotionWindow(window: 0.25, medianSpan: 0)
    motion.append(Point3D(x: 0, y: 1, z: 2), x: 0, at: 0)
    motion.append(Point3D(x: 1, y: 3, z: 2), x: 4, at: 0.25)
    let middle = try #require(motion.sample(at: 0.0625))
    #expect(middle.time == 0.0625)
    #expect(middle.position == Point3D(x: 0.25, y: 1.5, z: 2))
    #expect(middle.x == 1)
    #expect(motion.sample(at: 0) == motion.reference)
    #expect(motion.sample(at: 0.25) == motion.newest)
  }

  @Test("takes the later of two samples at one time")
  func twoAtOneTime() throws {
    var motion = MotionWindow(window: 0.25, medianSpan: 0)
    motion.append(Point3D(x: 0, y: 0, z: 0), x: 0, at: 0)
    motion.append(Point3D(x: 1, y: 0, z: 0), x: 1, at: 0)
    // Both within a span of 0: the second is their median.
    let sample = try #require(motion.sample(at: 0))
    #expect(sample == motion.newest)
    #expect(sample.x == 0.5)
  }

  @Test("has no sample before the oldest kept or after the newest")
  func outside() {
    var motion = MotionWindow(window: 0.25, medianSpan: 0)
    #expect(motion.sample(at: 0) == nil)
    motion.append(Point3D(x: 0, y: 0, z: 0), x: 0, at: 1)
    #expect(motion.sample(at: 0.999) == nil)
    #expect(motion.sample(at: 1.001) == nil)
    #expect(motion.sample(at: 1) == motion.newest)
  }
}
