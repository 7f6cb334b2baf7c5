/// The recent path of a point, for its speed over a time window in seconds.
///
/// Each sample is a position with its timestamp. Positions pass through a
/// median of the last three samples (per coordinate, and the time with
/// them, so a steady motion keeps its speed) first, so one wild frame does
/// not count as motion; the filtered path lags one frame behind. ``speed`` is the distance from the
/// *reference* sample, the newest one at least ``window`` seconds old (or
/// the oldest kept), to the newest sample, divided by the time between
/// them: a net displacement over time, so jitter does not grow with the
/// frame rate, and dropped or irregular frames change nothing but the
/// number of samples.
///
/// ```swift
/// var motion = MotionWindow(window: 0.2)
/// motion.append(Point3D(x: 0.50, y: 0.5, z: 0), x: 0.50, at: 0.0)
/// motion.append(Point3D(x: 0.52, y: 0.5, z: 0), x: 0.52, at: 0.1)
/// motion.append(Point3D(x: 0.54, y: 0.5, z: 0), x: 0.54, at: 0.2)
/// motion.speed  // 0.2 units per second
/// ```
///
/// Storage is reserved when the window is created; appending allocates
/// nothing. At most ``capacity`` samples are kept, which bounds the
/// window to `capacity` frames at very high frame rates.
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

  /// The time the speed is measured over, in seconds.
  public let window: Double
  /// The most samples kept.
  public let capacity: Int
  /// The window less a nanosecond, so that frames whose times are rounded
  /// (0.8333 and 1.0333, 0.19999999999999996 apart) still span it.
  private var span: Double { window - 1e-9 }

  private var samples: [Sample]
  private var start = 0
  private var count = 0
  private var raw: [Sample] = []

  /// Creates an empty window.
  ///
  /// - Parameters:
  ///   - window: The time the speed is measured over, in seconds; finite
  ///     and greater than 0.
  ///   - capacity: The most samples kept; at least 2.
  public init(window: Double, capacity: Int = 512) {
    precondition(
      window.isFinite && window > 0,
      "A motion window must be a positive number of seconds."
    )
    precondition(capacity >= 2, "A motion window keeps at least 2 samples.")
    self.window = window
    self.capacity = capacity
    self.samples = Array(
      repeating: Sample(time: 0, position: Point3D(x: 0, y: 0, z: 0), x: 0),
      count: capacity
    )
    self.raw.reserveCapacity(3)
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
    if let newest { precondition(time >= newest.time, "Time went backwards.") }
    if raw.count == 3 { raw.removeFirst() }
    raw.append(Sample(time: time, position: position, x: x))
    let filtered = Sample(
      time: medianOfRaw { $0.time },
      position: Point3D(
        x: medianOfRaw { $0.position.x },
        y: medianOfRaw { $0.position.y },
        z: medianOfRaw { $0.position.z }
      ),
      x: medianOfRaw { $0.x }
    )
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

  /// Removes every sample, keeping the storage.
  public mutating func removeAll() {
    start = 0
    count = 0
    raw.removeAll(keepingCapacity: true)
  }

  /// The median of one coordinate over the last one to three raw samples.
  private func medianOfRaw(_ value: (Sample) -> Double) -> Double {
    switch raw.count {
    case 1: return value(raw[0])
    case 2: return value(raw[0]) / 2 + value(raw[1]) / 2
    default:
      let a = value(raw[0])
      let b = value(raw[1])
      let c = value(raw[2])
      return Swift.max(Swift.min(a, b), Swift.min(Swift.max(a, b), c))
    }
  }
}
