import Testing

@testable import GestureReplay

@Suite("PlotMarkerRows: where the plot's event labels go")
struct PlotMarkerRowsTests {
  @Test("a row is free strictly past its last label's end and gap")
  func rowBound() {
    // A label 10 wide at 0 ends, with its 2 before and 4 after, at 16.
    var rows = PlotMarkerRows(edge: 960)
    #expect(rows.place(x: 0, labelWidth: 10) == .init(row: 0, isRight: true))
    #expect(rows.place(x: 16, labelWidth: 10) == .init(row: 1, isRight: true))

    var free = PlotMarkerRows(edge: 960)
    _ = free.place(x: 0, labelWidth: 10)
    #expect(
      free.place(x: 16.0.nextUp, labelWidth: 10) == .init(row: 0, isRight: true)
    )
  }

  @Test("a label runs right when it ends 4 or more before the edge")
  func edgeBound() {
    // At 84, a label 10 wide ends at 96, exactly 4 before an edge at 100.
    var rows = PlotMarkerRows(edge: 100)
    #expect(rows.place(x: 84, labelWidth: 10) == .init(row: 0, isRight: true))
    var past = PlotMarkerRows(edge: 100)
    #expect(
      past.place(x: 84.0.nextUp, labelWidth: 10)
        == .init(row: 0, isRight: false)
    )
  }

  @Test("a label on the marker's left keeps the row only to the marker's gap")
  func leftLabelEnd() {
    var rows = PlotMarkerRows(edge: 100)
    #expect(rows.place(x: 90, labelWidth: 10) == .init(row: 0, isRight: false))
    // The left label ends at 90 + 4: a marker at 94 needs the next row,
    // one just past it has the first again (both labels on the left too).
    #expect(rows.place(x: 94, labelWidth: 1) == .init(row: 1, isRight: false))
    #expect(
      rows.place(x: 94.0.nextUp, labelWidth: 1)
        == .init(row: 0, isRight: false)
    )
  }

  @Test("with every row taken the label is left out, and no row changes")
  func full() {
    var rows = PlotMarkerRows(edge: 960)
    for row in 0..<PlotMarkerRows.count {
      let place = rows.place(x: 0, labelWidth: 100)
      #expect(place == .init(row: row, isRight: true))
    }
    #expect(rows.place(x: 50, labelWidth: 1) == nil)
    // The first row's label, 0 to 106, still holds it.
    #expect(rows.place(x: 106, labelWidth: 1) == nil)
    #expect(
      rows.place(x: 106.0.nextUp, labelWidth: 1) == .init(row: 0, isRight: true)
    )
  }
}
