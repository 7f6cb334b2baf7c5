import GestureCore

extension SynthScript {
  /// What a script step does: a timed step of the hand, or a setting.
  ///
  /// Timed steps last their duration, in seconds; settings take no time and
  /// apply from where they stand in the script. Positions and distances are
  /// in normalized display units.
  public enum Action: Hashable, Sendable {
    /// Shows the hand open, relaxed and still (`open 0.5s`); a pinched
    /// hand opens at once.
    case open(duration: Double)
    /// Closes the thumb tip onto the index tip over the duration
    /// (`pinch 0.2s`); the index tip does not move.
    case pinch(duration: Double)
    /// Keeps the current pose, position and visibility (`hold 1s`).
    case hold(duration: Double)
    /// Opens the thumb again over the duration (`release 0.2s`).
    case release(duration: Double)
    /// Translates the whole hand in the display frame
    /// (`move right 0.3 over 0.6s`).
    ///
    /// - Parameters:
    ///   - direction: The direction the user sees the hand move.
    ///   - distance: How far, in normalized display units; greater than 0.
    ///   - duration: How long, in seconds.
    ///   - profile: How the speed changes over the move.
    case move(
      direction: Direction,
      distance: Double,
      duration: Double,
      profile: MotionProfile
    )
    /// Leaves the hand out of the frames for the duration (`lose 0.5s`).
    case lose(duration: Double)
    /// Sets the hand's chirality (`hand left`), before the hand appears.
    case hand(Chirality)
    /// Sets the hand's size (`size 0.12`): the wrist to middle-finger MCP
    /// distance, in normalized display units, while the hand is out of view.
    case size(Double)
    /// Places the index tip (`at 0.5 0.4`), in normalized display units,
    /// while the hand is out of view.
    case at(Point)
    /// Sets every joint's confidence (`confidence 0.9`), from 0 to 1,
    /// before the hand appears.
    case confidence(Double)

    /// The step's duration in seconds; 0 for a setting.
    public var duration: Double {
      switch self {
      case .open(let duration), .pinch(let duration), .hold(let duration),
        .release(let duration), .lose(let duration):
        duration
      case .move(_, _, let duration, _):
        duration
      case .hand, .size, .at, .confidence:
        0
      }
    }

    /// The step's keyword in the script language, such as `move`.
    public var keyword: String {
      switch self {
      case .open: "open"
      case .pinch: "pinch"
      case .hold: "hold"
      case .release: "release"
      case .move: "move"
      case .lose: "lose"
      case .hand: "hand"
      case .size: "size"
      case .at: "at"
      case .confidence: "confidence"
      }
    }
  }
}

extension SynthScript.Action {
  /// The step as the script language writes it, such as
  /// `move right 0.3 over 0.6s`: each number, durations in seconds, with
  /// the fewest digits that read back as the same value, so that parsing
  /// the text gives the same action.
  var scriptText: String {
    func seconds(_ value: Double) -> String {
      NumberFormat.exact(value) + "s"
    }
    func number(_ value: Double) -> String {
      NumberFormat.exact(value)
    }
    switch self {
    case .open(let duration), .pinch(let duration), .hold(let duration),
      .release(let duration), .lose(let duration):
      return "\(keyword) \(seconds(duration))"
    case .move(let direction, let distance, let duration, let profile):
      let text =
        "move \(direction.rawValue) \(number(distance)) over "
        + seconds(duration)
      return profile == .smooth ? text : text + " " + profile.rawValue
    case .hand(let side):
      return "hand \(side.rawValue)"
    case .size(let size):
      return "size \(number(size))"
    case .at(let point):
      return "at \(number(point.x)) \(number(point.y))"
    case .confidence(let value):
      return "confidence \(number(value))"
    }
  }
}
