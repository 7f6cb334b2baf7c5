/// The only track of each chirality, which ``TrackTable``'s steady path
/// matches hands to, and what the table knows of it between frames.
extension TrackTable {
  /// The only track of each chirality: left, right and unknown, -1 where
  /// there is none.
  typealias Sole = (left: Int, right: Int, unknown: Int)

  /// What the table knows of the only track of each chirality.
  ///
  /// It changes only when a track is added, removed, moved or renamed, so
  /// the table keeps it from frame to frame and forgets it there
  /// (``TrackTable/forgetSoleTracks()``).
  enum SoleTracks: Equatable {
    /// Not known: the tracks changed since it was last found.
    case stale
    /// A chirality has several tracks, or a track has an identity.
    case none
    /// The only track of each chirality, -1 where there is none.
    case sole(left: Int, right: Int, unknown: Int)

    /// The only tracks, if each chirality has at most one.
    @inline(__always)
    var sole: Sole? {
      guard case .sole(let left, let right, let unknown) = self else {
        return nil
      }
      return (left, right, unknown)
    }

    /// What a count of tracks found.
    @inline(__always)
    init(_ sole: Sole?) {
      if let sole {
        self = .sole(left: sole.left, right: sole.right, unknown: sole.unknown)
      } else {
        self = .none
      }
    }
  }

  /// Forgets the only track of each chirality: the tracks were added,
  /// removed, moved or renamed.
  @inline(__always)
  mutating func forgetSoleTracks() {
    knownSole = .stale
  }

  /// The only track of each chirality (left, right and unknown), -1 where
  /// there is none, or `nil` when a chirality has several tracks or a
  /// track has an identity.
  static func soleTracks(
    _ tracks: UnsafeBufferPointer<HandTrack>
  ) -> Sole? {
    var sole = (left: -1, right: -1, unknown: -1)
    var isSole = true
    for track in tracks.indices {
      count(tracks[track], at: track, into: &sole, isSole: &isSole)
    }
    return isSole ? sole : nil
  }

  /// Starts a frame: no track has a hand or duplicates yet.
  @inline(__always)
  static func clearHands(_ tracks: UnsafeMutableBufferPointer<HandTrack>) {
    guard var track = tracks.baseAddress, !tracks.isEmpty else { return }
    let end = track + tracks.count
    repeat {
      track.pointee.hand = -1
      track.pointee.duplicates = 0
      track += 1
    } while track != end
  }

  /// Counts a track towards ``soleTracks(_:)``: it is the only one of its
  /// chirality so far, or there are several (`isSole` false).
  @inline(__always)
  private static func count(
    _ track: borrowing HandTrack,
    at index: Int,
    into sole: inout Sole,
    isSole: inout Bool
  ) {
    if track.hasID { isSole = false }
    switch track.chirality {
    case .left:
      if sole.left == -1 { sole.left = index } else { isSole = false }
    case .right:
      if sole.right == -1 { sole.right = index } else { isSole = false }
    case .unknown, .both:
      if sole.unknown == -1 { sole.unknown = index } else { isSole = false }
    }
  }

  /// The only track of a label among ``soleTracks(_:)``, or -1.
  @inline(__always)
  static func soleTrack(of label: Chirality, in sole: Sole) -> Int {
    switch label {
    case .left: sole.left
    case .right: sole.right
    case .unknown, .both: sole.unknown
    }
  }
}
