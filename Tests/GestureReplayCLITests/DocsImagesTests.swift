import Foundation
import Testing

/// The plots in `Docs/Images` that the tool draws from a fixture: each is
/// what `gesture-replay FIXTURE --configuration NAME --plot FILE` draws
/// today, so a change of the engine cannot leave the tuning guide showing
/// another engine's behaviour.
@Suite("Docs/Images")
struct DocsImagesTests {
  /// The drawn plots: image file, fixture, configuration.
  static let plots: [(image: String, fixture: String, configuration: String)] =
    [
      ("fast-fps-move-120-adaptive.svg", "fast-fps-move-120.json", "adaptive"),
      ("fast-fps-move-120-handKit.svg", "fast-fps-move-120.json", "handKit"),
      ("fist-not-pinch-adaptive.svg", "fist-not-pinch.json", "adaptive"),
      ("fist-not-pinch-handKit.svg", "fist-not-pinch.json", "handKit"),
      (
        "lost-mid-movement-cancel-adaptive.svg",
        "lost-mid-movement-cancel.json", "adaptive"
      ),
      (
        "lost-mid-movement-cancel-handKit.svg",
        "lost-mid-movement-cancel.json", "handKit"
      ),
      ("near-hand-pinch-adaptive.svg", "near-hand-pinch.json", "adaptive"),
      ("near-hand-pinch-handKit.svg", "near-hand-pinch.json", "handKit"),
      (
        "pinch-during-movement-adaptive.svg", "pinch-during-movement.json",
        "adaptive"
      ),
      (
        "slider-sweep-return-adaptive.svg", "slider-sweep-return.json",
        "adaptive"
      ),
      ("swipe-right-adaptive.svg", "swipe-right.json", "adaptive"),
      (
        "slow-adjustments-30-adaptive.svg", "slow-adjustments-30.json",
        "adaptive"
      ),
      (
        "slow-adjustments-30-handKit.svg", "slow-adjustments-30.json",
        "handKit"
      ),
      (
        "pinch-hold-release-pinch.svg", "pinch-hold-release-pinch.json",
        "handKit"
      ),
    ]

  @Test("each plot is what the tool draws today", arguments: plots)
  func plotIsCurrent(
    image: String,
    fixture: String,
    configuration: String
  ) throws {
    let images = PackagePaths.root.appendingPathComponent("Docs")
      .appendingPathComponent("Images")
    let expected = try #require(
      FileManager.default.contents(
        atPath: images.appendingPathComponent(image).path
      ),
      "Docs/Images/\(image) is missing"
    )
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("docs-image-\(getpid())-\(image)").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = try runTool([
      "Fixtures/" + fixture, "--configuration", configuration, "--plot", path,
    ])
    #expect(run.status == 0, "\(run.standardError)")
    let drawn = try #require(FileManager.default.contents(atPath: path))
    #expect(
      drawn == expected,
      """
      Docs/Images/\(image) is not what the tool draws; redraw it with
      gesture-replay Fixtures/\(fixture) --configuration \(configuration) \
      --plot Docs/Images/\(image)
      """
    )
  }
}
