import GestureCore
import Testing

@testable import GestureReplay

@Suite("JSON parser")
struct JSONParserTests {
  private func parse(_ text: String) throws(JSONParseError) -> JSONValue {
    try JSONParser.parse(Array(text.utf8))
  }

  private func parseError(_ text: String) -> JSONParseError? {
    do {
      _ = try JSONParser.parse(Array(text.utf8))
      return nil
    } catch {
      return error
    }
  }

  private func number(_ text: String) throws -> Double {
    let value = try parse(text)
    guard case .number(let number) = value else {
      Issue.record("\(text) is not a number: \(value)")
      return .nan
    }
    return number
  }

  // MARK: Literals and structure

  @Test("reads the literals")
  func literals() throws {
    #expect(try parse("true") == .bool(true))
    #expect(try parse("false") == .bool(false))
    #expect(try parse("null") == .null)
    #expect(try parse(" \t\r\n null \n") == .null)
  }

  @Test("keeps object members in document order, duplicates included")
  func objectOrder() throws {
    let value = try parse(#"{"b": 1, "a": [true, null], "b": 2}"#)
    let object = try #require(
      { if case .object(let object) = value { object } else { nil } }()
    )
    #expect(object.members.map(\.key) == ["b", "a", "b"])
    #expect(object["b"] == .number(2))
    #expect(object["a"] == .array([.bool(true), .null]))
    #expect(object["c"] == nil)
  }

