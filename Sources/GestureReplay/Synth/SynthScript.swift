/// A gesture script: the steps of a synthetic hand recording, in order.
///
/// A script is text, one step per line or several separated by `;`, with
/// `#` starting a comment that runs to the end of the line. Durations take
/// a unit, `s` or `ms`; distances and positions are in normalized display
/// units, the frame the user sees (origin at the top left, `x` to the
/// user's right, `y` down).
///
/// ```
/// hand right          # settings come before the hand appears
/// open 0.5s           # the hand appears, open and still
/// pinch 0.2s          # the thumb tip closes onto the index tip
/// hold 1s             # nothing changes
/// release 0.2s        # the thumb opens again
/// move right 0.3 over 0.6s
/// lose 0.5s           # no hand in the frames
/// ```
///
/// A script of two hands has a part for each (``parts``): the second
/// starts with a `hand` step after the first hand has appeared, and both
/// parts name their hand, one `left` and one `right`. Each part's timeline
/// starts at time 0 and follows the rules of a one-hand script; its hand
/// is out of view after its last step, and the script lasts as long as its
/// longest part.
///
/// ```
/// hand left; size 0.08; at 0.35 0.45
/// open 0.4s; pinch 0.15s; hold 1s; release 0.15s; hold 0.3s
/// hand right; size 0.08; at 0.65 0.45
/// open 0.5s; pinch 0.15s; move right 0.15 over 0.6s; hold 0.3s; release 0.15s
/// ```
///
/// ``Synthesizer`` turns a script into a ``Trace`` whose expectations say
/// what the script means. Parsing checks everything a synthesizer needs, so
/// any script that parses can be synthesized.
public struct SynthScript: Hashable, Sendable {
  /// The steps, in script order: every part's, one part after the other.
  public var steps: [Step]

  /// The longest script a synthesizer accepts, in seconds: ten minutes.
  public static let maximumDuration: Double = 600

  /// The longest move, in normalized display units: a hundred times the
  /// display, far beyond any gesture, and short enough that every point
  /// of the hand stays a finite number.
  public static let maximumDistance: Double = 100

  /// Creates a script from steps that follow the script language's rules.
  ///
  /// The rules are those ``init(parsing:)`` checks: finite durations
  /// greater than 0, distances greater than 0 and at most
  /// ``maximumDistance``, settings within their ranges, `hand` and
  /// `confidence` before the hand appears, `size` and `at` only while the
  /// hand is out of view, at least one step that takes time, and at most
  /// ``maximumDuration`` seconds, in each part; no `hand` step names the
  /// side its part's hand already has (one of the other side replaces
  /// it); in a script of two parts,
  /// each names its hand, one `left` and one `right`.
  ///
  /// - Parameter steps: The steps, in order.
  /// - Precondition: The steps follow the rules; breaking one is a
  ///   programmer error that traps with the message a script would get.
  public init(steps: [Step]) {
    var parser = SynthScriptParser()
    do {
      for step in steps {
        try parser.append(step)
      }
      self.steps = try parser.finish()
    } catch {
      preconditionFailure("Invalid gesture script: \(error)")
    }
  }

  /// Creates a script by parsing its text.
  ///
  /// - Parameter text: The script, one step per line or separated by `;`;
  ///   lines end in `\n` or `\r\n`; a byte order mark may begin it.
  /// - Throws: A ``SynthScriptError`` naming the line and what is wrong
  ///   with it, such as `script line 3: unknown step 'wiggle'`.
  /// - Complexity: O(*n*) in the length of the text.
  public init(parsing text: String) throws(SynthScriptError) {
    var parser = SynthScriptParser()
    // A byte order mark (an editor's on Windows) is not part of line 1.
    let text = text.hasPrefix("\u{FEFF}") ? text.dropFirst() : Substring(text)
    // "\r\n" is one `Character`, not a "\n": a line ends at either.
    for (offset, line) in text.split(
      omittingEmptySubsequences: false,
      whereSeparator: { $0 == "\n" || $0 == "\r\n" }
    ).enumerated() {
      try parser.parse(line: line, number: offset + 1)
    }
    self.steps = try parser.finish()
  }

  /// The script's length in time: its longest part's, the sum of that
  /// part's steps' durations, in seconds.
  public var duration: Double {
    parts.map(\.duration).max() ?? 0
  }
}
