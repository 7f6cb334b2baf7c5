import GestureCore
import Testing

@Suite("Joint")
struct JointTests {
  @Test("has 21 cases, indexed 0 to 20 in MediaPipe's order")
  func mediaPipeOrder() {
    #expect(Joint.allCases.count == 21)
    #expect(Joint.count == 21)
    #expect(Joint.allCases.map(\.rawValue) == Array(0..<21))
  }

  @Test(
    "puts the landmarks at MediaPipe's indices",
    arguments: zip(
      [
        Joint.wrist, .thumbCMC, .thumbTip, .indexMCP, .indexTip, .middleTip,
        .ringTip, .littleMCP, .littleTip,
      ],
      [0, 1, 4, 5, 8, 12, 16, 17, 20]
    )
  )
  func index(joint: Joint, index: Int) {
    #expect(joint.rawValue == index)
    #expect(Joint(rawValue: index) == joint)
  }

  @Test("names every joint in Apple Vision's lowerCamelCase, in order")
  func visionNames() {
    #expect(
      Joint.allCases.map(\.name) == [
        "wrist", "thumbCMC", "thumbMP", "thumbIP", "thumbTip",
        "indexMCP", "indexPIP", "indexDIP", "indexTip",
        "middleMCP", "middlePIP", "middleDIP", "middleTip",
        "ringMCP", "ringPIP", "ringDIP", "ringTip",
        "littleMCP", "littlePIP", "littleDIP", "littleTip",
      ]
    )
  }

  @Test("round-trips its lowerCamelCase name", arguments: Joint.allCases)
  func roundTripsName(joint: Joint) {
    #expect(Joint(name: joint.name) == joint)
  }

  @Test("round-trips its MediaPipe name", arguments: Joint.allCases)
  func roundTripsMediaPipeName(joint: Joint) {
    #expect(Joint(name: joint.mediaPipeName) == joint)
  }

  @Test("round-trips its Vision key", arguments: Joint.allCases)
  func roundTripsVisionKey(joint: Joint) {
    #expect(Joint(name: joint.visionKey) == joint)
  }

  @Test(
    "matches names byte for byte, not by Unicode equivalence",
    arguments: [
      "VNHL\u{212A}WRI",  // a Kelvin sign for the K
      "VNHLKWRI\u{0301}",  // a combining accent after it
      "wrist ", "Wrist", "INDEX_FINGER_TIP\0",
    ]
  )
  func exactBytes(name: String) {
    #expect(Joint(name: name) == nil)
  }

  @Test("uses 63 distinct spellings, so no name is ambiguous")
  func spellingsAreDistinct() {
    let spellings = Joint.allCases.flatMap {
      [$0.name, $0.mediaPipeName, $0.visionKey]
    }
    #expect(Set(spellings).count == 63)
  }

  @Test(
    "accepts MediaPipe's names as aliases",
    arguments: zip(
      [
        "WRIST", "THUMB_MCP", "THUMB_TIP", "INDEX_FINGER_TIP",
        "MIDDLE_FINGER_PIP", "RING_FINGER_DIP", "PINKY_MCP", "PINKY_TIP",
      ],
      [
        Joint.wrist, .thumbMP, .thumbTip, .indexTip, .middlePIP, .ringDIP,
        .littleMCP, .littleTip,
      ]
    )
  )
  func mediaPipeAlias(name: String, joint: Joint) {
    #expect(Joint(name: name) == joint)
  }

  @Test("maps thumbMP to MediaPipe's THUMB_MCP and back")
  func thumbMPIsThumbMCP() {
    #expect(Joint.thumbMP.mediaPipeName == "THUMB_MCP")
    #expect(Joint(name: "THUMB_MCP") == .thumbMP)
    #expect(Joint(name: "thumbMP") == .thumbMP)
  }

  @Test(
    "tells apart Vision keys that are one letter apart",
    arguments: zip(
      [
        "VNHLKITIP", "VNHLKTTIP", "VNHLKTIP", "VNHLKTMP", "VNHLKWRI",
        "VNHLKPTIP",
      ],
      [Joint.indexTip, .thumbTip, .thumbIP, .thumbMP, .wrist, .littleTip]
    )
  )
  func visionKey(key: String, joint: Joint) {
    #expect(Joint(name: key) == joint)
    #expect(joint.visionKey == key)
  }

  @Test(
    "rejects unknown names and wrong case",
    arguments: [
      "", "IndexTip", "indextip", "INDEXTIP", "index_finger_tip",
      "Index_Finger_Tip", "vnhlkitip", "VNHLKITIP ", " indexTip",
      "thumbMCP", "pinkyTip", "littleFingerTip", "LITTLE_TIP", "THUMB_MP",
      "VNHLKXTIP", "21", "8",
    ]
  )
  func rejects(name: String) {
    #expect(Joint(name: name) == nil)
  }

  @Test(
    "belongs to its finger, the wrist to none",
    arguments: zip(
      [
        Joint.wrist, .thumbCMC, .thumbTip, .indexMCP, .middleDIP, .ringPIP,
        .littleTip,
      ],
      [nil, Finger.thumb, .thumb, .index, .middle, .ring, .little]
    )
  )
  func finger(joint: Joint, finger: Finger?) {
    #expect(joint.finger == finger)
  }
}
