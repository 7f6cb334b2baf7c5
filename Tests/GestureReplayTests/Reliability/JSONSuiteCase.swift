import Testing

/// A JSON text and what the trace reader must do with it, named in the
/// manner of JSONTestSuite: `y_` must be accepted, `n_` refused, and
/// `i_`, which RFC 8259 leaves to the implementation, follows the reader's
/// documented policy (`Docs/TraceFormat.md`, "The JSON the reader
/// accepts").
///
/// A text is accepted *as a document* when the reader parses it as JSON
/// (as a whole trace it is then refused, since it is no trace, but not as
/// a syntax error), and *as a value* when a trace that holds it in an
/// unknown member reads.
struct JSONSuiteCase: Sendable, CustomTestStringConvertible {
  /// The name, starting with `y_`, `n_` or `i_`.
  var name: String
  /// The text's bytes, which need not be UTF-8.
  var bytes: [UInt8]
  /// Whether the reader accepts the text as a whole document.
  var isDocument: Bool
  /// Whether the reader accepts the text as the value of a member.
  var isValue: Bool

  var testDescription: String { name }

  /// Whether the text has a line break, so that it cannot be a member of
  /// a JSON Lines line.
  var hasLineBreak: Bool {
    bytes.contains(0x0A) || bytes.contains(0x0D)
  }

  /// A text that must be accepted.
  static func y(_ name: String, _ text: String) -> JSONSuiteCase {
    JSONSuiteCase(
      name: "y_" + name,
      bytes: Array(text.utf8),
      isDocument: true,
      isValue: true
    )
  }

  /// A text that must be refused.
  static func n(_ name: String, _ text: String) -> JSONSuiteCase {
    n(name, bytes: Array(text.utf8))
  }

  /// Bytes that must be refused.
  static func n(_ name: String, bytes: [UInt8]) -> JSONSuiteCase {
    JSONSuiteCase(
      name: "n_" + name,
      bytes: bytes,
      isDocument: false,
      isValue: false
    )
  }

  /// A text left to the implementation, with the reader's verdicts.
  static func i(
    _ name: String,
    _ text: String,
    document: Bool,
    value: Bool
  ) -> JSONSuiteCase {
    JSONSuiteCase(
      name: "i_" + name,
      bytes: Array(text.utf8),
      isDocument: document,
      isValue: value
    )
  }

  /// Bytes left to the implementation, with the reader's verdicts.
  static func i(
    _ name: String,
    bytes: [UInt8],
    document: Bool,
    value: Bool
  ) -> JSONSuiteCase {
    JSONSuiteCase(
      name: "i_" + name,
      bytes: bytes,
      isDocument: document,
      isValue: value
    )
  }
}

/// Arrays nested `depth` deep.
private func nested(_ depth: Int) -> String {
  String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
}

/// `["` + bytes + `"]`.
private func stringOf(_ bytes: [UInt8]) -> [UInt8] {
  Array("[\"".utf8) + bytes + Array("\"]".utf8)
}

