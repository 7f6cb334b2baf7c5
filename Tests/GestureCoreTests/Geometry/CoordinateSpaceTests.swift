import GestureCore
import Testing

@Suite("CoordinateSpace")
struct CoordinateSpaceTests {
  /// One coordinate space and the display point of the raw point
  /// (0.25, 0.125) in it, worked out by hand from the three steps: origin
  /// (`y -> 1 - y`), orientation (the table of
  /// `CoordinateSpace.Orientation`), mirroring (`x -> 1 - x`).
  ///
  /// Every coordinate is a dyadic fraction, so each step is exact and the
  /// results are compared with `==`.
  struct Case: Sendable, CustomTestStringConvertible {
    var space: CoordinateSpace
    var expected: Point

    var testDescription: String {
      "\(space.origin) \(space.orientation)"
        + (space.isMirrored ? " mirrored" : "")
    }

    init(
      _ origin: CoordinateSpace.Origin,
      _ orientation: CoordinateSpace.Orientation,
      mirrored: Bool = false,
      _ x: Double,
      _ y: Double
    ) {
      space = CoordinateSpace(
        origin: origin,
        isMirrored: mirrored,
        orientation: orientation
      )
      expected = Point(x: x, y: y)
    }
  }

  static let raw = Point(x: 0.25, y: 0.125)

  static let cases: [Case] = [
    // Top-left origin: orientation alone.
    Case(.topLeft, .up, 0.25, 0.125),
    Case(.topLeft, .right, 0.875, 0.25),
    Case(.topLeft, .down, 0.75, 0.875),
    Case(.topLeft, .left, 0.125, 0.75),
    // Bottom-left origin: y becomes 0.875 first.
    Case(.bottomLeft, .up, 0.25, 0.875),
    Case(.bottomLeft, .right, 0.125, 0.25),
    Case(.bottomLeft, .down, 0.75, 0.125),
    Case(.bottomLeft, .left, 0.875, 0.75),
    // Mirrored: the display x of the cases above becomes 1 - x.
    Case(.topLeft, .up, mirrored: true, 0.75, 0.125),
    Case(.topLeft, .right, mirrored: true, 0.125, 0.25),
    Case(.topLeft, .down, mirrored: true, 0.25, 0.875),
    Case(.topLeft, .left, mirrored: true, 0.875, 0.75),
    // The front camera with Vision: mirrored and bottom-left.
    Case(.bottomLeft, .up, mirrored: true, 0.75, 0.875),
    Case(.bottomLeft, .right, mirrored: true, 0.875, 0.25),
    Case(.bottomLeft, .down, mirrored: true, 0.25, 0.125),
    Case(.bottomLeft, .left, mirrored: true, 0.125, 0.75),
  ]

  @Test("covers every combination of origin, orientation and mirroring")
  func casesCoverEveryCombination() {
    #expect(Set(Self.cases.map(\.space)).count == 16)
  }

  @Test("turns a raw point into the display frame", arguments: cases)
  func displayPoint(case: Case) {
    #expect(`case`.space.displayPoint(Self.raw) == `case`.expected)
  }

