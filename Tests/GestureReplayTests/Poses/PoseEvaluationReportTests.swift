import Foundation
import GestureReplay
import Testing

@Suite("Pose evaluation: reports")
struct PoseEvaluationReportTests {
  typealias M = MadeOutcomes

  static let evaluation = M.evaluation([
    M.outcome("openPalm", read: "openPalm", recorder: "alice", id: "a1"),
    M.outcome("openPalm", read: nil, recorder: "bob", id: "b1"),
    M.outcome("openPalm", read: "victory", recorder: "bob", id: "b2"),
    M.outcome("pointer", read: "pointingUp", recorder: "alice", angle: 10),
    M.outcome("pointer", read: nil, recorder: "alice", angle: 45),
    M.outcome("pointer", read: "pointingUp", angle: 75, id: "p3"),
    M.outcome("none-ok", read: "victory", recorder: "bob", id: "b3"),
    M.outcome("none-ok", read: nil, recorder: "bob"),
    M.outcome("call", read: nil, id: "c1"),
  ])

  static let requirements = PoseRequirements(
    minimumAccuracy: 0.5,
    minimumAccuracyByLabel: ["none-ok": 0.5],
    maximumFalsePositives: 0.25
  )

  @Test(
    "text: aligned tables of labels, confusion, recorders, misread, requirements"
  )
  func text() {
    let report = PoseEvaluationReport(
      evaluation: Self.evaluation,
      inputs: ["mine.json"],
      requirements: Self.requirements,
      misreadLimit: 1
    )
    #expect(!report.isSuccess)
    #expect(report.text == Self.expectedText)
  }

  static let expectedText = """
    9 samples from mine.json, read by handKit; each hand held still for 0.2667 s (9 frames at 30 fps)

    label                expects     samples  scored  right  accuracy
    openPalm             openPalm          3       3      1     33.3%
    pointer              pointer           3       2      1     50.0%
      up (<= 30°)        pointingUp        1       1      1    100.0%
      30° to 60°         unscored          1       0      0         -
      sideways (>= 60°)  none              1       1      0      0.0%
    none-ok              none              2       2      1     50.0%
    call                 unscored          1       0      0         -
    all                                    9       7      3     42.9%
    labels that expect no pose: 1 of 2 read as a pose (50.0%)

    label read as        openPalm  closedFist  pointingUp  thumbUp  thumbDown  victory  iLoveYou  none
    openPalm                    1           0           0        0          0        1         0     1
    pointer                     0           0           2        0          0        0         0     1
      up (<= 30°)               0           0           1        0          0        0         0     0
      30° to 60°                0           0           0        0          0        0         0     1
      sideways (>= 60°)         0           0           1        0          0        0         0     0
    none-ok                     0           0           0        0          0        1         0     1
    call                        0           0           0        0          0        0         0     1

    recorder / label  samples  scored  right  accuracy
    alice                   3       2      2    100.0%
      openPalm              1       1      1    100.0%
      pointer               2       1      1    100.0%
    bob                     4       4      1     25.0%
      openPalm              2       2      0      0.0%
      none-ok               2       2      1     50.0%

    misread: 4 samples, at most 1 per label listed
    label     read        id
    openPalm  none        b1
    pointer   pointingUp  p3 (index 75.0° from up)
    none-ok   victory     b3

    requirements: 2 of 4 not met
      NOT MET  openPalm accuracy 33.3%, at least 50.0%
      met      pointer accuracy 50.0%, at least 50.0%
      met      none-ok accuracy 50.0%, at least 50.0%
      NOT MET  labels that expect no pose read as a pose 50.0%, at most 25.0%

    """

