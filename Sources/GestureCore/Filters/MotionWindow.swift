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
  private var span: Double { window - TimeBound.margin }

  private var samples: [Sample]
  private var start = 0
  private var count = 0
  private var raw: [Sample]
  private var rawStart = 0
  private var rawCount = 0
  /// The raw samples' coordinates sorted, each in its lane of
  /// ``maximumMedianCount`` values (`x`, `y`, `z`, the display `x`), kept
  /// sorted as samples come and go; equal values in the order they came.
  private var lanes: [Double]
  /// The medians of the raw samples, reused while the lanes are not kept.
  private var shortcuts = Shortcuts()

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
    self.lanes = Array(repeating: 0, count: 4 * Self.maximumMedianCount)
  }

  /// The number of samples kept.
  public var sampleCount: Int { count }

  /// The median taken over the raw samples within the span, with their
  /// number, or `nil` before the first sample.
  var median: SharedMedian? {
    guard let newest else { return nil }
    return SharedMedian(median: newest, count: rawCount, sameSamples: 0)
  }

  /// Adds a sample.
  ///
  /// - Parameters:
  ///   - position: The position the speed is measured on; finite.
  ///   - x: A horizontal display coordinate to carry along; finite.
  ///   - time: The sample's time in seconds; not earlier than the last.
  public mutating func append(_ position: Point3D, x: Double, at time: Double) {
    append(position, x: x, at: time, sharing: nil)
  }

  /// Adds a sample, whose median is `shared`'s when the raw samples
  /// within the span are the same in both windows.
  ///
  /// - Parameters:
  ///   - position: The position the speed is measured on; finite.
  ///   - x: A horizontal display coordinate to carry along; finite.
  ///   - time: The sample's time in seconds; not earlier than the last.
  ///   - shared: The median of another window with the same median span,
  ///     after its newest sample, or `nil`.
  mutating func append(
    _ position: Point3D,
    x: Double,
    at time: Double,
    sharing shared: SharedMedian?
  ) {
    precondition(
      position.isFinite && x.isFinite && time.isFinite,
      "A motion sample must be finite."
    )
    let sample = Sample(time: time, position: position, x: x)
    let filtered: Sample
    if let shared, let median = share(sample, with: shared) {
      filtered = median
    } else {
      if !shortcuts.keepsXY { sortPositions() }
      filtered = filter(sample)
    }
    if count == capacity {
      start = wrapped(start + 1)
      count -= 1
    }
    samples[wrapped(start + count)] = filtered
    count += 1
    // Drop samples older than the reference: keep the newest one at least
    // `window` old, and everything after it.
    while count >= 2,
      filtered.time - samples[wrapped(start + 1)].time >= span
    {
      start = wrapped(start + 1)
      count -= 1
    }
  }

  /// An index into the kept samples' storage, from a start and an offset
  /// that add up to less than twice the ``capacity``.
  @inline(__always)
  private func wrapped(_ index: Int) -> Int {
    index >= capacity ? index - capacity : index
  }

  /// The newest filtered sample, or `nil` before the first.
  public var newest: Sample? {
    count == 0 ? nil : samples[wrapped(start + count - 1)]
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
      let next = samples[wrapped(start + index)]
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
    guard let speed else { return nil }
    return heldSpeed(from: speed)
  }

  /// ``heldSpeed`` from ``speed``, already read and not `nil`.
  ///
  /// - Parameter speed: The window's ``speed``.
  /// - Returns: The largest speed, as ``heldSpeed``.
  func heldSpeed(from speed: Double) -> Double {
    guard let newest else { return speed }
    let shortest = window / 3 - TimeBound.margin
    var fastest = speed
    var index = 1
    while index < count {
      let sample = samples[wrapped(start + index)]
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
    shortcuts = Shortcuts()
  }

  /// Adds a raw sample to the median's span and returns `shared`'s median
  /// when this window keeps as many raw samples as it, all among the same
  /// ones; otherwise changes nothing and returns `nil`.
  ///
  /// While the median is shared, no lane is kept.
  private mutating func share(
    _ sample: Sample,
    with shared: SharedMedian
  ) -> Sample? {
    let limit = medianSpan + TimeBound.margin
    var first = rawStart
    var kept = rawCount
    var last: Sample?
    if kept > 0 {
      last = raw[Self.rawIndex(first + kept - 1)]
    }
    while kept > 0,
      kept == Self.maximumMedianCount || sample.time - raw[first].time > limit
    {
      first = Self.rawIndex(first + 1)
      kept -= 1
    }
    kept += 1
    guard kept == shared.count, shared.sameSamples >= kept else { return nil }
    if let last {
      precondition(sample.time >= last.time, "Time went backwards.")
    }
    shortcuts.follow(sample, after: last)
    shortcuts.keepsXY = false
    shortcuts.keepsZ = false
    shortcuts.keepsCarried = false
    raw[Self.rawIndex(first + kept - 1)] = sample
    rawStart = first
    rawCount = kept
    return shared.median
  }

  /// Sorts the raw samples' `x` and `y` into their lanes.
  @inline(never)
  private mutating func sortPositions() {
    let (first, count) = (rawStart, rawCount)
    raw.withUnsafeMutableBufferPointer { raw in
      lanes.withUnsafeMutableBufferPointer { lanes in
        Self.sort(raw, from: first, count: count, into: lanes, at: 0) {
          $0.position.x
        }
        Self.sort(
          raw,
          from: first,
          count: count,
          into: lanes,
          at: Self.maximumMedianCount
        ) { $0.position.y }
      }
    }
    shortcuts.keepsXY = true
  }

  /// Adds a raw sample to the median's span, drops those the span no
  /// longer holds, and returns the median of each coordinate over those
  /// left (of an even count, the mean of the middle two), as a sample.
  ///
  /// The times come in order, so their median is the middle one. Each
  /// coordinate's lane is kept sorted: a raw sample that leaves is the
  /// first of its equals there, and one that comes goes after them, so a
  /// lane is what sorting the raw samples by insertion gives. A lane is
  /// not kept while its median is known without it: while every raw `z`
  /// is the same, bit for bit, and while every display `x` is its
  /// position's `x`; it is sorted again when that stops. No lane is kept
  /// while the median is another window's (`share(_:with:)`): the `x` and
  /// `y` lanes are sorted again before this runs.
  private mutating func filter(_ sample: Sample) -> Sample {
    let rawCapacity = Self.maximumMedianCount
    let (xs, ys, zs, carried) = (
      0, rawCapacity, 2 * rawCapacity, 3 * rawCapacity
    )
    let limit = medianSpan + TimeBound.margin
    var first = rawStart
    var kept = rawCount
    var shortcuts = self.shortcuts
    let filtered = raw.withUnsafeMutableBufferPointer { raw in
      lanes.withUnsafeMutableBufferPointer { lanes in
        if kept > 0 {
          let last = raw[Self.rawIndex(first + kept - 1)]
          precondition(sample.time >= last.time, "Time went backwards.")
          shortcuts.follow(sample, after: last)
        } else {
          shortcuts.follow(sample, after: nil)
        }
        // Keep the samples within the median's span, and at least the
        // newest; at most `rawCapacity`.
        while kept > 0,
          kept == rawCapacity || sample.time - raw[first].time > limit
        {
          let old = raw[first]
          Self.remove(old.position.x, from: lanes, at: xs, count: kept)
          Self.remove(old.position.y, from: lanes, at: ys, count: kept)
          if shortcuts.keepsZ {
            Self.remove(old.position.z, from: lanes, at: zs, count: kept)
          }
          if shortcuts.keepsCarried {
            Self.remove(old.x, from: lanes, at: carried, count: kept)
          }
          first = Self.rawIndex(first + 1)
          kept -= 1
        }
        raw[Self.rawIndex(first + kept)] = sample
        Self.insert(sample.position.x, into: lanes, at: xs, count: kept)
        Self.insert(sample.position.y, into: lanes, at: ys, count: kept)
        kept += 1
        let keptZ = shortcuts.keepsZ
        let keptCarried = shortcuts.keepsCarried
        let x = Self.median(lanes, at: xs, count: kept)
        let y = Self.median(lanes, at: ys, count: kept)
        var z = sample.position.z
        if shortcuts.sameZ >= kept {
          shortcuts.keepsZ = false
          if kept % 2 == 0 { z = z / 2 + z / 2 }
        } else {
          if keptZ {
            Self.insert(z, into: lanes, at: zs, count: kept - 1)
          } else {
            Self.sort(raw, from: first, count: kept, into: lanes, at: zs) {
              $0.position.z
            }
            shortcuts.keepsZ = true
          }
          z = Self.median(lanes, at: zs, count: kept)
        }
        var display = x
        if shortcuts.carriedX < kept {
          if keptCarried {
            Self.insert(sample.x, into: lanes, at: carried, count: kept - 1)
          } else {
            Self.sort(raw, from: first, count: kept, into: lanes, at: carried) {
              $0.x
            }
            shortcuts.keepsCarried = true
          }
          display = Self.median(lanes, at: carried, count: kept)
        } else {
          shortcuts.keepsCarried = false
        }
        // The median of the times: the middle one, or the mean of the
        // middle two.
        let middle = kept / 2
        var time = raw[Self.rawIndex(first + middle)].time
        if kept % 2 == 0 {
          time = raw[Self.rawIndex(first + middle - 1)].time / 2 + time / 2
        }
        return Sample(
          time: time,
          position: Point3D(x: x, y: y, z: z),
          x: display
        )
      }
    }
    rawStart = first
    rawCount = kept
    self.shortcuts = shortcuts
    return filtered
  }
}
