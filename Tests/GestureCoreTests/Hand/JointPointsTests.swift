import Testing

@testable import GestureCore

/// The joints the engine gates and transforms once per frame must be,
/// bit for bit, what each recognizer computed for itself before:
/// `space.displayPoint` of a landmark that passes the gate, and
/// `space.squarePoint` of that.
@Suite("JointPoints")
struct JointPointsTests {
  /// Every kind of space: MediaPipe's (the identity, read by a shortcut),
  /// each origin, orientation and mirroring, with and without an image
  /// size.
  static let spaces: [CoordinateSpace] =
    [CoordinateSpace.Origin.topLeft, .bottomLeft].flatMap { origin in
      [
        CoordinateSpace.Orientation.up, .right, .down, .left,
      ].flatMap { orientation in
        [false, true].flatMap { isMirrored in
          [nil, ImageSize(width: 1920, height: 1080)].map { size in
            CoordinateSpace(
              origin: origin,
              isMirrored: isMirrored,
              orientation: orientation,
              imageSize: size
            )
          }
        }
      }
    }

  /// Odd coordinates: huge ones (whose square point overflows on a wide
  /// image), tiny ones, signed zeros, and ones the gate refuses.
  static let odd = [
    0, -0.0, .leastNonzeroMagnitude, 1e-300, 0.5, 1, -3, 1e300,
    .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .infinity, .nan,
  ]

  /// Compares one hand's points, read for `joints`, with the
  /// recognizers' old per-joint reading: read joint by joint, and read
  /// in one pass over the whole hand.
  static func check(
    _ hand: Hand,
    joints: JointSet,
    space: CoordinateSpace,
    gate: ConfidenceGate,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for densely in [false, true] {
      check(
        hand,
        joints: joints,
        space: space,
        gate: gate,
        densely: densely,
        sourceLocation: sourceLocation
      )
    }
  }

