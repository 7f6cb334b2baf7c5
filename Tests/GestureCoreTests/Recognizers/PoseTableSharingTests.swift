import Testing

@testable import GestureCore

/// The built-in poses' table is made once and shared by every classifier
/// whose settings name no pose of their own, as both presets' do; settings
/// with custom poses get a table of their own.
@Suite("PoseTable shared by the built-in poses' classifiers")
struct PoseTableSharingTests {
  /// A pose of the app's own: the thumb and the little finger out.
  static let shaka = PoseDescription(
    name: "shaka",
    thumb: .extended,
    index: .curled,
    middle: .curled,
    ring: .curled,
    little: .extended
  )

  /// Whether two tables read the same memory.
  static func isShared(_ first: PoseTable, _ second: PoseTable) -> Bool {
    first.flat.entries == second.flat.entries
      && first.flat.entryMasks == second.flat.entryMasks
  }

  @Test(
    "every classifier without custom poses reads the one table",
    arguments: [GestureConfiguration.handKit, .adaptive]
  )
  func presets(configuration: GestureConfiguration) {
    let classifier = PoseClassifier(settings: configuration.poses)
    #expect(Self.isShared(classifier.table, PoseTable.builtIns))
    // Other ratios, the same poses: still the one table.
    var settings = configuration.poses
    settings.fingerExtendedRatio = 1.3
    #expect(
      Self.isShared(PoseClassifier(settings: settings).table, .builtIns)
    )
  }

  @Test("custom poses make a table of their own, and setting them back shares")
  func custom() {
    var classifier = PoseClassifier(settings: .init(custom: [Self.shaka]))
    #expect(!Self.isShared(classifier.table, .builtIns))
    #expect(classifier.table == PoseTable(classifier.settings.descriptions))
    #expect(classifier.descriptions.first?.name == "shaka")
    classifier.settings.custom = []
    #expect(Self.isShared(classifier.table, .builtIns))
    #expect(classifier.table == PoseTable(PoseDescription.builtIns))
  }

  @Test("tables of descriptions that differ only in their digits differ")
  func differentDigits() {
    let shaka = Self.shaka
    var horns = shaka
    horns.name = "horns"
    horns.thumb = .curled
    horns.index = .extended
    let first = PoseTable([shaka])
    let second = PoseTable([horns])
    // The same tests, touches and places: only the entries differ.
    #expect(first.measuredTouches == second.measuredTouches)
    #expect(first != second)
    #expect(first != PoseTable([shaka, horns]))
    #expect(PoseTable([horns]) == second)
    #expect(PoseTable([horns]).hashValue == second.hashValue)
  }
}
