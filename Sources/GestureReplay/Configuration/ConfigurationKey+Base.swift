import GestureCore

extension ConfigurationKey {
  /// The settings of the prototype's configuration.
  static let baseKeys: [ConfigurationKey] =
    [
      string("name", "the configuration's name, for reports", \.name),
      number(
        "minimumConfidence",
        "a landmark is used only with at least this confidence, 0 to 1",
        \.minimumConfidence
      ),
      integer(
        "movement.medianWindow",
        "displacements the movement median is taken over, in frames",
        \.movement.medianWindow
      ),
      number(
        "movement.startThreshold",
        "a movement starts when the median exceeds this, normalized units",
        \.movement.startThreshold
      ),
      number(
        "movement.stopThreshold",
        "a movement stops when the median falls below this, normalized units",
        \.movement.stopThreshold
      ),
      boolean(
        "pinch.isEnabled",
        "whether pinches are recognized",
        \.pinch.isEnabled
      ),
      number(
        "pinch.enterThreshold",
        "a pinch begins when thumb-index distance is below this, normalized units",
        \.pinch.enterThreshold
      ),
      number(
        "pinch.exitThreshold",
        "a pinch ends when thumb-index distance is above this, normalized units",
        \.pinch.exitThreshold
      ),
      boolean(
        "slider.isEnabled",
        "whether movements drive the slider",
        \.slider.isEnabled
      ),
      number(
        "slider.gain",
        "slider units per normalized unit of horizontal movement",
        \.slider.gain
      ),
      number("slider.minimum", "the slider's smallest value", \.slider.minimum),
      number("slider.maximum", "the slider's largest value", \.slider.maximum),
      number(
        "slider.initialValue",
        "the slider's value before the first movement",
        \.slider.initialValue
      ),
      numbers(
        "slider.values",
        "the allowed values of a discrete slider",
        \.slider.values
      ),
      optionalNumber(
        "slider.step",
        "the step of a discrete slider from minimum to maximum",
        \.slider.step
      ),
      strings(
        "slider.options",
        "the option names of a picker",
        \.slider.options
      ),
      boolean(
        "hands.reportsPresence",
        "whether hand found and hand lost events are reported",
        \.hands.reportsPresence
      ),
    ]
}
