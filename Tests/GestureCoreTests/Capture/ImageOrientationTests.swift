import GestureCore
import Testing

@Suite("ImageOrientation: the eight orientations of Exif")
struct ImageOrientationTests {
  /// Exif's and CGImagePropertyOrientation's raw values, by name.
  static let exif: [(ImageOrientation, UInt32)] = [
    (.up, 1), (.upMirrored, 2), (.down, 3), (.downMirrored, 4),
    (.leftMirrored, 5), (.right, 6), (.rightMirrored, 7), (.left, 8),
  ]

  /// Where the point (0.1, 0.3) goes in each orientation, from Exif's
  /// definitions: 2 flips left to right, 4 top to bottom, 5 transposes, 7
  /// transposes across the other diagonal.
  static let images: [(ImageOrientation, Point)] = [
    (.up, Point(x: 0.1, y: 0.3)),
    (.upMirrored, Point(x: 0.9, y: 0.3)),
    (.down, Point(x: 0.9, y: 0.7)),
    (.downMirrored, Point(x: 0.1, y: 0.7)),
    (.leftMirrored, Point(x: 0.3, y: 0.1)),
    (.right, Point(x: 0.7, y: 0.1)),
    (.rightMirrored, Point(x: 0.7, y: 0.9)),
    (.left, Point(x: 0.3, y: 0.9)),
  ]

  @Test("raw values are Exif's", arguments: exif)
  func rawValues(orientation: ImageOrientation, raw: UInt32) {
    #expect(orientation.rawValue == raw)
    #expect(ImageOrientation(rawValue: raw) == orientation)
  }

  @Test("no raw value outside 1...8", arguments: [0, 9, 255] as [UInt32])
  func badRawValues(raw: UInt32) {
    #expect(ImageOrientation(rawValue: raw) == nil)
  }

  @Test("a point goes where Exif says", arguments: images)
  func orientsPoints(orientation: ImageOrientation, expected: Point) {
    let image = orientation.orient(Point(x: 0.1, y: 0.3))
    #expect(isClose(image.x, to: expected.x, within: 1e-12))
    #expect(isClose(image.y, to: expected.y, within: 1e-12))
  }

  @Test("the unmirrored ones turn as the coordinate space's orientations")
  func agreesWithCoordinateSpace() {
    let point = Point(x: 0.25, y: 0.125)
    for orientation in CoordinateSpace.Orientation.allCases {
      let space = CoordinateSpace(orientation: orientation)
      #expect(
        ImageOrientation(orientation).orient(point)
          == space.displayPoint(point)
      )
      #expect(ImageOrientation(orientation).rotation == orientation)
    }
  }

  @Test("turns and flip make every orientation once", arguments: [false, true])
  func turnsAndFlip(isMirrored: Bool) {
    let made = (0..<4).map {
      ImageOrientation(quarterTurns: $0, isMirrored: isMirrored)
    }
    #expect(Set(made).count == 4)
    for (turns, orientation) in made.enumerated() {
      #expect(orientation.quarterTurns == turns)
      #expect(orientation.isMirrored == isMirrored)
      #expect(
        ImageOrientation(quarterTurns: turns + 4, isMirrored: isMirrored)
          == orientation
      )
      #expect(
        ImageOrientation(quarterTurns: turns - 8, isMirrored: isMirrored)
          == orientation
      )
    }
  }

  @Test(
    "the inverse undoes the orientation",
    arguments: ImageOrientation.allCases
  )
  func inverse(orientation: ImageOrientation) {
    let point = Point(x: 0.375, y: 0.0625)
    #expect(orientation.inverse.orient(orientation.orient(point)) == point)
    #expect(orientation.followed(by: orientation.inverse) == .up)
    #expect(orientation.inverse.inverse == orientation)
  }

  @Test(
    "composing is orienting twice",
    arguments: ImageOrientation.allCases,
    ImageOrientation.allCases
  )
  func composition(first: ImageOrientation, second: ImageOrientation) {
    let point = Point(x: 0.375, y: 0.0625)
    #expect(
      first.followed(by: second).orient(point)
        == second.orient(first.orient(point))
    )
  }

  @Test("a quarter turn exchanges width and height")
  func sizes() {
    let size = ImageSize(width: 1920, height: 1080)
    for orientation in ImageOrientation.allCases {
      let oriented = orientation.orient(size)
      if orientation.quarterTurns % 2 == 0 {
        #expect(oriented == size)
      } else {
        #expect(oriented == ImageSize(width: 1080, height: 1920))
      }
    }
  }
}
