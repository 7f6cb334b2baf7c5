extension GestureConfiguration {
  /// What happens when a hand pinches and moves at once.
  ///
  /// A pinch closes thumb and index, and closing them moves the index tip;
  /// a hand that moves to drive the slider may brush thumb and index
  /// together. The policy says which gesture wins.
  public enum Arbitration: String, CaseIterable, Hashable, Sendable, Codable {
    /// Both recognizers run as if alone: the prototype's behaviour.
    case independent
    /// The gesture that began first keeps the hand until it ends: while a
    /// pinch is held no movement begins (the slider holds), and while a
    /// movement goes on no pinch begins. A gesture held back this way
    /// begins on the first frame after the other one ends, if it still
    /// qualifies then.
    case exclusive
  }
}
