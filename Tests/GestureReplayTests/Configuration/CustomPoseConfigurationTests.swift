import GestureCore
import GestureReplay
import Testing

/// `poses.custom` in a JSON configuration and in `--set`.
@Suite("Custom poses in the configuration")
struct CustomPoseConfigurationTests {
  static let rock = PoseDescription(
    name: "rock",
    thumb: [.curled, .alongside, .neither],
    index: .extended,
    middle: .curled,
    ring: .curled,
    little: .extended
  )

  @Test("every field reads back from the settings JSON")
  func roundTrip() throws {
    var changed = GestureConfiguration.adaptive
    changed.poses.custom = [
      Self.rock,
      PoseDescription(
        name: "aim_2",
        thumb: .extended,
        pointing: [.init(.index, .left, within: 30)],
        touches: [
          .init(.middle, isTouching: true),
          .init(.ring, isTouching: false, ratio: 0.75),
        ],
        dwell: 0.5,
        releaseDelay: nil,
        holdsHalfBent: false,
        heldToleranceMargin: 7.5,
        palmFacing: .away
      ),
    ]
    var read = GestureConfiguration.adaptive
    try read.apply(settingsJSON: Array(changed.settingsJSON.utf8))
    #expect(read == changed)
    #expect(
      changed.settingsJSON.contains(
        #""custom": [{"name": "rock", "thumb": ["curled", "neither", "alongside"]"#
      )
    )
  }

  @Test("a digit left out allows any state; one state or a list")
  func shortForm() throws {
    var configuration = GestureConfiguration.handKit
    try configuration.apply(
      settingsJSON: Array(
        #"""
        {"poses": {"custom": [{"name": "rock", "thumb": ["curled", "alongside",
          "neither"], "index": "extended", "middle": "curled", "ring": "curled",
          "little": "extended"}, {"name": "anything"}]}}
        """#.utf8
      )
    )
    #expect(configuration.poses.custom.first == Self.rock)
    #expect(
      configuration.poses.custom.last == PoseDescription(name: "anything")
    )
    try configuration.validate()
  }

  @Test("a pose's palm facing is any unless given, and reads back")
  func palmFacing() throws {
    var configuration = GestureConfiguration.handKit
    try configuration.apply(
      settingsJSON: Array(
        #"{"poses": {"custom": [{"name": "stop", "palmFacing": "toward"}, {"name": "b"}]}}"#
          .utf8
      )
    )
    #expect(configuration.poses.custom.map(\.palmFacing) == [.toward, .any])
    #expect(configuration.readsPalmFacing)
    #expect(configuration.settingsJSON.contains(#""palmFacing": "toward""#))
  }

  @Test("--set takes the list's JSON text")
  func assignment() throws {
    var configuration = GestureConfiguration.handKit
    try configuration.apply(
      assignment:
        #"poses.custom=[{"name": "four", "thumb": "curled", "index": "extended", "middle": "extended", "ring": "extended", "little": "extended"}]"#
    )
    #expect(configuration.poses.custom.map(\.name) == ["four"])
    try configuration.apply(assignment: "poses.custom=[]")
    #expect(configuration.poses.custom.isEmpty)
  }

  @Test(
    "a description that cannot be read names its field",
    arguments: [
      (
        #"{"poses": {"custom": [{"name": "a", "thumbs": "any"}]}}"#,
        "poses.custom[0].thumbs"
      ),
      (
        #"{"poses": {"custom": [{"name": "a", "index": "bent"}]}}"#,
        "poses.custom[0].index"
      ),
      (
        #"{"poses": {"custom": [{"name": "a", "index": ["extended", 1]}]}}"#,
        "poses.custom[0].index[1]"
      ),
      (#"{"poses": {"custom": [{"thumb": "any"}]}}"#, "poses.custom[0].name"),
      (#"{"poses": {"custom": [3]}}"#, "poses.custom[0]"),
      (#"{"poses": {"custom": {"name": "a"}}}"#, "poses.custom"),
      (
        #"{"poses": {"custom": [{"name": "a"}, {"name": "b", "pointing": [{"digit": "index", "direction": "north", "tolerance": 10}]}]}}"#,
        "poses.custom[1].pointing[0].direction"
      ),
      (
        #"{"poses": {"custom": [{"name": "a", "pointing": [{"digit": "index", "direction": "up"}]}]}}"#,
        "poses.custom[0].pointing[0].tolerance"
      ),
      (
        #"{"poses": {"custom": [{"name": "a", "touches": [{"finger": "toe", "touching": true}]}]}}"#,
        "poses.custom[0].touches[0].finger"
      ),
      (
        #"{"poses": {"custom": [{"name": "a", "touches": [{"finger": "ring", "touching": 1}]}]}}"#,
        "poses.custom[0].touches[0].touching"
      ),
      (
        #"{"poses": {"custom": [{"name": "a", "touches": [{"finger": "ring", "touching": true, "ratio": "wide"}]}]}}"#,
        "poses.custom[0].touches[0].ratio"
      ),
      (
        #"{"poses": {"custom": [{"name": "a", "touches": [{"finger": "ring", "touching": true, "radius": 0.8}]}]}}"#,
        "poses.custom[0].touches[0].radius"
      ),
      (
        #"{"poses": {"custom": [{"name": "a", "pointing": [{"digit": "index", "direction": "up", "tolerance": 10, "within": 5}]}]}}"#,
        "poses.custom[0].pointing[0].within"
      ),
      (
        #"{"poses": {"custom": [{"name": "a", "dwell": "long"}]}}"#,
        "poses.custom[0].dwell"
      ),
      (
        #"{"poses": {"custom": [{"name": "a", "holdsHalfBent": 1}]}}"#,
        "poses.custom[0].holdsHalfBent"
      ),
      (
        #"{"poses": {"custom": [{"name": "a", "palmFacing": "up"}]}}"#,
        "poses.custom[0].palmFacing"
      ),
    ]
  )
  func badDescriptions(json: String, key: String) {
    var configuration = GestureConfiguration.handKit
    #expect {
      try configuration.apply(settingsJSON: Array(json.utf8))
    } throws: { error in
      (error as? ConfigurationError)?.key == key
    }
  }

  @Test("a touch's ratio is read; null or left out, it is the settings'")
  func touchRatio() throws {
    var configuration = GestureConfiguration.handKit
    try configuration.apply(
      settingsJSON: Array(
        #"""
        {"poses": {"custom": [{"name": "ok", "touches": [
          {"finger": "index", "touching": true, "ratio": 0.8},
          {"finger": "middle", "touching": false, "ratio": null},
          {"finger": "ring", "touching": false}]}]}}
        """#.utf8
      )
    )
    #expect(
      configuration.poses.custom.first?.touches == [
        .init(.index, isTouching: true, ratio: 0.8),
        .init(.middle, isTouching: false),
        .init(.ring, isTouching: false),
      ]
    )
    try configuration.validate()
    #expect(
      configuration.settingsJSON.contains(
        #"{"finger": "index", "touching": true, "ratio": 0.8}, "#
          + #"{"finger": "middle", "touching": false, "ratio": null}"#
      )
    )
    // A ratio that is read but means nothing is refused by the
    // validation, which names it.
    try configuration.apply(
      settingsJSON: Array(
        #"""
        {"poses": {"custom": [{"name": "ok", "touches": [
          {"finger": "index", "touching": true, "ratio": 0}]}]}}
        """#.utf8
      )
    )
    #expect {
      try configuration.validate()
    } throws: { error in
      (error as? ConfigurationError)?.key == "poses.custom[0].touches[0].ratio"
    }
  }

  @Test("--set with text that is not JSON says where")
  func badAssignment() {
    var configuration = GestureConfiguration.handKit
    #expect {
      try configuration.apply(assignment: "poses.custom=[{")
    } throws: { error in
      "\(error)".hasPrefix(
        "The configuration's poses.custom must be a JSON list of pose descriptions: line 1"
      )
    }
  }
}
