import GestureCore
import Testing

@Suite("GestureEngine: palm facing and pinch strength")
struct PalmFacingEngineTests {
  /// handKit with the facing read on every frame.
  static let facing: GestureConfiguration = {
    var configuration = GestureConfiguration.handKit
    configuration.facing.isEnabled = true
    return configuration
  }()

  /// A whole hand (see `Hand.whole`): labelled right, its index knuckle on
  /// the viewer's left of its little knuckle, so the back of a right hand
  /// as a camera sees it: away. Labelled left, the palm of a left hand:
  /// toward.
  static func hand(
    _ chirality: Chirality,
    pinch: Double = 0.25,
    x: Double = 0.5
  ) -> Hand {
    Hand.whole(
      wrist: Point(x: x, y: 0.75),
      size: 0.125,
      pinch: pinch,
      chirality: chirality
    )
  }

  /// The hand with raw `x` flipped: what a mirrored space shows as the
  /// hand itself.
  static func flipped(_ hand: Hand) -> Hand {
    var flipped = hand
    for (joint, landmark) in hand.joints {
      flipped[joint] = Landmark(
        x: 1 - landmark.position.x,
        y: landmark.position.y
      )
    }
    return flipped
  }

  static func lastDiagnostics(
    _ configuration: GestureConfiguration,
    _ hands: [Hand?],
    coordinates: CoordinateSpace = .mediaPipe
  ) throws -> HandDiagnostics {
    var engine = GestureEngine(
      configuration: configuration,
      coordinates: coordinates
    )
    _ = engine.run(Frame.sequence(hands))
    return try #require(engine.diagnostics.first)
  }

  @Test("is unknown, and the strength nil, when off (both presets)")
  func offByDefault() throws {
    for configuration in [GestureConfiguration.handKit, .adaptive] {
      #expect(!configuration.readsPalmFacing)
      let diagnostics = try Self.lastDiagnostics(
        configuration,
        [Self.hand(.right)]
      )
      #expect(diagnostics.palmFacing == .unknown)
      #expect(diagnostics.palmFacingSignal == nil)
      #expect(diagnostics.pinchStrength == nil)
      #expect(diagnostics.middlePinchStrength == nil)
    }
  }

  @Test(
    "reads each hand's facing, which the display's mirror does not change",
    arguments: [
      (Chirality.right, false, PalmFacing.away),
      (.left, false, .toward),
      (.right, true, .away),
      (.left, true, .toward),
    ]
  )
  func facing(hand: Chirality, mirrored: Bool, expected: PalmFacing) throws {
    let diagnostics = try Self.lastDiagnostics(
      Self.facing,
      [Self.hand(hand)],
      coordinates: CoordinateSpace(isMirrored: mirrored)
    )
    #expect(diagnostics.palmFacing == expected)
    let signal = try #require(diagnostics.palmFacingSignal)
    #expect(expected == .toward ? signal > 0.2 : signal < -0.2)
  }

  @Test(
    "world landmarks along the raw image's axes read as the image does, in either origin",
    arguments: [CoordinateSpace.mediaPipe, .vision],
    [Chirality.right, .left]
  )
  func worldAlongTheImage(space: CoordinateSpace, chirality: Chirality) throws {
    var hand = Self.hand(chirality)
    // World `x` and `y` point as the raw image's do (in metres, here in
    // the image's units, which changes no direction).
    hand.worldLandmarks = Joint.allCases.map {
      let position = hand[$0]?.position ?? .zero
      return Point3D(x: position.x, y: position.y, z: 0)
    }
    var world = Self.facing
    world.facing.usesWorldLandmarks = true
    let image = try Self.lastDiagnostics(
      Self.facing,
      [hand],
      coordinates: space
    )
    let inWorld = try Self.lastDiagnostics(world, [hand], coordinates: space)
    #expect(image.palmFacing != .unknown)
    #expect(inWorld.palmFacing == image.palmFacing)
    let imageSignal = try #require(image.palmFacingSignal)
    let worldSignal = try #require(inWorld.palmFacingSignal)
    #expect((imageSignal > 0) == (worldSignal > 0))
  }

  @Test("a picture mirrored on display flips it: the camera saw the other")
  func mirroredPicture() throws {
    // The same display points and label, from a front camera: the raw
    // image is the mirror of what is shown, so the palm is the other side.
    let plain = try Self.lastDiagnostics(Self.facing, [Self.hand(.right)])
    let front = try Self.lastDiagnostics(
      Self.facing,
      [Self.flipped(Self.hand(.right))],
      coordinates: CoordinateSpace(isMirrored: true)
    )
    #expect(plain.palmFacing == .away)
    #expect(front.palmFacing == .toward)
    #expect(plain.palmFacingSignal == front.palmFacingSignal.map { -$0 })
  }

  @Test("a hand of unknown chirality has no facing")
  func unknownHand() throws {
    let diagnostics = try Self.lastDiagnostics(
      Self.facing,
      [Self.hand(.unknown)]
    )
    #expect(diagnostics.palmFacing == .unknown)
    #expect(diagnostics.palmFacingSignal == nil)
  }

  @Test("is forgotten when the hand is lost")
  func lost() throws {
    let diagnostics = try Self.lastDiagnostics(
      Self.facing,
      [Self.hand(.left), nil]
    )
    #expect(diagnostics.palmFacing == .unknown)
    #expect(diagnostics.palmFacingSignal == nil)
  }

