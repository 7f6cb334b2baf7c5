import GestureCore
import Testing

extension Direction: MarbleSymbol {
  var marbleSymbol: Character { "r" }
}

@Suite("SwipeRecognizer")
struct SwipeRecognizerTests {
  /// A recognizer of swipes within 0.25 s and straightness 2.
  static func recognizer() -> SwipeRecognizer {
    SwipeRecognizer(maximumDuration: 0.25, minimumStraightness: 2)
  }

  /// Feeds points every 1/16 s and returns the directions recognized.
  static func run(
    _ points: [Point],
    minimumDistance: Double = 0.125
  ) -> [Direction?] {
    var swipe = recognizer()
    return points.enumerated().map { index, point in
      swipe.update(
        point: point,
        at: Double(index) / 16,
        minimumDistance: minimumDistance
      )
    }
  }

  @Test(
    "recognizes each direction in the frame's axes, y down",
    arguments: zip(
      [
        Point(x: 0.25, y: 0), Point(x: -0.25, y: 0), Point(x: 0, y: -0.25),
        Point(x: 0, y: 0.25),
      ],
      [Direction.right, .left, .up, .down]
    )
  )
  func directions(step: Point, expected: Direction) {
    let start = Point(x: 0.5, y: 0.5)
    let end = Point(x: start.x + step.x, y: start.y + step.y)
    #expect(Self.run([start, end]) == [nil, expected])
  }

  @Test(
    "needs a travel strictly longer than the minimum distance",
    arguments: zip(
      [0.125, 0.125.nextUp, 0.125.nextDown, 0.5],
      [false, true, false, true]
    )
  )
  func distance(travel: Double, recognized: Bool) {
    let result = Self.run([Point(x: 0, y: 0.5), Point(x: travel, y: 0.5)])
    #expect((result[1] != nil) == recognized)
  }

