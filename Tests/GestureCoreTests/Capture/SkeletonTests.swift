import Foundation
import GestureCore
import Testing

@Suite("ARKit's skeleton: joints, transforms and a viewer's eye")
struct SkeletonTests {
  /// ARKit's 27 joint names, as `HandSkeleton.JointName` spells them.
  static let arKitNames = [
    "wrist", "thumbKnuckle", "thumbIntermediateBase", "thumbIntermediateTip",
    "thumbTip", "indexFingerMetacarpal", "indexFingerKnuckle",
    "indexFingerIntermediateBase", "indexFingerIntermediateTip",
    "indexFingerTip", "middleFingerMetacarpal", "middleFingerKnuckle",
    "middleFingerIntermediateBase", "middleFingerIntermediateTip",
    "middleFingerTip", "ringFingerMetacarpal", "ringFingerKnuckle",
    "ringFingerIntermediateBase", "ringFingerIntermediateTip", "ringFingerTip",
    "littleFingerMetacarpal", "littleFingerKnuckle",
    "littleFingerIntermediateBase", "littleFingerIntermediateTip",
    "littleFingerTip", "forearmWrist", "forearmArm",
  ]

  @Test("27 joints named as ARKit names them")
  func names() {
    #expect(SkeletonJoint.allCases.map(\.rawValue) == Self.arKitNames)
  }

