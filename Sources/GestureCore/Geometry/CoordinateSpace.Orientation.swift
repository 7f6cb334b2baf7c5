extension CoordinateSpace {
  /// How the raw image buffer was read relative to the display.
  ///
  /// The cases follow `CGImagePropertyOrientation` without mirroring: the
  /// buffer's content must be rotated to appear upright. For a raw point
  /// `(x, y)` with the origin at the top left:
  ///
  /// | case | rotation into the display | display point |
  /// | --- | --- | --- |
  /// | `up` | none | `(x, y)` |
  /// | `right` | 90° clockwise | `(1 - y, x)` |
  /// | `down` | 180° | `(1 - x, 1 - y)` |
  /// | `left` | 90° counterclockwise | `(y, 1 - x)` |
  ///
  /// A phone held upright delivers landscape buffers that need `right`;
  /// reading them as `up` turns the user's horizontal movement into
  /// vertical movement.
  public enum Orientation: String, CaseIterable, Hashable, Sendable, Codable {
    /// The buffer is upright.
    case up
    /// The buffer must be rotated 90° clockwise to be upright.
    case right
    /// The buffer is upside down.
    case down
    /// The buffer must be rotated 90° counterclockwise to be upright.
    case left
  }
}
