/// The recent path of a point, for its speed over a time window in seconds.
///
/// Each sample is a position with its timestamp. Positions first pass
/// through a median over the last ``medianSpan`` seconds (per coordinate,
/// and the time with them, so a steady motion keeps its speed), so one
/// wild frame does not count as motion. The span is in seconds, not
/// frames, so the filtered path lags the same, about half the span, at
/// every frame rate. ``speed`` is the distance from the *reference*
/// sample, the newest one at least ``window`` seconds old (or the oldest
/// kept), to the newest sample, divided by the time between them: a net
/// displacement over time, so jitter does not grow with the frame rate,
/// and dropped or irregular frames change nothing but the number of
/// samples.
///
/// ```swift
/// var motion = MotionWindow(window: 0.2, medianSpan: 0)
/// motion.append(Point3D(x: 0.50, y: 0.5, z: 0), x: 0.50, at: 0.0)
/// motion.append(Point3D(x: 0.52, y: 0.5, z: 0), x: 0.52, at: 0.1)
/// motion.append(Point3D(x: 0.54, y: 0.5, z: 0), x: 0.54, at: 0.2)
/// motion.speed  // 0.2 units per second
/// ```
///
/// Storage is reserved when the window is created; appending allocates
/// nothing. At most ``capacity`` samples are kept, which bounds the
/// window to `capacity` frames at very high frame rates, and the median
/// takes at most ``maximumMedianCount`` samples.
public struct MotionWindow: Sendable {
  /// A filtered sample: time, position for the speed, and display `x`.
  public struct Sample: Hashable, Sendable {
    /// The sample's time, in seconds.
    public var time: Double
    /// The position the speed is measured on, in its own units.
    public var position: Point3D
    /// A horizontal display coordinate carried along, for a slider.
    public var x: Double
  }

  /// The most raw samples the median takes, whatever the frame rate.
  public static let maximumMedianCount = 15

  /// The time the speed is measured over, in seconds.
  public let window: Double
  /// The time the median takes its samples from, in seconds; 0 for none.
  ///
  /// The median takes every sample at most this old, and at least the
  /// newest. It rejects a one-frame outlier as long as the span holds
  /// three frames: at 30 fps and above for 0.07 s. At a lower rate it
  /// takes the mean of the last two frames, which halves an outlier.
  public let medianSpan: Double
  /// The most samples kept.
  public let capacity: Int
  /// The window less a nanosecond, so that frames whose times are rounded
  /// (0.8333 and 1.0333, 0.19999999999999996 apart) still span it.
  private var span: Double { window - 1e-9 }

  private var samples: [Sample]
  private var start = 0
  private var count = 0
  private var raw: [Sample]
  private var rawStart = 0
  private var rawCount = 0
  private var scratch: [Double]

  /// Creates an empty window.
  ///
  /// - Parameters:
  ///   - window: The time the speed is measured over, in seconds; finite
  ///     and greater than 0.
  ///   - medianSpan: The time the median filter takes its samples from,
  ///     in seconds; finite, 0 or more; 0 turns the filter off.
  ///   - capacity: The most samples kept; at least 2.
  public init(window: Double, medianSpan: Double = 0.07, capacity: Int = 512) {
    precondition(
      window.isFinite && window > 0,
      "A motion window must be a positive number of seconds."
    )
    precondition(
      medianSpan.isFinite && medianSpan >= 0,
      "A median span must be a finite number of seconds, 0 or more."
    )
    precondition(capacity >= 2, "A motion window keeps at least 2 samples.")
    self.window = window
    self.medianSpan = medianSpan
    self.capacity = capacity
    let empty = Sample(time: 0, position: Point3D(x: 0, y: 0, z: 0), x: 0)
    self.samples = Array(repeating: empty, count: capacity)
    self.raw = Array(repeating: empty, count: Self.maximumMedianCount)
    self.scratch = Array(repeating: 0, count: 4 * Self.maximumMedianCount)
  }

  /// The number of samples kept.
  public var sampleCount: Int { count }

