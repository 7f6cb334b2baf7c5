// swift-tools-version: 6.2
import PackageDescription

/// Settings shared by every target: Swift 6 mode with warnings as errors.
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

let package = Package(
  name: "GestureCore",
  products: [
    .library(name: "GestureCore", targets: ["GestureCore"]),
    .library(name: "GestureReplay", targets: ["GestureReplay"]),
    .library(
      name: "GestureReplayTesting",
      targets: ["GestureReplayTesting"]
    ),
    .executable(name: "gesture-replay", targets: ["gesture-replay"]),
  ],
  targets: [
    .target(name: "GestureCore", swiftSettings: strict),
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
    .executableTarget(
      name: "gesture-replay",
      dependencies: ["GestureReplay"],
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
    .testTarget(
      name: "GestureReplayCLITests",
      dependencies: ["GestureReplay", "gesture-replay"],
      exclude: ["Golden"],
      swiftSettings: strict
    ),
  ],
  swiftLanguageModes: [.v6]
)
