import Testing

@testable import GestureCore

/// The classifier's quick reading (squared distances) against its exact
/// one (`hypot` and divided ratios): wherever the quick reading decides,
/// it must give what the exact one gives, and `shape(of:in:gate:)` must
/// always give the exact answer.
@Suite("PoseClassifier quick reading")
struct PoseClassifierQuickTests {
  /// Settings the tests read hands with: the defaults, and others with
  /// every threshold moved.
  static let settings: [GestureConfiguration.Poses] = [
    .init(),
    .init(
      fingerExtendedRatio: 1.05,
      fingerCurledRatio: 0.9,
      thumbExtendedRatio: 1.5,
      thumbFoldedRatio: 0.7,
      thumbTouchRatio: 0.8,
      minimumPalmWidth: 0.4,
      minimumKnuckleRatio: 0.7,
      thumbAlongsideRatio: 0.2,
      thumbAwayRatio: 0.6
    ),
    .init(custom: PoseDescriptionTests.examples),
    // Touches of the other fingertips, which only a custom pose measures.
    .init(
      custom: [
        PoseDescription(
          name: "touches",
          touches: [
            .init(.middle, isTouching: true), .init(.ring, isTouching: false),
            .init(.little, isTouching: true),
          ]
        )
      ]
    ),
    .init(minimumPalmWidth: 0, minimumKnuckleRatio: 0),
    // Touches with distances of their own, beside the settings' one: two
    // for the index tip, one for the ring tip, one that must not be met.
    .init(
      custom: [
        PoseTouchRatioTests.ok(ratio: 0.8),
        PoseTouchRatioTests.ok("tight", ratio: 0.3),
        PoseDescription(
          name: "ringApart",
          touches: [
            .init(.ring, isTouching: false, ratio: 1.1),
            .init(.index, isTouching: true),
          ]
        ),
      ]
    ),
  ]

