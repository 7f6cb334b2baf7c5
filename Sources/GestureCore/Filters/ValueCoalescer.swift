/// A rate limiter for a slow consumer: at most one value per interval, the
/// latest value wins, and the final value is always delivered.
///
/// A slider can change its value at every frame, 30 to 120 times a second,
/// while a smart lamp accepts a few commands a second. The coalescer sits
/// between them and decides, for every value offered, whether to deliver it
/// now or hold it:
///
/// - ``offer(_:at:)`` delivers the value at once if nothing has been
///   delivered yet, or if at least ``interval`` seconds have passed since
///   the last delivery (``TimeBound/reaches(_:_:)``: a span within a
///   nanosecond of the interval is the interval, so that at 30 frames a
///   second an interval of 0.1 s delivers every third frame, wherever the
///   frames' times round). Otherwise it holds
///   the value, replacing any older held value, which is then never
///   delivered. So the first value of a burst goes out immediately.
/// - ``tick(at:)`` delivers the held value once its interval has elapsed,
///   for when time advances without a new value (call it every frame).
/// - ``flush(at:)`` delivers the held value now, whatever the interval:
///   call it when the gesture ends so the final value always arrives. If
///   the final value was already delivered, there is nothing to flush.
///
/// Every delivery, a flushed one included, starts a new interval. Time is
/// data: it comes from the calls, never from a clock, so a replay gives the
/// same deliveries as the live run. Times must be finite and must not go
/// backwards from one call to the next; anything else traps. Values are
/// never inspected: a NaN value is held and delivered like any other.
///
/// ```swift
/// var lamp = ValueCoalescer<Double>(interval: 0.25)
/// lamp.offer(10, at: 0.0)   // 10: the first value goes out at once
/// lamp.offer(20, at: 0.1)   // nil: held
/// lamp.offer(30, at: 0.2)   // nil: held, replacing 20
/// lamp.tick(at: 0.25)       // 30: the interval has elapsed
/// lamp.offer(40, at: 0.3)   // nil: held
/// lamp.flush(at: 0.3)       // 40: the gesture ended
/// lamp.flush(at: 0.3)       // nil: already delivered
/// ```
///
/// Each call is O(1) and allocates nothing.
public struct ValueCoalescer<Value: Sendable>: Sendable {
  /// The shortest time between two deliveries, in seconds, except before a
  /// flushed value.
  public let interval: Double

  /// The value waiting to be delivered, or `nil` if there is none.
  public private(set) var pendingValue: Value?

  /// The time of the latest delivery, in seconds, or `nil` before the first.
  public private(set) var lastDeliveryTime: Double?

  /// The time of the latest call, in seconds, to check that time does not
  /// go backwards.
  private var latestTime: Double?

  /// Creates a coalescer that has delivered nothing.
  ///
  /// - Parameter interval: The shortest time between two deliveries, in
  ///   seconds; finite, 0 or more. With 0, every value is delivered at once.
  public init(interval: Double) {
    precondition(
      interval.isFinite && interval >= 0,
      "A coalescing interval must be a finite number of seconds, 0 or more."
    )
    self.interval = interval
  }

  /// Offers a new value and returns it if it should be delivered now.
  ///
  /// The value is delivered if nothing has been delivered yet or at least
  /// ``interval`` seconds have passed since the last delivery; otherwise
  /// it is held in place of any older held value.
  ///
  /// - Parameters:
  ///   - value: The newest value.
  ///   - time: When it was produced, in seconds; finite and not earlier
  ///     than the previous call's.
  /// - Returns: `value` if it is delivered now, `nil` if it is held.
  public mutating func offer(_ value: Value, at time: Double) -> Value? {
    advance(to: time)
    guard isDue(at: time) else {
      pendingValue = value
      return nil
    }
    pendingValue = nil
    lastDeliveryTime = time
    return value
  }

  /// Returns the held value if its interval has elapsed by `time`.
  ///
  /// - Parameter time: The current time, in seconds; finite and not
  ///   earlier than the previous call's.
  /// - Returns: The held value, now delivered, or `nil` if there is none or
  ///   it must wait longer.
  public mutating func tick(at time: Double) -> Value? {
    advance(to: time)
    guard isDue(at: time) else { return nil }
    return deliverPending(at: time)
  }

  /// Returns the held value at once, whatever the interval: the final
  /// value of a gesture.
  ///
  /// - Parameter time: The current time, in seconds; finite and not
  ///   earlier than the previous call's.
  /// - Returns: The held value, now delivered, or `nil` if the latest
  ///   value offered was already delivered.
  public mutating func flush(at time: Double) -> Value? {
    advance(to: time)
    return deliverPending(at: time)
  }

  /// Forgets the held value and the last delivery, so that the next value
  /// offered is delivered at once, at any time.
  public mutating func reset() {
    pendingValue = nil
    lastDeliveryTime = nil
    latestTime = nil
  }

  /// Returns whether a value would be delivered at `time`: nothing has
  /// been delivered yet, or at least ``interval`` has passed since.
  func isDue(at time: Double) -> Bool {
    guard let lastDeliveryTime else { return true }
    return (time - lastDeliveryTime).reaches(interval)
  }

  /// Delivers and returns the held value, if any.
  private mutating func deliverPending(at time: Double) -> Value? {
    guard let value = pendingValue else { return nil }
    pendingValue = nil
    lastDeliveryTime = time
    return value
  }

  /// Checks that `time` is finite and not earlier than the latest call's.
  private mutating func advance(to time: Double) {
    precondition(time.isFinite, "A coalescer needs finite times.")
    if let latestTime {
      precondition(
        time >= latestTime,
        "A coalescer's time must not go backwards."
      )
    }
    latestTime = time
  }
}

extension ValueCoalescer: Equatable where Value: Equatable {}

extension ValueCoalescer: Hashable where Value: Hashable {}
