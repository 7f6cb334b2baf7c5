import GestureCore
import Testing

/// The diagnostics name the pose held after each frame: the pose of the
/// last `pose began` until its `pose ended`, on frames with the hand and
/// without it.
@Suite("The pose in a hand's diagnostics")
struct PoseDiagnosticsTests {
  @Test(
    "the diagnostics' pose is the one the events hold, frame by frame",
    arguments: ["handKit", "adaptive"]
  )
  func followsEvents(_ preset: String) {
    var configuration: GestureConfiguration =
      preset == "adaptive" ? .adaptive : .handKit
    configuration.poses.isEnabled = true
    var engine = HandGestureEngine(configuration: configuration, hand: .right)
    // Open palm, fist, a short absence (within adaptive's loss timeout),
    // fist again, a long absence, open palm.
    let open: Hand? = PoseHands.showing(.openPalm)
    let fist: Hand? = PoseHands.showing(.closedFist)
    var hands: [Hand?] = Array(repeating: open, count: 20)
    hands += Array(repeating: fist, count: 20)
    hands += Array(repeating: nil, count: 2)
    hands += Array(repeating: fist, count: 10)
    hands += Array(repeating: nil, count: 40)
    hands += Array(repeating: open, count: 20)
    var held: PoseName?
    var names: [PoseName?] = []
    for (index, hand) in hands.enumerated() {
      var events: [GestureEvent] = []
      engine.process(
        hand,
        in: .mediaPipe,
        time: Double(index) / 30,
        frame: index,
        into: &events
      )
      for event in events where event.gesture == .pose {
        switch event.phase {
        case .began: held = event.name.flatMap { PoseName($0) }
        default: held = nil
        }
      }
      #expect(engine.diagnostics.pose == held, "frame \(index)")
      names.append(engine.diagnostics.pose)
    }
    // The run holds each pose, and loses the fist with the hand.
    #expect(names.contains(PoseName("openPalm")))
    #expect(names.contains(PoseName("closedFist")))
    #expect(names[80] == nil)
  }
}
