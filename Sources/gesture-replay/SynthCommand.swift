import GestureCore
import GestureReplay
import ToolSupport

#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Musl)
  @preconcurrency import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `gesture-replay synth SCRIPT`: makes a trace from a gesture script.
enum SynthCommand {
  static let usage =
    "gesture-replay synth <script> [--fps <n>] [--seed <n>] "
    + "[--noise <sigma>] [-o <file>] [--hand <side>] [--hand-size <size>] "
    + "[--at <x,y>] [--confidence <value>] [--mirrored] [--origin <origin>] "
    + "[--orientation <orientation>]"

  static let help = HelpText(
    overview: "Makes a synthetic trace from a gesture script: a 21-joint "
      + "hand that opens, pinches, moves and leaves the frame as the script "
      + "says, with the events it must produce in its expect list.",
    usage: [
      "gesture-replay synth <script> [--fps <n>] [--seed <n>] [--noise <sigma>]",
      "[-o <file>] [--hand <side>] [--hand-size <size>]",
      "[--at <x,y>] [--confidence <value>] [--mirrored]",
      "[--origin <origin>] [--orientation <orientation>]",
    ].joined(separator: "\n" + String(repeating: " ", count: 28))
      + "\n       gesture-replay synth --script <text> [<options>]",
    arguments: [
      (
        "<script>",
        "A script file, or - to read standard input. The script language "
          + "is below."
      )
    ],
    options: [
      (
        "--script <text>",
        "The script itself instead of a file, as in --script \"open 0.5s; "
          + "pinch 0.2s\"."
      ),
      (
        "--fps <n>",
        "Frames per second, from 1 to 240 (default 30). Frame i is at "
          + "i / n seconds; the last frame shows the end of the script."
      ),
      (
        "--noise <sigma>",
        "The standard deviation of the Gaussian jitter added to every joint "
          + "coordinate, in normalized units (default 0, none). Up to about "
          + "0.001 the expected events still hold."
      ),
      (
        "--seed <n>",
        "The seed of the noise generator, a whole number (default 0). The "
          + "same script and options always give the same bytes."
      ),
      (
        "-o, --output <file>",
        "Writes the trace to a file instead of standard output: JSON Lines "
          + "if its name ends in .jsonl, JSON otherwise."
      ),
      (
        "--hand <side>",
        "The hand, left or right (default right); the script's 'hand' step "
          + "overrides it."
      ),
      (
        "--hand-size <size>",
        "The wrist to middle knuckle distance in normalized units, from "
          + "0.04 to 0.3 (default 0.12); the script's 'size' step overrides "
          + "it."
      ),
      (
        "--at <x,y>",
        "Where the index tip starts in the display, two numbers from 0 to 1 "
          + "(default 0.5,0.4); the script's 'at' step overrides it."
      ),
      (
        "--confidence <value>",
        "Every joint's confidence, from 0 to 1 (default 0.9); the script's "
          + "'confidence' step overrides it."
      ),
      (
        "--mirrored",
        "A front camera: raw x is flipped relative to what the user sees, "
          + "so a move to the user's right lowers raw x."
      ),
      (
        "--origin <origin>",
        "Where raw coordinates start: topLeft (MediaPipe, the default) or "
          + "bottomLeft (Apple Vision)."
      ),
      (
        "--orientation <orientation>",
        "How the camera's buffer is turned relative to the display: up (the "
          + "default), right, down or left."
      ),
    ],
    discussion: """
      A script is one step per line, or steps separated by ';'. '#' starts \
      a comment. Durations take a unit, as in 0.5s or 500ms; positions and \
      distances are in normalized units of the display the user sees (x to \
      the right, y down). The hand is out of view until a step shows it. \
      Warnings go to standard error; the trace, and nothing else, to \
      standard output. Exit status: 0 on success, 64 for a wrong command \
      line, 65 for a script error (named by its line), 66 for a script \
      file that cannot be opened.
      """,
    sections: [
      (
        "SCRIPT STEPS",
        [
          ("open <duration>", "Shows the hand open, relaxed and still."),
          (
            "pinch <duration>",
            "Closes the thumb tip onto the index tip over the duration; the "
              + "index tip stays where it is."
          ),
          ("hold <duration>", "Keeps the pose, position and visibility."),
          ("release <duration>", "Opens the thumb again over the duration."),
          (
            "move <direction> <distance> over <duration> [smooth|linear]",
            "Moves the whole hand left, right, up or down by the distance "
              + "in normalized display units. smooth (the default) eases in "
              + "and out, peaking at 1.5 times the mean speed; linear keeps "
              + "a constant speed."
          ),
          ("lose <duration>", "Leaves the hand out of the frames."),
          (
            "hand left|right",
            "Sets the hand, before it first appears."
          ),
          (
            "size <size>",
            "Sets the hand size while the hand is out of view."
          ),
          (
            "at <x> <y>",
            "Places the index tip while the hand is out of view."
          ),
          (
            "confidence <value>",
            "Sets every joint's confidence, before the hand first appears."
          ),
        ]
      ),
      (
        "EXPECTED EVENTS",
        [
          (
            "hand found, lost", "At the frames where the hand appears and goes."
          ),
          (
            "pinch began, ended",
            "Where the thumb-index distance crosses handKit's thresholds, "
              + "during pinch and release."
          ),
          (
            "movement, slider",
            "began a few frames into each move, when the median of 5 "
              + "displacements exceeds 0.01; ended shortly after it. The "
              + "slider ends at its start value + 100 x the horizontal "
              + "distance, clamped to 0-100, within the distance the hand "
              + "covers before the slider's reference and after its last "
              + "update. slider.changed is ignored."
          ),
          (
            "time windows",
            "From the earliest to the latest frame at which the event can "
              + "happen with the noise: a distance is taken to be off by up "
              + "to 3 x sqrt(2) x sigma, and one frame in 5 by up to twice "
              + "that. Without noise, the exact frame. A move too slow for "
              + "handKit gets a warning and no expected movement."
          ),
        ]
      ),
    ]
  )