  /// Adds a sample.
  ///
  /// - Parameters:
  ///   - position: The position the speed is measured on; finite.
  ///   - x: A horizontal display coordinate to carry along; finite.
  ///   - time: The sample's time in seconds; not earlier than the last.
  public mutating func append(_ position: Point3D, x: Double, at time: Double) {
    precondition(
      position.isFinite && x.isFinite && time.isFinite,
      "A motion sample must be finite."
    )
    let rawCapacity = Self.maximumMedianCount
    if rawCount > 0 {
      let last = raw[(rawStart + rawCount - 1) % rawCapacity]
      precondition(time >= last.time, "Time went backwards.")
    }
    if rawCount == rawCapacity {
      rawStart = (rawStart + 1) % rawCapacity
      rawCount -= 1
    }
    raw[(rawStart + rawCount) % rawCapacity] = Sample(
      time: time,
      position: position,
      x: x
    )
    rawCount += 1
    // Keep the samples within the median's span, and at least the newest.
    while rawCount > 1,
      time - raw[rawStart].time > medianSpan + 1e-9
    {
      rawStart = (rawStart + 1) % rawCapacity
      rawCount -= 1
    }
    let filtered = medianOfRaw()
    if count == capacity {
      start = (start + 1) % capacity
      count -= 1
    }
    samples[(start + count) % capacity] = filtered
    count += 1
    // Drop samples older than the reference: keep the newest one at least
    // `window` old, and everything after it.
    while count >= 2,
      filtered.time - samples[(start + 1) % capacity].time >= span
    {
      start = (start + 1) % capacity
      count -= 1
    }
  }

  /// The newest filtered sample, or `nil` before the first.
  public var newest: Sample? {
    count == 0 ? nil : samples[(start + count - 1) % capacity]
  }

  /// The sample the speed is measured from: the newest one at least
  /// ``window`` seconds old, or the oldest kept.
  public var reference: Sample? {
    count == 0 ? nil : samples[start]
  }

  /// The filtered path at a time, linearly interpolated between the two
  /// kept samples around it, or `nil` when the time is before the oldest
  /// kept sample or after the newest.
  ///
  /// A time ``window`` seconds before the newest sample lies between the
  /// ``reference`` and the sample after it, once the samples span the
  /// window: the path there does not depend on where the frames fall.
  ///
  /// - Parameter time: The time, in seconds.
  /// - Returns: The interpolated sample, whose time is `time`.
  /// - Complexity: O(*n*), where *n* is the number of samples kept, and
  ///   O(1) for a time at most ``window`` seconds before the newest.
  public func sample(at time: Double) -> Sample? {
    guard count > 0, samples[start].time <= time else { return nil }
    var previous = samples[start]
    var index = 1
    while index < count {
      let next = samples[(start + index) % capacity]
      if next.time >= time {
        let span = next.time - previous.time
        let share = span > 0 ? (time - previous.time) / span : 1
        func blend(_ a: Double, _ b: Double) -> Double { a + (b - a) * share }
        return Sample(
          time: time,
          position: Point3D(
            x: blend(previous.position.x, next.position.x),
            y: blend(previous.position.y, next.position.y),
            z: blend(previous.position.z, next.position.z)
          ),
          x: blend(previous.x, next.x)
        )
      }
      previous = next
      index += 1
    }
    return previous.time == time ? previous : nil
  }

  /// The speed over the window, in position units per second, or `nil`
  /// until the samples kept span the whole window.
  ///
  /// Over a shorter span a little jitter would read as a high speed, so a
  /// new window (a hand just found) waits until it is full.
  public var speed: Double? {
    guard let reference, let newest,
      newest.time - reference.time >= span,
      newest.time > reference.time
    else {
      return nil
    }
    return reference.position.distance(to: newest.position)
      / (newest.time - reference.time)
  }

  /// The largest speed from any sample at least a third of a window old
  /// to the newest, in position units per second, or `nil` while
  /// ``speed`` is `nil`.
  ///
  /// It is never less than ``speed``, whose reference is one of those
  /// samples. A point that turns back (a sweep right and back) has a net
  /// displacement of about 0 over the window when the window is centred
  /// on the turn, but not from the turn to the newest sample: through a
  /// sharp turn this speed stays above half the stroke's speed. After a
  /// point stops, a shorter span holds less of its past motion, so this
  /// speed is then ``speed`` and an ending is not delayed. Over a third
  /// of the window, jitter reads at most three times as fast as over the
  /// whole window.
  ///
  /// - Complexity: O(*n*), where *n* is the number of samples kept.
  public var heldSpeed: Double? {
    guard let speed, let newest else { return nil }
    let shortest = window / 3 - 1e-9
    var fastest = speed
    var index = 1
    while index < count {
      let sample = samples[(start + index) % capacity]
      let age = newest.time - sample.time
      guard age >= shortest, age > 0 else { break }
      if !Self.isSurelySlower(sample.position, newest.position, age, fastest) {
        fastest = Swift.max(
          fastest,
          sample.position.distance(to: newest.position) / age
        )
      }
      index += 1
    }
    return fastest
  }

