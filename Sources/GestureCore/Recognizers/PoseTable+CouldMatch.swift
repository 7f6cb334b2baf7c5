/// Whether a pose could still match fingers whose states are read, by a
/// table of every combination made with the entries.
extension PoseTable.Flat {
  /// Where ``thumbPlaceIsIrrelevant(_:_:_:_:)``'s bits start in
  /// ``couldMatchBits``, after ``couldMatch(_:_:_:_:thumbFolded:)``'s 512
  /// (four fingers of four states and a thumb folded or not).
  static let thumbPlaceBits = 512
  /// The words of ``couldMatchBits``: both tables, the second of 256 bits
  /// (four fingers of four states).
  static let couldMatchWords = (thumbPlaceBits + 256) / 64

  /// The bit of four fingers' states and a thumb's in
  /// ``couldMatchBits``: two bits a finger, index first, then the
  /// thumb's.
  @inline(__always)
  static func combination(
    _ index: PoseClassifier.DigitState,
    _ middle: PoseClassifier.DigitState,
    _ ring: PoseClassifier.DigitState,
    _ little: PoseClassifier.DigitState,
    thumbFolded: Bool
  ) -> Int {
    func bits(_ state: PoseClassifier.DigitState) -> Int {
      PoseClassifier.DigitStates(state).rawValue.trailingZeroBitCount
    }
    return bits(index) | bits(middle) << 2 | bits(ring) << 4
      | bits(little) << 6 | (thumbFolded ? 1 << 8 : 0)
  }

  /// Whether some description could match four fingers' states and a
  /// thumb that is folded, or that may still become any other state once
  /// its place is measured, whatever the directions and touches: whether
  /// some entry allows each finger's state, and the thumb's folded state
  /// or some other.
  @inline(__always)
  func couldMatch(
    _ index: PoseClassifier.DigitState,
    _ middle: PoseClassifier.DigitState,
    _ ring: PoseClassifier.DigitState,
    _ little: PoseClassifier.DigitState,
    thumbFolded: Bool
  ) -> Bool {
    let bit = Self.combination(
      index,
      middle,
      ring,
      little,
      thumbFolded: thumbFolded
    )
    return isSet(bit)
  }

  /// Whether the thumb's place cannot change which description matches
  /// four fingers' states and a thumb that is not folded: whether every
  /// entry that allows the fingers' states allows every state of a thumb
  /// that is not folded, or none.
  @inline(__always)
  func thumbPlaceIsIrrelevant(
    _ index: PoseClassifier.DigitState,
    _ middle: PoseClassifier.DigitState,
    _ ring: PoseClassifier.DigitState,
    _ little: PoseClassifier.DigitState
  ) -> Bool {
    let bit = Self.combination(
      index,
      middle,
      ring,
      little,
      thumbFolded: false
    )
    return isSet(Self.thumbPlaceBits + bit)
  }

  /// Whether bit `bit` of ``couldMatchBits`` is set.
  @inline(__always)
  private func isSet(_ bit: Int) -> Bool {
    couldMatchBits[bit >> 6] &>> UInt64(bit & 63) & 1 != 0
  }

  /// Writes ``couldMatchBits`` of entries.
  ///
  /// - Parameters:
  ///   - entries: The table's entries.
  ///   - bits: ``couldMatchWords`` words, all 0.
  static func writeCouldMatchBits(
    of entries: UnsafeBufferPointer<PoseTable.Entry>,
    to bits: UnsafeMutablePointer<UInt64>
  ) {
    let states: [PoseClassifier.DigitState] = [
      .extended, .curled, .neither, .alongside,
    ]
    let curled = UInt32(PoseClassifier.DigitStates.curled.rawValue)
    // Every combination of fingers' states is free of the thumb's place
    // until an entry that allows it allows some unfolded thumbs only.
    for word in Self.thumbPlaceBits / 64..<Self.couldMatchWords {
      bits[word] = ~0
    }
    let unfolded = UInt32(PoseClassifier.DigitStates.any.rawValue) & ~curled
    for entry in entries {
      func allows(_ state: PoseClassifier.DigitState, _ digit: Int) -> Bool {
        let bit = UInt32(PoseClassifier.DigitStates(state).rawValue)
        return entry.states & bit << (4 * digit) != 0
      }
      let thumb = entry.states & 0xF
      let thumbPlaceMatters =
        thumb & unfolded != 0 && thumb & unfolded != unfolded
      for folded in [false, true]
      where thumb & (folded ? curled : ~curled) != 0 {
        for index in states where allows(index, 1) {
          for middle in states where allows(middle, 2) {
            for ring in states where allows(ring, 3) {
              for little in states where allows(little, 4) {
                let bit = combination(
                  index,
                  middle,
                  ring,
                  little,
                  thumbFolded: folded
                )
                bits[bit >> 6] |= 1 &<< UInt64(bit & 63)
                if thumbPlaceMatters, !folded {
                  let place = Self.thumbPlaceBits + bit
                  bits[place >> 6] &= ~(1 &<< UInt64(place & 63))
                }
              }
            }
          }
        }
      }
    }
  }
}
