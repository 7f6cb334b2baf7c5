import GestureCore
import Testing

@Suite("CameraCapture: a camera's buffers seen as the user sees them")
struct CameraCaptureTests {
  /// The orientation that shows a camera's unrotated buffers as the user
  /// sees them (the front camera's as a mirror), for each way of holding a
  /// phone: the table of Google's ML Kit guide for iOS and of Apple's
  /// Vision samples (`.right` for the back camera held upright).
  static let published:
    [(DeviceOrientation, CameraPosition, ImageOrientation)] = [
      (.portrait, .back, .right),
      (.portraitUpsideDown, .back, .left),
      (.landscapeLeft, .back, .up),
      (.landscapeRight, .back, .down),
      (.portrait, .front, .leftMirrored),
      (.portraitUpsideDown, .front, .rightMirrored),
      (.landscapeLeft, .front, .downMirrored),
      (.landscapeRight, .front, .upMirrored),
    ]

  static let devices = DeviceOrientation.allCases
  static let cameras = CameraPosition.allCases

  @Test("unrotated buffers: the published table", arguments: published)
  func publishedTable(
    device: DeviceOrientation,
    camera: CameraPosition,
    expected: ImageOrientation
  ) {
    let capture = CameraCapture(device: device, camera: camera)
    #expect(capture.bufferToDisplay == expected)
    #expect(capture.uprightOrientation == expected.rotation.imageOrientation)
    #expect(capture.isDisplayMirrored == (camera == .front))
  }

