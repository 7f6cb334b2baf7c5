/// A small command-line scanner: flags, options with values, positionals.
///
/// Accepts `--name value` and `--name=value`; `--` ends the options; a
/// lone `-` is a positional (standard input). An option or flag that is
/// not repeatable may be given once.
struct ArgumentScanner {
  /// An option the command knows.
  struct Option {
    var name: String
    var takesValue: Bool
    var repeatable = false
  }

  let options: [Option]
  let usage: String
  private(set) var values: [String: [String]] = [:]
  private(set) var flags: Set<String> = []
  private(set) var positionals: [String] = []

  init(_ arguments: [String], options: [Option], usage: String)
    throws(CommandFailure)
  {
    self.options = options
    self.usage = usage
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      var name = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      if name == "-h" { name = "--help" }
      guard let option = options.first(where: { $0.name == name }) else {
        throw .usage("Unknown option '\(name)'", usage)
      }
      if option.takesValue {
        let value: String
        if let inlineValue {
          value = inlineValue
        } else {
          guard index < arguments.count else {
            throw .usage("Missing value for '\(name)'", usage)
          }
          value = arguments[index]
          index += 1
        }
        if !option.repeatable, values[name] != nil {
          throw .usage("'\(name)' may be given only once", usage)
        }
        values[name, default: []].append(value)
      } else {
        guard inlineValue == nil else {
          throw .usage("'\(name)' does not take a value", usage)
        }
        guard option.repeatable || !flags.contains(name) else {
          throw .usage("'\(name)' may be given only once", usage)
        }
        flags.insert(name)
      }
    }
  }

  func flag(_ name: String) -> Bool { flags.contains(name) }

  func value(_ name: String) -> String? { values[name]?.last }

  func all(_ name: String) -> [String] { values[name] ?? [] }
}
