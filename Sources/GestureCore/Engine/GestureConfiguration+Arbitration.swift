extension GestureConfiguration {
  /// Whether the index pinch waits for another gesture's failure before
  /// it begins, as the engine's arbitration reads the relationships.
  package var pinchAwaitsFailure: Bool {
    Arbiter(self).awaitsFailure(.indexPinch)
  }

  /// Whether the movement waits for another gesture's failure before it
  /// begins, as the engine's arbitration reads the relationships.
  package var movementAwaitsFailure: Bool {
    Arbiter(self).awaitsFailure(.movement)
  }

  /// Whether the index pinch waits for the movement's failure before it
  /// begins, and so is refused by a movement that begins while it waits.
  package var pinchAwaitsMovement: Bool {
    Arbiter(self).awaits(.indexPinch, failureOf: .movement)
  }

  /// Whether the index pinch, while it holds the hand, keeps the movement
  /// from beginning.
  package var pinchHoldsBackMovement: Bool {
    Arbiter(self).holdsBack(.indexPinch, .movement)
  }

  /// Whether the movement, while it holds the hand, keeps the index pinch
  /// from beginning.
  package var movementHoldsBackPinch: Bool {
    Arbiter(self).holdsBack(.movement, .indexPinch)
  }

  /// Whether the two-hand pinch, while it holds both hands, keeps each
  /// hand's movement from beginning.
  package var twoHandPinchHoldsBackMovement: Bool {
    Arbiter(self).holdsBack(.twoHandPinch, .movement)
  }

  /// Whether the index pinch, as it begins, cancels a movement under way.
  package var pinchPreemptsMovement: Bool {
    Arbiter(self).preempts(.indexPinch, .movement)
  }

  /// Whether the movement, as it begins, cancels the index pinch under way.
  package var movementPreemptsPinch: Bool {
    Arbiter(self).preempts(.movement, .indexPinch)
  }

  /// Whether a swipe, as it begins, cancels the movement under way.
  package var swipePreemptsMovement: Bool {
    Arbiter(self).preempts(.swipe, .movement)
  }

  /// Whether the two-hand pinch, as it begins, cancels each hand's
  /// movement under way.
  package var twoHandPinchPreemptsMovement: Bool {
    Arbiter(self).preempts(.twoHandPinch, .movement)
  }
}
