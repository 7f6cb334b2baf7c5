import Foundation
import Testing

/// Pose files written inline, of MediaPipe's test hands.
enum InlinePoses {
  /// MediaPipe's `thumb_up` test hand, rounded to four decimals: handKit
  /// reads `thumbUp`.
  static let thumbUp: [[Double]] = [
    [0.6388, 0.6713, 0], [0.6349, 0.5367, -0.0697], [0.5747, 0.4128, -0.0938],
    [0.4997, 0.3255, -0.108], [0.4736, 0.251, -0.1059],
    [0.4075, 0.4713, -0.0469], [0.3372, 0.4674, -0.0997],
    [0.4418, 0.5096, -0.1112], [0.4806, 0.5188, -0.1102],
    [0.3922, 0.5495, -0.0289], [0.3405, 0.5561, -0.0821],
    [0.4615, 0.5831, -0.0839], [0.4706, 0.5641, -0.0789],
    [0.3924, 0.6187, -0.022], [0.3431, 0.628, -0.0813],
    [0.45, 0.643, -0.0621], [0.464, 0.6221, -0.0389],
    [0.3923, 0.6819, -0.0202], [0.3579, 0.6986, -0.0522],
    [0.427, 0.6989, -0.0376], [0.4442, 0.6876, -0.0204],
  ]

  /// MediaPipe's `fist` test hand, rounded: handKit reads `closedFist`.
  static let fist: [[Double]] = [
    [0.4771, 0.6613, 0], [0.6126, 0.5578, -0.0414], [0.7112, 0.4317, -0.0645],
    [0.6836, 0.32, -0.0875], [0.5593, 0.3206, -0.0988],
    [0.6083, 0.3069, -0.0148], [0.6294, 0.2141, -0.0601],
    [0.6244, 0.3287, -0.0833], [0.6078, 0.3685, -0.0966],
    [0.5157, 0.322, -0.0217], [0.5293, 0.2477, -0.0626],
    [0.5485, 0.3805, -0.0703], [0.5443, 0.3881, -0.0746],
    [0.4316, 0.3492, -0.0375], [0.4486, 0.2765, -0.0818],
    [0.4772, 0.3965, -0.065], [0.4679, 0.4083, -0.049],
    [0.3483, 0.3781, -0.0574], [0.3862, 0.3282, -0.0728],
    [0.4114, 0.3973, -0.0476], [0.394, 0.4115, -0.0296],
  ]

  /// The 21 joint names in MediaPipe order.
  static let jointNames = [
    "wrist", "thumbCMC", "thumbMP", "thumbIP", "thumbTip", "indexMCP",
    "indexPIP", "indexDIP", "indexTip", "middleMCP", "middlePIP",
    "middleDIP", "middleTip", "ringMCP", "ringPIP", "ringDIP", "ringTip",
    "littleMCP", "littlePIP", "littleDIP", "littleTip",
  ]

  static func number(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }

  /// `"landmarks":[...]` of points.
  static func landmarks(_ points: [[Double]]) -> String {
    #""landmarks":["#
      + points.map { "[" + $0.map(number).joined(separator: ",") + "]" }
      .joined(separator: ",") + "]"
  }

  /// `"joints":{...}` of points' x and y, without some joints.
  static func joints(_ points: [[Double]], without: Set<String>) -> String {
    #""joints":{"#
      + zip(jointNames, points).filter { !without.contains($0.0) }.map {
        "\"\($0.0)\":[" + $0.1.prefix(2).map(number).joined(separator: ",")
          + "]"
      }.joined(separator: ",") + "}"
  }

  /// A sample object.
  static func sample(_ id: String, _ label: String, _ hand: String) -> String {
    #"{"id":""# + id + #"","label":""# + label + #"","# + hand + "}"
  }

  /// A pose file of samples.
  static func file(_ samples: [String]) -> String {
    #"{"samples":["# + samples.joined(separator: ",") + "]}"
  }
}
