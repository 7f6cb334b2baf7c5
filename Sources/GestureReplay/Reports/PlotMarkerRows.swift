/// Where the plot's event markers put their labels: in the first of a
/// few rows where the label does not run into the row's previous one.
///
/// A label goes on its marker's right when it ends at least 4 points
/// before the plot's edge, and on its left otherwise. A row is free for a
/// marker once the marker lies strictly past the row's last label (plus a
/// gap of 4); a marker with no free row is drawn in the last row,
/// unlabelled.
struct PlotMarkerRows {
  /// Where one label goes.
  struct Place: Equatable {
    /// The row, from 0 at the top.
    var row: Int
    /// Whether the label starts at the marker and runs right; otherwise
    /// it ends at the marker.
    var isRight: Bool
  }

  /// How many rows there are.
  static let count = 3

  /// Where each row's last label ends, with its gap.
  private var ends = [Double](repeating: -.infinity, count: count)

  /// The plot's right edge, in points.
  let edge: Double

  /// Rows for a plot whose right edge is at `edge` points.
  init(edge: Double) {
    self.edge = edge
  }

  /// Places the label of a marker, or returns `nil` when no row is free.
  ///
  /// - Parameters:
  ///   - x: The marker's position, in points.
  ///   - labelWidth: The label's width, in points.
  /// - Returns: The label's row and side, or `nil` to leave it out.
  mutating func place(x: Double, labelWidth: Double) -> Place? {
    guard let row = ends.firstIndex(where: { $0 < x }) else { return nil }
    let isRight = x + 2 + labelWidth <= edge - 4
    ends[row] = isRight ? x + 2 + labelWidth + 4 : x + 4
    return Place(row: row, isRight: isRight)
  }
}
