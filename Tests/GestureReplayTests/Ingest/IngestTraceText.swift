import GestureCore

/// Trace text made from a seed, written by hand rather than by the
/// encoder, with what makes a reader go wrong: tricky numbers, every
/// escape, whitespace everywhere, unknown members nesting values, every
/// way of giving a hand, and, when asked, a few damaged bytes.
///
/// The same seed gives the same text.
struct IngestTraceText {
  private var random: SplitMix64
  /// Whether the text is JSON Lines, where whitespace has no line break.
  private var isLines = false

  /// Creates a generator from a seed.
  init(seed: UInt64) {
    random = SplitMix64(seed: seed)
  }

  /// Numbers that are hard to convert, or easy to convert wrongly.
  static let trickyNumbers: [String] = [
    "0", "-0", "0.0", "-0.0", "0e0", "-0E+0", "0.000", "1", "-1", "1.5",
    "0.1", "0.2", "0.3", "1e-400", "-1e-400", "1e-320", "4.9e-324",
    "2.4703282292062327e-324", "2.4703282292062328e-324",
    "2.2250738585072011e-308", "2.2250738585072014e-308",
    "1.7976931348623157e308", "9007199254740992", "9007199254740993",
    "9007199254740994", "9007199254740995", "-9007199254740993",
    "9007199254740993.0", "0.9007199254740993", "18446744073709551615",
    "18446744073709551616", "12345678901234567890123",
    "0.1000000000000000055511151231257827021181583404541015625",
    "0.30000000000000004", "0.16666666666666666", "123456789012345678e-20",
    "1e22", "1e23", "1E-22", "1e-23", "4503599627370496.5",
    "4503599627370497.5", "0.00000000000000000000000000001",
    "1.00000000000000011102230246251565404236316680908203125",
    "1.00000000000000011102230246251565404236316680908203124",
    "1.00000000000000011102230246251565404236316680908203126",
    "2.0000000000000004440892098500626161694526672363281250001",
    "1e0000000000000000000000001", "1e-0000000000000000000000001",
    "0.5e1", "5e-1", "50e-2", "0.99999999999999999999", "1E+2", "1e+02",
  ]

  /// Strings with every escape, surrogate pairs and other characters.
  static let trickyStrings: [String] = [
    "", "a", #"\""#, #"\\"#, #"\/"#, #"\b"#, #"\f"#, #"\n"#, #"\r"#, #"\t"#,
    #"\u0000"#, #"\u001F"#, #"\u00e9"#, #"\u20AC"#, #"\uD83D\uDE00"#,
    #"\ud83d\ude00"#, #"\uDBFF\uDFFF"#, #"\uD800\uDC00"#, #"\uFEFF"#, "é",
    "😀", "日本", "/", "frames", "t", "hands", "landmarks",
  ]

  /// Returns a trace's text, JSON or JSON Lines.
  ///
  /// - Parameters:
  ///   - lines: Whether to write JSON Lines rather than JSON.
  ///   - damage: How many bytes to damage afterwards, 0 for none.
  /// - Returns: The text's UTF-8 bytes.
  mutating func trace(lines: Bool, damage: Int = 0) -> [UInt8] {
    isLines = lines
    var header: [String] = ["\"version\"\(colon())1"]
    if chance(2) {
      header.append("\"source\"\(colon())\(string())")
    }
    if chance(3) {
      header.append("\"frameRate\"\(colon())\(pick(["30", "60", "1e2"]))")
    }
    if chance(3) {
      header.append(
        "\"coordinates\"\(colon()){\"origin\"\(colon())\"bottomLeft\","
          + "\"mirrored\"\(colon())true}"
      )
    }
    if chance(3) { header.append(unknownMember(depth: 2)) }
    var frames: [String] = []
    var time = 0
    for _ in 0..<int(0...8) {
      time += int(1...3)
      frames.append(frame(time: time))
    }
    var text: String
    if lines {
      text = "{" + joined(header) + "}\n"
      for frame in frames {
        text += space() + frame + space() + (chance(8) ? "\n\n" : "\n")
      }
    } else {
      header.shuffle(using: &random)
      header.append("\"frames\"\(colon())[" + joined(frames) + "]")
      text =
        space() + "{" + joined(header.shuffled(using: &random)) + "}"
        + space()
    }
    var bytes = Array(text.utf8)
    for _ in 0..<damage where !bytes.isEmpty {
      damageByte(in: &bytes)
    }
    return bytes
  }

