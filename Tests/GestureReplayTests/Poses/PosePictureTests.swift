import Foundation
import GestureCore
import GestureReplay
import Testing

/// The pictures of Docs/Gestures/Poses.md and PosesOnRealHands.md, drawn
/// by ``HandSketch`` from the fixtures and the real data, compared with
/// Docs/Images/pose-*.svg, and re-recorded when RECORD_SNAPSHOTS is set. A
/// missing picture fails.
@Suite("Pose pictures")
struct PosePictureTests {
  /// A picture: its file name, title, and where its hand comes from.
  struct Picture: CustomTestStringConvertible, Sendable {
    var file: String
    var title: String
    var fixture: String?
    var frame = 30
    var sampleID: String?

    var testDescription: String { file }
  }

  /// The pictures of the fixtures' hands.
  static let fixturePictures: [Picture] = [
    Picture(
      file: "pose-openPalm.svg",
      title: "openPalm",
      fixture: "pose-open-palm"
    ),
    Picture(
      file: "pose-closedFist.svg",
      title: "closedFist",
      fixture: "pose-closed-fist"
    ),
    Picture(
      file: "pose-pointingUp.svg",
      title: "pointingUp",
      fixture: "pose-pointing-up"
    ),
    Picture(
      file: "pose-thumbUp.svg",
      title: "thumbUp (buffer orientation right)",
      fixture: "pose-thumb-up-rotated-buffer"
    ),
    Picture(
      file: "pose-thumbDown.svg",
      title: "thumbDown",
      fixture: "pose-thumb-down"
    ),
    Picture(
      file: "pose-victory.svg",
      title: "victory (mirrored front camera)",
      fixture: "pose-victory-front-camera"
    ),
    Picture(
      file: "pose-iLoveYou.svg",
      title: "iLoveYou",
      fixture: "pose-i-love-you"
    ),
    Picture(
      file: "pose-four.svg",
      title: "four: not openPalm",
      fixture: "pose-open-palm",
      frame: 0
    ),
    Picture(
      file: "pose-thumb-sideways.svg",
      title: "thumb sideways: not thumbUp",
      fixture: "pose-thumb-sideways-near-miss"
    ),
  ]

  /// The pictures of real hands of ``SharedData``.
  static let samplePictures: [Picture] =
    [
      ("thumb_up", "MediaPipe test: thumb_up"),
      ("pointing_up", "MediaPipe test: pointing_up"),
      ("victory", "MediaPipe test: victory"),
      ("fist", "MediaPipe test: fist"),
      ("pointing_up_rotated", "MediaPipe test: pointing_up_rotated"),
      ("thumb_up_rotated", "MediaPipe test: thumb_up_rotated"),
    ].map { (id: String, title: String) in
      Picture(file: "pose-mediapipe-\(id).svg", title: title, sampleID: id)
    }
    + [
      "d7dab2", "fffbf2.jpg#0", "08ba53", "7005f5.jpg#1", "ebc440",
      "1cd6d4.jpg#0", "8224ef", "f591b8.jpg#0", "2db88e.jpg#1", "7005f5.jpg#0",
      "1cd6d4.jpg#1",
    ].map { (key: String) in
      let name = key.replacingOccurrences(of: ".jpg#", with: "-")
      let sample = PoseData.photos.first { $0.id.contains(key) }
      return Picture(
        file: "pose-photo-\(name).svg",
        title: "photo \(sample?.label ?? "?") \(name)",
        sampleID: key
      )
    }

  static let images = PoseData.root.appendingPathComponent("Docs/Images")

  /// Returns the hand and its space a picture draws.
  static func source(_ picture: Picture) throws -> (Hand, CoordinateSpace) {
    if let fixture = picture.fixture {
      let trace = try Trace(
        contentsOfFile: PoseData.root
          .appendingPathComponent("Fixtures/\(fixture).json").path
      )
      let hand = try #require(trace.frames[picture.frame].hands.first)
      return (hand, trace.coordinates)
    }
    let key = try #require(picture.sampleID)
    let sample = try #require(
      (PoseData.mediaPipe + PoseData.photos).first {
        $0.id == key || (!key.contains("_") && $0.id.contains(key))
      }
    )
    return (sample.hand, sample.space)
  }

  @Test(
    "each picture of a fixture matches its file in Docs/Images",
    arguments: fixturePictures
  )
  func fixturePicture(_ picture: Picture) throws {
    try check(picture)
  }

  @Test(
    "each picture of a real hand matches its file in Docs/Images",
    SharedData.isReadable,
    arguments: samplePictures
  )
  func samplePicture(_ picture: Picture) throws {
    try check(picture)
  }

  /// Draws a picture and compares it with its file, or writes the file
  /// when RECORD_SNAPSHOTS is set.
  func check(_ picture: Picture) throws {
    let (hand, space) = try Self.source(picture)
    let svg = HandSketch.svg(of: hand, in: space, title: picture.title)
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(svg == HandSketch.svg(of: hand, in: space, title: picture.title))
    let url = Self.images.appendingPathComponent(picture.file)
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil {
      try Data(svg.utf8).write(to: url)
      return
    }
    let data = try #require(
      FileManager.default.contents(atPath: url.path),
      "\(picture.file) is missing; run with RECORD_SNAPSHOTS=1 to draw it"
    )
    #expect(String(decoding: data, as: UTF8.self) == svg)
  }

  @Test("a picture names what the classifier reads")
  func caption() throws {
    let (hand, space) = try Self.source(Self.fixturePictures[5])
    let svg = HandSketch.svg(of: hand, in: space, title: "victory")
    #expect(svg.contains("reads: victory"))
    #expect(svg.contains("index extended, middle extended"))
    #expect(svg.contains("ring curled, little curled"))
    var broken = hand
    broken[.wrist] = nil
    #expect(
      HandSketch.svg(of: broken, in: space, title: "x").contains("not read")
    )
  }
}
