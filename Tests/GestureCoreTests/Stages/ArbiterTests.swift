import Testing

@testable import GestureCore

@Suite("The arbiter: each relationship, from both sides")
struct ArbiterTests {
  typealias Relationship = GestureConfiguration.Relationship

  /// An arbiter with every gesture on and one relationship set.
  static func arbiter(
    _ path: WritableKeyPath<GestureConfiguration.Relationships, Relationship>,
    _ relationship: Relationship,
    failureDelay: Double = 0.25
  ) -> Arbiter {
    var configuration = GestureConfiguration.handKit
    configuration.pinch.isSecondaryEnabled = true
    configuration.relationships = GestureConfiguration.Relationships(
      pinchWithMiddlePinch: .simultaneous,
      failureDelay: failureDelay
    )
    configuration.relationships[keyPath: path] = relationship
    return Arbiter(configuration)
  }

  @Test(
    "each gesture's name in a note",
    arguments: [
      (ArbitrationNote.Claim.pinch, "pinch"),
      (.middlePinch, "middle pinch"),
      (.movement, "movement"),
      (.swipe, "swipe"),
      (.twoHandPinch, "two-hand pinch"),
    ]
  )
  func claimNames(claim: ArbitrationNote.Claim, name: String) {
    #expect(claim.name == name)
    #expect(
      ArbitrationNote(.waiting, gesture: claim, other: .swipe).description
        == "\(name) waits for swipe to fail"
    )
    #expect(
      ArbitrationNote(.refused, gesture: .swipe, other: claim).description
        == "swipe refused: \(name) began"
    )
  }

  @Test("handKit: only the two pinches exclude each other")
  func handKit() {
    var configuration = GestureConfiguration.handKit
    configuration.pinch.isSecondaryEnabled = true
    var arbiter = Arbiter(configuration)
    let decision1 = arbiter.begin(.movement, at: 0, waitingSince: nil)
    #expect(decision1 == .begin)
    #expect(arbiter.mayBegin(.indexPinch))
    #expect(arbiter.mayBegin(.middlePinch))
    #expect(arbiter.mayBegin(.swipe))
    let decision2 = arbiter.begin(.indexPinch, at: 0, waitingSince: nil)
    #expect(decision2 == .begin)
    #expect(!arbiter.mayBegin(.middlePinch))
    #expect(!arbiter.hasPreemptions)
    arbiter.end(.indexPinch)
    #expect(arbiter.mayBegin(.middlePinch))
    #expect(arbiter.note == nil)
  }

  @Test("simultaneous: neither holds the other back")
  func simultaneous() {
    var arbiter = Self.arbiter(\.pinchWithMovement, .simultaneous)
    let decision3 = arbiter.begin(.indexPinch, at: 0, waitingSince: nil)
    #expect(decision3 == .begin)
    #expect(arbiter.mayBegin(.movement))
    let decision4 = arbiter.begin(.movement, at: 0, waitingSince: nil)
    #expect(decision4 == .begin)
    #expect(!arbiter.hasPreemptions)
  }

  @Test(
    "exclusive: whichever holds the hand holds the other back",
    arguments: [Arbiter.Claim.indexPinch, .movement]
  )
  func exclusive(first: Arbiter.Claim) {
    let second: Arbiter.Claim = first == .movement ? .indexPinch : .movement
    var arbiter = Self.arbiter(\.pinchWithMovement, .exclusive)
    let decision5 = arbiter.begin(first, at: 0, waitingSince: nil)
    #expect(decision5 == .begin)
    #expect(!arbiter.mayBegin(second))
    arbiter.end(first)
    #expect(arbiter.mayBegin(second))
  }

  @Test("preempts: the first cancels the second and holds it back")
  func preempts() {
    var arbiter = Self.arbiter(\.pinchWithMovement, .preempts)
    let decision6 = arbiter.begin(.movement, at: 0, waitingSince: nil)
    #expect(decision6 == .begin)
    #expect(arbiter.mayBegin(.indexPinch))
    let decision7 = arbiter.begin(.indexPinch, at: 1, waitingSince: nil)
    #expect(decision7 == .begin)
    #expect(arbiter.hasPreemptions)
    #expect(
      arbiter.note
        == ArbitrationNote(.preempted, gesture: .pinch, other: .movement)
    )
    #expect(arbiter.note?.description == "pinch preempted movement")
    let preempted8 = arbiter.takePreemption(.indexPinch)
    #expect(!preempted8)
    let preempted9 = arbiter.takePreemption(.movement)
    #expect(preempted9)
    let preempted10 = arbiter.takePreemption(.movement)
    #expect(!preempted10)
    #expect(!arbiter.mayBegin(.movement))
    arbiter.end(.indexPinch)
    #expect(arbiter.mayBegin(.movement))
    arbiter.beginFrame()
    #expect(arbiter.note == nil)
  }

  @Test("isPreemptedBy: the mirror of preempts")
  func isPreemptedBy() {
    var arbiter = Self.arbiter(\.movementWithSwipe, .isPreemptedBy)
    let decision11 = arbiter.begin(.movement, at: 0, waitingSince: nil)
    #expect(decision11 == .begin)
    #expect(arbiter.mayBegin(.swipe))
    let decision12 = arbiter.begin(.swipe, at: 0.1, waitingSince: nil)
    #expect(decision12 == .begin)
    let preempted13 = arbiter.takePreemption(.movement)
    #expect(preempted13)
    #expect(arbiter.note?.description == "swipe preempted movement")
    // A swipe never holds the hand.
    #expect(arbiter.mayBegin(.movement))
  }

  @Test("a gesture preempts only one that holds the hand")
  func preemptsNothingIdle() {
    var arbiter = Self.arbiter(\.pinchWithMovement, .preempts)
    let decision14 = arbiter.begin(.indexPinch, at: 0, waitingSince: nil)
    #expect(decision14 == .begin)
    #expect(!arbiter.hasPreemptions)
    #expect(arbiter.note == nil)
  }

  @Test(
    "awaitsFailureOf: the waiter begins once the delay has passed",
    arguments: zip(
      [0.2499, 0.25, 0.2501],
      [Arbiter.Decision.wait, .begin, .begin]
    )
  )
  func awaitsDelay(elapsed: Double, decision: Arbiter.Decision) {
    var arbiter = Self.arbiter(\.movementWithSwipe, .awaitsFailureOf)
    let decision15 = arbiter.begin(.movement, at: 1, waitingSince: nil)
    #expect(decision15 == .wait)
    #expect(
      arbiter.note
        == ArbitrationNote(.waiting, gesture: .movement, other: .swipe)
    )
    arbiter.beginFrame()
    let time = 1 + elapsed
    let decision16 = arbiter.begin(.movement, at: time, waitingSince: 1)
    #expect(decision16 == decision)
    if decision == .begin {
      #expect(arbiter.note?.description == "movement began: swipe failed")
      #expect(!arbiter.mayBegin(.swipe))
    } else {
      #expect(arbiter.note == nil)
      #expect(arbiter.mayBegin(.swipe))
    }
  }

  @Test("awaitsFailureOf: the waiter is refused if the other begins")
  func awaitsRefused() {
    var arbiter = Self.arbiter(\.movementWithSwipe, .awaitsFailureOf)
    let decision17 = arbiter.begin(.movement, at: 1, waitingSince: nil)
    #expect(decision17 == .wait)
    let decision18 = arbiter.begin(.swipe, at: 1.1, waitingSince: nil)
    #expect(decision18 == .begin)
    let decision19 = arbiter.begin(.movement, at: 1.1, waitingSince: 1)
    #expect(decision19 == .refuse)
    #expect(arbiter.note?.description == "movement refused: swipe began")
  }

  @Test("awaitsFailureOf: a swipe just before the wait does not refuse it")
  func awaitsEarlierSwipe() {
    var arbiter = Self.arbiter(\.movementWithSwipe, .awaitsFailureOf)
    let decision20 = arbiter.begin(.swipe, at: 0.9, waitingSince: nil)
    #expect(decision20 == .begin)
    let decision21 = arbiter.begin(.movement, at: 1, waitingSince: nil)
    #expect(decision21 == .wait)
    let decision22 = arbiter.begin(.movement, at: 1.25, waitingSince: 1)
    #expect(decision22 == .begin)
  }

  @Test("awaitsFailureOf: a swipe at the very time of the wait refuses it")
  func awaitsSwipeAtTheWait() {
    // The swipe begins on the frame the movement qualifies, before it
    // claims the hand: "at or after the time it qualified".
    var arbiter = Self.arbiter(\.movementWithSwipe, .awaitsFailureOf)
    #expect(arbiter.begin(.swipe, at: 1, waitingSince: nil) == .begin)
    #expect(arbiter.begin(.movement, at: 1, waitingSince: nil) == .refuse)
    #expect(arbiter.note?.description == "movement refused: swipe began")
    // It waits from 1 and the swipe begins on a later frame at 1, the same
    // time.
    var later = Self.arbiter(\.movementWithSwipe, .awaitsFailureOf)
    #expect(later.begin(.movement, at: 1, waitingSince: nil) == .wait)
    later.beginFrame()
    #expect(later.begin(.swipe, at: 1, waitingSince: nil) == .begin)
    later.beginFrame()
    #expect(later.begin(.movement, at: 1.25, waitingSince: 1) == .refuse)
  }

  @Test("awaitsFailureOf with no delay begins at once")
  func awaitsNoDelay() {
    var arbiter = Self.arbiter(
      \.pinchWithMovement,
      .awaitsFailureOf,
      failureDelay: 0
    )
    let decision23 = arbiter.begin(.indexPinch, at: 1, waitingSince: nil)
    #expect(decision23 == .begin)
    #expect(!arbiter.mayBegin(.movement))
  }

  @Test("isAwaitedBy: the mirror of awaitsFailureOf")
  func isAwaitedBy() {
    var arbiter = Self.arbiter(\.pinchWithMovement, .isAwaitedBy)
    let waiting = arbiter.begin(.movement, at: 0, waitingSince: nil)
    let pinch = arbiter.begin(.indexPinch, at: 0.1, waitingSince: nil)
    let refused = arbiter.begin(.movement, at: 0.1, waitingSince: 0)
    #expect(waiting == .wait)
    #expect(pinch == .begin)
    #expect(refused == .refuse)
    #expect(!arbiter.mayBegin(.movement))
  }

  @Test("a gesture that is off has no relationships")
  func offGestures() {
    var configuration = GestureConfiguration.handKit
    configuration.swipe.isEnabled = false
    configuration.relationships.movementWithSwipe = .awaitsFailureOf
    var arbiter = Arbiter(configuration)
    let decision26 = arbiter.begin(.movement, at: 0, waitingSince: nil)
    #expect(decision26 == .begin)
  }

  @Test(
    "every relationship read from the other side is its mirror",
    arguments: Relationship.allCases
  )
  func mirrored(relationship: Relationship) {
    #expect(relationship.mirrored.mirrored == relationship)
    let symmetric = relationship == .simultaneous || relationship == .exclusive
    #expect((relationship.mirrored == relationship) == symmetric)
  }

  @Test(
    "a gesture waiting for another's failure is refused once one that holds it back holds the hand",
    arguments: [Relationship.exclusive, .preempts],
    [Arbiter.Claim.indexPinch, .twoHandPinch]
  )
  func waitingHeldBack(relationship: Relationship, blocker: Arbiter.Claim) {
    var configuration = GestureConfiguration.handKit
    configuration.twoHandPinch.isEnabled = true
    configuration.relationships.movementWithSwipe = .awaitsFailureOf
    configuration.relationships.failureDelay = 0.25
    if blocker == .twoHandPinch {
      configuration.relationships.twoHandPinchWithMovement = relationship
    } else {
      configuration.relationships.pinchWithMovement = relationship
    }
    var arbiter = Arbiter(configuration)
    #expect(arbiter.begin(.movement, at: 0, waitingSince: nil) == .wait)
    // Waiting, the movement holds nothing: the other may begin.
    #expect(arbiter.mayBegin(blocker))
    #expect(arbiter.begin(blocker, at: 0.125, waitingSince: nil) == .begin)
    #expect(arbiter.begin(.movement, at: 0.125, waitingSince: 0) == .refuse)
    #expect(
      arbiter.note?.description == "movement refused: "
        + (blocker == .twoHandPinch ? "two-hand pinch" : "pinch") + " began"
    )
    // Once it lets go, a movement that qualifies anew may wait and begin.
    arbiter.end(blocker)
    #expect(arbiter.begin(.movement, at: 0.5, waitingSince: nil) == .wait)
    #expect(arbiter.begin(.movement, at: 0.75, waitingSince: 0.5) == .begin)
  }

  @Test("a gesture awaits another's failure only from its own side")
  func awaitsFailure() {
    // Each pair, and whether the pinch is its first gesture, the movement
    // its second.
    let pairs:
      [(
        WritableKeyPath<GestureConfiguration.Relationships, Relationship>,
        pinchFirst: Bool, movementSecond: Bool
      )] = [
        (\.pinchWithMovement, true, true),
        (\.pinchWithSwipe, true, false),
        (\.pinchWithMiddlePinch, true, false),
        (\.middlePinchWithMovement, false, true),
        (\.movementWithSwipe, false, false),
      ]
    for (path, pinchFirst, movementSecond) in pairs {
      let awaiting = Self.arbiter(path, .awaitsFailureOf)
      let awaited = Self.arbiter(path, .isAwaitedBy)
      let neither = Self.arbiter(path, .exclusive)
      #expect(awaiting.awaitsFailure(.indexPinch) == pinchFirst)
      #expect(
        awaiting.awaits(.indexPinch, failureOf: .movement)
          == (pinchFirst && movementSecond)
      )
      #expect(!awaited.awaits(.indexPinch, failureOf: .movement))
      #expect(
        awaited.awaits(.movement, failureOf: .indexPinch)
          == (pinchFirst && movementSecond)
      )
      #expect(!awaited.awaitsFailure(.indexPinch))
      #expect(!neither.awaitsFailure(.indexPinch))
      // The movement is the first gesture of `movementWithSwipe`.
      let isMovementFirst = path == \.movementWithSwipe
      #expect(awaiting.awaitsFailure(.movement) == isMovementFirst)
      #expect(awaited.awaitsFailure(.movement) == movementSecond)
      #expect(!neither.awaitsFailure(.movement))
    }
  }

  @Test("a gesture preempts another only from its own side, and only when on")
  func preemptsFromOneSide() {
    let preempting = Self.arbiter(\.pinchWithMovement, .preempts)
    #expect(preempting.preempts(.indexPinch, .movement))
    #expect(!preempting.preempts(.movement, .indexPinch))
    let preempted = Self.arbiter(\.pinchWithMovement, .isPreemptedBy)
    #expect(preempted.preempts(.movement, .indexPinch))
    #expect(!preempted.preempts(.indexPinch, .movement))
    for other in [Relationship.simultaneous, .exclusive, .awaitsFailureOf] {
      let arbiter = Self.arbiter(\.pinchWithMovement, other)
      #expect(!arbiter.preempts(.indexPinch, .movement))
      #expect(!arbiter.preempts(.movement, .indexPinch))
    }
    #expect(GestureConfiguration.adaptive.pinchPreemptsMovement)
    #expect(!GestureConfiguration.adaptive.movementPreemptsPinch)
    #expect(!GestureConfiguration.handKit.pinchPreemptsMovement)
    var moving = GestureConfiguration.handKit
    moving.relationships.pinchWithMovement = .isPreemptedBy
    #expect(moving.movementPreemptsPinch)
    #expect(!moving.pinchPreemptsMovement)
    moving.pinch.isEnabled = false
    #expect(!moving.movementPreemptsPinch)
    var off = GestureConfiguration.adaptive
    off.pinch.isEnabled = false
    #expect(!off.pinchPreemptsMovement)
  }

  @Test("a swipe preempts the movement in adaptive, with both on")
  func swipePreemptsMovement() {
    #expect(GestureConfiguration.adaptive.swipePreemptsMovement)
    #expect(!GestureConfiguration.handKit.swipePreemptsMovement)
    var configuration = GestureConfiguration.handKit
    configuration.relationships.movementWithSwipe = .isPreemptedBy
    #expect(configuration.swipePreemptsMovement)
    // Read from the movement: `preempts` is the movement's own.
    configuration.relationships.movementWithSwipe = .preempts
    #expect(!configuration.swipePreemptsMovement)
    var off = GestureConfiguration.adaptive
    off.swipe.isEnabled = false
    #expect(!off.swipePreemptsMovement)
  }

  @Test("the two-hand pinch preempts the movement by default, when on")
  func twoHandPinchPreemptsMovement() {
    var configuration = GestureConfiguration.handKit
    #expect(!configuration.twoHandPinchPreemptsMovement)
    configuration.twoHandPinch.isEnabled = true
    #expect(configuration.twoHandPinchPreemptsMovement)
    for other in [Relationship.exclusive, .simultaneous, .isPreemptedBy] {
      configuration.relationships.twoHandPinchWithMovement = other
      #expect(!configuration.twoHandPinchPreemptsMovement)
    }
  }

  @Test(
    "the pinch and the movement hold each other back as their relationship says",
    arguments: [
      (Relationship.simultaneous, false, false),
      (.exclusive, true, true),
      (.preempts, true, false),
      (.isPreemptedBy, false, true),
      (.awaitsFailureOf, true, true),
      (.isAwaitedBy, true, true),
    ]
  )
  func pinchHoldsBack(
    relationship: Relationship,
    pinchHolds: Bool,
    movementHolds: Bool
  ) {
    var configuration = GestureConfiguration.handKit
    configuration.relationships.pinchWithMovement = relationship
    #expect(configuration.pinchHoldsBackMovement == pinchHolds)
    #expect(configuration.movementHoldsBackPinch == movementHolds)
    // With the pinch off, neither holds the other back.
    configuration.pinch.isEnabled = false
    #expect(!configuration.pinchHoldsBackMovement)
    #expect(!configuration.movementHoldsBackPinch)
  }

  @Test(
    "the two-hand pinch holds the movement back unless simultaneous, when on",
    arguments: [
      (Relationship.simultaneous, false), (.exclusive, true),
      (.preempts, true),
    ]
  )
  func twoHandPinchHoldsBack(relationship: Relationship, holds: Bool) {
    var configuration = GestureConfiguration.handKit
    configuration.relationships.twoHandPinchWithMovement = relationship
    #expect(!configuration.twoHandPinchHoldsBackMovement)
    configuration.twoHandPinch.isEnabled = true
    #expect(configuration.twoHandPinchHoldsBackMovement == holds)
  }

  @Test("a gesture that is off is awaited by none")
  func awaitsNothingOff() {
    var configuration = GestureConfiguration.handKit
    configuration.relationships.pinchWithSwipe = .awaitsFailureOf
    #expect(configuration.pinchAwaitsFailure)
    configuration.swipe.isEnabled = false
    #expect(!configuration.pinchAwaitsFailure)
    configuration.relationships.pinchWithMovement = .awaitsFailureOf
    #expect(configuration.pinchAwaitsMovement)
    configuration.relationships.pinchWithMovement = .isAwaitedBy
    #expect(!configuration.pinchAwaitsMovement)
    #expect(configuration.movementAwaitsFailure)
    configuration.pinch.isEnabled = false
    #expect(!configuration.movementAwaitsFailure)
    configuration.relationships.pinchWithMovement = .awaitsFailureOf
    #expect(!configuration.pinchAwaitsMovement)
  }

  @Test(
    "idle only while every relationship of two gestures that are on is simultaneous"
  )
  func idle() {
    #expect(Self.arbiter(\.pinchWithMovement, .simultaneous).isIdle)
    let paths:
      [WritableKeyPath<GestureConfiguration.Relationships, Relationship>] = [
        \.pinchWithMiddlePinch, \.pinchWithMovement, \.middlePinchWithMovement,
        \.movementWithSwipe, \.pinchWithSwipe, \.middlePinchWithSwipe,
      ]
    let relationships: [Relationship] = [
      .exclusive, .preempts, .isPreemptedBy, .awaitsFailureOf, .isAwaitedBy,
    ]
    for path in paths {
      for relationship in relationships {
        #expect(
          !Self.arbiter(path, relationship).isIdle,
          "\(path) \(relationship)"
        )
      }
    }
    // handKit's two relationships that do something (the pinches exclude
    // each other, the two-hand pinch preempts the movement) are between
    // gestures it has off.
    var configuration = GestureConfiguration.handKit
    #expect(Arbiter(configuration).isIdle)
    configuration.pinch.isSecondaryEnabled = true
    #expect(!Arbiter(configuration).isIdle)
    configuration.pinch.isSecondaryEnabled = false
    configuration.twoHandPinch.isEnabled = true
    #expect(!Arbiter(configuration).isIdle)
    #expect(!Arbiter(.adaptive).isIdle)
  }
}
