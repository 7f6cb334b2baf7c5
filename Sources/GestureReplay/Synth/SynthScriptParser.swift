import GestureCore

/// Reads a gesture script line by line into steps, checking each one.
struct SynthScriptParser {
  private(set) var steps: [SynthScript.Step] = []
  /// Whether the current part's hand is in view after the steps so far.
  private var isVisible = false
  /// Whether the current part's hand has been in view at all.
  private var hasAppeared = false
  /// The current part's length so far, in seconds.
  private var duration: Double = 0
  /// The hand the current part names, and the line that names it.
  private var hand: (side: Chirality, line: Int)?
  /// The line of the `hand` step that starts the current part, after the
  /// first.
  private var partLine: Int?
  /// The hands the parts before the current one name, with their lines.
  private var earlierHands: [(side: Chirality, line: Int)] = []

  static let keywords = [
    "open", "pinch", "hold", "release", "move", "lose", "hand", "size", "at",
    "confidence",
  ]

  /// Parses one line: statements separated by `;`, a `#` comment.
  mutating func parse(line: Substring, number: Int) throws(SynthScriptError) {
    let code = line.prefix { $0 != "#" }
    for statement in code.split(separator: ";", omittingEmptySubsequences: true)
    {
      let words = statement.split(whereSeparator: \.isWhitespace).map(
        String.init
      )
      guard !words.isEmpty else { continue }
      let action = try Self.action(words, line: number)
      try append(SynthScript.Step(line: number, action: action))
    }
  }

  /// Appends a step after checking its values and where it stands.
  mutating func append(_ step: SynthScript.Step) throws(SynthScriptError) {
    if let problem = Self.problem(with: step.action) {
      throw SynthScriptError(line: step.line, message: problem)
    }
    try check(step.action, line: step.line)
    steps.append(step)
  }

  /// Returns what is wrong with an action's values, if anything.
  static func problem(with action: SynthScript.Action) -> String? {
    let duration = action.duration
    switch action {
    case .open, .pinch, .hold, .release, .lose:
      guard duration.isFinite, duration > 0 else {
        return "the duration of '\(action.keyword)' must be finite and "
          + "greater than 0"
      }
    case .move(_, let distance, _, _):
      guard duration.isFinite, duration > 0 else {
        return "the duration of 'move' must be finite and greater than 0"
      }
      guard distance > 0, distance <= SynthScript.maximumDistance else {
        return "the distance of 'move' must be a number greater than 0 and "
          + "at most \(Int(SynthScript.maximumDistance))"
      }
    case .hand(let side):
      guard side == .left || side == .right else {
        return "'hand' needs left or right"
      }
    case .size(let size):
      guard Synthesizer.handSizeRange.contains(size) else {
        return "'size' needs a hand size from "
          + "\(Synthesizer.handSizeRange.lowerBound) to "
          + "\(Synthesizer.handSizeRange.upperBound)"
      }
    case .at(let point):
      guard (0...1).contains(point.x), (0...1).contains(point.y) else {
        return "'at' needs x and y from 0 to 1"
      }
    case .confidence(let value):
      guard (0...1).contains(value) else {
        return "'confidence' needs a number from 0 to 1"
      }
    }
    return nil
  }

  /// Returns the steps, or throws if a part has none that takes time.
  func finish() throws(SynthScriptError) -> [SynthScript.Step] {
    if let partLine, duration == 0 {
      throw SynthScriptError(
        line: partLine,
        message: "the hand this line starts has no steps that take time; "
          + "give it one, as in 'open 0.5s'"
      )
    }
    guard steps.contains(where: { $0.action.duration > 0 }) else {
      throw SynthScriptError(
        line: nil,
        message: "the script has no steps that take time; start with one, "
          + "as in 'open 0.5s'"
      )
    }
    return steps
  }

