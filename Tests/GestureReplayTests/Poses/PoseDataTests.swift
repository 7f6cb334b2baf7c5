import Foundation
import GestureCore
import GestureReplay
import Testing

/// The labelled hands of `<package root>/../shared/data/poses`.
enum PoseData {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Poses
    .deletingLastPathComponent()  // GestureReplayTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // the package root

  static let directory = root.appendingPathComponent("../shared/data/poses")
    .standardizedFileURL

  /// One hand of a data file, with its label.
  struct Sample: CustomTestStringConvertible, Sendable {
    var id: String
    var label: String?
    var chirality: Chirality
    var landmarks: [[Double]]
    var rotationDegrees: Int?

    var testDescription: String { "\(label ?? "unlabelled") \(id)" }

    /// The hand, with MediaPipe's normalized landmarks (origin top left).
    var hand: Hand {
      Hand(
        chirality: chirality,
        landmarks: landmarks.map {
          Landmark(position: Point(x: $0[0], y: $0[1]), depth: $0[2])
        }
      )
    }

    /// The coordinate space: MediaPipe's, with the rotation MediaPipe's
    /// tests apply (-90 degrees turns raw `x` to the right into up: the
    /// orientation `left`).
    var space: CoordinateSpace {
      rotationDegrees == -90 ? CoordinateSpace(orientation: .left) : .mediaPipe
    }
  }

  static func samples(_ file: String) -> [Sample] {
    let url = directory.appendingPathComponent(file)
    guard let data = try? Data(contentsOf: url),
      let object = try? JSONSerialization.jsonObject(with: data)
        as? [String: Any],
      let samples = object["samples"] as? [[String: Any]]
    else { return [] }
    return samples.map { sample in
      Sample(
        id: sample["id"] as? String ?? "",
        label: sample["label"] as? String,
        chirality: Chirality(rawValue: sample["chirality"] as? String ?? "")
          ?? .unknown,
        landmarks: sample["landmarks"] as? [[Double]] ?? [],
        rotationDegrees: sample["rotationDegrees"] as? Int
      )
    }
  }

  static let mediaPipe = samples("mediapipe-testdata.json")
  static let photos = samples("photos-call-four-rock-none.json")

  /// The photo samples of class `none` whose landmarks show one of the
  /// seven poses to a person looking at them (Docs/Gestures.md has their
  /// pictures): `none` means none of call, four and rock. The same list
  /// is `REVIEWED_NONE` in Scripts/fixtures/generate.py.
  static let reviewedNone: [String: Pose] = [
    "d7dab2": .pointingUp, "fffbf2.jpg#0": .pointingUp, "08ba53": .pointingUp,
    "7005f5.jpg#1": .thumbDown, "ebc440": .thumbDown,
    "1cd6d4.jpg#0": .thumbDown,
    "8224ef": .thumbDown,
  ]

  static func reviewed(_ sample: Sample) -> Pose? {
    guard sample.label == "none" else { return nil }
    return reviewedNone.first { sample.id.contains($0.key) }?.value
  }
}

@Suite("Static poses on real hands")
struct PoseDataTests {
  static let classifier = PoseClassifier()

  @Test("finds the data: 6 MediaPipe test hands and 41 photo hands")
  func findsData() {
    #expect(PoseData.mediaPipe.count == 6, "in \(PoseData.directory.path)")
    #expect(PoseData.photos.count == 41)
    #expect(PoseData.photos.allSatisfy { $0.landmarks.count == 21 })
  }

  @Test(
    "gives the pose MediaPipe's own tests expect (none where they expect none)",
    arguments: PoseData.mediaPipe
  )
  func mediaPipe(_ sample: PoseData.Sample) {
    let expected = sample.label.flatMap(Pose.init(rawValue:))
    // thumb_up_rotated has no label: its points are in the raw image, the
    // thumb sideways, and no rotation is known: no pose.
    #expect(
      Self.classifier.pose(of: sample.hand, in: sample.space) == expected
    )
  }

  @Test(
    "gives none of the seven for call, four, rock and none, but the reviewed",
    arguments: PoseData.photos
  )
  func photos(_ sample: PoseData.Sample) {
    let pose = Self.classifier.pose(of: sample.hand, in: sample.space)
    #expect(pose == PoseData.reviewed(sample))
  }

  @Test("the reviewed samples are 7 of the 13 `none` hands, and exist")
  func reviewedList() {
    let none = PoseData.photos.filter { $0.label == "none" }
    #expect(none.count == 13)
    #expect(none.compactMap(PoseData.reviewed).count == 7)
    for key in PoseData.reviewedNone.keys {
      #expect(
        PoseData.photos.filter { $0.id.contains(key) }.count == 1,
        "\(key) names one sample"
      )
    }
  }

  @Test(
    "a real pose survives scaling, moving, turning in-plane and mirroring",
    arguments: PoseData.mediaPipe.filter {
      $0.label == "victory" || $0.label == "closedFist"
    },
    [
      (0.5, 0.0, false), (2.0, 30.0, false), (1.0, -120.0, true),
      (0.3, 90.0, true),
    ]
  )
  func realInvariance(
    _ sample: PoseData.Sample,
    change: (scale: Double, degrees: Double, mirrored: Bool)
  ) {
    let radians = change.degrees * Double.pi / 180
    let (c, s) = (cos(radians), sin(radians))
    var hand = sample.hand
    for (joint, landmark) in sample.hand.joints {
      let x = (landmark.position.x - 0.5) * change.scale
      let y = (landmark.position.y - 0.5) * change.scale
      hand[joint] = Landmark(
        position: Point(
          x: 0.5 + (change.mirrored ? -1 : 1) * (x * c + y * s),
          y: 0.5 - x * s + y * c
        )
      )
    }
    #expect(
      Self.classifier.pose(of: hand)
        == sample.label.flatMap(Pose.init(rawValue:))
    )
  }
}
