#if canImport(SwiftUI) && canImport(Vision) && (os(iOS) || os(macOS))
  import AVFoundation
  import SwiftUI

  /// The camera's preview, which tells the model how it shows the image.
  ///
  /// A rotation coordinator gives the angle that keeps the preview level
  /// with the horizon; the preview layer's connection mirrors the front
  /// camera. Both go to the model, which hands them to the camera.
  @available(iOS 17.0, macOS 14.0, *)
  @MainActor
  final class PreviewController {
    let layer: AVCaptureVideoPreviewLayer
    private var coordinator: AVCaptureDevice.RotationCoordinator?
    private var observation: NSKeyValueObservation?

    init(model: LampModel) {
      layer = AVCaptureVideoPreviewLayer(session: model.camera.session)
      layer.videoGravity = .resizeAspectFill
      guard
        let device = AVCaptureDevice.default(
          .builtInWideAngleCamera,
          for: .video,
          position: model.camera.position
        )
      else { return }
      let coordinator = AVCaptureDevice.RotationCoordinator(
        device: device,
        previewLayer: layer
      )
      self.coordinator = coordinator
      observation = coordinator.observe(
        \.videoRotationAngleForHorizonLevelPreview,
        options: [.initial, .new]
      ) { [weak self] coordinator, _ in
        let angle = coordinator.videoRotationAngleForHorizonLevelPreview
        Task { @MainActor in self?.apply(angle: angle, to: model) }
      }
    }

    private func apply(angle: CGFloat, to model: LampModel) {
      if let connection = layer.connection,
        connection.isVideoRotationAngleSupported(angle)
      {
        connection.videoRotationAngle = angle
      }
      let mirrored =
        layer.connection?.isVideoMirrored ?? (model.camera.position == .front)
      model.display(rotation: Double(angle), mirrored: mirrored)
    }
  }

  #if os(iOS)
    @available(iOS 17.0, *)
    struct CameraPreview: UIViewRepresentable {
      let model: LampModel

      func makeUIView(context: Context) -> PreviewView {
        PreviewView(controller: PreviewController(model: model))
      }

      func updateUIView(_ view: PreviewView, context: Context) {}

      final class PreviewView: UIView {
        let controller: PreviewController

        init(controller: PreviewController) {
          self.controller = controller
          super.init(frame: .zero)
          layer.addSublayer(controller.layer)
        }

        required init?(coder: NSCoder) { nil }

        override func layoutSubviews() {
          super.layoutSubviews()
          controller.layer.frame = bounds
        }
      }
    }
  #else
    @available(macOS 14.0, *)
    struct CameraPreview: NSViewRepresentable {
      let model: LampModel

      func makeNSView(context: Context) -> PreviewView {
        PreviewView(controller: PreviewController(model: model))
      }

      func updateNSView(_ view: PreviewView, context: Context) {}

      final class PreviewView: NSView {
        let controller: PreviewController

        init(controller: PreviewController) {
          self.controller = controller
          super.init(frame: .zero)
          wantsLayer = true
          layer?.addSublayer(controller.layer)
        }

        required init?(coder: NSCoder) { nil }

        override func layout() {
          super.layout()
          controller.layer.frame = bounds
        }
      }
    }
  #endif
#endif
