import GestureCore
import Testing

/// Settings changed on a value already made: an engine's coordinate space,
/// a pose classifier's settings. Each reads as if it had been made so.
@Suite(
  "Settings changed after making: the engine's coordinates, the classifier's poses"
)
struct SettingsChangedTests {
  /// A right hand flicking its palm 0.3 raw units to the right (raw x
  /// grows) at 30 fps: a swipe right as recorded, left in a mirrored space.
  static let flick: [Frame] = RelationshipEngineTests.flick.enumerated().map {
    Frame(time: Double($0.offset) / 30, hands: $0.element.map { [$0] } ?? [])
  }

  static func swipes(_ engine: inout GestureEngine) -> [Direction?] {
    flick.flatMap { engine.process($0) }.filter { $0.gesture == .swipe }
      .map(\.direction)
  }

  @Test("an engine given a mirrored space reads as one made with it")
  func coordinates() {
    var mirrored = CoordinateSpace.mediaPipe
    mirrored.isMirrored = true
    var made = GestureEngine(configuration: .adaptive, coordinates: mirrored)
    var changed = GestureEngine(
      configuration: .adaptive,
      coordinates: .mediaPipe
    )
    changed.coordinates = mirrored
    var unchanged = GestureEngine(
      configuration: .adaptive,
      coordinates: .mediaPipe
    )
    #expect(Self.swipes(&unchanged) == [.right])
    #expect(Self.swipes(&made) == [.left])
    #expect(Self.swipes(&changed) == [.left])
    #expect(changed.coordinates == mirrored)
  }

  @Test("a classifier given new settings reads as one made with them")
  func classifierSettings() throws {
    let custom = GestureConfiguration.Poses(
      custom: [
        PoseDescription(
          name: "middleOnly",
          thumb: .curled,
          index: .curled,
          middle: .extended,
          ring: .curled,
          little: .curled
        )
      ]
    )
    let hand = PoseHands.hand(PoseHands.joints("ccecc"))
    var classifier = PoseClassifier()
    #expect(classifier.description(of: hand) == nil)
    classifier.settings = custom
    #expect(classifier.description(of: hand)?.name == "middleOnly")
    #expect(
      classifier.descriptions == PoseClassifier(settings: custom).descriptions
    )
    // Ratios changed too: no finger is extended at a ratio of 5.
    classifier.settings.fingerExtendedRatio = 5
    #expect(classifier.description(of: hand) == nil)
  }
}