  @Test(
    "needs the travel along the axis strictly more than twice that across",
    arguments: zip(
      [0.0625, 0.0625.nextDown, 0.0625.nextUp, 0.125, 0],
      [false, true, false, false, true]
    )
  )
  func straightness(across: Double, recognized: Bool) {
    // Along x, then the same along y.
    for vertical in [false, true] {
      var swipe = Self.recognizer()
      _ = swipe.update(point: .zero, at: 0, minimumDistance: 0.0625)
      let direction = swipe.update(
        point: vertical
          ? Point(x: across, y: 0.125) : Point(x: 0.125, y: across),
        at: 0.0625,
        minimumDistance: 0.0625
      )
      #expect(
        (direction == (vertical ? .down : .right)) == recognized,
        "vertical: \(vertical)"
      )
    }
  }

  @Test(
    "compares with samples at most 0.25 s old, the boundary included",
    // Within a nanosecond of the window is on it (TimeBound.margin).
    arguments: zip(
      [0.25, 0.25.nextUp, 0.25 + 0.9e-9, 0.25 + 1.1e-9, 0.3125],
      [true, true, true, false, false]
    )
  )
  func duration(later: Double, recognized: Bool) {
    var swipe = Self.recognizer()
    _ = swipe.update(point: .zero, at: 0, minimumDistance: 0.125)
    let direction = swipe.update(
      point: Point(x: 0.1875, y: 0),
      at: later,
      minimumDistance: 0.125
    )
    #expect((direction != nil) == recognized)
  }

  @Test("a slow movement is never a swipe, however far it goes")
  func slow() {
    let points = (0..<64).map { Point(x: 0.1 + 0.0125 * Double($0), y: 0.5) }
    #expect(Self.run(points).allSatisfy { $0 == nil })
  }

  @Test("a long fast stroke is one swipe; a stroke back is another")
  func rearm() {
    var points: [Point] = []
    for step in 0..<10 {
      points.append(Point(x: 0.0625 * Double(step), y: 0.5))
    }
    for step in 1..<10 {
      points.append(Point(x: 0.5625 - 0.0625 * Double(step), y: 0.5))
    }
    let marble = Marble(Self.run(points))
    #expect(marble == "---r---------r-----")
    let directions = Self.run(points).compactMap { $0 }
    #expect(directions == [.right, .left])
  }

  @Test("a stroke that stops re-arms once the window has passed it")
  func stopAndGoAgain() {
    var points: [Point] = [Point(x: 0, y: 0.5), Point(x: 0.25, y: 0.5)]
    points += Array(repeating: Point(x: 0.25, y: 0.5), count: 5)
    points.append(Point(x: 0.5, y: 0.5))
    #expect(Marble(Self.run(points)) == "-r-----r")
  }

  @Test(
    "after a swipe, it re-arms once the travel is no longer than half the distance",
    arguments: zip([0.0625, 0.0625.nextUp, 0.1], [true, false, false])
  )
  func rearmAtHalf(travel: Double, rearms: Bool) {
    var swipe = Self.recognizer()
    _ = swipe.update(
      point: Point(x: -0.25, y: 0),
      at: 0,
      minimumDistance: 0.125
    )
    let first = swipe.update(point: .zero, at: 0.0625, minimumDistance: 0.125)
    _ = swipe.update(point: .zero, at: 0.125, minimumDistance: 0.125)
    // The window now starts at 0.125 s, where the hand stopped at 0.
    let next = swipe.update(
      point: Point(x: travel, y: 0),
      at: 0.375,
      minimumDistance: 0.125
    )
    #expect(first == .right)
    #expect(next == nil)
    #expect(swipe.isArmed == rearms)
  }

  @Test("a stroke whose travel dips below the distance mid-way is one swipe")
  func dipIsOneSwipe() {
    // Over the window of 4 steps: 0.15, then 0.1 (below 0.125, above half
    // of it), then 0.15 again.
    let steps = [0.05, 0.05, 0.05, 0.0, 0.0, 0.05, 0.05, 0.05, 0.05]
    var x = 0.0
    var points = [Point(x: 0, y: 0.5)]
    for step in steps {
      x += step
      points.append(Point(x: x, y: 0.5))
    }
    #expect(Self.run(points).compactMap { $0 } == [.right])
  }

  @Test("reset forgets the history and re-arms")
  func reset() {
    var swipe = Self.recognizer()
    _ = swipe.update(point: .zero, at: 0, minimumDistance: 0.125)
    #expect(
      swipe.update(
        point: Point(x: 0.25, y: 0),
        at: 0.0625,
        minimumDistance: 0.125
      )
        == .right
    )
    #expect(!swipe.isArmed)
    swipe.reset()
    #expect(swipe.isArmed)
    #expect(
      swipe.update(
        point: Point(x: 0.5, y: 0),
        at: 0.125,
        minimumDistance: 0.125
      )
        == nil
    )
  }

  @Test("equal and hashed alike after the same samples; reset equals new")
  func equality() {
    var first = Self.recognizer()
    var second = Self.recognizer()
    // 48 samples, more than the window holds: some have left it.
    for index in 0..<48 {
      let point = Point(x: 0.25 + 0.01 * Double(index % 7), y: 0.5)
      let time = Double(index) / 16
      _ = first.update(point: point, at: time, minimumDistance: 0.125)
      _ = second.update(point: point, at: time, minimumDistance: 0.125)
    }
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    var later = first
    _ = later.update(
      point: Point(x: 0.25, y: 0.5),
      at: 3,
      minimumDistance: 0.125
    )
    #expect(later != first)
    first.reset()
    #expect(first == Self.recognizer())
    #expect(first != second)
  }

  @Test(
    "a duration above 0 and a straightness of at least 1 are allowed",
    arguments: zip([Double.leastNonzeroMagnitude, 0.25], [1, 1.5])
  )
  func boundsAllowed(duration: Double, straightness: Double) {
    let swipe = SwipeRecognizer(
      maximumDuration: duration,
      minimumStraightness: straightness
    )
    #expect(swipe.maximumDuration == duration)
    #expect(swipe.minimumStraightness == straightness)
  }

  @Test(
    "a duration not above 0 or not finite, or a straightness below 1, traps",
    arguments: zip(
      [0, -0.25, .infinity, .nan, 0.25, 0.25, 0.25] as [Double],
      [2, 2, 2, 2, Double(1).nextDown, .infinity, .nan] as [Double]
    )
  )
  func boundsTrap(duration: Double, straightness: Double) async {
    // Captured values travel to the child process as JSON, which has no
    // NaN or infinity: they go as their bits.
    let bits = (duration.bitPattern, straightness.bitPattern)
    await #expect(processExitsWith: .failure) {
      [duration = bits.0 as UInt64, straightness = bits.1 as UInt64] in
      _ = SwipeRecognizer(
        maximumDuration: Double(bitPattern: duration),
        minimumStraightness: Double(bitPattern: straightness)
      )
    }
  }

  @Test("a NaN minimum distance never recognizes")
  func nanThreshold() {
    var swipe = Self.recognizer()
    _ = swipe.update(point: .zero, at: 0, minimumDistance: .nan)
    #expect(
      swipe.update(point: Point(x: 1, y: 0), at: 0.0625, minimumDistance: .nan)
        == nil
    )
  }
}