  /// Whether going from `start` to `end` in `age` seconds is surely
  /// slower than `speed`, so that it cannot change a largest speed: by the
  /// taxicab distance, which is never less than the straight one, with a
  /// margin far above the roundings of both. `false` when it cannot tell
  /// (a distance too small for the margin, infinite or NaN).
  @inline(__always)
  static func isSurelySlower(
    _ start: Point3D,
    _ end: Point3D,
    _ age: Double,
    _ speed: Double
  ) -> Bool {
    let taxicab =
      abs(end.x - start.x) + abs(end.y - start.y) + abs(end.z - start.z)
    return taxicab >= 0x1p-900 && taxicab / age < speed * (1 - 1e-9)
  }

  /// Removes every sample, keeping the storage.
  public mutating func removeAll() {
    start = 0
    count = 0
    rawStart = 0
    rawCount = 0
  }

  /// The median of the raw samples' times: the middle one (the mean of the
  /// middle two), as they come in time order.
  private func medianTime() -> Double {
    let rawCapacity = Self.maximumMedianCount
    let middle = rawCount / 2
    let upper = raw[(rawStart + middle) % rawCapacity].time
    if rawCount % 2 == 1 { return upper }
    let lower = raw[(rawStart + middle - 1) % rawCapacity].time
    return lower / 2 + upper / 2
  }

  /// The median of each coordinate over the raw samples within the span
  /// (of an even count, the mean of the middle two), as a sample.
  private mutating func medianOfRaw() -> Sample {
    let rawCapacity = Self.maximumMedianCount
    let first = rawStart
    let count = rawCount
    let time = medianTime()
    return raw.withUnsafeBufferPointer { raw in
      scratch.withUnsafeMutableBufferPointer { sorted in
        // The four coordinates sorted side by side, each in its quarter of
        // the scratch buffer, by insertion: at most 15 values each.
        let (xs, ys, zs, carried) = (
          0, rawCapacity, 2 * rawCapacity, 3 * rawCapacity
        )
        var index = first
        for offset in 0..<count {
          let sample = raw[index]
          index += 1
          if index == rawCapacity { index = 0 }
          Self.insert(sample.position.x, into: sorted, at: xs, count: offset)
          Self.insert(sample.position.y, into: sorted, at: ys, count: offset)
          Self.insert(sample.position.z, into: sorted, at: zs, count: offset)
          Self.insert(sample.x, into: sorted, at: carried, count: offset)
        }
        return Sample(
          time: time,
          position: Point3D(
            x: Self.median(sorted, at: xs, count: count),
            y: Self.median(sorted, at: ys, count: count),
            z: Self.median(sorted, at: zs, count: count)
          ),
          x: Self.median(sorted, at: carried, count: count)
        )
      }
    }
  }

  /// Inserts a value into the `count` sorted values that start at `base`.
  @inline(__always)
  private static func insert(
    _ value: Double,
    into sorted: UnsafeMutableBufferPointer<Double>,
    at base: Int,
    count: Int
  ) {
    var slot = base + count
    while slot > base, sorted[slot - 1] > value {
      sorted[slot] = sorted[slot - 1]
      slot -= 1
    }
    sorted[slot] = value
  }

  /// The median of the `count` sorted values that start at `base`: the
  /// middle one, or the mean of the middle two.
  @inline(__always)
  private static func median(
    _ sorted: UnsafeMutableBufferPointer<Double>,
    at base: Int,
    count: Int
  ) -> Double {
    let middle = base + count / 2
    if count % 2 == 1 { return sorted[middle] }
    return sorted[middle - 1] / 2 + sorted[middle] / 2
  }
}