  /// Returns a frame: `t`, maybe `hands`, maybe unknown members.
  private mutating func frame(time: Int) -> String {
    var members = ["\"t\"\(colon())\(timeText(time))"]
    if chance(6) == false {
      let hands = (0..<int(0...2)).map { _ in hand() }
      members.append("\"hands\"\(colon())[" + joined(hands) + "]")
    }
    if chance(4) { members.append(unknownMember(depth: 2)) }
    return "{" + joined(members.shuffled(using: &random)) + "}"
  }

  /// Returns a time of whole step `step`, written in one of many ways.
  private mutating func timeText(_ step: Int) -> String {
    switch int(0...5) {
    case 0: return "\(step)"
    case 1: return "\(step).0"
    case 2: return "\(step)e0"
    case 3: return "\(Double(step) + 1 / 3)"
    case 4: return "\(step)00e-2"
    default: return "\(step).000000000000000000001"
    }
  }

  /// Returns a hand with its members in any order.
  private mutating func hand() -> String {
    var members: [String] = []
    if chance(2) {
      members.append(
        "\"chirality\"\(colon())"
          + pick(["\"left\"", "\"right\"", "\"unknown\"", #""l\u0065ft""#])
      )
    }
    if chance(2) {
      members.append(
        "\"score\"\(colon())" + pick(["0", "1", "0.5", "1e-400", "-0", "0.95"])
      )
    }
    switch int(0...3) {
    case 0, 1: members.append("\"landmarks\"\(colon())" + landmarks())
    case 2: members.append("\"joints\"\(colon())" + joints())
    default: break
    }
    if chance(3) {
      members.append("\"worldLandmarks\"\(colon())" + worldLandmarks())
    }
    if chance(4) { members.append(unknownMember(depth: 4)) }
    return "{" + joined(members.shuffled(using: &random)) + "}"
  }

  /// Returns `landmarks`: 21 entries, mostly arrays.
  private mutating func landmarks() -> String {
    let entries = (0..<Joint.count).map { _ in
      switch int(0...9) {
      case 0:
        return "{\"x\"\(colon())\(number()),\"y\"\(colon())\(number())"
          + (chance(2) ? ",\"z\"\(colon())\(number())" : "")
          + (chance(2) ? ",\"confidence\"\(colon())\(unit())" : "") + "}"
      case 1, 2, 3:
        return "[" + joined([number(), number(), number(), unit()]) + "]"
      default:
        return "[" + joined([number(), number(), number()]) + "]"
      }
    }
    return "[" + joined(entries) + "]"
  }

  /// Returns `worldLandmarks`: 21 `[x, y, z]` or objects.
  private mutating func worldLandmarks() -> String {
    let entries = (0..<Joint.count).map { _ in
      chance(10)
        ? "{\"x\":\(number()),\"y\":\(number()),\"z\":\(number())}"
        : "[" + joined([number(), number(), number()]) + "]"
    }
    return "[" + joined(entries) + "]"
  }

  /// Returns `joints`: some joints under any of their names, maybe twice.
  private mutating func joints() -> String {
    let entries = (0..<int(0...8)).map { _ in
      let joint = Joint.allCases.randomElement(using: &random) ?? .wrist
      let name = pick([joint.name, joint.mediaPipeName, joint.visionKey])
      let value: String
      switch int(0...4) {
      case 0: value = "[" + joined([number(), number()]) + "]"
      case 1:
        value =
          "{\"y\"\(colon())\(number()),\"x\"\(colon())\(number())"
          + (chance(2) ? ",\"confidence\":\(unit())" : "") + "}"
      default: value = "[" + joined([number(), number(), unit()]) + "]"
      }
      return "\"\(name)\"\(colon())\(value)"
    }
    return "{" + joined(entries) + "}"
  }

  /// Returns an unknown member whose value nests up to `depth` levels.
  private mutating func unknownMember(depth: Int) -> String {
    let key = pick(["provenance", "id", "é", "x", "note", "frames2"])
    return "\"\(key)\"\(colon())\(value(depth: depth))"
  }

  /// Returns any JSON value, nesting up to `depth` levels.
  private mutating func value(depth: Int) -> String {
    switch int(0...(depth > 0 ? 7 : 4)) {
    case 0: return pick(["true", "false", "null"])
    case 1, 2: return number()
    case 3, 4: return string()
    case 5:
      return "[" + joined((0..<int(0...3)).map { _ in value(depth: depth - 1) })
        + "]"
    default:
      let members = (0..<int(0...3)).map { _ in
        "\(string())\(colon())\(value(depth: depth - 1))"
      }
      return "{" + joined(members) + "}"
    }
  }

  /// Returns a number: a tricky one, or a random double's shortest text.
  private mutating func number() -> String {
    switch int(0...3) {
    case 0: return pick(Self.trickyNumbers)
    case 1:
      let value = Double.random(in: -2...2, using: &random)
      return "\(value)"
    case 2:
      let digits = (0..<int(1...24)).map { _ in String(int(0...9)) }.joined()
      return pick(["", "-"]) + "0." + digits
        + pick(["", "e-5", "E+3", "e0", "e-30"])
    default:
      let value = Double(int(-999_999...999_999)) / 1_000_000
      return "\(value)"
    }
  }

  /// Returns a confidence, within 0...1, in a tricky spelling.
  private mutating func unit() -> String {
    pick(["0", "1", "0.5", "0.9", "1e-400", "-0", "1.0", "0.99999999999999999"])
  }

  /// Returns a string literal of tricky pieces.
  private mutating func string() -> String {
    "\"" + (0..<int(0...4)).map { _ in pick(Self.trickyStrings) }.joined()
      + "\""
  }

  /// Joins members or elements with commas and random whitespace.
  private mutating func joined(_ parts: [String]) -> String {
    var text = space()
    for (index, part) in parts.enumerated() {
      if index > 0 { text += space() + "," + space() }
      text += part
    }
    return text + space()
  }

  /// Returns `:` with random whitespace.
  private mutating func colon() -> String {
    space() + ":" + space()
  }

  /// Returns random whitespace, often none; no line break in JSON Lines.
  private mutating func space() -> String {
    guard chance(4) else { return "" }
    let pieces = isLines ? [" ", "\t", "\r"] : [" ", "\t", "\r", "\n", "\r\n"]
    return (0..<int(1...3)).map { _ in pick(pieces) }.joined()
  }

  /// Changes, removes or inserts one byte.
  private mutating func damageByte(in bytes: inout [UInt8]) {
    let index = int(0...(bytes.count - 1))
    let replacements =
      Array("{}[],:\"\\0123456789.eE+-NaIfty \n".utf8)
      + [0x00, 0x80, 0xC3, 0xFF]
    switch int(0...2) {
    case 0: bytes.remove(at: index)
    case 1: bytes.insert(pick(replacements), at: index)
    default: bytes[index] = pick(replacements)
    }
  }

  private mutating func chance(_ oneIn: Int) -> Bool {
    Int.random(in: 0..<oneIn, using: &random) == 0
  }

  private mutating func int(_ range: ClosedRange<Int>) -> Int {
    Int.random(in: range, using: &random)
  }

  private mutating func pick<Element>(_ elements: [Element]) -> Element {
    elements[Int.random(in: 0..<elements.count, using: &random)]
  }
}
