import GestureCore
import GestureReplay

extension SynthCommand {
  static let help = HelpText(
    overview: "Makes a synthetic trace from a gesture script: a 21-joint "
      + "hand that opens, pinches, moves and leaves the frame as the script "
      + "says, with the events the script means as its expectations, "
      + "checked by replaying the trace.",
    usage: [
      "gesture-replay synth <script> [--fps <n>] [--seed <n>] [--noise <sigma>]",
      "[-o <file>] [--hand <side>] [--hand-size <size>]",
      "[--at <x,y>] [--confidence <value>] [--mirrored]",
      "[--origin <origin>] [--orientation <orientation>]",
      "[--configuration <name>] [--config <file>]",
      "[--set <key=value> ...]",
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
          + "coordinate, in normalized units, from 0 to 0.05 (default 0, "
          + "none)."
      ),
      (
        "--seed <n>",
        "The seed of the noise generator, a whole number (default 0). The "
          + "same script and options always give the same bytes."
      ),
      (
        "-o, --output <file>",
        "Writes the trace to a file instead of standard output (- for "
          + "standard output): JSON Lines if its name ends in .jsonl, JSON "
          + "otherwise."
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
      (
        "--configuration <name>",
        "Checks the expectations with this built-in configuration alone: "
          + "handKit or adaptive. Without --configuration, --config and "
          + "--set, both are checked, each with a list of its own."
      ),
      (
        "--config <file>",
        "A JSON configuration, as printed by 'gesture-replay defaults', "
          + "applied on top of --configuration (handKit by default); the "
          + "expectations are checked with the result alone."
      ),
      (
        "--set <key=value>",
        "Changes one setting, applied after --config; repeatable. A "
          + "configuration that is not a built-in one needs a name of its "
          + "own, as in --set name=strict: the trace holds its expectations "
          + "under that name, with its settings."
      ),
    ],
    discussion: """
      A script is one step per line, or steps separated by ';'. '#' starts \
      a comment. Durations take a unit, as in 0.5s or 500ms; positions and \
      distances are in normalized units of the display the user sees (x to \
      the right, y down). The hand is out of view until a step shows it. \
      Warnings go to standard error; the trace, and nothing else, to \
      standard output. Exit status: 0 on success, warnings or not, 64 for \
      a wrong command line, 65 for a script or configuration error (named \
      by its line or key), 66 for a file that cannot be opened.
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
            "Sets the hand, before it first appears. After it, starts the "
              + "other hand's part: a script of two hands names both, one "
              + "left and one right, and each part starts at time 0."
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
            "what they are",
            "What the script means, for each configuration checked, in the "
              + "trace's expectFor under its name: hand found and lost where "
              + "the hand appears and goes; pinch began during a pinch step "
              + "and ended during a release; movement and slider began after "
              + "a move starts and ended after it ends, the slider at its "
              + "start value + gain x the horizontal travel. With "
              + "twoHandPinch.isEnabled, two hands that surely pinch at once "
              + "mean twoHandPinch began and ended or cancelled, with the "
              + "scale and rotation of the scripted pinch points; two that "
              + "may, the same where the replay gives them."
          ),
          (
            "time windows",
            "The step's span, and an allowance for the recognizers' latency "
              + "from the frame rate and the configuration's time settings "
              + "(a frame; the movement median's half window, or the speed "
              + "window and its median span; the failure delay of a gesture "
              + "that awaits another's failure), never its thresholds. The "
              + "slider's tolerance: the travel within that allowance of the "
              + "move's start (and end, for a smooth move), and the noise."
          ),
          (
            "the check",
            "The trace is replayed with each configuration. An event it does "
              + "not give, or a slider value it does not reach, is left out, "
              + "and an event no step means is ignored by its kind "
              + "(expectIgnoring), each with a warning naming the step: the "
              + "trace passes its own check, and the warnings say where the "
              + "configuration does not do what the script means. An event "
              + "whose coming the script's timing cannot tell (a pinch no "
              + "frame shows closed, a hand back at another place, a move "
              + "briefer than most of the movement median's frames, a "
              + "movement that may go on across a short pause, a rest, a "
              + "slowing or a turn between two moves, a movement a pinch or "
              + "a swipe may cancel or a pinch a movement may cancel, a hold "
              + "a move may let begin or cancel, a double pinch on either "
              + "side of a limit, a two-hand pinch of hands that may not "
              + "pinch at once) is expected where the replay gives it and left out "
              + "without a warning where it does not."
          ),
          (
            "always ignored",
            BuiltInStage.allCases.compactMap(\.synthLeavesToReplay)
              .joined(separator: " ")
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
        move right 0.3 over 0.6s    # the slider goes from 0 to about 30
        hold 0.3s
        lose 0.4s                   # hand lost, then found again
        open 0.3s

        gesture-replay synth pinch-and-slide.txt --fps 60 --noise 0.0005 \\
          -o pinch-and-slide.json
        gesture-replay pinch-and-slide.json --check

      """
  }
}
