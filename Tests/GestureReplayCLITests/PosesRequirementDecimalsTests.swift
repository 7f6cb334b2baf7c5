import Foundation
import Testing

@Suite("gesture-replay poses: requirements with the decimals that tell them")
struct PosesRequirementDecimalsTests {
  typealias P = InlinePoses

  /// 16 samples labelled `thumbUp` (15 thumbs up, one fist: 93.75 %) and
  /// 16 labelled `none-ok` (15 thumbs turned sideways, which read as no
  /// pose, and one thumb up: 6.25 % read as a pose).
  static let input = P.file(
    (0..<16).map {
      P.sample("t\($0)", "thumbUp", P.landmarks($0 == 0 ? P.fist : P.thumbUp))
    }
      + (0..<16).map {
        P.sample(
          "n\($0)",
          "none-ok",
          P.landmarks(P.thumbUp) + ($0 == 0 ? "" : #","rotationDegrees":90"#)
        )
      }
  )

  @Test(
    "a minimum accuracy just under, at and just over the result",
    arguments: [
      ("0.9368", 0, "  met      thumbUp accuracy 93.8%, at least 93.7%\n"),
      ("0.9374", 0, "  met      thumbUp accuracy 93.75%, at least 93.74%\n"),
      ("0.9375", 0, "  met      thumbUp accuracy 93.8%, at least 93.8%\n"),
      ("0.9376", 1, "  NOT MET  thumbUp accuracy 93.75%, at least 93.76%\n"),
      ("0.93749", 0, "  met      thumbUp accuracy 93.750%, at least 93.749%\n"),
      ("0.9", 0, "  met      thumbUp accuracy 93.8%, at least 90.0%\n"),
    ]
  )
  func minimumAccuracy(limit: String, status: Int32, line: String) throws {
    let run = try runTool(
      ["poses", "-", "--minimum-accuracy", "thumbUp=" + limit],
      input: Self.input
    )
    #expect(run.status == status)
    #expect(run.standardError == "")
    #expect(run.standardOutput.contains("\n" + line))
  }

  @Test(
    "a maximum share of false positives just under, at and just over the result",
    arguments: [
      (
        "0.0624", 1,
        "  NOT MET  labels that expect no pose read as a pose 6.25%, "
          + "at most 6.24%\n"
      ),
      (
        "0.0625", 0,
        "  met      labels that expect no pose read as a pose 6.3%, "
          + "at most 6.3%\n"
      ),
      (
        "0.0626", 0,
        "  met      labels that expect no pose read as a pose 6.25%, "
          + "at most 6.26%\n"
      ),
    ]
  )
  func maximumFalsePositives(limit: String, status: Int32, line: String) throws
  {
    let run = try runTool(
      ["poses", "-", "--maximum-false-positives", limit],
      input: Self.input
    )
    #expect(run.status == status)
    #expect(run.standardOutput.contains("\n" + line))
  }
}