  /// Checks where a step stands: settings, visibility, total length.
  private mutating func check(
    _ action: SynthScript.Action,
    line: Int
  ) throws(SynthScriptError) {
    switch action {
    case .hand(let side):
      if hasAppeared { try startPart(line: line) }
      if let earlier = earlierHands.first(where: { $0.side == side }) {
        throw SynthScriptError(
          line: line,
          message: "'hand \(side.rawValue)' names the hand of line "
            + "\(earlier.line) again: the two hands of a script are a left "
            + "and a right one"
        )
      }
      // Naming the part's hand again, before it appears, says nothing; a
      // step of the other side replaces it.
      if let current = hand, current.side == side {
        throw SynthScriptError(
          line: line,
          message: "'hand \(side.rawValue)' names the hand of line "
            + "\(current.line) again: a hand is named once, and a second "
            + "hand's part starts at a 'hand' step after the first hand has "
            + "appeared"
        )
      }
      hand = (side, line)
    case .confidence:
      guard !hasAppeared else {
        throw SynthScriptError(
          line: line,
          message: "'\(action.keyword)' must come before the hand appears "
            + "(before the first open, pinch, release or move)"
        )
      }
    case .size, .at:
      guard !isVisible else {
        throw SynthScriptError(
          line: line,
          message: "'\(action.keyword)' is allowed only while the hand is "
            + "out of view: before it appears, or after 'lose'"
        )
      }
    case .open, .pinch, .release, .move:
      isVisible = true
      hasAppeared = true
    case .lose:
      isVisible = false
    case .hold:
      break
    }
    duration += action.duration
    guard duration <= SynthScript.maximumDuration else {
      // Several steps may share the line: name the one that crosses.
      throw SynthScriptError(
        line: line,
        message: "'\(action.scriptText)' takes "
          + (partLine == nil ? "the script" : "the second hand's part")
          + " past \(Int(SynthScript.maximumDuration)) s, the longest synth "
          + "makes"
      )
    }
  }

  /// Starts the part of another hand, at a `hand` step after the current
  /// part's hand has appeared.
  private mutating func startPart(line: Int) throws(SynthScriptError) {
    guard let named = hand else {
      throw SynthScriptError(
        line: line,
        message: "a second hand needs the first one named: put 'hand left' "
          + "or 'hand right' before the first hand appears"
      )
    }
    earlierHands.append(named)
    hand = nil
    partLine = line
    isVisible = false
    hasAppeared = false
    duration = 0
  }

  /// Reads one statement's words into an action.
  private static func action(
    _ words: [String],
    line: Int
  ) throws(SynthScriptError) -> SynthScript.Action {
    func fail(_ message: String) -> SynthScriptError {
      SynthScriptError(line: line, message: message)
    }
    let keyword = words[0].lowercased()
    let arguments = Array(words.dropFirst())
    /// Throws if words are left after the `count` a step takes.
    func expectCount(_ count: Int, example: String) throws(SynthScriptError) {
      if arguments.count > count {
        throw fail(
          "unexpected '\(arguments[count])' after "
            + "'\(([words[0]] + arguments.prefix(count)).joined(separator: " "))'"
        )
      }
      if arguments.count < count {
        throw fail("'\(keyword)' needs \(example)")
      }
    }
    switch keyword {
    case "open", "pinch", "hold", "release", "lose":
      try expectCount(1, example: "a duration, as in '\(keyword) 0.5s'")
      let duration = try Self.duration(arguments[0], step: keyword, line: line)
      switch keyword {
      case "open": return .open(duration: duration)
      case "pinch": return .pinch(duration: duration)
      case "hold": return .hold(duration: duration)
      case "release": return .release(duration: duration)
      default: return .lose(duration: duration)
      }
    case "move":
      return try move(arguments, line: line)
    case "hand":
      try expectCount(1, example: "left or right, as in 'hand left'")
      guard let side = Chirality(rawValue: arguments[0].lowercased()),
        side == .left || side == .right
      else {
        throw fail("'hand' needs left or right, not '\(arguments[0])'")
      }
      return .hand(side)
    case "size":
      let range = Synthesizer.handSizeRange
      let example =
        "a hand size (wrist to middle knuckle) from "
        + "\(range.lowerBound) to \(range.upperBound) normalized units, "
        + "as in 'size 0.12'"
      try expectCount(1, example: example)
      guard let size = number(arguments[0]), range.contains(size) else {
        throw fail("'size' needs \(example), not '\(arguments[0])'")
      }
      return .size(size)
    case "at":
      let example =
        "the index tip's x and y in the display, two numbers from 0 to 1, "
        + "as in 'at 0.5 0.4'"
      try expectCount(2, example: example)
      guard let x = number(arguments[0]), let y = number(arguments[1]),
        (0...1).contains(x), (0...1).contains(y)
      else {
        throw fail(
          "'at' needs \(example), not '\(arguments.joined(separator: " "))'"
        )
      }
      return .at(Point(x: x, y: y))
    case "confidence":
      let example = "a number from 0 to 1, as in 'confidence 0.9'"
      try expectCount(1, example: example)
      guard let value = number(arguments[0]), (0...1).contains(value) else {
        throw fail("'confidence' needs \(example), not '\(arguments[0])'")
      }
      return .confidence(value)
    default:
      throw fail(
        "unknown step '\(words[0])'; the steps are "
          + keywords.dropLast().joined(separator: ", ") + " and "
          + (keywords.last ?? "")
      )
    }
  }