  @Test("the guide's front camera: .right, then mirrored")
  func frontCameraUpright() {
    let capture = CameraCapture(device: .portrait, camera: .front)
    #expect(capture.uprightOrientation == .right)
    #expect(
      capture.coordinates(trackerOrientation: .right, origin: .bottomLeft)
        == CoordinateSpace(origin: .bottomLeft, isMirrored: true)
    )
    #expect(!capture.seesMirrorImage(trackerOrientation: .right))
  }

  @Test("buffers turned upright by the connection need no turn")
  func rotatedBuffers() {
    for device in Self.devices {
      for camera in Self.cameras {
        let turns = device.sensorQuarterTurns(for: camera)
        let capture = CameraCapture(
          device: device,
          camera: camera,
          bufferRotation: Double(turns * 90),
          isBufferMirrored: camera == .front
        )
        #expect(capture.bufferToDisplay == .up)
        #expect(capture.uprightOrientation == .up)
        #expect(
          capture.coordinates(trackerOrientation: .up, origin: .bottomLeft)
            == .vision
        )
        // The connection mirrored the front camera's buffers: a tracker
        // reading them sees a mirror image and names the other hand.
        #expect(
          capture.seesMirrorImage(trackerOrientation: .up) == (camera == .front)
        )
        #expect(
          capture.anatomicalChirality(.right, trackerOrientation: .up)
            == (camera == .front ? .left : .right)
        )
      }
    }
  }

  /// Every capture: each way of holding, each camera, each turn and flip
  /// of the connection, each orientation given to the tracker.
  static var everyCapture: [(CameraCapture, ImageOrientation)] {
    var cases: [(CameraCapture, ImageOrientation)] = []
    for device in devices {
      for camera in cameras {
        for turns in 0..<4 {
          for isBufferMirrored in [false, true] {
            let capture = CameraCapture(
              device: device,
              camera: camera,
              bufferRotation: Double(turns * 90),
              isBufferMirrored: isBufferMirrored
            )
            for orientation in ImageOrientation.allCases {
              cases.append((capture, orientation))
            }
          }
        }
      }
    }
    return cases
  }

  @Test("a point the user sees comes back from a tracker's reading")
  func roundTrip() {
    let seen = [
      Point(x: 0.2, y: 0.1), Point(x: 0.7, y: 0.4), Point(x: 0.5, y: 0.9),
    ]
    for (capture, orientation) in Self.everyCapture {
      let space = capture.coordinates(
        trackerOrientation: orientation,
        origin: .bottomLeft
      )
      for point in seen {
        // Step by step: the sensor's image, the connection's buffer, the
        // tracker's oriented image, Vision's lower-left origin.
        let sensor = capture.sensorToDisplay.inverse.orient(point)
        let buffer = capture.sensorToBuffer.orient(sensor)
        let oriented = orientation.orient(buffer)
        let reported = Point(x: oriented.x, y: 1 - oriented.y)
        let display = space.displayPoint(reported)
        #expect(isClose(display.x, to: point.x, within: 1e-12))
        #expect(isClose(display.y, to: point.y, within: 1e-12))
      }
    }
  }

  @Test("a tracker given the upright orientation reads no turn")
  func uprightLeavesOnlyTheMirror() {
    for (capture, _) in Self.everyCapture {
      let space = capture.coordinates(
        trackerOrientation: capture.uprightOrientation,
        origin: .topLeft
      )
      #expect(space.orientation == .up)
      #expect(space.isMirrored == capture.bufferToDisplay.isMirrored)
    }
  }

  @Test("chirality flips exactly when the tracker's image is a mirror")
  func chirality() {
    for (capture, orientation) in Self.everyCapture {
      // The sensor's image is the scene as a camera sees it; count the
      // flips between it and what the tracker reads.
      let sensorToTracker = capture.sensorToBuffer.followed(by: orientation)
      let mirrored = sensorToTracker.isMirrored
      #expect(
        capture.seesMirrorImage(trackerOrientation: orientation) == mirrored
      )
      for reported in Chirality.allCases {
        let anatomical = capture.anatomicalChirality(
          reported,
          trackerOrientation: orientation
        )
        #expect(anatomical == (mirrored ? reported.mirrored : reported))
      }
    }
    #expect(Chirality.unknown.mirrored == .unknown)
    #expect(Chirality.left.mirrored == .right)
  }

  @Test("the image size is the tracker's, once oriented")
  func imageSize() {
    let capture = CameraCapture(device: .portrait, camera: .back)
    let buffer = ImageSize(width: 1920, height: 1080)
    let upright = capture.coordinates(
      trackerOrientation: .right,
      origin: .bottomLeft,
      bufferSize: buffer
    )
    #expect(upright.imageSize == ImageSize(width: 1080, height: 1920))
    #expect(upright.displaySize == ImageSize(width: 1080, height: 1920))
    let raw = capture.coordinates(
      trackerOrientation: .up,
      origin: .bottomLeft,
      bufferSize: buffer
    )
    #expect(raw.imageSize == buffer)
    #expect(raw.orientation == .right)
    #expect(raw.displaySize == ImageSize(width: 1080, height: 1920))
  }

  @Test(
    "angles round to the nearest quarter turn",
    arguments: zip(
      [0, 44.9, 45.1, 90, 89.999, 180, 270, 360, 450, -90, -180, 1e300],
      [0, 0, 1, 1, 1, 2, 3, 0, 1, 3, 2, 0]
    )
  )
  func angles(degrees: Double, turns: Int) {
    let capture = CameraCapture(
      displayRotation: degrees,
      isDisplayMirrored: false,
      bufferRotation: degrees
    )
    #expect(capture.displayQuarterTurns == turns)
    #expect(capture.bufferQuarterTurns == turns)
  }

  @Test("a rotation angle that is not finite is a programmer error")
  func nonFiniteAngle() async {
    await #expect(processExitsWith: .failure) {
      _ = CameraCapture(displayRotation: .nan, isDisplayMirrored: false)
    }
    await #expect(processExitsWith: .failure) {
      _ = CameraCapture(
        displayRotation: 0,
        isDisplayMirrored: false,
        bufferRotation: .infinity
      )
    }
  }

  @Test("the held device's sensor turns, camera by camera")
  func sensorTurns() {
    let back = Self.devices.map { $0.sensorQuarterTurns(for: .back) }
    let front = Self.devices.map { $0.sensorQuarterTurns(for: .front) }
    #expect(back == [1, 3, 0, 2])
    #expect(front == [1, 3, 2, 0])
  }
}

extension CoordinateSpace.Orientation {
  /// The orientation as an unmirrored image orientation.
  fileprivate var imageOrientation: ImageOrientation {
    ImageOrientation(self)
  }
}
