import GestureCore
import Testing

@Suite("Hand, Landmark and Frame")
struct HandTests {
  @Test("reads back the joints it was given, nil for the others")
  func subscriptReadsJoints() {
    let tip = Landmark(x: 0.25, y: 0.5, confidence: 0.9)
    let hand = Hand(chirality: .left, score: 0.8, joints: [.indexTip: tip])
    #expect(hand[.indexTip] == tip)
    #expect(hand[.thumbTip] == nil)
    #expect(hand.chirality == .left)
    #expect(hand.score == 0.8)
    #expect(hand.jointCount == 1)
  }

  @Test("sets and clears a joint through its subscript")
  func subscriptWrites() {
    var hand = Hand()
    hand[.wrist] = Landmark(x: 0.5, y: 0.75)
    hand[.thumbTip] = Landmark(x: 0.25, y: 0.25)
    hand[.wrist] = nil
    #expect(hand.jointCount == 1)
    #expect(hand.joints.map(\.joint) == [.thumbTip])
    #expect(hand.chirality == .unknown)
  }

  @Test("a joint cleared is as one never seen: equal, same hash, same joints")
  func clearedJointIsUnseen() {
    let tip = Landmark(x: 0.25, y: 0.5, depth: -0.01, confidence: 0.9)
    var cleared = Hand(joints: [.indexTip: tip, .wrist: tip])
    cleared[.indexTip] = nil
    let never = Hand(joints: [.wrist: tip])
    #expect(cleared == never)
    #expect(cleared.hashValue == never.hashValue)
    #expect(cleared.jointCount == 1)
    #expect(cleared[.indexTip] == nil)
    // A landmark at the origin with no confidence is seen, not cleared.
    var zero = never
    zero[.indexTip] = Landmark(x: 0, y: 0, confidence: 0)
    #expect(zero != never)
    #expect(zero[.indexTip] == Landmark(x: 0, y: 0, confidence: 0))
    #expect(zero.jointCount == 2)
    // Setting a joint twice keeps the last landmark.
    zero[.indexTip] = tip
    #expect(zero[.indexTip] == tip)
    #expect(zero.jointCount == 2)
  }

  @Test("hands equal whatever way their joints were written: equal, same hash")
  func equalityIgnoresHistory() {
    let landmarks: [Landmark] = (0..<Joint.count).map {
      (index: Int) -> Landmark in
      let depth: Double? = index % 2 == 0 ? nil : -0.01
      return Landmark(
        x: Double(index) / 21,
        y: 0.25,
        depth: depth,
        confidence: 0.5 + Double(index) / 42
      )
    }
    let made = Hand(chirality: .right, landmarks: landmarks)
    var written = Hand(chirality: .right)
    for joint in Joint.allCases.reversed() {
      written[joint] = Landmark(x: 9, y: .nan, confidence: 0)
      written[joint] = landmarks[joint.rawValue]
    }
    let keyed = Hand(
      chirality: .right,
      joints: Dictionary(
        uniqueKeysWithValues: Joint.allCases.map {
          (joint: Joint) -> (Joint, Landmark) in
          (joint, landmarks[joint.rawValue])
        }
      )
    )
    #expect(made == written)
    #expect(made == keyed)
    #expect(Set([made, written, keyed]).count == 1)
    // Each part of a hand counts.
    var other = made
    other[.littleTip]?.confidence += 0.01
    #expect(other != made)
    other = made
    other[.thumbCMC]?.depth = nil
    #expect(other != made)
    other = made
    other[.wrist]?.position.y = 0.5
    #expect(other != made)
    other = made
    other.score = 0.5
    #expect(other != made)
    other = made
    other.chirality = .left
    #expect(other != made)
    other = made
    other.worldLandmarks = Array(
      repeating: Point3D(x: 0, y: 0, z: 0),
      count: Joint.count
    )
    #expect(other != made)
    #expect(Set([made, other]).count == 2)
  }

  @Test("places 21 landmarks by MediaPipe index")
  func landmarksInMediaPipeOrder() {
    let landmarks = (0..<21).map { Landmark(x: Double($0) / 32, y: 0) }
    let hand = Hand(landmarks: landmarks)
    #expect(hand.jointCount == 21)
    #expect(hand[.wrist]?.position.x == 0)
    #expect(hand[.thumbTip]?.position.x == 4.0 / 32)
    #expect(hand[.indexTip]?.position.x == 8.0 / 32)
    #expect(hand[.littleTip]?.position.x == 20.0 / 32)
  }

  @Test("lists the seen joints in joint order")
  func jointsInOrder() {
    let hand = Hand(
      joints: [
        .littleTip: Landmark(x: 0, y: 0),
        .wrist: Landmark(x: 0, y: 0),
        .indexTip: Landmark(x: 0, y: 0),
      ]
    )
    #expect(hand.joints.map(\.joint) == [.wrist, .indexTip, .littleTip])
  }

  @Test("gives a landmark confidence 1 and no depth by default")
  func landmarkDefaults() {
    let landmark = Landmark(x: 0.25, y: 0.75)
    #expect(landmark.confidence == 1)
    #expect(landmark.depth == nil)
    #expect(landmark.position == Point(x: 0.25, y: 0.75))
  }

  @Test("keeps 21 world landmarks")
  func worldLandmarks() {
    let world = (0..<21).map { Point3D(x: Double($0), y: 0, z: 0) }
    let hand = Hand(worldLandmarks: world)
    #expect(hand.worldLandmarks?.count == 21)
    #expect(hand.worldLandmarks?[8].x == 8)
  }

  @Test("makes a frame without hands by default")
  func emptyFrame() {
    let frame = Frame(time: 1.5)
    #expect(frame.time == 1.5)
    #expect(frame.hands.isEmpty)
  }

  @Test("traps on a hand built from other than 21 landmarks")
  func wrongLandmarkCountTraps() async {
    await #expect(processExitsWith: .failure) {
      _ = Hand(landmarks: [Landmark(x: 0, y: 0)])
    }
  }
}
