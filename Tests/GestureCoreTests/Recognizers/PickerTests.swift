import GestureCore
import Testing

@Suite("Picker")
struct PickerTests {
  static let scenes = ["off", "dim", "bright"]

  @Test(
    "selects the option nearest the position and clamps at both ends",
    arguments: zip(
      // Gain 8 from x = 0.5 at index 0: position 8 * (x - 0.5).
      [0.5, 0.5625, Double(0.5625).nextUp, 0.625, 0.6875, 0.75, 2, 0.25, -3],
      [0, 0, 1, 1, 1, 2, 2, 0, 0]
    )
  )
  func selects(x: Double, index: Int) {
    var picker = Picker(options: Self.scenes, gain: 8)
    picker.begin(x: 0.5)
    let selected = picker.update(x: x)
    #expect(selected == index)
    #expect(picker.selectedIndex == index)
    #expect(picker.selectedOption == Self.scenes[index])
  }

  @Test("matches its documentation's example")
  func documentationExample() {
    var scene = Picker(options: Self.scenes, gain: 10)
    let began = scene.begin(x: 0.5)
    let moved = scene.update(x: 0.62)
    #expect(began == 0)
    #expect(moved == 1)
    #expect(scene.selectedOption == "dim")
  }

  @Test(
    "clamps its initial selection to the options",
    arguments: zip([-3, 0, 1, 2, 7], [0, 0, 1, 2, 2])
  )
  func initialSelection(selectedIndex: Int, expected: Int) {
    let picker = Picker(
      options: Self.scenes,
      gain: 8,
      selectedIndex: selectedIndex
    )
    #expect(picker.selectedIndex == expected)
    #expect(picker.selectedOption == Self.scenes[expected])
  }

  @Test("keeps its selection between movements and returns at the start x")
  func persistsAndReturns() {
    var picker = Picker(options: Self.scenes, gain: 8, selectedIndex: 1)
    picker.begin(x: 0.5)
    picker.update(x: 0.75)
    let backAtStart = picker.update(x: 0.5)
    #expect(backAtStart == 1)
    picker.update(x: 0.625)
    let ended = picker.end()
    #expect(ended == 2)
    #expect(!picker.isTracking)
    let began = picker.begin(x: 0.1)
    #expect(began == 2)
    #expect(picker.isTracking)
  }

  @Test("with one option always selects it")
  func singleOption() {
    var picker = Picker(options: ["only"], gain: 100)
    picker.begin(x: 0)
    picker.update(x: 1)
    #expect(picker.selectedIndex == 0)
    #expect(picker.selectedOption == "only")
  }

  @Test("traps without options")
  func noOptionsTraps() async {
    await #expect(processExitsWith: .failure) {
      _ = Picker(options: [], gain: 1)
    }
  }
}
