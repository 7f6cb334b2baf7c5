/// The help screen of `gesture-replay poses`.
extension PosesCommand {
  static let usage =
    "gesture-replay poses <file> ... [--configuration <name>] "
    + "[--config <file>] [--set <key=value> ...] [--format <format>] "
    + "[--minimum-accuracy [<label>=]<share> ...] "
    + "[--maximum-false-positives <share>] [--maximum-unreadable <share>] "
    + "[--expect <label>=<meaning> ...] [--label <label> ...] [--misread <n>]"

  static let help = HelpText(
    overview: "Measures how well static poses are read on labelled hands: "
      + "per-label accuracy, a confusion matrix, accuracy per recorder, and "
      + "the misread samples.",
    usage: usage,
    arguments: [
      (
        "<file> ...",
        "Pose files, in the format of shared/data/poses/*.json: a "
          + "'samples' array of hands, each with 'landmarks' (21 [x, y, z]), "
          + "a 'label', and optionally 'id', 'recorder' (or 'repo'), "
          + "'chirality', 'rotationDegrees' and 'imageSize'; the file's "
          + "'coordinates' as in a trace. Several files are evaluated as one "
          + "set, their ids prefixed by the file's path; - reads standard "
          + "input."
      )
    ],
    options: [
      (
        "--configuration <name>",
        "The built-in configuration to read with: handKit (the default) or "
          + "adaptive."
      ),
      (
        "--config <file>",
        "A JSON configuration applied on top of --configuration, as for "
          + "replaying a trace."
      ),
      (
        "--set <key=value>",
        "Changes one setting, applied after --config; repeatable "
          + "(poses.fingerExtendedRatio=1.3, say)."
      ),
      (
        "--format <format>",
        "text (tables, the default) or json (one document)."
      ),
      (
        "--minimum-accuracy [<label>=]<share>",
        "The least share, from 0 to 1, of a label's scored samples that "
          + "must be read right. Without a label: every label that expects a "
          + "pose (pointer included); with one: that label, whatever it "
          + "expects; a label no sample has is a usage error. Repeatable; "
          + "exits 1 when one is not met."
      ),
      (
        "--maximum-false-positives <share>",
        "The largest share, from 0 to 1, of the samples of the labels that "
          + "expect no pose, all together, that may be read as a pose; "
          + "exits 1 above it, or when no sample expects no pose."
      ),
      (
        "--maximum-unreadable <share>",
        "The largest share, from 0 to 1, of all the samples that may be "
          + "unreadable (a joint missing or below the confidence gate, a "
          + "degenerate hand, a hand score below hands.minimumScore); "
          + "unreadable samples are out of every accuracy, so this is what "
          + "fails a file of hands that cannot be read. Exits 1 above it, or "
          + "when there is no sample."
      ),
      (
        "--expect <label>=<meaning>",
        "What a label means, where the default does not say: a pose's "
          + "name, none, pointer or unscored (as in --expect call=none). "
          + "Repeatable."
      ),
      (
        "--label <label>",
        "Evaluates only the samples with this label; repeatable."
      ),
      (
        "--misread <n>",
        "How many misread samples, and unreadable ones, to list per label: "
          + "10 by default, 0 for none, all for every one."
      ),
    ],
    discussion: """
      Each sample's hand is held still, in frames at 30 per second, for \
      two frames longer than the configuration's pose dwell, through the \
      whole engine; the pose read is the name of the first 'pose began' \
      event, or none. A label that is a pose's name must read that pose; \
      'pointer' must read pointingUp when the index finger (knuckle to tip) \
      points within 30 degrees of up and no pose at 60 degrees or more, and \
      is not scored in between; a label starting with 'none' must read no \
      pose; any other label is counted but not scored (a warning says so). \
      A hand the classifier cannot read (a joint it needs missing or below \
      the confidence gate, or a degenerate hand) is counted as unreadable, \
      listed with its index, id and reason, and not scored (a warning says \
      so); a requirement with no scored sample is not met. \
      Exit status: 0 when every requirement is met, 1 when one is not, 64 \
      for a wrong command line, 65 for a file or configuration that is not \
      valid, 66 for a file that cannot be opened.
      """
  )
}
