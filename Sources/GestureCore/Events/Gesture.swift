/// A kind of gesture, named in events: one of GestureCore's, or one an
/// app's own stage reports (see ``HandStage``).
///
/// The name is a string, as it appears in traces and reports: `pinch`,
/// `slider`, or a custom stage's `wave`. Compare with the static members,
/// or in a `switch` with a `default` case:
///
/// ```swift
/// switch (event.gesture, event.phase) {
/// case (.pinch, .began): lamp.toggle()
/// case (Gesture("wave"), .began): lamp.dim()
/// default: break
/// }
/// ```
public struct Gesture: RawRepresentable, Hashable, Sendable, Codable,
  CustomStringConvertible
{
  /// The gesture's name, such as `pinch`.
  public let rawValue: String

  /// Creates the gesture of a name.
  ///
  /// - Parameter rawValue: The name: letters and digits, starting with a
  ///   letter, as a trace's `expect` list writes it.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Creates the gesture of a name.
  ///
  /// - Parameter name: The name: letters and digits, starting with a
  ///   letter.
  public init(_ name: String) {
    self.init(rawValue: name)
  }

  /// The gesture's name.
  public var description: String { rawValue }

  /// A hand appearing (`found`) or disappearing (`lost`).
  public static var hand: Gesture { Gesture(rawValue: "hand") }
  /// The thumb tip meeting a finger tip: `began`, `ended`, `cancelled`.
  public static var pinch: Gesture { Gesture(rawValue: "pinch") }
  /// The hand moving: `began`, `ended`, `cancelled`.
  public static var movement: Gesture { Gesture(rawValue: "movement") }
  /// A value driven by horizontal movement: `began`, `changed`, `ended`,
  /// `cancelled`, each with a `value`.
  public static var slider: Gesture { Gesture(rawValue: "slider") }
  /// A quick straight movement, `recognized` once with a `direction`.
  public static var swipe: Gesture { Gesture(rawValue: "swipe") }
  /// A static hand shape held: `began`, `ended`, each with a `name`.
  public static var pose: Gesture { Gesture(rawValue: "pose") }
  /// Two quick pinches of one finger, as a double tap (see
  /// ``GestureConfiguration/DoublePinch-swift.struct``): `recognized`,
  /// with the finger.
  public static var doublePinch: Gesture { Gesture(rawValue: "doublePinch") }
  /// A pinch held still for a while, as a long press (see
  /// ``GestureConfiguration/Hold-swift.struct``): `began`, `ended`,
  /// `cancelled`.
  public static var hold: Gesture { Gesture(rawValue: "hold") }
  /// A gesture sequence of one hand (``GestureSequence``): `recognized`,
  /// with the sequence's name.
  public static var sequence: Gesture { Gesture(rawValue: "sequence") }
  /// Both hands pinched at once: `began`, `changed`, `ended`, `cancelled`,
  /// each with a `scale` and a `rotation`, naming both hands.
  public static var twoHandPinch: Gesture {
    Gesture(rawValue: "twoHandPinch")
  }

  /// GestureCore's own gestures, in the order the design contract lists
  /// them: those of each ``BuiltInStage``, stage by stage.
  public static let builtIn: [Gesture] = BuiltInStage.allCases.flatMap(
    \.gestures
  )

  /// Whether the name is usable in a trace: one or more ASCII letters and
  /// digits, starting with a letter.
  public var isValidName: Bool {
    guard let first = rawValue.utf8.first, Self.isLetter(first) else {
      return false
    }
    return rawValue.utf8.allSatisfy { Self.isLetter($0) || Self.isDigit($0) }
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }
}