  /// The help text, with an example after the sections.
  static var helpText: String {
    help.render() + """

      EXAMPLE:
        # pinch-and-slide.txt
        open 0.5s
        pinch 0.2s; hold 0.5s; release 0.2s
        move right 0.3 over 0.4s    # the slider goes from 0 to about 30
        hold 0.3s
        lose 0.4s                   # hand lost, then found again
        open 0.3s

        gesture-replay synth pinch-and-slide.txt --fps 60 --noise 0.0005 \\
          -o pinch-and-slide.json
        gesture-replay pinch-and-slide.json --check

      """
  }

  static func run(_ arguments: [String]) throws(CommandFailure) -> ExitStatus {
    let scanner = try ArgumentScanner(
      arguments,
      options: [
        .init(name: "--help", takesValue: false),
        .init(name: "--script", takesValue: true),
        .init(name: "--fps", takesValue: true),
        .init(name: "--noise", takesValue: true),
        .init(name: "--seed", takesValue: true),
        .init(name: "-o", takesValue: true),
        .init(name: "--output", takesValue: true),
        .init(name: "--hand", takesValue: true),
        .init(name: "--hand-size", takesValue: true),
        .init(name: "--at", takesValue: true),
        .init(name: "--confidence", takesValue: true),
        .init(name: "--mirrored", takesValue: false),
        .init(name: "--origin", takesValue: true),
        .init(name: "--orientation", takesValue: true),
      ],
      usage: usage
    )
    if scanner.flag("--help") {
      Console.out(helpText)
      return .success
    }
    let inline = scanner.value("--script")
    if inline != nil, let extra = scanner.positionals.first {
      throw .usage(
        "Unexpected argument '\(extra)': give a script file or --script, "
          + "not both",
        usage
      )
    }
    if inline == nil, scanner.positionals.isEmpty {
      throw .usage("Missing expected argument '<script>'", usage)
    }
    if scanner.positionals.count > 1 {
      throw .usage("Unexpected argument '\(scanner.positionals[1])'", usage)
    }
    if scanner.value("-o") != nil, scanner.value("--output") != nil {
      throw .usage("'-o' and '--output' are the same option", usage)
    }
    let output = scanner.value("-o") ?? scanner.value("--output")
    let synthesizer = try settings(scanner)

    let text: String
    if let inline {
      text = inline
    } else {
      text = try readScript(scanner.positionals.first ?? "-")
    }
    let script: SynthScript
    do {
      script = try SynthScript(parsing: text)
    } catch {
      throw CommandFailure(status: .dataError, message: "\(error)")
    }
    let result = synthesizer.synthesize(script)
    for warning in result.warnings {
      Console.error("Warning: \(warning)\n")
    }
    if let output {
      do {
        try result.trace.write(toFile: output)
      } catch {
        throw TraceInput.failure(error, path: output)
      }
    } else {
      Console.out(String(decoding: result.trace.encoded(), as: UTF8.self))
    }
    return .success
  }

