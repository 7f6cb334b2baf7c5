// swift-tools-version: 6.2
import PackageDescription

/// Settings shared by every target: Swift 6 mode with warnings as errors.
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

let package = Package(
  name: "GestureCore",
  // The oldest release of each Apple platform the code runs on, the floor
  // that Swift concurrency back-deploys to: GestureCore's live API is an
  // AsyncSequence. Newer APIs are guarded where they are used (Vision's
  // hand pose: macOS 11, iOS 14; its chirality: macOS 12, iOS 15; an
  // iterator that runs on its caller's actor: macOS 15, iOS 18);
  // Docs/Platforms.md lists each, and Scripts/apple/availability.sh checks
  // the floors on Linux.
  platforms: [
    .macOS(.v10_15),
    .macCatalyst(.v13),
    .iOS(.v13),
    .tvOS(.v13),
    .watchOS(.v6),
    .visionOS(.v1),
  ],
  products: [
    .library(name: "GestureCore", targets: ["GestureCore"]),
    // Apple Vision's hand observations as frames; empty where Vision is
    // not (Linux).
    .library(name: "GestureCoreVision", targets: ["GestureCoreVision"]),
    // ARKit's hand anchors on visionOS as frames; empty elsewhere.
    .library(name: "GestureCoreARKit", targets: ["GestureCoreARKit"]),
    .library(name: "GestureReplay", targets: ["GestureReplay"]),
    .library(
      name: "GestureReplayTesting",
      targets: ["GestureReplayTesting"]
    ),
    .executable(name: "gesture-replay", targets: ["gesture-replay"]),
    .executable(name: "gesture-bench", targets: ["gesture-bench"]),
  ],
  targets: [
    .target(name: "GestureCore", swiftSettings: strict),
    .target(
      name: "GestureCoreVision",
      dependencies: ["GestureCore"],
      swiftSettings: strict
    ),
    .target(
      name: "GestureCoreARKit",
      dependencies: ["GestureCore"],
      swiftSettings: strict
    ),
    .target(
      name: "GestureReplay",
      dependencies: ["GestureCore"],
      swiftSettings: strict
    ),
    .target(
      name: "GestureReplayTesting",
      dependencies: ["GestureReplay"],
      swiftSettings: strict
    ),
    // What the two tools share: their console writer.
    .target(name: "ToolSupport", swiftSettings: strict),
    .executableTarget(
      name: "gesture-replay",
      dependencies: ["GestureReplay", "ToolSupport"],
      swiftSettings: strict
    ),
    // Counts heap allocations by replacing malloc and its siblings; linked
    // only into gesture-bench, never into a test target (the sanitizers
    // replace malloc themselves).
    .target(name: "AllocationCounter"),
    .executableTarget(
      name: "gesture-bench",
      dependencies: ["GestureReplay", "ToolSupport", "AllocationCounter"],
      swiftSettings: strict
    ),
    .testTarget(
      name: "GestureCoreTests",
      dependencies: ["GestureCore"],
      swiftSettings: strict
    ),
    .testTarget(
      name: "GestureReplayTests",
      dependencies: ["GestureReplay", "GestureReplayTesting"],
      swiftSettings: strict
    ),
    // A stage of an app's own, defined outside GestureCore and replayed
    // through public API only: no @testable import.
    .testTarget(
      name: "CustomStageTests",
      dependencies: ["GestureCore", "GestureReplay", "GestureReplayTesting"],
      swiftSettings: strict
    ),
    .testTarget(
      name: "GestureReplayCLITests",
      dependencies: [
        "GestureReplay", "gesture-replay", "gesture-bench", "lamp",
      ],
      exclude: ["Golden"],
      swiftSettings: strict
    ),
    // A live camera drives the lamp, in SwiftUI (Examples/LampCamera):
    // compiled where SwiftUI and Vision are, empty elsewhere.
    .target(
      name: "LampCamera",
      dependencies: ["GestureCore", "GestureCoreVision", "GestureReplay"],
      path: "Examples/LampCamera",
      exclude: ["README.md"],
      swiftSettings: strict
    ),
    // The example of README: a lamp toggled by pinches, `swift run lamp`.
    .executableTarget(
      name: "lamp",
      dependencies: ["GestureCore", "GestureReplay"],
      path: "Examples/Lamp",
      swiftSettings: strict
    ),
  ],
  swiftLanguageModes: [.v6]
)
