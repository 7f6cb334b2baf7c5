import GestureCore

/// The app's wiring from gesture events to lamp commands: a pinch toggles
/// the lamp, the slider sets its brightness at most a few times a second.
///
/// Slider values pass through a ``SliderCoalescer``: a lamp accepts a few
/// commands a second, while the slider changes at every frame. The first
/// value goes out at once, later ones at most once per interval (the
/// latest wins), and the final value always arrives.
struct LampController {
  /// The lamp the commands go to.
  let lamp: Lamp
  private var coalescer: SliderCoalescer
  /// The last brightness sent, so that the lamp never gets the same twice.
  private var lastBrightness: Double?

  /// Creates the wiring.
  ///
  /// - Parameters:
  ///   - lamp: The lamp to command.
  ///   - interval: The shortest time between two brightness commands, in
  ///     seconds of trace time.
  init(lamp: Lamp, interval: Double) {
    self.lamp = lamp
    self.coalescer = SliderCoalescer(interval: interval)
  }

  /// Sends the commands one event calls for, waiting for each.
  ///
  /// - Parameter event: The next gesture event, in time order.
  mutating func handle(_ event: GestureEvent) async {
    if let delivered = coalescer.process(event) {
      await command(for: delivered)
    }
    while let released = coalescer.tick(at: event.time, frame: event.frame) {
      await command(for: released)
    }
  }

  private mutating func command(for event: GestureEvent) async {
    switch (event.gesture, event.phase) {
    case (.pinch, .began):
      await lamp.toggle(at: event.time)
    case (.slider, .began), (.slider, .changed), (.slider, .ended),
      (.slider, .cancelled):
      if let value = event.value, value != lastBrightness {
        lastBrightness = value
        await lamp.setBrightness(value, at: event.time)
      }
    default:
      break
    }
  }
}
