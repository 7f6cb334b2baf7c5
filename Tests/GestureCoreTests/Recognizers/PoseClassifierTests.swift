import GestureCore
import Testing

@Suite("PoseClassifier")
struct PoseClassifierTests {
  static let classifier = PoseClassifier()

  @Test("reads each pose from its digit states", arguments: Pose.allCases)
  func readsEachPose(_ pose: Pose) {
    let hand = PoseHands.showing(pose)
    #expect(Self.classifier.pose(of: hand) == pose)
  }

  @Test("reads no pose from four fingers with the thumb folded")
  func fourIsNoPose() {
    let hand = PoseHands.hand(PoseHands.joints("ceeee"))
    let shape = Self.classifier.shape(of: hand)
    #expect(
      shape?.digits == [.curled, .extended, .extended, .extended, .extended]
    )
    #expect(shape?.pose == nil)
  }

  @Test("reads an open palm from the template's relaxed, half-out thumb")
  func halfThumbIsNeither() throws {
    // Neither extended nor folded, and away from the fingers: a relaxed
    // thumb, which an open palm allows (Docs/Gestures/Poses.md).
    let hand = PoseHands.hand(PoseHands.template)
    let shape = try #require(Self.classifier.shape(of: hand))
    #expect(shape.thumb == .neither)
    #expect(shape.pose == .openPalm)
    #expect(shape.holds(.openPalm))
    #expect(!shape.holds(.closedFist))
  }

  @Test(
    "a pose does not depend on the hand's size or position",
    arguments: Pose.allCases,
    [
      (0.25, Point(x: 0.2, y: 0.3)), (3.0, Point(x: 0.5, y: 0.9)),
      (0.5, Point(x: 0.8, y: 0.4)),
    ]
  )
  func sizeAndPosition(_ pose: Pose, placement: (Double, Point)) {
    let hand = PoseHands.showing(pose, wrist: placement.1, scale: placement.0)
    #expect(Self.classifier.pose(of: hand) == pose)
  }

  @Test(
    "a pose without a direction survives any in-plane rotation",
    arguments: [Pose.openPalm, .closedFist, .victory, .iLoveYou],
    [-170.0, -95, -30, 44, 90, 135, 180]
  )
  func rotation(_ pose: Pose, degrees: Double) {
    let hand = PoseHands.showing(pose, degrees: degrees)
    #expect(Self.classifier.pose(of: hand) == pose)
  }

  @Test(
    "a pose with a direction follows it: turned, it is another or none",
    arguments: zip(
      [
        (Pose.thumbUp, 30.0), (.thumbUp, -40), (.thumbUp, 60), (.thumbUp, -90),
        (.thumbUp, 180), (.pointingUp, 40), (.pointingUp, 50),
        (.pointingUp, 180),
        (.thumbDown, 180), (.thumbDown, 80),
      ],
      [
        Pose.thumbUp, .thumbUp, nil, nil, .thumbDown, .pointingUp, nil, nil,
        .thumbUp, nil,
      ] as [Pose?]
    )
  )
  func direction(_ turned: (Pose, Double), expected: Pose?) {
    let hand = PoseHands.showing(turned.0, degrees: turned.1)
    #expect(Self.classifier.pose(of: hand) == expected)
  }

  @Test(
    "a mirror image shows the same pose",
    arguments: Pose.allCases,
    [false, true]
  )
  func mirror(_ pose: Pose, bottomLeft: Bool) {
    let hand = PoseHands.showing(pose)
    // The raw points of a mirrored space (and a bottom-left origin) put the
    // same hand, mirrored, on the display.
    let space = CoordinateSpace(
      origin: bottomLeft ? .bottomLeft : .topLeft,
      isMirrored: true
    )
    var raw = Hand(chirality: .left)
    for (joint, landmark) in hand.joints {
      let display = landmark.position
      raw[joint] = Landmark(
        position: Point(
          x: 1 - display.x,
          y: bottomLeft ? 1 - display.y : display.y
        )
      )
    }
    #expect(Self.classifier.pose(of: raw, in: space) == pose)
    // Without the flag, the raw image is the mirror image itself: the
    // finger states are the same, and so is the direction up or down.
    #expect(
      Self.classifier.pose(of: raw, in: CoordinateSpace(origin: space.origin))
        == pose
    )
  }

  @Test(
    "a finger is extended strictly above its ratio and curled strictly below",
    arguments: zip(
      [
        0.3125, 0.3125.nextUp, 0.3125.nextDown, 0.1875, 0.1875.nextDown,
        0.1875.nextUp, 0.25,
      ],
      [
        PoseClassifier.DigitState.neither, .extended, .neither, .neither,
        .curled, .neither, .neither,
      ]
    )
  )
  func fingerBoundary(
    tipDistance: Double,
    expected: PoseClassifier.DigitState
  ) throws {
    // Ratios 1.25 and 0.75, exact in binary: the wrist at the origin, the
    // PIP 0.25 from it and the tip `tipDistance`, both along y, so that
    // every distance is exact. The knuckle ratio is off: the wrist ratio
    // alone decides.
    var settings = GestureConfiguration.Poses()
    settings.fingerExtendedRatio = 1.25
    settings.fingerCurledRatio = 0.75
    settings.fingerKnuckleCurledRatio = 0
    var hand = PoseHands.showing(.openPalm)
    hand[.wrist] = Landmark(position: .zero)
    hand[.indexPIP] = Landmark(position: Point(x: 0, y: 0.25))
    hand[.indexTip] = Landmark(position: Point(x: 0, y: tipDistance))
    let shape = try #require(
      PoseClassifier(settings: settings).shape(of: hand)
    )
    #expect(shape.index == expected)
  }

  @Test(
    "the thumb is extended strictly above its ratio and folded strictly below",
    arguments: zip(
      [0.3125, 0.3125.nextUp, 0.3125.nextDown, 0.1875, 0.1875.nextDown],
      [
        PoseClassifier.DigitState.neither, .extended, .neither, .neither,
        .curled,
      ]
    )
  )
  func thumbBoundary(
    tipDistance: Double,
    expected: PoseClassifier.DigitState
  ) throws {
    var settings = GestureConfiguration.Poses()
    settings.thumbExtendedRatio = 1.25
    settings.thumbFoldedRatio = 0.75
    var hand = PoseHands.showing(.openPalm)
    hand[.littleMCP] = Landmark(position: .zero)
    hand[.thumbMP] = Landmark(position: Point(x: 0.25, y: 0))
    hand[.thumbTip] = Landmark(position: Point(x: tipDistance, y: 0))
    let shape = try #require(
      PoseClassifier(settings: settings).shape(of: hand)
    )
    #expect(shape.thumb == expected)
  }

  @Test(
    "no pose is read from a palm seen edge-on: width strictly above 0.25",
    arguments: zip(
      [0.125, 0.125.nextUp, 0.125.nextDown, 0.25],
      [false, true, false, true]
    )
  )
  func palmWidth(width: Double, readable: Bool) throws {
    // Palm length (wrist to middle knuckle) 0.5, width (index to little
    // knuckle) `width`: the ratio is 2 * width, exactly.
    var hand = PoseHands.showing(.openPalm)
    hand[.wrist] = Landmark(position: .zero)
    hand[.middleMCP] = Landmark(position: Point(x: 0, y: -0.5))
    hand[.ringMCP] = Landmark(position: Point(x: 0, y: -0.5))
    hand[.littleMCP] = Landmark(position: Point(x: 0, y: -0.5))
    hand[.indexMCP] = Landmark(position: Point(x: width, y: -0.5))
    // Each finger straight up from its knuckle: wrist ratio 1.33, knuckle
    // ratio 2, extended.
    for (knuckle, pip, tip) in [
      (Joint.indexMCP, Joint.indexPIP, Joint.indexTip),
      (.middleMCP, .middlePIP, .middleTip), (.ringMCP, .ringPIP, .ringTip),
      (.littleMCP, .littlePIP, .littleTip),
    ] {
      let x = try #require(hand[knuckle]).position.x
      hand[pip] = Landmark(position: Point(x: x, y: -0.75))
      hand[tip] = Landmark(position: Point(x: x, y: -1))
    }
    let shape = try #require(Self.classifier.shape(of: hand))
    #expect(shape.index == .extended)
    #expect(shape.isPalmReadable == readable)
    if !readable { #expect(shape.pose == nil) }
  }

  @Test("four curled fingers are read from a palm seen edge-on")
  func fistEdgeOn() throws {
    // A fist whose knuckles lie in one line with the wrist: width 0.
    var hand = PoseHands.showing(.closedFist)
    let middle = try #require(hand[.middleMCP]).position
    for joint in [Joint.indexMCP, .ringMCP, .littleMCP] {
      hand[joint] = Landmark(position: middle)
    }
    let shape = try #require(Self.classifier.shape(of: hand))
    #expect(
      [shape.index, shape.middle, shape.ring, shape.little].allSatisfy {
        $0 == .curled
      }
    )
    #expect(shape.isPalmReadable)
  }

  @Test(
    "a finger is curled strictly below its knuckle ratio, whatever the wrist says",
    arguments: zip([0.3, 0.3.nextDown, 0.3.nextUp], [false, true, false])
  )
  func knuckleCurl(tipFromKnuckle: Double, curled: Bool) throws {
    // The knuckle at the origin, the PIP 0.25 from it: the ratio is
    // tipFromKnuckle / 0.25 against 1.2 (0.3 exactly at the threshold,
    // which rounds the same in both readings). The wrist is far below, so
    // the wrist ratio reads extended.
    var hand = PoseHands.showing(.openPalm)
    hand[.wrist] = Landmark(position: Point(x: 0, y: 10))
    hand[.indexMCP] = Landmark(position: .zero)
    hand[.indexPIP] = Landmark(position: Point(x: 0, y: -0.25))
    hand[.indexTip] = Landmark(position: Point(x: 0, y: -tipFromKnuckle))
    var settings = GestureConfiguration.Poses()
    settings.fingerExtendedRatio = 1.0
    settings.fingerCurledRatio = 0.5
    let shape = try #require(PoseClassifier(settings: settings).shape(of: hand))
    #expect((shape.index == .curled) == curled)
  }

  @Test(
    "no pose is read from a palm seen end-on, knuckles strictly above 0.5, unless four fingers curl",
    arguments: zip(
      [0.25, 0.25.nextUp, 0.25.nextDown, 0.375],
      [false, true, false, true]
    )
  )
  func knuckleRatio(shortest: Double, readable: Bool) throws {
    // Wrist-to-knuckle distances 0.5, 0.5, 0.5 and `shortest`.
    var hand = PoseHands.showing(.openPalm)
    hand[.wrist] = Landmark(position: .zero)
    hand[.indexMCP] = Landmark(position: Point(x: 0.5, y: 0))
    hand[.middleMCP] = Landmark(position: Point(x: 0, y: -0.5))
    hand[.ringMCP] = Landmark(position: Point(x: -0.5, y: 0))
    hand[.littleMCP] = Landmark(position: Point(x: 0, y: shortest))
    // The index straight out, so that the four fingers do not all curl.
    hand[.indexPIP] = Landmark(position: Point(x: 1, y: 0))
    hand[.indexDIP] = Landmark(position: Point(x: 1.3, y: 0))
    hand[.indexTip] = Landmark(position: Point(x: 1.6, y: 0))
    let shape = try #require(Self.classifier.shape(of: hand))
    #expect(shape.index == .extended)
    #expect(shape.isPalmReadable == readable, "\(shape)")
    // With every finger curled, the knuckles' spread does not matter: a
    // fist or a thumb up seen from its side is read (Docs/Gestures/Poses.md).
    hand[.indexPIP] = Landmark(position: Point(x: 0.9, y: 0))
    hand[.indexDIP] = Landmark(position: Point(x: 0.8, y: 0.1))
    hand[.indexTip] = Landmark(position: Point(x: 0.6, y: 0.1))
    let curled = try #require(Self.classifier.shape(of: hand))
    #expect(
      [curled.index, curled.middle, curled.ring, curled.little]
        == Array(repeating: .curled, count: 4)
    )
    #expect(curled.isPalmReadable, "\(curled)")
  }

  @Test("a direction exactly on a diagonal is none")
  func diagonal() {
    let origin = Point.zero
    let up = -0.25
    #expect(
      PoseClassifier.direction(from: origin, to: Point(x: 0.25, y: up)) == nil
    )
    #expect(
      PoseClassifier.direction(from: origin, to: Point(x: 0.25, y: up.nextDown))
        == .up
    )
    #expect(
      PoseClassifier.direction(from: origin, to: Point(x: 0.25, y: up.nextUp))
        == .right
    )
    #expect(PoseClassifier.direction(from: origin, to: origin) == nil)
  }

  @Test(
    "a missing, gated or not finite joint makes the hand unreadable",
    arguments: [
      Joint.wrist, .thumbMP, .thumbTip, .indexPIP, .littleTip, .middleMCP,
    ]
  )
  func unreadable(_ joint: Joint) {
    let hand = PoseHands.showing(.victory)
    var missing = hand
    missing[joint] = nil
    #expect(Self.classifier.shape(of: missing) == nil)
    var nan = hand
    nan[joint] = Landmark(position: Point(x: .nan, y: 0.5))
    #expect(Self.classifier.shape(of: nan) == nil)
    var infinite = hand
    infinite[joint] = Landmark(position: Point(x: 0.5, y: .infinity))
    #expect(Self.classifier.shape(of: infinite) == nil)
    var low = hand
    low[joint] = Landmark(
      position: hand[joint]?.position ?? .zero,
      confidence: 0.5
    )
    let gate = ConfidenceGate(minimumConfidence: 0.7)
    #expect(Self.classifier.shape(of: low, gate: gate) == nil)
    #expect(Self.classifier.pose(of: low) == .victory)
  }

  @Test("a hand whose joints all coincide is unreadable, not a crash")
  func degenerate() {
    let hand = PoseHands.hand(Array(repeating: .zero, count: 21))
    #expect(Self.classifier.shape(of: hand) == nil)
  }

  @Test("a held pose breaks only when a digit crosses to the opposite state")
  func holdHysteresis() throws {
    var shape = try #require(
      Self.classifier.shape(of: PoseHands.showing(.victory))
    )
    // A half-bent middle finger matches no pose, but keeps a victory held;
    // a half-bent ring finger is one a victory allows from the start.
    shape.middle = .neither
    #expect(shape.pose == nil)
    #expect(shape.holds(.victory))
    shape.middle = .extended
    shape.ring = .neither
    #expect(shape.pose == .victory)
    #expect(shape.holds(.victory))
    shape.ring = .extended
    #expect(!shape.holds(.victory))
    shape.ring = .curled
    shape.isPalmReadable = false
    #expect(!shape.holds(.victory))
    #expect(shape.pose == nil)
  }
}

