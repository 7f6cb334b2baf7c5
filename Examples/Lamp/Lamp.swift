/// A smart lamp, as an app talks to one: an actor, so that its commands run
/// one at a time and fast gestures cannot interleave them.
///
/// ``toggle(at:)`` reads the lamp's state and writes the opposite inside
/// the actor, with no suspension between the read and the write: two
/// pinches in quick succession always give "on" then "off". Reading
/// ``isOn`` from outside and then writing it back would let another
/// command run in between, and both pinches could switch the lamp on.
actor Lamp {
  /// Whether the lamp is on.
  private(set) var isOn = false
  /// The brightness, from 0 to 100.
  private(set) var brightness = 0.0
  /// Every command the lamp ran, in order, as printed.
  private(set) var log: [String] = []
  /// Where each command's line goes.
  private let output: @Sendable (String) -> Void

  /// Creates a lamp that is off.
  ///
  /// - Parameter output: Receives one line per command; prints it by
  ///   default.
  init(output: @escaping @Sendable (String) -> Void = { print($0) }) {
    self.output = output
  }

  /// Switches the lamp on if it is off, off if it is on.
  ///
  /// - Parameter time: The gesture's time, in seconds, for the log.
  func toggle(at time: Double) {
    let wasOn = isOn
    isOn = !wasOn
    record(isOn ? "lamp on" : "lamp off", at: time)
  }

  /// Sets the brightness.
  ///
  /// - Parameters:
  ///   - value: The new brightness, from 0 to 100.
  ///   - time: The gesture's time, in seconds, for the log.
  func setBrightness(_ value: Double, at time: Double) {
    brightness = value
    record("brightness \(LampFormat.decimal(value, digits: 1))", at: time)
  }

  private func record(_ command: String, at time: Double) {
    let line = "\(LampFormat.decimal(time, digits: 4))  \(command)"
    log.append(line)
    output(line)
  }
}
