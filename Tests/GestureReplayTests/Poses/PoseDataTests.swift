import Foundation
import GestureCore
import GestureReplay
import Testing

/// The labelled hands of `<package root>/../shared/data/poses`
/// (``SharedData``).
enum PoseData {
  static let root = ExpectReplayTests.root

  static let directory = SharedData.directory.appendingPathComponent("poses")

  /// One hand of a data file, with its label, as ``PoseSampleSet`` reads
  /// it; test arguments describe themselves by label and id.
  struct Sample: CustomTestStringConvertible, Sendable {
    var sample: PoseSample

    var id: String { sample.id }
    var label: String? { sample.label }
    /// The hand, with the file's raw landmarks.
    var hand: Hand { sample.hand }
    /// The coordinate space: the file's, with the sample's rotation
    /// (MediaPipe's -90 degrees turns raw `x` to the right into up: the
    /// orientation `left`).
    var space: CoordinateSpace { sample.coordinates }

    var testDescription: String { "\(label ?? "unlabelled") \(id)" }
  }

  /// Reads a data file with ``PoseSampleSet``; no samples when it cannot
  /// be read (the tests that count them then fail).
  static func samples(_ file: String) -> [Sample] {
    let path = directory.appendingPathComponent(file).path
    let set = try? PoseSampleSet(contentsOfFile: path)
    return set?.samples.map(Sample.init) ?? []
  }

  static let mediaPipe = samples("mediapipe-testdata.json")
  static let photos = samples("photos-call-four-rock-none.json")
  static let community = samples("community-dev.json")

  /// The photo samples of class `none` whose landmarks show one of the
  /// seven poses to a person looking at them
  /// (Docs/Gestures/PosesOnRealHands.md has their pictures): `none` means none of call, four and rock. The same list
  /// is `REVIEWED_NONE` in Scripts/fixtures/real_poses.py.
  static let reviewedNone: [String: Pose] = [
    "d7dab2": .pointingUp, "fffbf2.jpg#0": .pointingUp, "08ba53": .pointingUp,
    "7005f5.jpg#1": .thumbDown, "ebc440": .thumbDown,
    "1cd6d4.jpg#0": .thumbDown,
    "8224ef": .thumbDown, "c3492d.jpg#0": .thumbDown,
    "fce261.jpg#0": .pointingUp, "63ef7d.jpg#0": .thumbDown,
    "1cd6d4.jpg#1": .openPalm,
  ]

  static func reviewed(_ sample: Sample) -> Pose? {
    guard sample.label == "none" else { return nil }
    return reviewedNone.first { sample.id.contains($0.key) }?.value
  }
}

@Suite("Static poses on real hands", SharedData.isReadable)
struct PoseDataTests {
  static let classifier = PoseClassifier()

  @Test("finds the data: 6 MediaPipe test hands and 41 photo hands")
  func findsData() {
    #expect(PoseData.mediaPipe.count == 6, "in \(PoseData.directory.path)")
    #expect(PoseData.photos.count == 41)
    #expect(PoseData.photos.allSatisfy { $0.hand.jointCount == 21 })
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

  @Test("the reviewed samples are 11 of the 13 `none` hands, and exist")
  func reviewedList() {
    let none = PoseData.photos.filter { $0.label == "none" }
    #expect(none.count == 13)
    #expect(none.compactMap(PoseData.reviewed).count == 11)
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
