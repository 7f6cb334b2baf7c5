import GestureCore
import GestureReplay
import Testing

/// What a stage of the app's own reads of a hand, through `HandReading`:
/// the display, square and world points of the joints it asks for.
@Suite("A stage's reading of a hand: display, square and world points")
struct HandReadingTests {
  /// A stage that reports, on each frame, what it reads of the index tip,
  /// as events whose values are the numbers read.
  struct ProbeStage: HandStage {
    var readsWorldLandmarks: Bool
    var joints: JointSet { JointSet(.indexTip) }

    mutating func update(_ hand: HandReading, events: inout StageEvents) {
      let probe = Gesture("probe")
      if let point = hand.point(.indexTip),
        let square = hand.squarePoint(.indexTip)
      {
        events.emit(probe, .changed, value: point.x, name: "x")
        events.emit(probe, .changed, value: point.y, name: "y")
        events.emit(probe, .changed, value: square.x, name: "squareX")
        events.emit(probe, .changed, value: square.y, name: "squareY")
      }
      if let world = hand.worldPoint(.indexTip) {
        events.emit(probe, .changed, value: world.x, name: "worldX")
        events.emit(probe, .changed, value: world.z, name: "worldZ")
      }
    }
  }

  /// A right hand whose joint `i` is at (0.3 + 0.01 i, 0.6 - 0.01 i) in
  /// the raw buffer, with world landmarks (0.001 i, 0, -0.5 + 0.002 i).
  static let hand = Hand(
    chirality: .right,
    landmarks: Joint.allCases.map { joint in
      let i = Double(joint.rawValue)
      return Landmark(x: 0.3 + 0.01 * i, y: 0.6 - 0.01 * i, depth: 0)
    },
    worldLandmarks: Joint.allCases.map { joint in
      let i = Double(joint.rawValue)
      return Point3D(x: 0.001 * i, y: 0, z: -0.5 + 0.002 * i)
    }
  )

  /// The probe's readings of one frame, by name.
  static func readings(
    readsWorld: Bool,
    coordinates: CoordinateSpace
  ) -> [String: Double] {
    let trace = Trace(
      coordinates: coordinates,
      frames: [Frame(time: 0, hands: [hand])]
    )
    let events = Replay.run(
      trace,
      stages: [ProbeStage(readsWorldLandmarks: readsWorld)]
    ).events.filter { $0.gesture == Gesture("probe") }
    var readings: [String: Double] = [:]
    for event in events {
      readings[event.name ?? ""] = event.value ?? .nan
    }
    return readings
  }

  @Test(
    "square points scale the display by the displayed image's longer side",
    arguments: [
      // A landscape image: y shrinks by 1080 / 1920.
      (
        ImageSize(width: 1920, height: 1080), CoordinateSpace.Orientation.up,
        1.0, 0.5625
      ),
      // A portrait buffer turned to landscape: the display's size is turned.
      (ImageSize(width: 1080, height: 1920), .right, 1.0, 0.5625),
      // A portrait display: x shrinks.
      (ImageSize(width: 1080, height: 1920), .up, 0.5625, 1.0),
    ]
  )
  func squarePoints(
    size: ImageSize,
    orientation: CoordinateSpace.Orientation,
    xScale: Double,
    yScale: Double
  ) throws {
    let readings = Self.readings(
      readsWorld: false,
      coordinates: CoordinateSpace(orientation: orientation, imageSize: size)
    )
    let x = try #require(readings["x"])
    let y = try #require(readings["y"])
    let squareX = try #require(readings["squareX"])
    let squareY = try #require(readings["squareY"])
    #expect(abs(squareX - x * xScale) < 1e-12)
    #expect(abs(squareY - y * yScale) < 1e-12)
  }

  @Test("without an image size the square point is the display point")
  func squareWithoutSize() throws {
    let readings = Self.readings(readsWorld: false, coordinates: .mediaPipe)
    // The index tip, joint 8, as recorded: MediaPipe's space is the display.
    #expect(readings["x"] == 0.3 + 0.01 * 8)
    #expect(readings["y"] == 0.6 - 0.01 * 8)
    #expect(readings["squareX"] == readings["x"])
    #expect(readings["squareY"] == readings["y"])
  }

  @Test(
    "world points for a stage that reads them; none under handKit otherwise"
  )
  func worldPoints() {
    let reading = Self.readings(readsWorld: true, coordinates: .mediaPipe)
    #expect(reading["worldX"] == 0.001 * 8)
    #expect(reading["worldZ"] == -0.5 + 0.002 * 8)
    let without = Self.readings(readsWorld: false, coordinates: .mediaPipe)
    #expect(!without.keys.contains("worldX"))
    #expect(without.keys.contains("x"))
  }

  /// A stage that asks for the wrist alone, and reports which of the
  /// index tip (read by GestureCore's pinch), the ring tip (read by the
  /// poses, when they are on) and the wrist it is given.
  struct WristOnlyStage: HandStage {
    var joints: JointSet { JointSet(.wrist) }
    var readsWorldLandmarks: Bool { true }

    mutating func update(_ hand: HandReading, events: inout StageEvents) {
      for joint in [Joint.wrist, .indexTip, .ringTip] {
        let seen =
          hand.point(joint) != nil || hand.squarePoint(joint) != nil
          || hand.worldPoint(joint) != nil || hand.joints.contains(joint)
        events.emit(
          Gesture("given"),
          .changed,
          value: seen ? 1 : 0,
          name: "\(joint)"
        )
      }
    }
  }

  @Test(
    "a stage is given only the joints it asks for, whatever others read",
    arguments: [false, true]
  )
  func onlyDeclaredJoints(posesOn: Bool) {
    var configuration = GestureConfiguration.handKit
    configuration.poses.isEnabled = posesOn
    let trace = Trace(frames: [Frame(time: 0, hands: [Self.hand])])
    let given = Replay.run(
      trace,
      configuration: configuration,
      stages: [
        ProbeStage(readsWorldLandmarks: true), WristOnlyStage(),
      ]
    ).events.filter { $0.gesture == Gesture("given") }
    #expect(given.map(\.name) == ["wrist", "indexTip", "ringTip"])
    #expect(given.map(\.value) == [1, 0, 0])
  }
}