  @Test(
    "rotates the raw image's top-left corner into the right display corner",
    arguments: zip(
      CoordinateSpace.Orientation.allCases,
      [
        Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 1, y: 1),
        Point(x: 0, y: 1),
      ]
    )
  )
  func corner(orientation: CoordinateSpace.Orientation, expected: Point) {
    let space = CoordinateSpace(orientation: orientation)
    #expect(space.displayPoint(.zero) == expected)
  }

  @Test("matches the front-camera example of its documentation")
  func frontCameraExample() {
    let frontCamera = CoordinateSpace(origin: .bottomLeft, isMirrored: true)
    let display = frontCamera.displayPoint(Point(x: 0.2, y: 0.1))
    #expect(isClose(display.x, to: 0.8, within: 1e-15))
    #expect(isClose(display.y, to: 0.9, within: 1e-15))
  }

  @Test("names MediaPipe's and Vision's spaces")
  func namedSpaces() {
    #expect(CoordinateSpace.mediaPipe == CoordinateSpace())
    #expect(CoordinateSpace.mediaPipe.origin == .topLeft)
    #expect(!CoordinateSpace.mediaPipe.isMirrored)
    #expect(CoordinateSpace.mediaPipe.orientation == .up)
    #expect(CoordinateSpace.vision.origin == .bottomLeft)
    #expect(!CoordinateSpace.vision.isMirrored)
    #expect(CoordinateSpace.vision.orientation == .up)
  }

  /// The raw points of a finger moving to the user's right in a buffer
  /// that must be rotated 90° clockwise (`.right`): the display x grows,
  /// so the raw y falls while the raw x stays put.
  static let horizontalSwipeInRightBuffer = [
    Point(x: 0.5, y: 0.75),
    Point(x: 0.5, y: 0.625),
    Point(x: 0.5, y: 0.5),
  ]

  @Test("reads a right buffer's raw movement along y as horizontal")
  func rightOrientationIsHorizontal() {
    let space = CoordinateSpace(orientation: .right)
    let display = Self.horizontalSwipeInRightBuffer.map(space.displayPoint)
    #expect(
      display == [
        Point(x: 0.25, y: 0.5), Point(x: 0.375, y: 0.5), Point(x: 0.5, y: 0.5),
      ]
    )
  }

  @Test("reproduces the prototype's bug: read as up, it turns vertical")
  func upOrientationTurnsItVertical() {
    let space = CoordinateSpace(orientation: .up)
    let display = Self.horizontalSwipeInRightBuffer.map(space.displayPoint)
    #expect(display.map(\.x) == [0.5, 0.5, 0.5])
    #expect(display.map(\.y) == [0.75, 0.625, 0.5])
  }

  @Test(
    "rotates the image size into the display",
    arguments: zip(
      CoordinateSpace.Orientation.allCases,
      [
        ImageSize(width: 1920, height: 1080),
        ImageSize(width: 1080, height: 1920),
        ImageSize(width: 1920, height: 1080),
        ImageSize(width: 1080, height: 1920),
      ]
    )
  )
  func displaySize(orientation: CoordinateSpace.Orientation, size: ImageSize) {
    let space = CoordinateSpace(
      orientation: orientation,
      imageSize: ImageSize(width: 1920, height: 1080)
    )
    #expect(space.displaySize == size)
  }

  @Test("has no display size without an image size")
  func noDisplaySize() {
    #expect(CoordinateSpace(orientation: .right).displaySize == nil)
  }

  /// An image size and orientation, and the square point of the display
  /// point (0.5, 0.5): the shorter side's coordinate scaled by
  /// shorter / longer (1080 / 1920 = 0.5625, 480 / 640 = 0.75).
  struct SquareCase: Sendable, CustomTestStringConvertible {
    var space: CoordinateSpace
    var expected: Point

    var testDescription: String {
      let size = space.imageSize.map { "\(Int($0.width))x\(Int($0.height))" }
      return "\(size ?? "no size") \(space.orientation)"
    }

    init(
      _ size: (Double, Double)?,
      _ orientation: CoordinateSpace.Orientation,
      _ x: Double,
      _ y: Double
    ) {
      space = CoordinateSpace(
        orientation: orientation,
        imageSize: size.map { ImageSize(width: $0.0, height: $0.1) }
      )
      expected = Point(x: x, y: y)
    }
  }

  @Test(
    "scales the shorter display side into units of the longer",
    arguments: [
      SquareCase(nil, .up, 0.5, 0.5),
      SquareCase(nil, .right, 0.5, 0.5),
      SquareCase((500, 500), .up, 0.5, 0.5),
      SquareCase((1920, 1080), .up, 0.5, 0.28125),
      SquareCase((1920, 1080), .down, 0.5, 0.28125),
      SquareCase((1080, 1920), .up, 0.28125, 0.5),
      SquareCase((1920, 1080), .right, 0.28125, 0.5),
      SquareCase((1920, 1080), .left, 0.28125, 0.5),
      SquareCase((1080, 1920), .right, 0.5, 0.28125),
      SquareCase((640, 480), .up, 0.5, 0.375),
      SquareCase((640, 480), .left, 0.375, 0.5),
    ]
  )
  func squarePoint(case: SquareCase) {
    let square = `case`.space.squarePoint(Point(x: 0.5, y: 0.5))
    #expect(isClose(square.x, to: `case`.expected.x, within: 1e-12))
    #expect(isClose(square.y, to: `case`.expected.y, within: 1e-12))
  }

  @Test("makes equal pixel lengths equal in square units")
  func squareUnitsArePixels() {
    // 480 px across and 480 px down a 1920 x 1080 image.
    let space = CoordinateSpace(imageSize: ImageSize(width: 1920, height: 1080))
    let origin = space.squarePoint(.zero)
    let across = space.squarePoint(Point(x: 480.0 / 1920, y: 0))
    let down = space.squarePoint(Point(x: 0, y: 480.0 / 1080))
    let tolerance = 1e-12
    #expect(isClose(origin.distance(to: across), to: 0.25, within: tolerance))
    #expect(isClose(origin.distance(to: down), to: 0.25, within: tolerance))
  }
}
