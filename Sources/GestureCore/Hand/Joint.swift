/// A joint of the 21-point hand skeleton, in MediaPipe's index order.
///
/// The raw value is the joint's index in MediaPipe's `landmarks` array
/// (0 is the wrist, 4 the thumb tip, 8 the index tip). ``name`` is Apple
/// Vision's joint name in lowerCamelCase, the name trace files use;
/// ``mediaPipeName`` and ``visionKey`` are the other two spellings that
/// ``init(name:)`` accepts.
///
/// ```swift
/// Joint(name: "indexTip")          // .indexTip
/// Joint(name: "INDEX_FINGER_TIP")  // .indexTip
/// Joint(name: "VNHLKITIP")         // .indexTip
/// Joint(name: "VNHLKTIP")          // .thumbIP, not the thumb tip
/// ```
public enum Joint: Int, CaseIterable, Hashable, Sendable, Codable {
  /// The wrist.
  case wrist = 0
  /// The thumb's carpometacarpal joint, at the base of the thumb.
  case thumbCMC
  /// The thumb's metacarpophalangeal joint (MediaPipe's `THUMB_MCP`).
  case thumbMP
  /// The thumb's interphalangeal joint.
  case thumbIP
  /// The tip of the thumb.
  case thumbTip
  /// The index finger's metacarpophalangeal joint (its knuckle).
  case indexMCP
  /// The index finger's proximal interphalangeal joint.
  case indexPIP
  /// The index finger's distal interphalangeal joint.
  case indexDIP
  /// The tip of the index finger.
  case indexTip
  /// The middle finger's metacarpophalangeal joint (its knuckle).
  case middleMCP
  /// The middle finger's proximal interphalangeal joint.
  case middlePIP
  /// The middle finger's distal interphalangeal joint.
  case middleDIP
  /// The tip of the middle finger.
  case middleTip
  /// The ring finger's metacarpophalangeal joint (its knuckle).
  case ringMCP
  /// The ring finger's proximal interphalangeal joint.
  case ringPIP
  /// The ring finger's distal interphalangeal joint.
  case ringDIP
  /// The tip of the ring finger.
  case ringTip
  /// The little finger's metacarpophalangeal joint (its knuckle).
  case littleMCP
  /// The little finger's proximal interphalangeal joint.
  case littlePIP
  /// The little finger's distal interphalangeal joint.
  case littleDIP
  /// The tip of the little finger.
  case littleTip

  /// The number of joints in a hand skeleton, 21.
  public static let count = 21

  /// The joint's bit in a ``JointSet``'s raw value: bit ``rawValue``.
  // The case's tag is its raw value, the cases being declared in raw
  // value order from 0 (`JointBitTests` checks every joint); see
  // Docs/Performance/WhereTheTimeGoes.md for why it is read so.
  @inlinable @inline(__always)
  var bit: UInt32 {
    1 &<< UInt32(unsafeBitCast(self, to: UInt8.self))
  }

  /// The joint's name in Apple Vision's lowerCamelCase, as in `indexTip`.
  public var name: String {
    Self.names[rawValue].vision
  }

  /// The joint's name in MediaPipe, as in `INDEX_FINGER_TIP`.
  public var mediaPipeName: String {
    Self.names[rawValue].mediaPipe
  }

  /// The raw value of Apple Vision's joint name, as in `VNHLKITIP`.
  ///
  /// These keys are one letter apart: `VNHLKTTIP` is the thumb tip,
  /// `VNHLKTIP` the thumb's IP joint, `VNHLKITIP` the index tip.
  public var visionKey: String {
    Self.names[rawValue].key
  }

  /// Creates a joint from any of its names.
  ///
  /// Accepts Apple Vision's lowerCamelCase name (`indexTip`), MediaPipe's
  /// name (`INDEX_FINGER_TIP`) and Vision's raw key (`VNHLKITIP`). The
  /// match is exact and case-sensitive, byte for byte: a name that only
  /// looks the same (a Kelvin sign `\u{212A}` for a `K`) is no joint's.
  ///
  /// - Parameter name: A joint name in one of the three spellings.
  /// - Complexity: O(*n*), where *n* is the number of joints.
  public init?(name: String) {
    let bytes = name.utf8
    for (index, spellings) in Self.names.enumerated()
    where bytes.elementsEqual(spellings.vision.utf8)
      || bytes.elementsEqual(spellings.mediaPipe.utf8)
      || bytes.elementsEqual(spellings.key.utf8)
    {
      self.init(rawValue: index)
      return
    }
    return nil
  }

  /// The finger this joint belongs to, or `nil` for the wrist.
  public var finger: Finger? {
    switch self {
    case .wrist: nil
    case .thumbCMC, .thumbMP, .thumbIP, .thumbTip: .thumb
    case .indexMCP, .indexPIP, .indexDIP, .indexTip: .index
    case .middleMCP, .middlePIP, .middleDIP, .middleTip: .middle
    case .ringMCP, .ringPIP, .ringDIP, .ringTip: .ring
    case .littleMCP, .littlePIP, .littleDIP, .littleTip: .little
    }
  }

  private static let names: [(vision: String, mediaPipe: String, key: String)] =
    [
      ("wrist", "WRIST", "VNHLKWRI"),
      ("thumbCMC", "THUMB_CMC", "VNHLKTCMC"),
      ("thumbMP", "THUMB_MCP", "VNHLKTMP"),
      ("thumbIP", "THUMB_IP", "VNHLKTIP"),
      ("thumbTip", "THUMB_TIP", "VNHLKTTIP"),
      ("indexMCP", "INDEX_FINGER_MCP", "VNHLKIMCP"),
      ("indexPIP", "INDEX_FINGER_PIP", "VNHLKIPIP"),
      ("indexDIP", "INDEX_FINGER_DIP", "VNHLKIDIP"),
      ("indexTip", "INDEX_FINGER_TIP", "VNHLKITIP"),
      ("middleMCP", "MIDDLE_FINGER_MCP", "VNHLKMMCP"),
      ("middlePIP", "MIDDLE_FINGER_PIP", "VNHLKMPIP"),
      ("middleDIP", "MIDDLE_FINGER_DIP", "VNHLKMDIP"),
      ("middleTip", "MIDDLE_FINGER_TIP", "VNHLKMTIP"),
      ("ringMCP", "RING_FINGER_MCP", "VNHLKRMCP"),
      ("ringPIP", "RING_FINGER_PIP", "VNHLKRPIP"),
      ("ringDIP", "RING_FINGER_DIP", "VNHLKRDIP"),
      ("ringTip", "RING_FINGER_TIP", "VNHLKRTIP"),
      ("littleMCP", "PINKY_MCP", "VNHLKPMCP"),
      ("littlePIP", "PINKY_PIP", "VNHLKPPIP"),
      ("littleDIP", "PINKY_DIP", "VNHLKPDIP"),
      ("littleTip", "PINKY_TIP", "VNHLKPTIP"),
    ]
}
