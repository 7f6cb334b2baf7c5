extension GestureConfiguration {
  /// Settings of the slider that a movement drives.
  ///
  /// By default the slider is continuous: `value = clamp(startValue + gain
  /// * (x - startX), minimum, maximum)`. Give ``values`` or ``step`` for a
  /// discrete slider (``DiscreteSlider``), or ``options`` for a picker
  /// (``Picker``), whose value is the selected option's index.
  public struct Slider: Hashable, Sendable, Codable {
    /// Whether movements drive the slider at all.
    public var isEnabled: Bool
    /// Slider units per normalized unit of horizontal movement; handKit 100.
    ///
    /// For a picker, options per normalized unit.
    public var gain: Double
    /// The smallest value; handKit 0.
    public var minimum: Double
    /// The largest value; handKit 100.
    public var maximum: Double
    /// The value before the first movement; handKit 0.
    ///
    /// For a picker, the index of the initially selected option.
    public var initialValue: Double
    /// The allowed values of a discrete slider, if it has an explicit list.
    public var values: [Double]?
    /// The step of a discrete slider from ``minimum`` to ``maximum``.
    public var step: Double?
    /// The option names of a picker: each 1 to 40 letters, digits, `-` or
    /// `_`, as a custom pose's name, since its events carry it, and no two
    /// the same.
    public var options: [String]?
    /// Whether a movement measured by speed takes its reference from where
    /// it began (the start of the speed's window) rather than from where
    /// it was recognized; adaptive `true`.
    ///
    /// A movement is recognized some time after it begins; taking the
    /// reference there loses the distance covered meanwhile. With this on,
    /// a sweep of 0.3 moves the value by about 30.
    public var referencesMovementStart: Bool

    /// Creates slider settings; each defaults to its handKit value.
    ///
    /// - Parameters:
    ///   - isEnabled: Whether movements drive the slider.
    ///   - gain: Slider units per normalized unit of `x`.
    ///   - minimum: The smallest value.
    ///   - maximum: The largest value.
    ///   - initialValue: The value before the first movement.
    ///   - values: The allowed values of a discrete slider.
    ///   - step: The step of a discrete slider.
    ///   - options: The option names of a picker.
    ///   - referencesMovementStart: Whether the reference is where the
    ///     movement began.
    public init(
      isEnabled: Bool = true,
      gain: Double = 100,
      minimum: Double = 0,
      maximum: Double = 100,
      initialValue: Double = 0,
      values: [Double]? = nil,
      step: Double? = nil,
      options: [String]? = nil,
      referencesMovementStart: Bool = false
    ) {
      self.referencesMovementStart = referencesMovementStart
      self.isEnabled = isEnabled
      self.gain = gain
      self.minimum = minimum
      self.maximum = maximum
      self.initialValue = initialValue
      self.values = values
      self.step = step
      self.options = options
    }

    func validate() throws(ConfigurationError) {
      func fail(_ key: String, _ reason: String) -> ConfigurationError {
        ConfigurationError(key: "slider." + key, reason: reason)
      }
      guard gain.isFinite else { throw fail("gain", "must be finite") }
      guard minimum.isFinite else { throw fail("minimum", "must be finite") }
      guard maximum.isFinite else { throw fail("maximum", "must be finite") }
      guard maximum >= minimum else {
        throw ConfigurationError.pair(
          "slider.maximum",
          maximum,
          "must be at least",
          "slider.minimum",
          minimum
        )
      }
      guard initialValue.isFinite else {
        throw fail("initialValue", "must be finite")
      }
      if let values {
        guard !values.isEmpty, values.allSatisfy(\.isFinite) else {
          throw fail("values", "must be a non-empty list of finite numbers")
        }
      }
      if let step {
        guard step.isFinite, step > 0 else {
          throw fail("step", "must be a finite number greater than 0")
        }
        guard
          DiscreteSlider.valueCount(range: minimum...maximum, step: step)
            <= DiscreteSlider.maximumValueCount
        else {
          throw fail(
            "step",
            "makes more than \(DiscreteSlider.maximumValueCount) values"
          )
        }
        guard values == nil else {
          throw fail("step", "cannot be set together with slider.values")
        }
      }
      if let options {
        guard !options.isEmpty else {
          throw fail("options", "must name at least one option")
        }
        // A picker is a discrete slider over the options' indices.
        guard options.count <= DiscreteSlider.maximumValueCount else {
          throw fail(
            "options",
            "names more than \(DiscreteSlider.maximumValueCount) options"
          )
        }
        if let empty = options.firstIndex(of: "") {
          throw fail(
            "options[\(empty)]",
            "must not be empty: an option's name is its event's name"
          )
        }
        // An option's name is its events' name, in every report and
        // output format, as a custom pose's and a sequence's are.
        // Two options of one name would be one event for two positions.
        var named = Set<String>(minimumCapacity: options.count)
        for (index, option) in options.enumerated() {
          try ConfigurationError.checkName(
            option,
            key: "slider.options[\(index)]"
          )
          guard named.insert(option).inserted else {
            throw fail("options[\(index)]", "is \"\(option)\" a second time")
          }
        }
        guard values == nil, step == nil else {
          throw fail(
            "options",
            "cannot be set together with slider.values or slider.step"
          )
        }
      }
    }
  }
}
