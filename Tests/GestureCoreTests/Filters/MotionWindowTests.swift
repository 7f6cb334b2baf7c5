import GestureCore
import Testing

@Suite("MotionWindow")
struct MotionWindowTests {
  static func point(_ x: Double, _ y: Double = 0) -> Point3D {
    Point3D(x: x, y: y, z: 0)
  }

  @Test("has no speed until its samples span the whole window")
  func needsAFullWindow() {
    var motion = MotionWindow(window: 0.25)
    #expect(motion.speed == nil)
    motion.append(Self.point(0.5), x: 0.5, at: 1)
    #expect(motion.speed == nil)
    motion.append(Self.point(0.5), x: 0.5, at: 1)
    #expect(motion.speed == nil)
    motion.append(Self.point(0.5), x: 0.5, at: 1.125)
    motion.append(Self.point(0.5), x: 0.5, at: 1.25)
    // Filtered (median) times: 1, 1, 1.125: a span of 0.125.
    #expect(motion.speed == nil)
    motion.append(Self.point(0.5), x: 0.5, at: 1.375)
    // Filtered times reach 1.25: the span is 0.25, the whole window.
    #expect(motion.speed == 0)
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

  @Test("ignores a one-frame spike through its median of three")
  func spike() throws {
    var motion = MotionWindow(window: 0.2)
    let xs = [0.5, 0.5, 0.5, 0.9, 0.5, 0.5]
    var speeds: [Double] = []
    for (frame, x) in xs.enumerated() {
      motion.append(Self.point(x), x: x, at: Double(frame) / 30)
      speeds.append(motion.speed ?? 0)
    }
    #expect(speeds.allSatisfy { $0 == 0 })
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
    motion.removeAll()
    #expect(motion.sampleCount == 0)
    #expect(motion.speed == nil)
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
  }
}
