/// Whether a pose could still match fingers whose states are read, and
/// which entries allow five digits' states, by tables of every
/// combination made with the entries.
extension PoseTable.Flat {
  /// Where ``thumbPlaceIsIrrelevant(_:_:_:_:)``'s bits start in
  /// ``couldMatchBits``, after ``couldMatch(_:_:_:_:thumbFolded:)``'s 512
  /// (four fingers of four states and a thumb folded or not).
  static let thumbPlaceBits = 512
  /// The words of ``couldMatchBits``: both tables, the second of 256 bits
  /// (four fingers of four states).
  static let couldMatchWords = (thumbPlaceBits + 256) / 64
  /// The places ``entryMasks`` covers, one bit each: the first 64 in the
  /// order matches are tried.
  static let maskedPlaces = 64
  /// The words of ``entryMasks``: one for each combination of the five
  /// digits' states (four states each).
  static let entryMaskWords = 1024

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

  /// The word of five digits' states in ``entryMasks``: two bits a
  /// digit, thumb first, each the state's place among extended, curled,
  /// neither and alongside.
  ///
  /// - Parameter states: The states as ``PoseTable/pack(_:_:_:_:_:)``
  ///   gives them: one bit in each digit's four.
  /// - Returns: The word, from 0 to 1023.
  @inline(__always)
  static func combination(packed states: UInt32) -> Int {
    // Each four bits 1, 2, 4 or 8 become 0, 1, 2 or 3: half, less an
    // eighth; then the two-bit places are moved next to each other.
    var places = (states >> 1 & 0x77777) &- (states >> 3 & 0x11111)
    places = (places | places >> 2) & 0x0F0F0F
    places = (places | places >> 4) & 0xFF00FF
    places = (places | places >> 8) & 0x3FF
    return Int(places)
  }

  /// The entries among the first ``maskedPlaces`` that allow five digits'
  /// states, whatever the directions, touches and palm: bit `place` for
  /// the entry at `place`.
  ///
  /// - Parameter states: The states as ``PoseTable/pack(_:_:_:_:_:)``
  ///   gives them: one bit in each digit's four.
  /// - Returns: The entries' bits.
  @inline(__always)
  func entryMask(packed states: UInt32) -> UInt64 {
    entryMasks[Self.combination(packed: states)]
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

  /// Writes ``couldMatchBits`` and ``entryMasks`` of entries.
  ///
  /// - Parameters:
  ///   - entries: The table's entries, in the order matches are tried.
  ///   - bits: ``couldMatchWords`` words, all 0.
  ///   - masks: ``entryMaskWords`` words, all 0.
  static func writeCouldMatchBits(
    of entries: UnsafeBufferPointer<PoseTable.Entry>,
    to bits: UnsafeMutablePointer<UInt64>,
    masks: UnsafeMutablePointer<UInt64>
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
    for (place, entry) in entries.enumerated() {
      func allows(_ state: PoseClassifier.DigitState, _ digit: Int) -> Bool {
        let bit = UInt32(PoseClassifier.DigitStates(state).rawValue)
        return entry.states & bit << (4 * digit) != 0
      }
      let thumb = entry.states & 0xF
      let thumbPlaceMatters =
        thumb & unfolded != 0 && thumb & unfolded != unfolded
      for thumbState in states where allows(thumbState, 0) {
        let folded = thumbState == .curled
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
                  let thumbBit = Self.thumbPlaceBits + bit
                  bits[thumbBit >> 6] &= ~(1 &<< UInt64(thumbBit & 63))
                }
                if place < maskedPlaces {
                  let packed = PoseTable.pack(
                    thumbState,
                    index,
                    middle,
                    ring,
                    little
                  )
                  masks[combination(packed: packed)] |= 1 &<< UInt64(place)
                }
              }
            }
          }
        }
      }
    }
  }
}