extension JSONSuiteCase {
  /// Texts that must be accepted wherever a value goes.
  static let accepted: [JSONSuiteCase] = [
    .y("array_empty", "[]"),
    .y("array_empty_whitespace", "[ ]"),
    .y("object_empty", "{}"),
    .y("object_empty_whitespace", "{ }"),
    .y("array_nested", "[[[]], [[], []]]"),
    .y("array_nested_40", nested(40)),
    .y("array_heterogeneous", "[1, \"a\", true, false, null, {}, []]"),
    .y("object_nested", #"{"a":{"b":{"c":[1,{"d":null}]}}}"#),
    .y("object_duplicated_key", #"{"a":1,"a":2}"#),
    .y("object_empty_key", #"{"":0}"#),
    .y("object_escaped_key", #"{"\u0061":1, "a\"b":2}"#),
    .y("object_non_ascii_key", #"{"é😀":1}"#),
    .y("number_0", "[0]"),
    .y("number_minus_zero", "[-0]"),
    .y("number_minus_zero_fraction", "[-0.0]"),
    .y("number_int", "[123]"),
    .y("number_negative_int", "[-123]"),
    .y("number_fraction", "[1.5]"),
    .y("number_exponent_capital_plus", "[1E+2]"),
    .y("number_exponent", "[1e2]"),
    .y("number_exponent_minus", "[1e-2]"),
    .y("number_exponent_capital", "[1E2]"),
    .y("number_fraction_exponent", "[1.5e3]"),
    .y("number_zero_exponent", "[0e1]"),
    .y("number_underflow_to_zero", "[1e-400]"),
    .y("number_negative_underflow_to_zero", "[-1e-400]"),
    .y("number_large", "[1.5e308]"),
    .y("number_negative_large", "[-1.5e308]"),
    .y("number_largest_double", "[1.7976931348623157e308]"),
    .y("number_smallest_subnormal", "[4.9e-324]"),
    .y("number_30_digits", "[123456789012345678901234567890]"),
    .y("number_many_decimals", "[0.1000000000000000055511151231257827]"),
    .y("number_bare", "-0.5e-3"),
    .y("string_empty", #"[""]"#),
    .y("string_all_escapes", #"["\"\\\/\b\f\n\r\t"]"#),
    .y("string_u_escape", #"["\u00e9"]"#),
    .y("string_u_escape_uppercase", #"["\u00E9"]"#),
    .y("string_surrogate_pair", #"["\ud83d\ude00"]"#),
    .y("string_surrogate_pair_uppercase", #"["\uD834\uDD1E"]"#),
    .y("string_escaped_nul", #"["\u0000"]"#),
    .y("string_escaped_control", #"["\u001f"]"#),
    .y("string_noncharacter", #"["\uffff"]"#),
    .y("string_escaped_line_separator", #"["\u2028"]"#),
    .y("string_raw_utf8", "[\"é€😀\"]"),
    .y("string_raw_del", "[\"\u{7F}\"]"),
    .y("string_raw_line_separator", "[\"\u{2028}\u{2029}\"]"),
    .y("string_looks_like_nan", #"["NaN", "Infinity", "-Infinity"]"#),
    .y("string_looks_like_comment", #"["/* c */ // c"]"#),
    .y("string_bare", #""a""#),
    .y("literals", "[true, false, null]"),
    .y("literal_true", "true"),
    .y("literal_null", "null"),
    .y("whitespace_around", " \t[1]\t "),
    .y("whitespace_tabs", "[\t1\t,\t2\t]"),
    .y("whitespace_carriage_return", "[1,\r2]"),
    .y("whitespace_newlines", "[\n1\n,\n{\n\"a\"\n:\n2\n}\n]"),
    .y("whitespace_all_kinds", "{ \t\r\n\"a\" \t\r\n: \t\r\n[ \t\r\n] \t\r\n}"),
  ]

  /// Texts that must be refused wherever they are.
  static let refused: [JSONSuiteCase] = [
    .n("array_trailing_comma", "[1,]"),
    .n("array_leading_comma", "[,1]"),
    .n("array_double_comma", "[1,,2]"),
    .n("array_missing_comma", "[1 2]"),
    .n("array_unclosed", "[1"),
    .n("array_unclosed_empty", "["),
    .n("array_extra_close", "[1]]"),
    .n("array_colon_instead_of_comma", #"["a": 1]"#),
    .n("object_trailing_comma", #"{"a":1,}"#),
    .n("object_missing_colon", #"{"a" 1}"#),
    .n("object_missing_value", #"{"a":}"#),
    .n("object_non_string_key", "{1:1}"),
    .n("object_unquoted_key", "{a:1}"),
    .n("object_single_quoted_key", "{'a':1}"),
    .n("object_comma_instead_of_colon", #"{"a",1}"#),
    .n("object_lone_key", #"{"a"}"#),
    .n("object_double_colon", #"{"a"::1}"#),
    .n("object_unclosed_nested", #"{"a":{"b":1}"#),
    .n("structure_close_unopened_array", "]"),
    .n("structure_close_unopened_object", "}"),
    .n("structure_empty", ""),
    .n("structure_whitespace_only", " \t "),
    .n("structure_two_values", "[1] [2]"),
    .n("structure_trailing_garbage", "[1]x"),
    .n("structure_comment_block", "/* c */ [1]"),
    .n("structure_comment_inside", "[1 /* c */]"),
    .n("structure_comment_line", "[1, // c\n2]"),
    .n("structure_65_nested_arrays", nested(65)),
    .n("structure_deep_unclosed", String(repeating: "[", count: 70)),
    .n("structure_bom_inside", "[\u{FEFF}1]"),
    .n("structure_nul_after", bytes: Array("[1]".utf8) + [0]),
    .n("structure_invalid_utf8_outside_string", bytes: [0x5B, 0xFF, 0x5D]),
    .n("number_leading_zero", "[01]"),
    .n("number_negative_leading_zero", "[-01]"),
    .n("number_leading_dot", "[.5]"),
    .n("number_trailing_dot", "[1.]"),
    .n("number_dot_exponent", "[1.e1]"),
    .n("number_minus_alone", "[-]"),
    .n("number_minus_space", "[- 1]"),
    .n("number_plus", "[+1]"),
    .n("number_exponent_alone", "[1e]"),
    .n("number_exponent_sign_alone", "[1e+]"),
    .n("number_exponent_fraction", "[1e1.5]"),
    .n("number_hex", "[0x10]"),
    .n("number_space_inside", "[1 000]"),
    .n("number_with_letter", "[1.2a]"),
    .n("number_fullwidth_digit", "[\u{FF11}]"),
    .n("number_NaN", "[NaN]"),
    .n("number_NaN_bare", "NaN"),
    .n("number_Infinity", "[Infinity]"),
    .n("number_minus_Infinity", "[-Infinity]"),
    .n("number_Infinity_in_object", #"{"a":{"b":Infinity}}"#),
    .n("number_NaN_after_finite", "[1, 2, NaN]"),
    .n("number_plus_Infinity", "[+Infinity]"),
    .n("number_minus_NaN", "[-NaN]"),
    .n("number_nan_lowercase", "[nan]"),
    .n("number_Inf", "[Inf]"),
    .n("number_infinity_lowercase", "[infinity]"),
    .n("literal_incomplete_true", "[tru]"),
    .n("literal_incomplete_null", "[nul]"),
    .n("literal_incomplete_false", "[fals]"),
    .n("literal_capitalized_True", "[True]"),
    .n("literal_uppercase_NULL", "[NULL]"),
    .n("literal_with_letters_after", "[truex]"),
    .n("string_single_quotes", "['a']"),
    .n("string_unquoted", "[abc]"),
    .n("string_unescaped_tab", "[\"a\tb\"]"),
    .n("string_unescaped_newline", "[\"a\nb\"]"),
    .n("string_unescaped_nul", bytes: stringOf([0x61, 0x00])),
    .n("string_unescaped_control_1f", bytes: stringOf([0x1F])),
    .n("string_escape_x", #"["\x41"]"#),
    .n("string_escape_single_quote", #"["\'"]"#),
    .n("string_escape_uppercase_U", #"["\U0041"]"#),
    .n("string_escape_incomplete_u", #"["\u00"]"#),
    .n("string_escape_u_not_hex", #"["\uZZZZ"]"#),
    .n("string_escape_emoji", "[\"\\😀\"]"),
    .n("string_backslash_before_end", #"["\"]"#),
    .n("string_unclosed", #"["abc"#),
    .n("string_invalid_utf8", bytes: stringOf([0xFF])),
    .n("string_overlong_utf8", bytes: stringOf([0xC0, 0xAF])),
    .n("string_truncated_utf8", bytes: stringOf([0xE2, 0x82])),
    .n("string_utf8_above_10FFFF", bytes: stringOf([0xF4, 0x90, 0x80, 0x80])),
    .n("string_lone_continuation_byte", bytes: stringOf([0x80])),
    .n(
      "object_key_invalid_utf8",
      bytes: Array("{\"".utf8) + [0xFF] + Array("\":1}".utf8)
    ),
  ]

  /// Texts RFC 8259 leaves to the implementation, with this reader's
  /// verdicts.
  static let implementationDefined: [JSONSuiteCase] = [
    // A byte order mark is allowed before a document, nowhere else.
    .i(
      "structure_bom_before_document",
      "\u{FEFF}{}",
      document: true,
      value: false
    ),
    // 64 levels are the limit, counted from the document's root: a trace
    // has levels of its own above its members' values.
    .i("structure_64_nested_arrays", nested(64), document: true, value: false),
    .i(
      "structure_500_nested_arrays",
      nested(500),
      document: false,
      value: false
    ),
    // Too large for a `Double` is an error, not infinity.
    .i("number_huge_exponent", "[1e400]", document: false, value: false),
    .i(
      "number_negative_huge_exponent",
      "[-1e400]",
      document: false,
      value: false
    ),
    .i(
      "number_huge_integer",
      "[1" + String(repeating: "0", count: 400) + "]",
      document: false,
      value: false
    ),
    // Too small for a `Double` is zero with its sign.
    .i("number_real_underflow", "[123e-10000000]", document: true, value: true),
    .i(
      "number_very_long_integer",
      "[-123123123123123123123123123123]",
      document: true,
      value: true
    ),
    // Unpaired surrogates, escaped or encoded, are refused.
    .i(
      "string_lone_high_surrogate",
      #"["\ud800"]"#,
      document: false,
      value: false
    ),
    .i(
      "string_lone_low_surrogate",
      #"["\udc00"]"#,
      document: false,
      value: false
    ),
    .i(
      "string_surrogates_reversed",
      #"["\udc00\ud800"]"#,
      document: false,
      value: false
    ),
    .i(
      "string_high_surrogate_then_letter",
      #"["\ud800\u0041"]"#,
      document: false,
      value: false
    ),
    .i(
      "string_utf8_encoded_surrogate",
      bytes: stringOf([0xED, 0xA0, 0x80]),
      document: false,
      value: false
    ),
    .i(
      "object_key_lone_surrogate",
      #"{"\ud800":1}"#,
      document: false,
      value: false
    ),
  ]

  /// Every case.
  static let all = accepted + refused + implementationDefined
}
