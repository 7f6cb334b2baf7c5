import Foundation
import Testing

/// The recordings of real hands that the team keeps beside the package, in
/// `../shared/data` (its README names their sources and licences): Leap
/// Motion takes and labelled static hands.
///
/// They are not in the repository, so a clone without them still passes
/// `swift test`: the suites that read them are skipped, saying why. CI
/// sets `GESTURECORE_SHARED_DATA=required`, and then they run whether the
/// recordings are there or not, and fail when they are not.
enum SharedData {
  /// `../shared/data`, from the package's root.
  static let directory = ExpectReplayTests.root
    .appendingPathComponent("../shared/data")
    .standardizedFileURL

  /// Whether the recordings' directory exists.
  static let isPresent = FileManager.default.fileExists(
    atPath: directory.path
  )

  /// Whether the run must read the recordings: the environment's
  /// `GESTURECORE_SHARED_DATA` is `required`.
  static let isRequired =
    ProcessInfo.processInfo.environment["GESTURECORE_SHARED_DATA"]
    == "required"

  /// The trait of a suite or test that reads the recordings: enabled when
  /// they are present or required.
  static var isReadable: ConditionTrait {
    .enabled(
      if: isPresent || isRequired,
      "the recordings of real hands are not in ../shared/data"
    )
  }
}