  @Test("21 of them are GestureCore's joints, each once, in the same order")
  func mapping() {
    let mapped = SkeletonJoint.allCases.compactMap(\.joint)
    #expect(mapped == Joint.allCases)
    let unmapped = SkeletonJoint.allCases.filter { $0.joint == nil }
    #expect(
      unmapped == [
        .indexFingerMetacarpal, .middleFingerMetacarpal,
        .ringFingerMetacarpal, .littleFingerMetacarpal, .forearmWrist,
        .forearmArm,
      ]
    )
    #expect(SkeletonJoint.thumbKnuckle.joint == .thumbCMC)
    #expect(SkeletonJoint.indexFingerKnuckle.joint == .indexMCP)
    #expect(SkeletonJoint.littleFingerIntermediateTip.joint == .littleDIP)
  }

  @Test("a rigid transform composes and inverts")
  func transforms() {
    let a = Transform3D.turn(0.7).followed(
      by: Transform3D(translation: Point3D(x: 0.1, y: -0.2, z: 0.3))
    )
    let b = Transform3D(translation: Point3D(x: -1, y: 2, z: 0.5))
      .followed(by: .turn(-1.9))
    let point = Point3D(x: 0.25, y: -0.5, z: 2)
    let composed = a.followed(by: b).apply(to: point)
    let stepwise = a.apply(to: b.apply(to: point))
    #expect(composed.distance(to: stepwise) < 1e-12)
    let back = a.rigidInverse.apply(to: a.apply(to: point))
    #expect(back.distance(to: point) < 1e-12)
    #expect(Transform3D.identity.apply(to: point) == point)
    #expect(a.followed(by: .identity) == a)
    #expect(
      Transform3D(translation: Point3D(x: 1, y: 2, z: 3)).translation
        == Point3D(x: 1, y: 2, z: 3)
    )
  }

  @Test("the view: ahead is the centre, right is right, up is up")
  func projection() throws {
    let view = ViewProjection()
    let ahead = try #require(view.project(Point3D(x: 0, y: 0, z: -0.5)))
    #expect(ahead == Point(x: 0.5, y: 0.5))
    // 90°: at depth d, x = d is the right edge, y = d the top edge.
    let right = try #require(view.project(Point3D(x: 0.5, y: 0, z: -0.5)))
    #expect(isClose(right.x, to: 1, within: 1e-12))
    let up = try #require(view.project(Point3D(x: 0, y: 0.5, z: -0.5)))
    #expect(isClose(up.y, to: 0, within: 1e-12))
    // A hand 0.4 m away moving 4 cm sideways moves 0.05 across.
    let moved = try #require(view.project(Point3D(x: 0.04, y: 0, z: -0.4)))
    #expect(isClose(moved.x - 0.5, to: 0.05, within: 1e-12))
    #expect(view.project(Point3D(x: 0, y: 0, z: 0.1)) == nil)
    #expect(view.project(Point3D(x: 0, y: 0, z: 0)) == nil)
    #expect(view.project(Point3D(x: 0, y: 0, z: -0.0005)) == nil)
    // So far to the side that its place in the view is not a finite
    // number: none, and just inside that, a place far beyond the edge.
    #expect(view.project(Point3D(x: 1e306, y: 0, z: -0.001)) == nil)
    #expect(view.project(Point3D(x: 0, y: -1e306, z: -0.001)) == nil)
    let far = try #require(view.project(Point3D(x: 1e300, y: 0, z: -0.001)))
    #expect(far.x > 1e300 && far.x.isFinite)
  }

  @Test("a narrower view magnifies")
  func fieldOfView() throws {
    let narrow = ViewProjection(fieldOfView: .pi / 3)
    let point = try #require(narrow.project(Point3D(x: 0.1, y: 0, z: -1)))
    #expect(isClose(point.x - 0.5, to: 0.05 / tan(.pi / 6), within: 1e-12))
  }

  @Test("the viewer's pose moves the view")
  func viewerPose() throws {
    // Turned a quarter to the left (counterclockwise seen from above),
    // the viewer looks along the world's -x, with -z on its right.
    let view = ViewProjection(worldFromViewer: .turn(.pi / 2))
    let ahead = try #require(view.project(Point3D(x: -1, y: 0, z: 0)))
    #expect(isClose(ahead.x, to: 0.5, within: 1e-12))
    let right = try #require(view.project(Point3D(x: -1, y: 0, z: -0.2)))
    #expect(right.x > 0.5)
    let standing = ViewProjection(
      worldFromViewer: Transform3D(translation: Point3D(x: 0, y: 1.6, z: 0))
    )
    let eyeLevel = try #require(standing.project(Point3D(x: 0, y: 1.6, z: -1)))
    #expect(eyeLevel == Point(x: 0.5, y: 0.5))
    let viewer = standing.viewerPoint(Point3D(x: 0.1, y: 1.5, z: -0.4))
    #expect(viewer.distance(to: Point3D(x: 0.1, y: 0.1, z: 0.4)) < 1e-12)
  }

  @Test("equal transforms hash alike: -0 and +0 are equal entries")
  func hashAgreesWithEquality() {
    let turned = Transform3D.turn(0.7)
    var negativeZero = turned
    negativeZero.columns.3.x = -0.0
    var positiveZero = turned
    positiveZero.columns.3.x = 0.0
    #expect(negativeZero == positiveZero)
    #expect(negativeZero.hashValue == positiveZero.hashValue)
    #expect(Set([negativeZero, positiveZero]).count == 1)
    // One entry apart, in any column: not equal, and two in a set.
    for column in 0..<4 {
      var moved = turned
      switch column {
      case 0: moved.columns.0.y += 0.5
      case 1: moved.columns.1.y += 0.5
      case 2: moved.columns.2.y += 0.5
      default: moved.columns.3.y += 0.5
      }
      #expect(moved != turned, "column \(column)")
      #expect(Set([moved, turned]).count == 2, "column \(column)")
    }
  }

  @Test("a field of view outside (0, π) is a programmer error")
  func badFieldOfView() async {
    await #expect(processExitsWith: .failure) {
      _ = ViewProjection(fieldOfView: 0)
    }
    await #expect(processExitsWith: .failure) {
      _ = ViewProjection(fieldOfView: .pi)
    }
    await #expect(processExitsWith: .failure) {
      _ = ViewProjection(fieldOfView: .nan)
    }
  }
}

extension Transform3D {
  /// A rotation about the `y` axis, counterclockwise seen from above.
  static func turn(_ angle: Double) -> Transform3D {
    Transform3D(
      columns: (
        SIMD4(cos(angle), 0, -sin(angle), 0), SIMD4(0, 1, 0, 0),
        SIMD4(sin(angle), 0, cos(angle), 0), SIMD4(0, 0, 0, 1)
      )
    )
  }
}
