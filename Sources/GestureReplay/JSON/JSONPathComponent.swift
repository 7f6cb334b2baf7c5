/// One step of the path from a document's root to a value: a key or an index.
enum JSONPathComponent: Hashable, Sendable {
  /// An object member's key.
  case key(String)
  /// An array element's index, from 0.
  case index(Int)

  /// The most components a rendered path shows before it elides the rest.
  static let renderedLimit = 16

  /// Returns a path as text, such as `hands[0].joints.indexTip`.
  ///
  /// A path longer than ``renderedLimit`` components shows its outermost
  /// ones followed by `...`. A key is shown cut at 40 characters, its
  /// control characters escaped (`VisibleText.shortened(_:limit:)`).
  ///
  /// - Parameter path: The components, outermost first.
  /// - Returns: The path's text; empty for the root.
  static func render(_ path: some Collection<JSONPathComponent>) -> String {
    var text = ""
    for component in path.prefix(renderedLimit) {
      switch component {
      case .key(let key):
        if !text.isEmpty { text += "." }
        text += VisibleText.shortened(key)
      case .index(let index):
        text += "[\(index)]"
      }
    }
    if path.count > renderedLimit { text += "..." }
    return text
  }
}