  /// Checks one hand: the quick reading, if decided, equals the exact
  /// one, and the public reading equals the exact one. Returns whether
  /// the quick reading decided.
  @discardableResult
  static func check(
    _ hand: Hand,
    space: CoordinateSpace,
    settings: GestureConfiguration.Poses,
    gate: ConfidenceGate = ConfidenceGate(minimumConfidence: 0),
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    let classifier = PoseClassifier(settings: settings)
    let exact = classifier.exactShape(of: hand, in: space, gate: gate)
    #expect(
      classifier.shape(of: hand, in: space, gate: gate) == exact,
      sourceLocation: sourceLocation
    )
    // What the engine reads, with each pose held or none, is the exact
    // shape's pose and whether the held pose holds.
    let positions = classifier.descriptions.indices.map { Optional($0) }
    for held in [nil] + positions {
      let reading = classifier.reading(
        of: hand,
        in: space,
        gate: gate,
        held: held
      )
      // A held pose that holds leaves the match unread.
      let expected = exact.map { shape in
        let holds = held.map { classifier.table.holds(shape, $0) } ?? false
        return PoseClassifier.Reading(
          pose: holds ? nil : classifier.table.match(shape),
          holds: holds
        )
      }
      #expect(
        reading == expected,
        "held \(String(describing: held)): \(hand)",
        sourceLocation: sourceLocation
      )
    }
    Self.checkLeavingThumbPlace(
      hand,
      space: space,
      classifier: classifier,
      gate: gate,
      exact: exact,
      sourceLocation: sourceLocation
    )
    switch classifier.quickShape(of: hand, in: space, gate: gate) {
    case .decided(let quick):
      #expect(quick == exact, "\(hand)", sourceLocation: sourceLocation)
      return true
    case .noPose:
      Issue.record("noPose without being asked", sourceLocation: sourceLocation)
      return false
    case .holds:
      Issue.record("holds without a held pose", sourceLocation: sourceLocation)
      return false
    case .undecided:
      return false
    }
  }

  @Test("decides nearly every ordinary hand, always as the exact reading")
  func ordinaryHands() {
    var random = SplitMix64(seed: 0x90_5E)
    var decided = 0
    let count = 3_000
    for index in 0..<count {
      let hand = Self.randomHand(&random)
      let space = Self.spaces[index % Self.spaces.count]
      let settings = Self.settings[index % Self.settings.count]
      if Self.check(hand, space: space, settings: settings) { decided += 1 }
    }
    // A random ratio lands within 1e-9 of a threshold about once in
    // hundreds of millions of tries.
    #expect(decided == count)
  }

  @Test(
    "a ratio on or a rounding from a threshold is read exactly",
    arguments: [0.0, 1e-15, -1e-15, 1e-10, -1e-10]
  )
  func ratiosOnTheThreshold(_ nudge: Double) {
    let settings = GestureConfiguration.Poses()
    var random = SplitMix64(
      seed: 0x7E57 &+ UInt64(bitPattern: Int64(nudge * 1e15))
    )
    var undecided = 0
    for trial in 0..<200 {
      var joints = PoseHands.joints("eeeee")
      // Put one finger's tip (or the thumb's, or the touch) exactly on a
      // threshold, along a random direction from the wrist.
      let finger = trial % 4
      let pip = joints[6 + 4 * finger]
      let ratio =
        (trial / 4) % 2 == 0
        ? settings.fingerExtendedRatio : settings.fingerCurledRatio
      let angle = Double.random(in: -0.3...0.3, using: &random)
      let length = (pip.x * pip.x + pip.y * pip.y).squareRoot()
      let reach = length * ratio * (1 + nudge)
      joints[8 + 4 * finger] = Point(
        x: reach * sine(angle),
        y: -reach * cosine(angle)
      )
      joints[6 + 4 * finger] = Point(
        x: length * sine(angle),
        y: -length * cosine(angle)
      )
      let hand = PoseHands.hand(joints, wrist: Point(x: 0.4, y: 0.7))
      if !Self.check(hand, space: .mediaPipe, settings: settings) {
        undecided += 1
      }
    }
    // Within the margin the quick reading must give way; well outside it
    // (1e-10 is inside 1e-9) it would decide.
    #expect(undecided == 200)
  }

  @Test("a palm on the width and knuckle thresholds goes to the exact reading")
  func palmOnTheThreshold() {
    // A palm exactly as wide as `minimumPalmWidth` palm lengths.
    var joints = PoseHands.joints("eeeee")
    let length = 0.12
    joints[9] = Point(x: 0, y: -length)
    joints[5] = Point(x: 0.015, y: -0.11)
    joints[17] = Point(x: 0.015 - 0.25 * length, y: -0.11)
    let hand = PoseHands.hand(joints)
    #expect(!Self.check(hand, space: .mediaPipe, settings: .init()))
  }

  @Test("a thumb tip on the touch threshold goes to the exact reading")
  func touchOnTheThreshold() {
    let settings = GestureConfiguration.Poses()
    var joints = PoseHands.joints("eeeee")
    let mp = joints[2]
    let tip = joints[4]
    let length =
      ((tip.x - mp.x) * (tip.x - mp.x) + (tip.y - mp.y) * (tip.y - mp.y))
      .squareRoot()
    joints[8] = Point(x: tip.x, y: tip.y - settings.thumbTouchRatio * length)
    let hand = PoseHands.hand(joints, wrist: .zero)
    #expect(!Self.check(hand, space: .mediaPipe, settings: settings))
    // Moved clearly nearer or farther, it is decided: touching, or not.
    for factor in [0.9, 1.1] {
      joints[8].y = tip.y - factor * settings.thumbTouchRatio * length
      let moved = PoseHands.hand(joints, wrist: .zero)
      #expect(Self.check(moved, space: .mediaPipe, settings: settings))
      let thumb = PoseClassifier(settings: settings).shape(of: moved)?.thumb
      #expect(thumb == (factor < 1 ? .neither : .extended))
    }
  }

  @Test("a thumb tip on a touch's own distance goes to the exact reading")
  func ownTouchOnTheThreshold() {
    let ratio = 0.8
    let settings = GestureConfiguration.Poses(
      custom: [PoseTouchRatioTests.ok(ratio: ratio)]
    )
    var joints = PoseHands.joints("eeeee")
    let mp = joints[2]
    let tip = joints[4]
    let length =
      ((tip.x - mp.x) * (tip.x - mp.x) + (tip.y - mp.y) * (tip.y - mp.y))
      .squareRoot()
    joints[8] = Point(x: tip.x, y: tip.y - ratio * length)
    let hand = PoseHands.hand(joints, wrist: .zero)
    #expect(!Self.check(hand, space: .mediaPipe, settings: settings))
    // Moved clearly nearer or farther, it is decided: an OK sign (the
    // index tip down by the thumb tip, curled), or no pose.
    let classifier = PoseClassifier(settings: settings)
    for factor in [0.9, 1.1] {
      joints[8].y = tip.y - factor * ratio * length
      let moved = PoseHands.hand(joints, wrist: .zero)
      #expect(Self.check(moved, space: .mediaPipe, settings: settings))
      let name = classifier.description(of: moved)?.name
      #expect(name == (factor < 1 ? "ok" : nil), "\(factor)")
    }
  }

  @Test("digits that match no pose give no pose, whatever the touch and palm")
  func noPoseBeforeTouchAndPalm() {
    // An extended thumb and middle finger, the others curled: no pose.
    // The thumb tip on the index tip and the index knuckle on the little
    // one make the touch and the palm's width zero, out of the squares'
    // range: they are not read before the digits stop the reading.
    let settings = GestureConfiguration.Poses()
    let classifier = PoseClassifier(settings: settings)
    var joints = PoseHands.joints("ececc")
    for (moved, onto) in [(4, 8), (5, 17)] {
      joints[moved] = joints[onto]
      let hand = PoseHands.hand(joints)
      let result = JointPoints.withPoints(
        of: hand,
        joints: PoseClassifier.joints,
        in: .mediaPipe,
        gate: ConfidenceGate(minimumConfidence: 0)
      ) { classifier.quickShape(of: $0, stopsWithoutPose: true) }
      guard case .noPose = result else {
        Issue.record("\(result) for joint \(moved) on \(onto)")
        continue
      }
      #expect(
        classifier.exactShape(
          of: hand,
          in: .mediaPipe,
          gate: ConfidenceGate(minimumConfidence: 0)
        ) != nil
      )
      #expect(classifier.pose(of: hand) == nil)
      Self.check(hand, space: .mediaPipe, settings: settings)
    }
  }

  @Test(
    "a held pose that holds whatever the thumb's place leaves it unmeasured"
  )
  func holdsWithoutThePlace() throws {
    let classifier = PoseClassifier(settings: .init())
    let gate = ConfidenceGate(minimumConfidence: 0)
    let notFolded: PoseClassifier.DigitStates = [
      .extended, .neither, .alongside,
    ]
    let openPalm = try #require(
      classifier.descriptions.firstIndex { $0.name == "openPalm" }
    )
    let fist = try #require(
      classifier.descriptions.firstIndex { $0.name == "closedFist" }
    )
    #expect(classifier.table.flat.heldThumbStates(of: openPalm) == notFolded)
    // A thumb out and a relaxed one (neither by its ratio) on open palms,
    // which hold; a folded one, which the open palm does not allow; two
    // fingers curled, which an open palm does not hold.
    let hands = [
      ("out", PoseHands.joints("eeeee")), ("relaxed", PoseHands.template),
      ("folded", PoseHands.joints("ceeee")),
      ("curled", PoseHands.joints("eeecc")),
    ]
    for (name, joints) in hands {
      let hand = PoseHands.hand(joints)
      let exact = try #require(
        classifier.exactShape(of: hand, in: .mediaPipe, gate: gate)
      )
      let holds = classifier.table.holds(exact, openPalm)
      #expect(holds == (name == "out" || name == "relaxed"), "\(name)")
      // Held: the open palm, whose thumb may be any but folded; a fist,
      // whose thumb may not be extended; none.
      for held in [openPalm, fist, nil] {
        let result = classifier.quickShape(
          of: hand,
          in: .mediaPipe,
          gate: gate,
          held: held
        )
        switch result {
        case .holds:
          #expect(held == openPalm && holds, "\(name)")
        case .decided(let shape):
          #expect(held != openPalm || !holds, "\(name)")
          #expect(shape == exact, "\(name)")
        case .noPose, .undecided:
          Issue.record(
            "\(result) for \(name), held \(String(describing: held))"
          )
        }
      }
    }
  }

  @Test(
    "coordinates whose squares would overflow or underflow are read exactly",
    arguments: [1e-120, 1e-90, 1e90, 1e120, 1e200]
  )
  func extremeScales(_ scale: Double) {
    var random = SplitMix64(seed: UInt64(scale.exponent + 2_000))
    var decided = 0
    for index in 0..<100 {
      // At the origin, so that the joints do not vanish into the wrist's
      // coordinates.
      let hand = Self.randomHand(&random, scale: scale, wrist: .zero)
      let settings = Self.settings[index % Self.settings.count]
      if Self.check(hand, space: .mediaPipe, settings: settings) {
        decided += 1
      }
    }
    if scale < 1e-100 || scale > 1e100 {
      #expect(decided == 0)
    } else {
      #expect(decided == 100)
    }
  }

  @Test("missing, gated, coincident and non-finite joints read the same")
  func brokenHands() {
    var random = SplitMix64(seed: 0xB20_4E)
    let gate = ConfidenceGate(minimumConfidence: 0.5)
    let odd = [
      Double.nan, .infinity, -.infinity, .greatestFiniteMagnitude, 0,
      -0.0, .leastNonzeroMagnitude,
    ]
    for trial in 0..<1_000 {
      var hand = Self.randomHand(&random)
      let joint = pick(Joint.allCases, &random)
      switch trial % 5 {
      case 0: hand[joint] = nil
      case 1: hand[joint]?.confidence = 0.2
      case 2:
        hand[joint]?.position.x = pick(odd, &random)
      case 3:
        // Two joints in one place: a zero distance.
        let other = pick(Joint.allCases, &random)
        hand[joint] = hand[other]
      default:
        // Every joint in one place.
        let wrist = hand[.wrist]
        for each in Joint.allCases { hand[each] = wrist }
      }
      let space = Self.spaces[trial % Self.spaces.count]
      let settings = Self.settings[trial % Self.settings.count]
      Self.check(hand, space: space, settings: settings, gate: gate)
    }
  }

  @Test("the stand-in for a threshold that cannot be squared decides nothing")
  func undecidedThreshold() {
    let values: [Double] = [
      0, -0.0, 1, -1, 1e-300, 1e300, .greatestFiniteMagnitude,
      -.greatestFiniteMagnitude, .infinity, -.infinity, .nan,
    ]
    for value in values {
      for denominator in [0, 1e-200, 1e-3, 1, 1e200] {
        #expect(
          QuickThreshold.undecided.isAbove(value, over: denominator) == nil,
          "\(value) / \(denominator)"
        )
      }
    }
    #expect(QuickThreshold(squaring: 1e51) == nil)
    #expect(QuickThreshold(squaring: 1e-51) == nil)
    #expect(QuickThreshold(squaring: 1e50) != nil)
  }

  @Test("a ratio compared by a product decides as the quotient does")
  func ratioByProduct() {
    var random = SplitMix64(seed: 0x51A7)
    let thresholds: [Double] = [0, 1e-50, 0.3, 0.5, 1, 1.2, 1.5, 7, 1e50]
    var decided = 0
    var trials = 0
    for ratio in thresholds {
      guard let quick = QuickThreshold(squaring: ratio) else {
        Issue.record("\(ratio) should be a quick threshold")
        continue
      }
      let square = ratio * ratio
      for _ in 0..<2_000 {
        // A denominator anywhere in the squares' range, and a numerator
        // whose quotient lies near the squared threshold: within 1e-12
        // of it (inside the margin), or 1e-8 (outside it).
        let denominator = Double(
          sign: .plus,
          exponent: Int.random(in: -664...664, using: &random),
          significand: Double.random(in: 1..<2, using: &random)
        )
        let offset =
          Double.random(in: -1...1, using: &random)
          * (Bool.random(using: &random) ? 1e-12 : 1e-8)
        let numerator =
          square == 0
          ? Double.random(in: 0...1e-200, using: &random)
          : square * denominator * (1 + offset)
        guard quickSquares.contains(denominator) else { continue }
        trials += 1
        let byProduct = quick.isAbove(numerator, over: denominator)
        let byQuotient = quickIsAbove(numerator / denominator, square)
        // The quotient, as the test's reference, could underflow to 0
        // below a threshold of 0: any positive numerator is above it.
        let isAbove =
          square == 0 ? numerator > 0 : numerator / denominator > square
        if let byProduct {
          decided += 1
          #expect(
            byProduct == isAbove,
            "\(numerator) / \(denominator) against \(ratio)²"
          )
          // Where the quotient does not underflow, it decides the same.
          if let byQuotient, square > 0 {
            #expect(byProduct == byQuotient, "\(numerator) / \(denominator)")
          }
        }
        // Well inside the margin neither decides; well outside, both do.
        if square > 0, abs(offset) < 0.5e-9 {
          #expect(byProduct == nil, "\(numerator) / \(denominator)")
        }
        if square > 0, abs(offset) > 2e-9 {
          #expect(byProduct != nil, "\(numerator) / \(denominator)")
        }
      }
    }
    #expect(trials > 10_000)
    #expect(decided > trials / 4)
  }

  @Test("a zero denominator: an infinite ratio, above every threshold")
  func ratioOverZero() throws {
    for ratio in [0, 1e-50, 1.2, 1e50] {
      let quick = try #require(QuickThreshold(squaring: ratio))
      // Only 0 over 0 is left to the exact rule, as the quotient's NaN.
      #expect(quick.isAbove(1e-200, over: 0) == true)
      #expect(quick.isAbove(1e200, over: 0) == true)
      #expect(quick.isAbove(0, over: 0) == nil)
    }
  }

  @Test("thresholds out of the squares' range go to the exact reading")
  func extremeThresholds() {
    var random = SplitMix64(seed: 0x7412)
    let extreme = GestureConfiguration.Poses(
      fingerExtendedRatio: 1e60,
      fingerCurledRatio: 1e-60,
      thumbExtendedRatio: 1.2,
      thumbFoldedRatio: 1.0,
      thumbTouchRatio: 1e-60
    )
    for _ in 0..<100 {
      let hand = Self.randomHand(&random)
      #expect(!Self.check(hand, space: .mediaPipe, settings: extreme))
    }
  }
}
