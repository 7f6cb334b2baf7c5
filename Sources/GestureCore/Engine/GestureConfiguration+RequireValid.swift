extension GestureConfiguration {
  /// Traps, naming the first setting that is not usable, unless the
  /// configuration is valid: what the engines require of the
  /// configuration they are given (see ``validate()``).
  func requireValid() {
    do {
      try validate()
    } catch {
      preconditionFailure("Invalid gesture configuration: \(error)")
    }
  }
}
