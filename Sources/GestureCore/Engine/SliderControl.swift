/// The control a movement drives: a continuous slider, a discrete one, or a
/// picker, behind one interface for the engine.
enum SliderControl: Hashable, Sendable {
  case continuous(FixedReferenceSlider)
  case discrete(DiscreteSlider)
  case picker(Picker)

  init(_ settings: GestureConfiguration.Slider) {
    if let options = settings.options {
      let index = Int(
        Swift.min(
          Swift.max(settings.initialValue.rounded(), 0),
          Double(options.count - 1)
        )
      )
      self = .picker(
        Picker(options: options, gain: settings.gain, selectedIndex: index)
      )
    } else if let values = settings.values {
      self = .discrete(
        DiscreteSlider(
          values: values,
          gain: settings.gain,
          value: settings.initialValue
        )
      )
    } else if let step = settings.step {
      self = .discrete(
        DiscreteSlider(
          range: settings.minimum...settings.maximum,
          step: step,
          gain: settings.gain,
          value: settings.initialValue
        )
      )
    } else {
      self = .continuous(
        FixedReferenceSlider(
          gain: settings.gain,
          range: settings.minimum...settings.maximum,
          value: settings.initialValue
        )
      )
    }
  }

  /// The current value: the slider's value or the picker's index.
  var value: Double {
    switch self {
    case .continuous(let slider): slider.value
    case .discrete(let slider): slider.value
    case .picker(let picker): Double(picker.selectedIndex)
    }
  }

  /// The picker's selected option, `nil` for a slider.
  var option: String? {
    if case .picker(let picker) = self { return picker.selectedOption }
    return nil
  }

  mutating func begin(x: Double) {
    switch self {
    case .continuous(var slider):
      slider.begin(x: x)
      self = .continuous(slider)
    case .discrete(var slider):
      slider.begin(x: x)
      self = .discrete(slider)
    case .picker(var picker):
      picker.begin(x: x)
      self = .picker(picker)
    }
  }

  /// Inlined into the engine's slider step, which calls it on every frame
  /// of a movement.
  @inline(__always)
  mutating func update(x: Double) {
    switch self {
    case .continuous(var slider):
      slider.update(x: x)
      self = .continuous(slider)
    case .discrete(var slider):
      slider.update(x: x)
      self = .discrete(slider)
    case .picker(var picker):
      picker.update(x: x)
      self = .picker(picker)
    }
  }

  mutating func end() {
    switch self {
    case .continuous(var slider):
      slider.end()
      self = .continuous(slider)
    case .discrete(var slider):
      slider.end()
      self = .discrete(slider)
    case .picker(var picker):
      picker.end()
      self = .picker(picker)
    }
  }
}
