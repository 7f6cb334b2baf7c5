import GestureCore
import Testing

@Suite("A hand from a 3-D skeleton, as ARKit gives it")
struct HandSkeletonTests {
  /// A flat right hand held 0.4 m in front of a viewer at the origin, its
  /// joints spread on a grid: each joint's offset from the anchor, in
  /// metres (x right, y up).
  static func offset(_ joint: SkeletonJoint) -> Point3D {
    let index = Double(SkeletonJoint.allCases.firstIndex(of: joint) ?? 0)
    return Point3D(
      x: (index.truncatingRemainder(dividingBy: 5)) * 0.02,
      y: (index / 5).rounded(.down) * 0.02,
      z: 0
    )
  }

  static let anchor = Transform3D(translation: Point3D(x: 0, y: 0, z: -0.4))

  static func hand(
    untracked: Set<SkeletonJoint> = [],
    anchor: Transform3D = anchor,
    view: ViewProjection = ViewProjection()
  ) -> Hand {
    Hand(chirality: .right, worldFromAnchor: anchor, view: view) { joint in
      (Transform3D(translation: offset(joint)), !untracked.contains(joint))
    }
  }

  @Test("21 world landmarks in metres, in the viewer's frame")
  func worldLandmarks() throws {
    let hand = Self.hand()
    let world = try #require(hand.worldLandmarks)
    #expect(world.count == 21)
    for skeletonJoint in SkeletonJoint.allCases {
      guard let joint = skeletonJoint.joint else { continue }
      let offset = Self.offset(skeletonJoint)
      // x right, y down, z the depth in front of the viewer.
      let expected = Point3D(x: offset.x, y: -offset.y, z: 0.4)
      #expect(world[joint.rawValue].distance(to: expected) < 1e-12)
    }
    #expect(hand.chirality == .right)
    #expect(hand.score == 1)
  }

  @Test("landmarks are the view's points, tracked at confidence 1")
  func landmarks() throws {
    let hand = Self.hand()
    let view = ViewProjection()
    for skeletonJoint in SkeletonJoint.allCases {
      guard let joint = skeletonJoint.joint else { continue }
      let landmark = try #require(hand[joint])
      let offset = Self.offset(skeletonJoint)
      let world = Point3D(x: offset.x, y: offset.y, z: -0.4)
      #expect(landmark.position == view.project(world))
      #expect(landmark.confidence == 1)
      #expect(landmark.depth == 0)
    }
  }

  @Test("an untracked joint is kept at confidence 0, so the gate drops it")
  func untracked() throws {
    let hand = Self.hand(untracked: [.thumbTip, .indexFingerTip, .forearmArm])
    #expect(try #require(hand[.thumbTip]).confidence == 0)
    #expect(try #require(hand[.indexTip]).confidence == 0)
    #expect(try #require(hand[.middleTip]).confidence == 1)
  }

  @Test("a joint behind the viewer's eye has no landmark")
  func behind() {
    // The anchor at the eye: joints at depth 0 have no image.
    let hand = Self.hand(anchor: .identity)
    for joint in Joint.allCases {
      #expect(hand[joint] == nil)
    }
    #expect(hand.worldLandmarks?.count == 21)
  }

  @Test("a pinch closing in metres is read by the adaptive engine")
  func pinchInMetres() {
    var configuration = GestureConfiguration.adaptive
    configuration.pinch.usesWorldLandmarks = true
    var engine = GestureEngine(configuration: configuration)
    var events: [GestureEvent] = []
    // The thumb tip closes on the index tip from 6 cm to 1 cm and opens.
    let gaps = [0.06, 0.05, 0.04, 0.03, 0.02, 0.01, 0.01, 0.01, 0.03, 0.06]
    for (frame, gap) in gaps.enumerated() {
      let hand = Hand(
        chirality: .right,
        worldFromAnchor: Self.anchor,
        view: ViewProjection()
      ) { joint in
        var offset = Self.offset(joint)
        if joint == .thumbTip {
          let tip = Self.offset(.indexFingerTip)
          offset = Point3D(x: tip.x + gap, y: tip.y, z: tip.z)
        }
        return (Transform3D(translation: offset), true)
      }
      events += engine.process(Frame(time: Double(frame) / 30, hands: [hand]))
    }
    let pinches = events.filter { $0.gesture == .pinch }.map(\.phase)
    #expect(pinches == [.began, .ended])
  }
}
