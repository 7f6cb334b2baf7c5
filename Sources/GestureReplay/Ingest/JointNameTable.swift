import GestureCore

/// A hash table from the bytes of a joint name to its ``Joint``, for
/// reading `joints` keys without making a `String` of each.
///
/// It knows every spelling ``Joint/init(name:)`` accepts (Apple Vision's
/// `indexTip`, MediaPipe's `INDEX_FINGER_TIP`, Vision's raw `VNHLKITIP`)
/// and gives the joint that initializer gives: where two joints shared a
/// spelling, the first in ``Joint`` order.
enum JointNameTable {
  /// A spelling and its joint.
  private struct Entry {
    var name: [UInt8]
    var joint: Joint
  }

  /// The number of slots, a power of two well above the 63 spellings.
  private static let slotCount = 256

  /// The spellings in ``Joint`` order, each joint's three together.
  private static let entries: [Entry] = Joint.allCases.flatMap { joint in
    [joint.name, joint.mediaPipeName, joint.visionKey].map {
      Entry(name: Array($0.utf8), joint: joint)
    }
  }

  /// For each slot, the index of an entry in ``entries``, or -1; open
  /// addressing with linear probing.
  private static let slots: [Int] = {
    var slots = Array(repeating: -1, count: slotCount)
    for (index, entry) in entries.enumerated() {
      let isKnown = entry.name.withUnsafeBufferPointer {
        lookUp($0, in: slots) != nil
      }
      if isKnown { continue }
      var slot = entry.name.withUnsafeBufferPointer { hash($0) }
      while slots[slot] >= 0 { slot = (slot + 1) & (slotCount - 1) }
      slots[slot] = index
    }
    return slots
  }()

  /// Returns the joint a name spells, or `nil` if it spells none.
  ///
  /// - Parameter name: The name's UTF-8 bytes, as in a trace's key.
  /// - Returns: The joint, as ``Joint/init(name:)`` gives it.
  static func joint(named name: UnsafeBufferPointer<UInt8>) -> Joint? {
    lookUp(name, in: slots).map { entries[$0].joint }
  }

  /// Returns the index of the entry for a name in a table of slots.
  private static func lookUp(
    _ name: UnsafeBufferPointer<UInt8>,
    in slots: [Int]
  ) -> Int? {
    var slot = hash(name)
    while slots[slot] >= 0 {
      let index = slots[slot]
      if entries[index].name.elementsEqual(name) { return index }
      slot = (slot + 1) & (slotCount - 1)
    }
    return nil
  }

  /// Returns the FNV-1a hash of a name, reduced to a slot.
  private static func hash(_ name: UnsafeBufferPointer<UInt8>) -> Int {
    var hash: UInt32 = 2_166_136_261
    for byte in name {
      hash = (hash ^ UInt32(byte)) &* 16_777_619
    }
    return Int(hash ^ (hash >> 16)) & (slotCount - 1)
  }
}
