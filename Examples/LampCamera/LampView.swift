#if canImport(SwiftUI) && canImport(Vision) && (os(iOS) || os(macOS))
  import SwiftUI

  /// The lamp: its state over the camera's preview, driven by gestures.
  ///
  /// Host it in an app's window (`WindowGroup { LampView() }`); the app's
  /// Info.plist needs `NSCameraUsageDescription`.
  @available(iOS 17.0, macOS 14.0, *)
  public struct LampView: View {
    @State private var model = LampModel()

    /// Creates the view, with a lamp that is off.
    public init() {}

    /// The preview, with the lamp's state and brightness on top.
    public var body: some View {
      ZStack(alignment: .bottom) {
        CameraPreview(model: model)
        VStack {
          Text(model.isOn ? "Lamp on" : "Lamp off").font(.title)
          Text("Brightness \(Int(model.brightness.rounded()))")
          Text("Pinch to toggle, move your index finger to dim")
            .font(.caption)
        }
        .padding()
      }
      // Runs while the view is shown, again when it comes back, and anew
      // when the capture changes (the device turned).
      .task(id: model.capture) { await model.run() }
    }
  }
#endif