  static func check(
    _ hand: Hand,
    joints: JointSet,
    space: CoordinateSpace,
    gate: ConfidenceGate,
    densely: Bool,
    sourceLocation: SourceLocation
  ) {
    JointPoints.withPoints(
      of: hand,
      joints: joints,
      in: space,
      gate: gate,
      densely: densely
    ) { points in
      #expect(points.read == joints, sourceLocation: sourceLocation)
      for joint in Joint.allCases where joints.contains(joint) {
        let bit: UInt32 = 1 << joint.rawValue
        guard let landmark = gate.filter(hand[joint]) else {
          #expect(points.display(joint) == nil, sourceLocation: sourceLocation)
          #expect(points.square(joint) == nil, sourceLocation: sourceLocation)
          #expect(
            points.accepted.rawValue & bit == 0,
            sourceLocation: sourceLocation
          )
          #expect(
            points.finiteSquares.rawValue & bit == 0,
            sourceLocation: sourceLocation
          )
          continue
        }
        let display = space.displayPoint(landmark.position)
        let square = space.squarePoint(display)
        #expect(
          points.display(joint).map(Self.bits) == Self.bits(display),
          "\(joint) in \(space)",
          sourceLocation: sourceLocation
        )
        #expect(
          points.square(joint).map(Self.bits) == Self.bits(square),
          "\(joint) in \(space)",
          sourceLocation: sourceLocation
        )
        #expect(
          points.accepted.rawValue & bit != 0,
          sourceLocation: sourceLocation
        )
        #expect(
          (points.finiteSquares.rawValue & bit != 0) == square.isFinite,
          "\(joint) in \(space)",
          sourceLocation: sourceLocation
        )
        if square.isFinite {
          #expect(
            Self.bits(points.finiteSquare(joint)) == Self.bits(square),
            sourceLocation: sourceLocation
          )
        }
      }
      // Nothing outside what was read is claimed.
      #expect(
        points.accepted.isSubset(of: joints),
        sourceLocation: sourceLocation
      )
      #expect(
        points.finiteSquares.isSubset(of: points.accepted),
        sourceLocation: sourceLocation
      )
    }
  }

  /// A point's bits, so that -0.0 and 0.0 differ.
  static func bits(_ point: Point) -> [UInt64] {
    [point.x.bitPattern, point.y.bitPattern]
  }

  @Test("ordinary hands read as each joint's own transform, in every space")
  func ordinaryHands() {
    var random = SplitMix64(seed: 0x101A7)
    let gate = ConfidenceGate(minimumConfidence: 0.5)
    for trial in 0..<400 {
      let hand = PoseClassifierQuickTests.randomHand(&random)
      let space = Self.spaces[trial % Self.spaces.count]
      Self.check(hand, joints: JointSet.all, space: space, gate: gate)
    }
  }

  @Test("missing, gated, odd and overflowing joints read the same")
  func oddJoints() {
    var random = SplitMix64(seed: 0x0DD)
    let gate = ConfidenceGate(minimumConfidence: 0.5)
    for trial in 0..<2_000 {
      var hand = PoseClassifierQuickTests.randomHand(&random)
      for _ in 0..<3 {
        let joint = pick(Joint.allCases, &random)
        switch Int.random(in: 0..<4, using: &random) {
        case 0: hand[joint] = nil
        case 1: hand[joint]?.confidence = pick([0, 0.49, 0.5, .nan], &random)
        case 2: hand[joint]?.position.x = pick(Self.odd, &random)
        default: hand[joint]?.position.y = pick(Self.odd, &random)
        }
      }
      let space = Self.spaces[trial % Self.spaces.count]
      Self.check(hand, joints: JointSet.all, space: space, gate: gate)
    }
  }

  @Test("only the joints asked for are read")
  func someJoints() {
    var random = SplitMix64(seed: 0x5E7)
    let gate = ConfidenceGate(minimumConfidence: 0)
    let sets: [JointSet] = [
      [], JointSet([.wrist]), JointSet([.littleTip]),
      JointSet([.thumbTip, .indexTip]), PoseClassifier.joints,
      JointSet.all,
    ]
    for (trial, joints) in sets.enumerated() {
      let hand = PoseClassifierQuickTests.randomHand(&random)
      let space = Self.spaces[trial * 7 % Self.spaces.count]
      Self.check(hand, joints: joints, space: space, gate: gate)
    }
    #expect(JointSet.all.rawValue == 0x1F_FFFF)
    #expect(JointSet(Joint.allCases) == JointSet.all)
  }

  @Test("any set of joints reads the same one by one and in one pass")
  func randomSets() {
    var random = SplitMix64(seed: 0x5E75)
    for trial in 0..<1_000 {
      var hand = PoseClassifierQuickTests.randomHand(&random)
      for joint in Joint.allCases {
        switch Int.random(in: 0..<12, using: &random) {
        case 0: hand[joint] = nil
        case 1:
          hand[joint]?.confidence = pick([0.49, 0.5, 0.51, .nan], &random)
        case 2: hand[joint]?.position.x = pick(Self.odd, &random)
        case 3: hand[joint]?.position.y = pick(Self.odd, &random)
        default: break
        }
      }
      let joints = JointSet(
        rawValue: UInt32.random(in: 0...JointSet.all.rawValue, using: &random)
      )
      let space = Self.spaces[trial % Self.spaces.count]
      Self.check(
        hand,
        joints: joints,
        space: space,
        gate: ConfidenceGate(minimumConfidence: 0.5)
      )
    }
  }

  @Test("a set is read in one pass when it has more than eight joints")
  func denseThreshold() {
    let eight = JointSet(Joint.allCases.prefix(8))
    let nine = JointSet(Joint.allCases.prefix(9))
    #expect(!JointPoints.readsDensely([]))
    #expect(!JointPoints.readsDensely(eight))
    #expect(JointPoints.readsDensely(nine))
    #expect(JointPoints.readsDensely(JointSet.all))
    #expect(JointPoints.readsDensely(PoseClassifier.joints))
    // Bits beyond the 21 joints are not joints.
    #expect(
      !JointPoints.readsDensely(
        eight.union(JointSet(rawValue: 0xFFE0_0000))
      )
    )
  }

  @Test("the named joint sets are the joints they name")
  func namedSets() {
    let poseJoints: [Joint] = [
      .wrist, .thumbMP, .thumbTip, .indexMCP, .indexPIP, .indexDIP,
      .indexTip, .middleMCP, .middlePIP, .middleDIP, .middleTip, .ringMCP,
      .ringPIP, .ringDIP, .ringTip, .littleMCP, .littlePIP, .littleDIP,
      .littleTip,
    ]
    #expect(PoseClassifier.joints == JointSet(poseJoints))
    #expect(JointSet.pose.joints == poseJoints)
    #expect(
      JointSet.palm.joints == [
        .wrist, .indexMCP, .middleMCP, .ringMCP, .littleMCP,
      ]
    )
    #expect(JointSet.palm == JointSet(PalmPoint.joints))
    #expect(
      JointSet.fist.joints == [
        .wrist, .middleMCP, .middleTip, .ringMCP, .ringTip, .littleMCP,
        .littleTip,
      ]
    )
    #expect(
      JointSet.palmSize
        == JointSet([.wrist, .indexMCP, .middleMCP, .littleMCP])
    )
    #expect(JointSet.all.count == 21)
    #expect(JointSet(rawValue: 0xFFFF_FFFF) == .all)
    #expect(JointSet(.indexTip).contains(.indexTip))
    #expect(!JointSet(.indexTip).contains(.thumbTip))
  }

  @Test("world landmarks come with the points only when asked for")
  func worldLandmarks() {
    var random = SplitMix64(seed: 0x3D)
    var hand = PoseClassifierQuickTests.randomHand(&random)
    func world(asked: Bool) -> [Point3D]? {
      JointPoints.withPoints(
        of: hand,
        joints: JointSet([.wrist]),
        in: .mediaPipe,
        gate: ConfidenceGate(minimumConfidence: 0),
        readsWorld: asked
      ) { $0.world }
    }
    #expect(world(asked: false) == nil)
    #expect(world(asked: true) == nil)
    let landmarks = (0..<Joint.count).map {
      Point3D(x: Double($0), y: 0.5, z: -0.25)
    }
    hand.worldLandmarks = landmarks
    #expect(world(asked: false) == nil)
    #expect(world(asked: true) == landmarks)
  }

  @Test("a square point that overflows is accepted but not finite")
  func overflowingSquare() {
    // On a 1 x 2 image, x is scaled by 1 / 2 after multiplying by 1: no
    // overflow; y by 2 / 2 after multiplying by 2: overflow.
    let space = CoordinateSpace(imageSize: ImageSize(width: 1, height: 2))
    var hand = Hand(chirality: .right)
    hand[.wrist] = Landmark(x: 0.5, y: .greatestFiniteMagnitude)
    hand[.indexTip] = Landmark(x: 0.5, y: 0.5)
    let gate = ConfidenceGate(minimumConfidence: 0)
    let joints = JointSet([.wrist, .indexTip])
    JointPoints.withPoints(of: hand, joints: joints, in: space, gate: gate) {
      points in
      #expect(points.accepted == joints)
      #expect(points.finiteSquares == JointSet([.indexTip]))
      #expect(points.square(.wrist)?.y == .infinity)
      #expect(points.display(.wrist)?.y == .greatestFiniteMagnitude)
    }
    Self.check(hand, joints: joints, space: space, gate: gate)
  }

  @Test("a joint rewritten at a finite position is read again")
  func rewrittenJoints() {
    // The hand keeps the set of its joints at finite positions as they
    // are written; the gate then reads their confidence alone.
    let gate = ConfidenceGate(minimumConfidence: 0.5)
    let all = JointSet.all
    var random = SplitMix64(seed: 0xF1_417E)
    for trial in 0..<200 {
      var hand = PoseClassifierQuickTests.randomHand(&random)
      let joint = pick(Joint.allCases, &random)
      let space = Self.spaces[trial % Self.spaces.count]
      let finite = hand[joint]
      hand[joint]?.position.x = pick([.infinity, -.infinity, .nan], &random)
      Self.check(hand, joints: all, space: space, gate: gate)
      hand[joint] = finite
      Self.check(hand, joints: all, space: space, gate: gate)
      hand[joint]?.position.y = .nan
      hand[joint] = nil
      Self.check(hand, joints: all, space: space, gate: gate)
      hand[joint] = finite
      Self.check(hand, joints: all, space: space, gate: gate)
    }
  }

  @Test("a hand made from 21 landmarks keeps its non-finite joints out")
  func landmarksInitializer() {
    let gate = ConfidenceGate(minimumConfidence: 0)
    var landmarks = (0..<Joint.count).map {
      Landmark(x: Double($0) / 21, y: 0.5)
    }
    landmarks[Joint.wrist.rawValue].position.x = .nan
    landmarks[Joint.indexTip.rawValue].position.y = -.infinity
    landmarks[Joint.littleTip.rawValue].position.x = .infinity
    let hand = Hand(chirality: .left, landmarks: landmarks)
    let refused = JointSet([.wrist, .indexTip, .littleTip])
    for space in Self.spaces {
      JointPoints.withPoints(
        of: hand,
        joints: JointSet.all,
        in: space,
        gate: gate
      ) { points in
        #expect(points.accepted == JointSet.all.subtracting(refused))
      }
      Self.check(hand, joints: JointSet.all, space: space, gate: gate)
    }
  }

  @Test("confidences rewritten up and down are gated as they now are")
  func rewrittenConfidences() {
    // The hand keeps the lowest confidence of its joints at finite
    // positions, and a hand whose lowest clears the gate is read without
    // comparing each joint: writing, lowering, raising and clearing
    // joints must keep it no higher than any of theirs, NaN included.
    let gates = [0, 0.25, 0.5, 1].map { ConfidenceGate(minimumConfidence: $0) }
    let confidences = [0, 0.25, 0.5.nextDown, 0.5, 0.5.nextUp, 0.75, 1, .nan]
    let all = JointSet.all
    // MediaPipe's space, read in place, and one that is transformed.
    let spaces = [Self.spaces[0], Self.spaces[5]]
    #expect(spaces[0] == .mediaPipe)
    var random = SplitMix64(seed: 0xC0_F1D)
    for _ in 0..<60 {
      var hand = PoseClassifierQuickTests.randomHand(&random)
      for _ in 0..<12 {
        let joint = pick(Joint.allCases, &random)
        switch random.next() % 5 {
        case 0: hand[joint] = nil
        case 1: hand[joint]?.position.x = pick([.nan, .infinity], &random)
        default:
          var landmark = hand[joint] ?? Landmark(x: 0.5, y: 0.5)
          landmark.position.x = Double.random(in: 0...1, using: &random)
          landmark.confidence = pick(confidences, &random)
          hand[joint] = landmark
        }
        for gate in gates {
          for space in spaces {
            Self.check(hand, joints: all, space: space, gate: gate)
          }
        }
      }
    }
  }

  @Test("a hand's landmarks lie as a C array of 21, as the engine reads them")
  func landmarksLayout() {
    // The engine reads the tuple through a pointer to its first element.
    #expect(
      MemoryLayout<Hand.Landmarks>.size
        == Joint.count * MemoryLayout<Landmark>.stride
    )
    #expect(MemoryLayout<Landmark>.size == MemoryLayout<Landmark>.stride)
    let hand = Hand(
      landmarks: (0..<Joint.count).map {
        Landmark(x: Double($0), y: -Double($0), confidence: Double($0) / 21)
      }
    )
    withUnsafePointer(to: hand) { pointer in
      let landmarks = Hand.landmarks(of: pointer)
      for joint in Joint.allCases {
        #expect(landmarks[joint.rawValue] == hand[joint])
      }
    }
  }

  @Test("a joint below the gate is refused, and read again once raised")
  func lowestJoint() {
    let gate = ConfidenceGate(minimumConfidence: 0.5)
    var hand = Hand(
      landmarks: (0..<Joint.count).map {
        Landmark(x: Double($0) / 21, y: 0.5, confidence: 0.5)
      }
    )
    func accepted() -> JointSet {
      JointPoints.withPoints(
        of: hand,
        joints: JointSet.all,
        in: .mediaPipe,
        gate: gate
      ) { $0.accepted }
    }
    let all = JointSet.all
    let tip = JointSet([.indexTip])
    // Every joint exactly on the gate passes it.
    #expect(accepted() == all)
    hand[.indexTip]?.confidence = 0.5.nextDown
    #expect(accepted() == all.subtracting(tip))
    hand[.indexTip]?.confidence = 0.9
    #expect(accepted() == all)
    hand[.indexTip]?.confidence = .nan
    #expect(accepted() == all.subtracting(tip))
    hand[.indexTip] = nil
    #expect(accepted() == all.subtracting(tip))
    hand[.indexTip] = Landmark(x: 0.5, y: 0.5, confidence: 0.5)
    #expect(accepted() == all)
  }
}
