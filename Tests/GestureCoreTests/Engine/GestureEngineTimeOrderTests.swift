import GestureCore
import Testing

@Suite("GestureEngine: frames in time order")
struct GestureEngineTimeOrderTests {
  @Test("equal times are in order")
  func equalTimes() {
    var engine = GestureEngine()
    for time in [0, 0, 0.5, 0.5, 1] {
      _ = engine.process(Frame(time: time))
    }
    #expect(engine.frameCount == 5)
  }

  @Test("a time that is not finite, or goes backwards, traps")
  func outOfOrderTraps() async {
    await #expect(processExitsWith: .failure) {
      var engine = GestureEngine()
      _ = engine.process(Frame(time: .nan))
    }
    await #expect(processExitsWith: .failure) {
      var engine = GestureEngine()
      _ = engine.process(Frame(time: .infinity))
    }
    await #expect(processExitsWith: .failure) {
      var engine = GestureEngine()
      _ = engine.process(Frame(time: 1))
      _ = engine.process(Frame(time: 0.5))
    }
    await #expect(processExitsWith: .failure) {
      var engine = GestureEngine()
      var events: [GestureEvent] = []
      engine.process(Frame(time: 2), into: &events)
      engine.process(Frame(time: 1.5), into: &events)
    }
  }
}