  @Test(
    "a pinch that requires a facing begins only when the palm faces so",
    arguments: [
      (PalmFacingRequirement.away, Chirality.right, "-b"),
      (.away, .left, "--"),
      (.toward, .left, "-b"),
      (.toward, .right, "--"),
      (.any, .left, "-b"),
      (.any, .right, "-b"),
    ] as [(PalmFacingRequirement, Chirality, Marble)]
  )
  func pinchRequirement(
    requirement: PalmFacingRequirement,
    hand: Chirality,
    expected: Marble
  ) {
    var configuration = GestureConfiguration.handKit
    configuration.pinch.requiresPalmFacing = requirement
    #expect(configuration.readsPalmFacing == (requirement != .any))
    var engine = GestureEngine(configuration: configuration)
    let events = engine.run(
      Frame.sequence([
        Self.hand(hand, pinch: PinchDistance.open),
        Self.hand(hand, pinch: PinchDistance.closed),
      ])
    )
    #expect(Marble(events, gesture: .pinch) == expected)
  }

  @Test("a pinch that has begun is not ended by the palm turning")
  func turningWhilePinched() {
    var configuration = GestureConfiguration.handKit
    configuration.pinch.requiresPalmFacing = .away
    var engine = GestureEngine(configuration: configuration)
    // The back of the right hand, then its mirror image with the same
    // label: its palm.
    let away = Self.hand(.right, pinch: PinchDistance.closed)
    let toward = Self.flipped(away)
    let open = Self.flipped(Self.hand(.right, pinch: PinchDistance.open))
    let events = engine.run(Frame.sequence([away, toward, open]))
    #expect(Marble(events, gesture: .pinch) == "b-e")
  }

  @Test("a custom pose that requires a facing shows only when it is met")
  func poseRequirement() throws {
    let template = PoseHands.showing(.openPalm)
    var configuration = GestureConfiguration.handKit
    configuration.facing.isEnabled = true
    var plain = GestureEngine(configuration: configuration)
    _ = plain.run(Frame.sequence([template]))
    let facing = try #require(plain.diagnostics.first).palmFacing
    #expect(facing != .unknown)
    var palm = PoseDescription.builtIn(.openPalm)
    palm.palmFacing = facing == .toward ? .toward : .away
    configuration.facing.isEnabled = false
    configuration.poses.custom = [palm]
    #expect(configuration.readsPalmFacing)
    let frames = Frame.sequence(Array(repeating: template, count: 12))
    let turned = Frame.sequence(
      Array(repeating: Self.flipped(template), count: 12)
    )
    var met = GestureEngine(configuration: configuration)
    var unmet = GestureEngine(
      configuration: configuration,
      coordinates: CoordinateSpace(isMirrored: true)
    )
    let shown = met.run(frames).joined().filter { $0.gesture == .pose }
    let hidden = unmet.run(turned).joined().filter { $0.gesture == .pose }
    #expect(shown.map(\.name) == ["openPalm"])
    #expect(hidden.isEmpty)
  }

  /// handKit reporting both pinches' strength, and a hand whose thumb and
  /// index tips are 3/128 apart (between 0.015 and 0.03), its middle tip
  /// far.
  static func strengthEngine() -> (engine: GestureEngine, hand: Hand) {
    var configuration = GestureConfiguration.handKit
    configuration.pinch.reportsStrength = true
    configuration.pinch.isSecondaryEnabled = true
    var hand = Hand.pinching(distance: PinchDistance.between)
    hand[.middleTip] = Landmark(x: 0.5, y: 0.25)
    return (GestureEngine(configuration: configuration), hand)
  }

  @Test("the strength of each pinch is in the diagnostics when reported")
  func strength() throws {
    var (engine, hand) = Self.strengthEngine()
    _ = engine.process(Frame(time: 0, hands: [hand]))
    let diagnostics = try #require(engine.diagnostics.first)
    let expected = (0.03 - 3.0 / 128) / 0.015
    #expect(isClose(diagnostics.pinchStrength, to: expected, within: 1e-12))
    #expect(diagnostics.middlePinchStrength == 0)
    _ = engine.process(Frame(time: 1.0 / 32, hands: []))
    let lost = try #require(engine.diagnostics.first)
    #expect(lost.pinchStrength == nil)
    #expect(lost.middlePinchStrength == nil)
  }

  @Test(
    "no strength for a pinch whose tips do not pass the gate, the hand still seen",
    arguments: [Joint.thumbTip, .indexTip, .middleTip]
  )
  func strengthOfGatedTips(gated: Joint) throws {
    var (engine, hand) = Self.strengthEngine()
    _ = engine.process(Frame(time: 0, hands: [hand]))
    let seen = try #require(engine.diagnostics.first)
    #expect(seen.pinchStrength != nil && seen.middlePinchStrength != nil)
    // The tip below the confidence gate: the pinches it belongs to have no
    // strength; the other keeps its own.
    let tip = try #require(hand[gated])
    hand[gated] = Landmark(position: tip.position, confidence: 0.1)
    _ = engine.process(Frame(time: 1.0 / 32, hands: [hand]))
    let gatedTip = try #require(engine.diagnostics.first)
    #expect(gatedTip.isPresent)
    #expect((gatedTip.pinchStrength == nil) == (gated != .middleTip))
    #expect((gatedTip.middlePinchStrength == nil) == (gated != .indexTip))
  }

  @Test("a hand's engine reads the strength and facing")
  func readings() {
    var configuration = Self.facing
    configuration.pinch.reportsStrength = true
    var engine = HandGestureEngine(configuration: configuration, hand: .left)
    var events: [GestureEvent] = []
    engine.process(
      Self.hand(.left, pinch: PinchDistance.closed),
      in: .mediaPipe,
      time: 0,
      frame: 0,
      into: &events
    )
    #expect(engine.pinchStrength == 1)
    #expect(engine.middlePinchStrength == nil)
    #expect(engine.palmFacing == .toward)
  }
}
