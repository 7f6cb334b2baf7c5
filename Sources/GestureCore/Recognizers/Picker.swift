/// A control that selects one of several named options by horizontal movement.
///
/// The third sibling of ``FixedReferenceSlider``: the fixed-reference
/// displacement moves a position over the option indices, `gain` options
/// per normalized unit, and the selection is the nearest index.
///
/// ```swift
/// var scene = Picker(options: ["off", "dim", "bright"], gain: 10)
/// scene.begin(x: 0.5)    // 0, "off"
/// scene.update(x: 0.62)  // 1, "dim": 0 + 10 * 0.12 = 1.2
/// ```
public struct Picker: Hashable, Sendable {
  /// The option names, in order.
  public let options: [String]
  private var slider: DiscreteSlider

  /// Creates a picker.
  ///
  /// - Parameters:
  ///   - options: The option names; at least one, and at most
  ///     ``DiscreteSlider/maximumValueCount``.
  ///   - gain: Options per normalized unit of horizontal movement; finite.
  ///   - selectedIndex: The initial selection, clamped to the options.
  public init(options: [String], gain: Double, selectedIndex: Int = 0) {
    precondition(!options.isEmpty, "A picker needs at least 1 option.")
    self.options = options
    self.slider = DiscreteSlider(
      range: 0...Double(options.count - 1),
      step: 1,
      gain: gain,
      value: Double(selectedIndex)
    )
  }

  /// The index of the selected option.
  public var selectedIndex: Int { Int(slider.value) }

  /// The name of the selected option.
  public var selectedOption: String { options[selectedIndex] }

  /// A Boolean value that indicates whether a movement is in progress.
  public var isTracking: Bool { slider.isTracking }

  /// Starts a movement at a horizontal position.
  ///
  /// - Parameter x: The start position, in normalized display units.
  /// - Returns: The selected index, unchanged.
  @discardableResult
  public mutating func begin(x: Double) -> Int {
    Int(slider.begin(x: x))
  }

  /// Selects the option nearest the position for `x`.
  ///
  /// - Parameter x: The current position, in normalized display units.
  /// - Returns: The selected index.
  @discardableResult
  public mutating func update(x: Double) -> Int {
    Int(slider.update(x: x))
  }

  /// Ends the movement, keeping the selection.
  ///
  /// - Returns: The selected index.
  @discardableResult
  public mutating func end() -> Int {
    Int(slider.end())
  }
}
