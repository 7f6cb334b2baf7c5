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
}
