import GestureCore

extension ConfigurationKey {
  static func number(
    _ name: String,
    _ summary: String,
    _ path: WritableKeyPath<GestureConfiguration, Double> & Sendable
  ) -> ConfigurationKey {
    ConfigurationKey(
      name: name,
      kind: .number,
      summary: summary,
      get: { .number($0[keyPath: path]) },
      set: { configuration, value in
        if case .number(let number) = value {
          configuration[keyPath: path] = number
        }
      }
    )
  }

  static func optionalNumber(
    _ name: String,
    _ summary: String,
    _ path: WritableKeyPath<GestureConfiguration, Double?> & Sendable
  ) -> ConfigurationKey {
    ConfigurationKey(
      name: name,
      kind: .optionalNumber,
      summary: summary,
      get: { $0[keyPath: path].map { .number($0) } ?? .null },
      set: { configuration, value in
        switch value {
        case .number(let number): configuration[keyPath: path] = number
        case .null: configuration[keyPath: path] = nil
        default: break
        }
      }
    )
  }

  static func choice<Value>(
    _ name: String,
    _ summary: String,
    _ path: WritableKeyPath<GestureConfiguration, Value> & Sendable
  ) -> ConfigurationKey
  where
    Value: RawRepresentable & CaseIterable & Sendable,
    Value.RawValue == String
  {
    var key = ConfigurationKey(
      name: name,
      kind: .choice,
      summary: summary,
      get: { .string($0[keyPath: path].rawValue) },
      set: { configuration, value in
        if case .string(let text) = value, let choice = Value(rawValue: text) {
          configuration[keyPath: path] = choice
        }
      }
    )
    key.choices = Value.allCases.map(\.rawValue)
    return key
  }

  static func integer(
    _ name: String,
    _ summary: String,
    _ path: WritableKeyPath<GestureConfiguration, Int> & Sendable
  ) -> ConfigurationKey {
    ConfigurationKey(
      name: name,
      kind: .integer,
      summary: summary,
      get: { .integer($0[keyPath: path]) },
      set: { configuration, value in
        if case .integer(let number) = value {
          configuration[keyPath: path] = number
        }
      }
    )
  }

  static func boolean(
    _ name: String,
    _ summary: String,
    _ path: WritableKeyPath<GestureConfiguration, Bool> & Sendable
  ) -> ConfigurationKey {
    ConfigurationKey(
      name: name,
      kind: .boolean,
      summary: summary,
      get: { .boolean($0[keyPath: path]) },
      set: { configuration, value in
        if case .boolean(let flag) = value {
          configuration[keyPath: path] = flag
        }
      }
    )
  }

  static func string(
    _ name: String,
    _ summary: String,
    _ path: WritableKeyPath<GestureConfiguration, String> & Sendable
  ) -> ConfigurationKey {
    ConfigurationKey(
      name: name,
      kind: .string,
      summary: summary,
      get: { .string($0[keyPath: path]) },
      set: { configuration, value in
        if case .string(let text) = value {
          configuration[keyPath: path] = text
        }
      }
    )
  }

  static func numbers(
    _ name: String,
    _ summary: String,
    _ path: WritableKeyPath<GestureConfiguration, [Double]?> & Sendable
  ) -> ConfigurationKey {
    ConfigurationKey(
      name: name,
      kind: .numbers,
      summary: summary,
      get: { $0[keyPath: path].map { .numbers($0) } ?? .null },
      set: { configuration, value in
        switch value {
        case .numbers(let list): configuration[keyPath: path] = list
        case .null: configuration[keyPath: path] = nil
        default: break
        }
      }
    )
  }

  static func poses(
    _ name: String,
    _ summary: String,
    _ path: WritableKeyPath<GestureConfiguration, [PoseDescription]> & Sendable
  ) -> ConfigurationKey {
    ConfigurationKey(
      name: name,
      kind: .poses,
      summary: summary,
      get: { .poses($0[keyPath: path]) },
      set: { configuration, value in
        if case .poses(let list) = value { configuration[keyPath: path] = list }
      }
    )
  }

  static func strings(
    _ name: String,
    _ summary: String,
    _ path: WritableKeyPath<GestureConfiguration, [String]?> & Sendable
  ) -> ConfigurationKey {
    ConfigurationKey(
      name: name,
      kind: .strings,
      summary: summary,
      get: { $0[keyPath: path].map { .strings($0) } ?? .null },
      set: { configuration, value in
        switch value {
        case .strings(let list): configuration[keyPath: path] = list
        case .null: configuration[keyPath: path] = nil
        default: break
        }
      }
    )
  }
}
