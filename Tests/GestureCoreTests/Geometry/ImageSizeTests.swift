import Foundation
import GestureCore
import Testing

@Suite("ImageSize")
struct ImageSizeTests {
  @Test("keeps its width and height")
  func keepsSize() {
    let size = ImageSize(width: 1920, height: 1080)
    #expect(size.width == 1920)
    #expect(size.height == 1080)
  }

  @Test("round-trips through JSON inside a coordinate space")
  func codableRoundTrip() throws {
    let space = CoordinateSpace(
      origin: .bottomLeft,
      isMirrored: true,
      orientation: .left,
      imageSize: ImageSize(width: 640, height: 480)
    )
    let data = try JSONEncoder().encode(space)
    #expect(try JSONDecoder().decode(CoordinateSpace.self, from: data) == space)
  }

  @Test("traps on a size that is not positive")
  func zeroWidthTraps() async {
    await #expect(processExitsWith: .failure) {
      _ = ImageSize(width: 0, height: 1080)
    }
    await #expect(processExitsWith: .failure) {
      _ = ImageSize(width: 1920, height: 0)
    }
  }

  @Test(
    "rejects a size that is not positive when decoding",
    arguments: [
      #"{"width": 0, "height": 1080}"#, #"{"width": 1920, "height": 0}"#,
      #"{"width": 1920, "height": -1}"#,
      #"{"width": 1e400, "height": 1080}"#,
    ]
  )
  func decodingChecksSize(json: String) {
    // The decoder checks what the initializer's precondition checks, so
    // JSON cannot build a size that makes `squarePoint` divide by zero.
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(ImageSize.self, from: Data(json.utf8))
    }
  }
}
