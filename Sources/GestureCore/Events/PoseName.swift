/// A pose's name held inline, in at most 40 UTF-8 bytes: a plain value
/// that allocates nothing, so that the per-frame ``HandDiagnostics`` that
/// carry it allocate nothing either.
///
/// ```swift
/// let name = PoseName("thumbUp")
/// print(name?.description ?? "-")  // thumbUp
/// ```
public struct PoseName: Hashable, Sendable, CustomStringConvertible {
  /// The most UTF-8 bytes a name holds: as many as a
  /// ``PoseDescription/name`` may have.
  public static let capacity = 40

  private var words: (UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0)
  private var count: UInt8 = 0

  /// Holds a name, or returns `nil` when it is longer than ``capacity``
  /// bytes.
  ///
  /// - Parameter name: The name.
  public init?(_ name: String) {
    guard name.utf8.count <= Self.capacity else { return nil }
    self.init(prefixOf: name)
  }

  /// Holds the first ``capacity`` bytes of a name.
  init(prefixOf name: String) {
    let bytes = Array(name.utf8.prefix(Self.capacity))
    count = UInt8(bytes.count)
    withUnsafeMutableBytes(of: &words) { storage in
      storage.copyBytes(from: bytes)
    }
  }

  /// The name as text.
  public var description: String {
    withUnsafeBytes(of: words) { storage in
      String(decoding: storage.prefix(Int(count)), as: UTF8.self)
    }
  }

  /// Whether two names are the same text.
  public static func == (left: PoseName, right: PoseName) -> Bool {
    left.count == right.count && left.words.0 == right.words.0
      && left.words.1 == right.words.1 && left.words.2 == right.words.2
      && left.words.3 == right.words.3 && left.words.4 == right.words.4
  }

  /// Feeds the name's bytes to a hasher.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    hasher.combine(words.0)
    hasher.combine(words.1)
    hasher.combine(words.2)
    hasher.combine(words.3)
    hasher.combine(words.4)
  }
}
