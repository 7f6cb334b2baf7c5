import GestureCore
import GestureReplay

/// Plays a trace into a lamp as an app runs its camera: frames in, gesture
/// events out, each event turned into lamp commands in order.
enum LampReplay {
  /// Replays every frame of a trace into a lamp.
  ///
  /// A replay stands in for the camera: every frame, in order. A live app
  /// sends its frames to a `LatestFrameStream` instead, which keeps the
  /// newest frame when the loop below lags.
  ///
  /// - Parameters:
  ///   - trace: The recorded frames.
  ///   - lamp: The lamp to command.
  ///   - interval: The shortest time between two brightness commands, in
  ///     seconds of trace time.
  ///   - configuration: The gesture engine's settings.
  static func play(
    _ trace: Trace,
    into lamp: Lamp,
    interval: Double,
    configuration: GestureConfiguration = .handKit
  ) async {
    let frames = AsyncStream<Frame> { continuation in
      for frame in trace.frames {
        continuation.yield(frame)
      }
      continuation.finish()
    }
    var controller = LampController(lamp: lamp, interval: interval)
    for await event in frames.gestureEvents(
      configuration: configuration,
      coordinates: trace.coordinates
    ) {
      await controller.handle(event)
    }
  }
}