  @Test("reads empty containers and skips a byte order mark")
  func emptyContainers() throws {
    #expect(try parse("[ ]") == .array([]))
    #expect(try parse("{ }") == .object(JSONObject()))
    #expect(
      try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[]".utf8)) == .array([])
    )
  }

  @Test(
    "rejects bad structure with what was expected and where",
    arguments: zip(
      [
        "", "[1,]", "[1 2]", "{\"a\" 1}", "{\"a\":1,}", "{1:2}", "[1]x",
        "True", "nul", "[", "{\"a\":[1,\n  2,}", "'a'",
        // A word is its letters: 'z' and 'Z' are, '{', '[', '`' and '@' are not.
        "nullz", "[trueZ]", "null{", "null[", "null`", "null@",
      ],
      [
        "1:1 expected a value, found the end of the input",
        "1:4 expected a value, found ']'",
        "1:4 expected ',' or ']', found '2'",
        "1:6 expected ':', found '1'",
        "1:8 expected a string key, found '}'",
        "1:2 expected a string key or '}', found '1'",
        "1:4 expected the end of the input, found 'x'",
        "1:1 expected a value, found 'True'",
        "1:1 expected a value, found 'nul'",
        "1:2 expected a value, found the end of the input",
        "2:5 expected a value, found '}'",
        "1:1 expected a value, found '''",
        "1:1 expected a value, found 'nullz'",
        "1:2 expected a value, found 'trueZ'",
        "1:5 expected the end of the input, found '{'",
        "1:5 expected the end of the input, found '['",
        "1:5 expected the end of the input, found '`'",
        "1:5 expected the end of the input, found '@'",
      ]
    )
  )
  func badStructure(text: String, expected: String) throws {
    let error = try #require(parseError(text))
    #expect("\(error.line):\(error.column) \(error.message)" == expected)
  }

  @Test("counts columns in characters, not bytes")
  func columnsInCharacters() throws {
    let error = try #require(parseError("[\"é\", x]"))
    #expect(error.column == 7)
    #expect(error.offset == 7)
  }

  @Test("names the path to the value being read in an error")
  func errorPath() throws {
    let error = try #require(parseError(#"{"a": [1, {"b": [tru]}]}"#))
    #expect(error.path == [.key("a"), .index(1), .key("b"), .index(0)])
    #expect(JSONPathComponent.render(error.path) == "a[1].b[0]")
  }

  @Test("shows a path of up to 16 components whole, then its outermost 16")
  func longPath() {
    let sixteen = (0..<16).map { JSONPathComponent.index($0) }
    let shown = (0..<16).map { "[\($0)]" }.joined()
    #expect(JSONPathComponent.render(sixteen) == shown)
    #expect(
      JSONPathComponent.render(sixteen + [.key("k")]) == shown + "..."
    )
    #expect(
      JSONPathComponent.render(sixteen.dropLast() + [.key("k")])
        == shown.dropLast(4) + ".k"
    )
  }

  // MARK: Depth

  @Test(
    "accepts nesting up to the limit and rejects one more",
    arguments: [
      "[", "{\"k\":",
    ]
  )
  func depthLimit(opening: String) throws {
    let closing = opening == "[" ? "]" : "}"
    let limit = JSONParser.defaultMaximumDepth
    let deepest =
      String(repeating: opening, count: limit) + "0"
      + String(repeating: closing, count: limit)
    _ = try parse(deepest)
    let tooDeep = "[" + deepest + "]"
    let error = try #require(parseError(tooDeep))
    #expect(error.message == "nesting deeper than 64 levels")
  }

  @Test("rejects nesting 100,000 deep with an error, not a crash")
  func hundredThousandDeep() throws {
    let text =
      String(repeating: "[", count: 100_000)
      + String(repeating: "]", count: 100_000)
    let error = try #require(parseError(text))
    #expect(error.message == "nesting deeper than 64 levels")
    #expect(error.column == 65)
  }

  // MARK: Numbers

  @Test(
    "converts numbers exactly as Double(String) does",
    arguments: [
      "0", "-0", "1", "-1", "0.1", "0.5", "1e-5", "1E+5", "1e5", "-2.5e-3",
      "123456789012345678901234567890", "0.30000000000000004",
      "9007199254740993", "9007199254740992", "18446744073709551615",
      "2.2250738585072011e-308", "2.2250738585072014e-308", "4.9e-324",
      "5e-324", "1.7976931348623157e308", "1e22", "1e23", "123456e-27",
      "0.000001", "1.00000000000000011102230246251565404236316680908203125",
      "7.0e-10", "3.14159265358979323846264338327950288",
    ]
  )
  func numbersMatchDouble(text: String) throws {
    let expected = try #require(Double(text))
    #expect(try number(text).bitPattern == expected.bitPattern)
  }

  @Test("keeps the sign of zero")
  func negativeZero() throws {
    #expect(try number("-0").sign == .minus)
    #expect(try number("-0.0e5").sign == .minus)
    #expect(try number("0").sign == .plus)
  }

  @Test("turns an underflow into zero with its sign")
  func underflow() throws {
    #expect(try number("1e-400") == 0)
    #expect(try number("1e-400").sign == .plus)
    #expect(try number("-1e-400").sign == .minus)
    #expect(try number("0e999999999999") == 0)
  }

  @Test(
    "rejects a number out of range",
    arguments: [
      "1e400", "-1e400", "1e999999999999999999",
    ]
  )
  func overflow(text: String) throws {
    let error = try #require(parseError(text))
    #expect(error.message == "number out of range: \(text)")
    #expect(error.column == 1)
  }

  @Test(
    "shows a number out of range whole up to 24 characters, then its first 24",
    arguments: [
      ("10000000000000000000e400", "10000000000000000000e400"),
      ("100000000000000000000e400", "100000000000000000000e40..."),
      ("1000000000000000000000e400", "1000000000000000000000e4..."),
    ]
  )
  func overflowExcerpt(text: String, shown: String) throws {
    let error = try #require(parseError(text))
    #expect(error.message == "number out of range: \(shown)")
  }

  @Test("reads a number with 10,000 digits correctly")
  func tenThousandDigits() throws {
    let large =
      "1" + String(repeating: "0", count: 300) + "."
      + String(repeating: "0", count: 9_698)
    #expect(large.count == 10_000)
    #expect(try number(large) == 1e300)
    let small =
      "0." + String(repeating: "0", count: 299)
      + String(repeating: "1234567890", count: 970)
    #expect(small.count == 10_001)
    let expected = try #require(Double(small))
    #expect(try number(small) == expected)
    #expect(expected > 1.2e-300 && expected < 1.3e-300)
  }

  @Test(
    "rejects numbers outside the RFC grammar, at the byte at fault",
    arguments: zip(
      [
        "01", "-01", "+1", ".5", "5.", "1.e5", "-.5", "1e", "1e+", "-", "--1",
        "0x10", "1.5.5", "-a", "[1.5e-x]", "[-0012]", " -I",
        // ':' is the byte after '9': each digit check stops short of it.
        "-:", "1:", "0:", "1.:", "1.5:", "1e:", "1e5:",
        "12345678901234567890:",
      ],
      [
        "1 a number cannot have leading zeros",
        "1 a number cannot have leading zeros",
        "1 a number cannot start with '+'",
        "1 a number cannot start with '.'",
        "3 expected a digit after the decimal point, found the end of the input",
        "3 expected a digit after the decimal point, found 'e'",
        "2 expected a digit after '-', found '.'",
        "3 expected a digit in the exponent, found the end of the input",
        "4 expected a digit in the exponent, found the end of the input",
        "2 expected a digit after '-', found the end of the input",
        "2 expected a digit after '-', found '-'",
        "2 expected the end of the input, found 'x'",
        "4 expected the end of the input, found '.'",
        "2 expected a digit after '-', found 'a'",
        "7 expected a digit in the exponent, found 'x'",
        "2 a number cannot have leading zeros",
        "3 expected a digit after '-', found 'I'",
        "2 expected a digit after '-', found ':'",
        "2 expected the end of the input, found ':'",
        "2 expected the end of the input, found ':'",
        "3 expected a digit after the decimal point, found ':'",
        "4 expected the end of the input, found ':'",
        "3 expected a digit in the exponent, found ':'",
        "4 expected the end of the input, found ':'",
        "21 expected the end of the input, found ':'",
      ]
    )
  )
  func badNumbers(text: String, expected: String) throws {
    let error = try #require(parseError(text))
    #expect("\(error.column) \(error.message)" == expected)
  }

  @Test("reads NaN, Infinity and -Infinity as non-finite numbers")
  func nonFiniteTokens() throws {
    #expect(try number("NaN").isNaN)
    #expect(try number("Infinity") == .infinity)
    #expect(try number("-Infinity") == -.infinity)
    #expect(
      parseError("-Inf")?.message == "expected a digit after '-', found 'I'"
    )
    #expect(parseError("nan")?.message == "expected a value, found 'nan'")
  }

  @Test("records where each NaN, Infinity and -Infinity is, in document order")
  func nonJSONTokenOffsets() throws {
    let text = #"{"a": [1, NaN], "b": {"c": -Infinity}, "a": Infinity}"#
    let bytes = Array(text.utf8)
    var offsets: [Int] = []
    let value = try bytes.withUnsafeBufferPointer {
      (buffer) throws(JSONParseError) in
      try JSONParser.parse(buffer, nonJSONTokens: &offsets)
    }
    #expect(offsets == [10, 27, 44])
    #expect(offsets.count == value.nonFiniteCount)
    let first = try #require(value.firstNonFinite())
    #expect(first.path == [.key("a"), .index(1)])
    #expect(first.number.isNaN)
    let finite = try parse(#"{"a": ["NaN", 1e-400, -0]}"#)
    #expect(finite.nonFiniteCount == 0)
    #expect(finite.firstNonFinite() == nil)
    let (_, end, firstToken) = try bytes.withUnsafeBufferPointer {
      (buffer) throws(JSONParseError) in
      try JSONParser.parseValue(in: buffer, at: 21, maximumDepth: 64)
    }
    #expect(end == 37)
    #expect(firstToken == 27)
  }

  @Test("locates several errors in one pass as it locates each alone")
  func locatesSeveral() {
    let bytes = Array("ab\n\u{E9}x\n\ny😀z".utf8)
    var errors = [12, 0, 5, 3, 100, 7].map {
      JSONParseError(message: "", offset: $0)
    }
    let alone = errors.map { error in
      var error = error
      bytes.withUnsafeBufferPointer { error.locate(in: $0) }
      return "\(error.line):\(error.column)"
    }
    bytes.withUnsafeBufferPointer { JSONParseError.locate(&errors, in: $0) }
    #expect(errors.map { "\($0.line):\($0.column)" } == alone)
    #expect(alone == ["4:3", "1:1", "2:2", "2:1", "4:4", "3:1"])
  }

  @Test("agrees with Double(String) on random numbers")
  func randomNumbers() throws {
    var random = SplitMix64(seed: 0x5EED_0001)
    for _ in 0..<20_000 {
      let text = Self.randomNumberText(using: &random)
      let expected = try #require(Double(text), "\(text)")
      guard expected.isFinite else { continue }
      let value = try number(text)
      #expect(value.bitPattern == expected.bitPattern, "\(text)")
    }
  }

  @Test("reads back the shortest form of random doubles exactly")
  func randomDoubles() throws {
    var random = SplitMix64(seed: 0x5EED_0002)
    for _ in 0..<20_000 {
      let value = Double(bitPattern: random.next())
      guard value.isFinite else { continue }
      let text = JSONWriter.numberText(value)
      #expect(try number(text).bitPattern == value.bitPattern, "\(text)")
    }
  }

  /// A random number in JSON syntax: up to 25 digits, a fraction, an
  /// exponent from -330 to 330.
  static func randomNumberText(
    using random: inout SplitMix64
  ) -> String {
    func digits(_ count: Int) -> String {
      String(
        (0..<count).map { _ in
          Character(String(Int.random(in: 0...9, using: &random)))
        }
      )
    }
    var text = Bool.random(using: &random) ? "-" : ""
    let integer = digits(Int.random(in: 1...12, using: &random))
    text +=
      integer.count > 1 && integer.first == "0"
      ? "1" + integer.dropFirst() : integer
    if Bool.random(using: &random) {
      text += "." + digits(Int.random(in: 1...13, using: &random))
    }
    if Bool.random(using: &random) {
      text += "e" + String(Int.random(in: -330...330, using: &random))
    }
    return text
  }

  // MARK: Strings

  @Test("decodes every escape")
  func escapes() throws {
    let text = #""\"\\\/\b\f\n\r\t\u0041\u00e9\u20AC\uD83D\uDE00""#
    #expect(try parse(text) == .string("\"\\/\u{8}\u{C}\n\r\tAé€😀"))
  }

  @Test("reads UTF-8 text as is")
  func utf8() throws {
    #expect(try parse("\"é€😀\"") == .string("é€😀"))
    #expect(
      try parse("{\"ключ\":1}")
        == .object(
          JSONObject([JSONMember(key: "ключ", value: .number(1))])
        )
    )
  }

  @Test(
    "rejects invalid escapes and unpaired surrogates",
    arguments: zip(
      [
        #""\x""#, #""\u12G4""#, #""\u12""#, #""\uD800""#, #""\uDC00""#,
        #""\uD800\u0041""#, #""\uD800x""#, #""\uDBFF\uDBFF""#, #""\'""#,
      ],
      [
        "invalid escape '\\x' in a string",
        "expected 4 hexadecimal digits after '\\u'",
        "expected 4 hexadecimal digits after '\\u'",
        "unpaired surrogate \\uD800 in a string",
        "unpaired surrogate \\uDC00 in a string",
        "unpaired surrogate \\uD800 in a string",
        "unpaired surrogate \\uD800 in a string",
        "unpaired surrogate \\uDBFF in a string",
        "invalid escape '\\'' in a string",
      ]
    )
  )
  func badEscapes(text: String, message: String) throws {
    let error = try #require(parseError(text))
    #expect(error.message == message)
    #expect(error.column == 2)
  }

  @Test("rejects unescaped control characters in strings")
  func controlCharacters() throws {
    let error = try #require(parseError("[\"a\tb\"]"))
    #expect(error.message == "unescaped control character U+0009 in a string")
    #expect(error.column == 4)
    #expect(parseError("\"a\nb\"")?.line == 1)
    #expect(parseError("\"a")?.message == "the input ends inside a string")
    #expect(parseError("\"a\\")?.message == "the input ends inside a string")
  }

  @Test(
    "rejects invalid UTF-8 in strings",
    arguments: [
      [0xC3, 0x28], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
      [0xFF], [0xE2, 0x82],
    ] as [[UInt8]]
  )
  func invalidUTF8(bytes: [UInt8]) throws {
    let text: [UInt8] = [0x22] + bytes + [0x22]
    do {
      _ = try JSONParser.parse(text)
      Issue.record("\(bytes) was accepted")
    } catch {
      #expect(error.message == "invalid UTF-8 in a string")
    }
  }
}