  /// Reads `move <direction> <distance> over <duration> [profile]`.
  private static func move(
    _ arguments: [String],
    line: Int
  ) throws(SynthScriptError) -> SynthScript.Action {
    func fail(_ message: String) -> SynthScriptError {
      SynthScriptError(line: line, message: message)
    }
    let example = "'move right 0.3 over 0.6s'"
    guard arguments.count >= 4 else {
      throw fail(
        "'move' needs a direction, a distance and a duration, as in "
          + example
      )
    }
    guard let direction = Direction(rawValue: arguments[0].lowercased()) else {
      throw fail(
        "'\(arguments[0])' is not a direction: use left, right, up or down"
      )
    }
    guard let distance = number(arguments[1]), distance > 0,
      distance <= SynthScript.maximumDistance
    else {
      throw fail(
        "'\(arguments[1])' is not a distance: use a number of normalized "
          + "display units greater than 0 and at most "
          + "\(Int(SynthScript.maximumDistance)), as in " + example
      )
    }
    guard arguments[2].lowercased() == "over" else {
      throw fail(
        "expected 'over' after the distance, not '\(arguments[2])', as in "
          + example
      )
    }
    let duration = try Self.duration(arguments[3], step: "move", line: line)
    var profile = SynthScript.MotionProfile.smooth
    if arguments.count > 4 {
      guard
        let named = SynthScript.MotionProfile(
          rawValue: arguments[4].lowercased()
        )
      else {
        throw fail(
          "'\(arguments[4])' is not a speed profile: use smooth or linear"
        )
      }
      profile = named
    }
    if arguments.count > 5 {
      throw fail(
        "unexpected '\(arguments[5])' after "
          + "'move \(arguments.prefix(5).joined(separator: " "))'"
      )
    }
    return .move(
      direction: direction,
      distance: distance,
      duration: duration,
      profile: profile
    )
  }

  /// Reads a duration with its unit, `0.5s` or `500ms`, in seconds.
  private static func duration(
    _ word: String,
    step: String,
    line: Int
  ) throws(SynthScriptError) -> Double {
    let lowered = word.lowercased()
    var seconds: Double?
    if lowered.hasSuffix("ms") {
      let milliseconds = String(lowered.dropLast(2))
      seconds = number(milliseconds).flatMap { _ in
        Double(Self.secondsText(milliseconds: milliseconds))
      }
    } else if lowered.hasSuffix("s") {
      seconds = number(String(lowered.dropLast()))
    }
    guard let seconds else {
      throw SynthScriptError(
        line: line,
        message: "'\(word)' is not a duration: write seconds or "
          + "milliseconds with their unit, as in 0.5s or 500ms"
      )
    }
    guard seconds > 0 else {
      throw SynthScriptError(
        line: line,
        message: "the duration of '\(step)' must be greater than 0, "
          + "not \(word)"
      )
    }
    return seconds
  }

  /// Returns a plain decimal number of milliseconds as the same number of
  /// seconds, its point moved three places (`33.3` gives `0.0333`), so that
  /// a duration in milliseconds reads as the nearest `Double` to the
  /// decimal written, as in seconds (`33.3 / 1000` is not `0.0333`).
  static func secondsText(milliseconds text: String) -> String {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    let whole = parts.first.map(String.init) ?? ""
    let digits = whole + (parts.count > 1 ? String(parts[1]) : "")
    let point = whole.count - 3
    guard point > 0 else {
      return "0." + String(repeating: "0", count: -point) + digits
    }
    return String(digits.prefix(point)) + "." + String(digits.dropFirst(point))
  }

  /// Reads a plain decimal number (`0.3`, `.5`, `12`): no sign, no
  /// exponent, no `nan` or `inf`.
  static func number(_ word: String) -> Double? {
    var digits = 0
    var points = 0
    for character in word {
      if character == "." {
        points += 1
      } else if character.isASCII, character.isNumber {
        digits += 1
      } else {
        return nil
      }
    }
    guard digits > 0, points <= 1 else { return nil }
    return Double(word)
  }
}
