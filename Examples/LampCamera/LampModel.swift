#if canImport(SwiftUI) && canImport(Vision) && (os(iOS) || os(macOS))
  import AVFoundation
  import GestureCore
  import GestureReplay
  import Observation
  import os

  /// The app's state: the lamp, and the camera whose gestures drive it.
  ///
  /// A pinch toggles the lamp; the slider sets its brightness, at most four
  /// times a second (`gestureEvents`' `sliderInterval`, a coalescer ticked
  /// at every frame). ``run()`` is meant for a SwiftUI
  /// `.task(id: model.capture)`: it starts the camera, runs the
  /// engine on the main actor until the task is cancelled (the view went
  /// away, or the capture changed), then stops the camera.
  @available(iOS 17.0, macOS 14.0, *)
  @MainActor @Observable
  final class LampModel {
    /// Whether the lamp is on.
    private(set) var isOn = false
    /// The lamp's brightness, from 0 to 100.
    private(set) var brightness = 0.0
    /// How many frames the engine could not keep up with.
    private(set) var droppedFrames = 0
    /// How the camera's buffers are turned and mirrored, and seen.
    private(set) var capture: CameraCapture
    /// The time after which the camera's frames are read with
    /// ``capture``, in seconds.
    private var captureStart = -Double.infinity
    /// The camera.
    let camera: HandCamera
    /// Records what the engine saw, when set; see `startRecording(to:)`.
    private(set) var recorder: LiveTraceRecorder?
    /// ``recorder`` again, for the engine's loop, which reads it at each
    /// frame: so a recording can start and stop while the loop runs.
    private let recording = OSAllocatedUnfairLock<LiveTraceRecorder?>(
      initialState: nil
    )

    /// Creates the model of a lamp that is off.
    ///
    /// - Parameter position: The camera to use; the front one by default.
    init(position: AVCaptureDevice.Position = .front) {
      camera = HandCamera(position: position)
      capture = CameraCapture(
        device: .portrait,
        camera: position == .front ? .front : .back
      )
    }

    /// The coordinate space of the camera's frames.
    var coordinates: CoordinateSpace {
      capture.coordinates(
        trackerOrientation: capture.uprightOrientation,
        origin: .bottomLeft
      )
    }

    /// Takes the preview's angle and mirroring.
    ///
    /// - Parameters:
    ///   - rotation: The preview's clockwise angle, in degrees.
    ///   - mirrored: Whether the preview mirrors the image.
    func display(rotation: Double, mirrored: Bool) {
      camera.display(rotation: rotation, mirrored: mirrored) { new, since in
        self.captureStart = since
        self.capture = new
      }
    }

    /// Runs the camera and the gestures until the task is cancelled.
    func run() async {
      camera.start()
      defer { camera.stop() }
      // `onFrame` is taken once, here: it reads the current recorder at
      // each frame, not the one of this moment.
      let recording = self.recording
      // A frame read with the previous capture may still wait in the
      // stream: its points are in another coordinate space.
      let start = captureStart
      let events = camera.frames.filter { $0.time > start }.gestureEvents(
        configuration: .adaptive,
        coordinates: coordinates,
        sliderInterval: 0.25,
        onFrame: { frame in recording.withLock { $0 }?.record(frame) }
      )
      for await event in events {
        droppedFrames = camera.frames.droppedFrameCount
        handle(event)
      }
    }

    /// Starts recording the frames the engine processes, as JSON Lines,
    /// from the next one on, whether ``run()`` is running or not.
    ///
    /// A recording already going is stopped first.
    ///
    /// - Parameter path: The file to write, usually ending in `.jsonl`.
    /// - Throws: A `TraceError` if the file cannot be created.
    func startRecording(to path: String) throws {
      stopRecording()
      let new = try LiveTraceRecorder(
        path: path,
        header: TraceHeader(source: "vision", coordinates: coordinates)
      )
      recording.withLock { $0 = new }
      recorder = new
    }

    /// Stops recording; the file keeps every frame recorded.
    func stopRecording() {
      recording.withLock { $0 = nil }
      recorder?.stop()
      recorder = nil
    }

    private func handle(_ event: GestureEvent) {
      switch (event.gesture, event.phase) {
      case (.pinch, .began):
        isOn.toggle()
      case (.slider, _):
        brightness = event.value ?? brightness
      default:
        break
      }
    }
  }
#endif