  /// The synthesizer the options describe.
  static func settings(
    _ scanner: ArgumentScanner
  ) throws(CommandFailure) -> Synthesizer {
    var synthesizer = Synthesizer()
    func invalid(_ value: String, _ option: String, _ rule: String)
      -> CommandFailure
    {
      .usage("The value '\(value)' is invalid for '\(option)': \(rule)", usage)
    }
    func number(
      _ option: String,
      in range: ClosedRange<Double>,
      rule: String
    ) throws(CommandFailure) -> Double? {
      guard let text = scanner.value(option) else { return nil }
      guard let value = Double(text), range.contains(value) else {
        throw invalid(text, option, rule)
      }
      return value
    }
    if let fps = try number(
      "--fps",
      in: Synthesizer.frameRateRange,
      rule: "use a number from 1 to 240"
    ) {
      synthesizer.frameRate = fps
    }
    if let noise = try number(
      "--noise",
      in: Synthesizer.noiseRange,
      rule: "use a standard deviation from 0 to 0.05"
    ) {
      synthesizer.noise = noise
    }
    if let text = scanner.value("--seed") {
      guard let seed = UInt64(text) else {
        throw invalid(text, "--seed", "use a whole number from 0")
      }
      synthesizer.seed = seed
    }
    if let text = scanner.value("--hand") {
      guard let side = Chirality(rawValue: text), side != .unknown else {
        throw invalid(text, "--hand", "use left or right")
      }
      synthesizer.chirality = side
    }
    if let size = try number(
      "--hand-size",
      in: Synthesizer.handSizeRange,
      rule: "use a size from 0.04 to 0.3"
    ) {
      synthesizer.handSize = size
    }
    if let text = scanner.value("--at") {
      let parts = text.split(separator: ",", omittingEmptySubsequences: false)
      guard parts.count == 2, let x = Double(parts[0]),
        let y = Double(parts[1]), (0...1).contains(x), (0...1).contains(y)
      else {
        throw invalid(text, "--at", "use x,y with both from 0 to 1")
      }
      synthesizer.position = Point(x: x, y: y)
    }
    if let confidence = try number(
      "--confidence",
      in: 0...1,
      rule: "use a number from 0 to 1"
    ) {
      synthesizer.confidence = confidence
    }
    synthesizer.coordinates.isMirrored = scanner.flag("--mirrored")
    if let text = scanner.value("--origin") {
      guard let origin = CoordinateSpace.Origin(rawValue: text) else {
        throw invalid(text, "--origin", "use topLeft or bottomLeft")
      }
      synthesizer.coordinates.origin = origin
    }
    if let text = scanner.value("--orientation") {
      guard let orientation = CoordinateSpace.Orientation(rawValue: text)
      else {
        throw invalid(text, "--orientation", "use up, right, down or left")
      }
      synthesizer.coordinates.orientation = orientation
    }
    return synthesizer
  }

  /// Reads a script from a file, or from standard input for `-`.
  static func readScript(_ path: String) throws(CommandFailure) -> String {
    let isStandardInput = path == "-"
    guard let file = isStandardInput ? stdin : fopen(path, "rb") else {
      throw CommandFailure(
        status: .noInput,
        message: "cannot open '\(path)': \(String(cString: strerror(errno)))"
      )
    }
    defer { if !isStandardInput { fclose(file) } }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      bytes.append(contentsOf: buffer[0..<count])
      if count < buffer.count {
        guard ferror(file) == 0 else {
          throw CommandFailure(
            status: .noInput,
            message: "cannot read '\(TraceInput.display(path))': "
              + String(cString: strerror(errno))
          )
        }
        return String(decoding: bytes, as: UTF8.self)
      }
      guard bytes.count <= 1 << 20 else {
        throw CommandFailure(
          status: .dataError,
          message: "\(TraceInput.display(path)): a script must be smaller "
            + "than 1 MiB"
        )
      }
    }
  }
}
