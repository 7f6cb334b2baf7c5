import GestureCore
import GestureReplay
import GestureReplayTesting
import XCTest

/// The XCTest path for users who test a stage of their own.
final class CustomStageXCTests: XCTestCase {
  func testExpectReplayChecksACustomStage() throws {
    let report = expectReplay(
      try CustomStageTests.holdTrace(),
      stages: [LongPinchStage()]
    )
    XCTAssertTrue(report.isSuccess)
  }
}