  @Test("JSON: one document, keys in a fixed order")
  func json() throws {
    let report = PoseEvaluationReport(
      evaluation: Self.evaluation,
      inputs: ["mine.json"],
      requirements: Self.requirements,
      misreadLimit: nil
    )
    #expect(report.json == Self.expectedJSON)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(report.json.utf8))
        as? [String: Any]
    )
    #expect(object["met"] as? Bool == false)
    #expect((object["labels"] as? [Any])?.count == 4)
  }

  static let expectedJSON = """
    {"configuration":"handKit","inputs":["mine.json"],"holdFrames":9,"holdSeconds":0.2667,"samples":9,"unreadable":0,"scored":7,"right":3,"accuracy":0.4286,
    "columns":["openPalm","closedFist","pointingUp","thumbUp","thumbDown","victory","iLoveYou","none"],
    "labels":[
    {"label":"openPalm","expects":"openPalm","samples":3,"unreadable":0,"scored":3,"right":1,"accuracy":0.3333,"reads":{"openPalm":1,"closedFist":0,"pointingUp":0,"thumbUp":0,"thumbDown":0,"victory":1,"iLoveYou":0,"none":1}},
    {"label":"pointer","expects":"pointer","samples":3,"unreadable":0,"scored":2,"right":1,"accuracy":0.5,"reads":{"openPalm":0,"closedFist":0,"pointingUp":2,"thumbUp":0,"thumbDown":0,"victory":0,"iLoveYou":0,"none":1},"bands":[
    {"band":"up","expects":"pointingUp","samples":1,"unreadable":0,"scored":1,"right":1,"accuracy":1,"reads":{"openPalm":0,"closedFist":0,"pointingUp":1,"thumbUp":0,"thumbDown":0,"victory":0,"iLoveYou":0,"none":0}},
    {"band":"between","expects":"unscored","samples":1,"unreadable":0,"scored":0,"right":0,"accuracy":null,"reads":{"openPalm":0,"closedFist":0,"pointingUp":0,"thumbUp":0,"thumbDown":0,"victory":0,"iLoveYou":0,"none":1}},
    {"band":"sideways","expects":"none","samples":1,"unreadable":0,"scored":1,"right":0,"accuracy":0,"reads":{"openPalm":0,"closedFist":0,"pointingUp":1,"thumbUp":0,"thumbDown":0,"victory":0,"iLoveYou":0,"none":0}}
    ]},
    {"label":"none-ok","expects":"none","samples":2,"unreadable":0,"scored":2,"right":1,"accuracy":0.5,"reads":{"openPalm":0,"closedFist":0,"pointingUp":0,"thumbUp":0,"thumbDown":0,"victory":1,"iLoveYou":0,"none":1}},
    {"label":"call","expects":"unscored","samples":1,"unreadable":0,"scored":0,"right":0,"accuracy":null,"reads":{"openPalm":0,"closedFist":0,"pointingUp":0,"thumbUp":0,"thumbDown":0,"victory":0,"iLoveYou":0,"none":1}}
    ],
    "noPose":{"samples":2,"unreadable":0,"readAsPose":1,"share":0.5},
    "recorders":[
    {"recorder":"alice","samples":3,"unreadable":0,"scored":2,"right":2,"accuracy":1,"labels":[{"label":"openPalm","samples":1,"unreadable":0,"scored":1,"right":1,"accuracy":1},{"label":"pointer","samples":2,"unreadable":0,"scored":1,"right":1,"accuracy":1}]},
    {"recorder":"bob","samples":4,"unreadable":0,"scored":4,"right":1,"accuracy":0.25,"labels":[{"label":"openPalm","samples":2,"unreadable":0,"scored":2,"right":0,"accuracy":0},{"label":"none-ok","samples":2,"unreadable":0,"scored":2,"right":1,"accuracy":0.5}]}
    ],
    "misreadCount":4,"misread":[
    {"id":"b1","label":"openPalm","read":"none","recorder":"bob"},
    {"id":"b2","label":"openPalm","read":"victory","recorder":"bob"},
    {"id":"p3","label":"pointer","read":"pointingUp","recorder":null,"indexAngleFromUp":75},
    {"id":"b3","label":"none-ok","read":"victory","recorder":"bob"}
    ],
    "unreadableCount":0,"unreadableSamples":[],
    "requirements":[
    {"subject":"accuracy","label":"openPalm","limit":0.5,"value":0.3333,"met":false},
    {"subject":"accuracy","label":"pointer","limit":0.5,"value":0.5,"met":true},
    {"subject":"accuracy","label":"none-ok","limit":0.5,"value":0.5,"met":true},
    {"subject":"falsePositives","limit":0.25,"value":0.5,"met":false}
    ],"met":false}

    """

  @Test("without requirements or recorders, those sections are left out")
  func sparse() {
    let evaluation = M.evaluation([M.outcome("victory", read: "victory")])
    let report = PoseEvaluationReport(evaluation: evaluation)
    #expect(report.isSuccess)
    #expect(!report.text.contains("recorder"))
    #expect(!report.text.contains("requirements"))
    #expect(report.text.hasPrefix("1 sample, read by handKit;"))
    #expect(report.text.hasSuffix("misread: 0 samples\n"))
    #expect(report.json.contains("\"recorders\":[]"))
    #expect(report.json.hasSuffix("\"requirements\":[],\"met\":true}\n"))
    // No label expects no pose: no line for them, and no share.
    #expect(!report.text.contains("labels that expect no pose"))
    #expect(
      report.json.contains(
        #""noPose":{"samples":0,"unreadable":0,"readAsPose":0,"share":null}"#
      )
    )
  }

  @Test("no-pose labels whose samples are all unreadable have no share")
  func noPoseAllUnreadable() {
    let unreadable = M.unreadable("none-ok")
    let evaluation = M.evaluation([
      M.outcome("victory", read: "victory"), unreadable,
    ])
    let report = PoseEvaluationReport(evaluation: evaluation, misreadLimit: 1)
    #expect(
      report.json.contains(
        #""noPose":{"samples":1,"unreadable":1,"readAsPose":0,"share":null}"#
      )
    )
    #expect(
      report.text.contains(
        "labels that expect no pose: 0 of 0 read as a pose (-); 1 unreadable"
      )
    )
    // One unreadable sample, within the limit of one a label: all listed,
    // so the limit is not said.
    #expect(report.text.contains("unreadable: 1 sample, not scored\n"))
    let missed = PoseEvaluationReport(
      evaluation: M.evaluation([M.outcome("victory", read: nil)])
    )
    #expect(missed.text.contains("misread: 1 sample\n"))
    let limited = PoseEvaluationReport(
      evaluation: M.evaluation([unreadable, unreadable]),
      misreadLimit: 1
    )
    #expect(
      limited.text.contains(
        "unreadable: 2 samples, not scored, at most 1 per label listed\n"
      )
    )
  }
}
