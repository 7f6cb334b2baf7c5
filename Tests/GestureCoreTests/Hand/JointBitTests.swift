import Testing

@testable import GestureCore

@Suite("Joint's bit")
struct JointBitTests {
  @Test("is bit rawValue, for every joint")
  func bitIsRawValue() {
    for joint in Joint.allCases {
      #expect(joint.bit == UInt32(1) << UInt32(joint.rawValue), "\(joint)")
    }
    #expect(Joint.allCases.reduce(0) { $0 | $1.bit } == JointSet.all.rawValue)
  }

  @Test("JointSet.contains agrees with the set's bits, for every joint")
  func containsAgreesWithBits() {
    // Sets of one joint, of every joint but one, and a few mixed ones.
    var sets: [JointSet] = [[], .all, .palm, .palmSize, .fist, .pose]
    for joint in Joint.allCases {
      sets.append(JointSet(joint))
      sets.append(JointSet.all.subtracting(JointSet(joint)))
    }
    for set in sets {
      for joint in Joint.allCases {
        let expected = set.rawValue >> UInt32(joint.rawValue) & 1 == 1
        #expect(set.contains(joint) == expected, "\(set.rawValue) \(joint)")
      }
    }
  }
}