@Suite("PoseClassifier: a thumb touching the index tip")
struct PoseClassifierTouchTests {
  @Test(
    "a thumb strictly nearer the index tip than half its length is neither",
    arguments: zip(
      [0.125, 0.125.nextDown, 0.125.nextUp, 0.0],
      [
        PoseClassifier.DigitState.extended, .neither, .extended, .neither,
      ]
    )
  )
  func touch(gap: Double, expected: PoseClassifier.DigitState) throws {
    // The thumb tip at the origin, its MP joint 0.25 away (length 0.25;
    // half is 0.125), the index tip `gap` from the tip; the little knuckle
    // far on the other side keeps the thumb's own ratio extended (2).
    var hand = PoseHands.showing(.openPalm)
    hand[.thumbTip] = Landmark(position: .zero)
    hand[.thumbMP] = Landmark(position: Point(x: -0.25, y: 0))
    hand[.littleMCP] = Landmark(position: Point(x: -0.5, y: 0))
    hand[.indexTip] = Landmark(position: Point(x: gap, y: 0))
    let shape = try #require(PoseClassifier().shape(of: hand))
    #expect(shape.thumb == expected)
  }

  @Test("a pinching hand with four fingers out is no open palm")
  func pinchIsNotOpenPalm() {
    var hand = PoseHands.showing(.openPalm)
    let index = hand[.indexTip]?.position ?? .zero
    hand[.thumbTip] = Landmark(position: Point(x: index.x + 0.005, y: index.y))
    #expect(PoseClassifier().pose(of: hand) == nil)
  }
}
