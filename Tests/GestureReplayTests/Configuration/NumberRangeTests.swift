import GestureCore
import Testing

@testable import GestureReplay

/// The range `validate()` accepts for one number setting, and what the
/// test sets first so that the setting's own range is what decides.
struct NumberRange: Sendable, CustomTestStringConvertible {
  /// One end of a range.
  enum End: Sendable {
    /// The end is in the range.
    case closed(Double)
    /// The end is not in the range; the next number inward is.
    case open(Double)
    /// No end but the finite numbers'.
    case none
  }

  var key: String
  var lower: End
  var upper: End
  /// Sets the settings the key is checked against (a hysteresis pair's
  /// other threshold, say) so that they do not decide.
  var prepare: @Sendable (inout GestureConfiguration) -> Void = { _ in }

  var testDescription: String { key }

  /// The values to try: each end, the numbers on either side of it, and
  /// the numbers that are never finite; each with whether it is valid.
  var probes: [(value: Double, isValid: Bool)] {
    var probes: [(Double, Bool)] = [
      (.nan, false), (.infinity, false), (-.infinity, false),
    ]
    switch lower {
    case .closed(let end):
      probes += [(end.nextDown, false), (end, true), (end.nextUp, true)]
    case .open(let end):
      probes += [(end, false), (end.nextUp, true)]
    case .none:
      probes.append((-.greatestFiniteMagnitude, true))
    }
    switch upper {
    case .closed(let end):
      probes += [(end.nextDown, true), (end, true), (end.nextUp, false)]
    case .open(let end):
      probes += [(end.nextDown, true), (end, false)]
    case .none:
      probes.append((.greatestFiniteMagnitude, true))
    }
    return probes
  }

  /// A range with a closed lower end and no upper one: `0 or more`.
  static func atLeast(
    _ key: String,
    _ lower: Double = 0,
    prepare: @escaping @Sendable (inout GestureConfiguration) -> Void = { _ in }
  ) -> Self {
    Self(key: key, lower: .closed(lower), upper: .none, prepare: prepare)
  }

  /// A range with an open lower end and no upper one: `greater than 0`.
  static func above(
    _ key: String,
    _ lower: Double = 0,
    prepare: @escaping @Sendable (inout GestureConfiguration) -> Void = { _ in }
  ) -> Self {
    Self(key: key, lower: .open(lower), upper: .none, prepare: prepare)
  }
}

/// Every number setting, at each end of its range and on both sides of it.
@Suite("Configuration: every number setting's range, at its ends")
struct NumberRangeTests {
  typealias R = NumberRange

  /// The largest finite number, for a hysteresis pair's other threshold.
  static let huge = Double.greatestFiniteMagnitude

  static let ranges: [NumberRange] = [
    R(key: "minimumConfidence", lower: .closed(0), upper: .closed(1)),
    .above("smoothing.minimumCutoff"),
    .atLeast("smoothing.beta"),
    .above("smoothing.derivativeCutoff"),
    R(key: "relationships.failureDelay", lower: .closed(0), upper: .closed(10)),
    R(key: "hands.minimumScore", lower: .closed(0), upper: .closed(1)),
    .atLeast("hands.lossTimeout"),
    .atLeast("hands.duplicateDistance"),
    .atLeast("hands.confirmationTime"),
    R(key: "hands.confirmationScore", lower: .closed(0), upper: .closed(1)),
    R(key: "facing.margin", lower: .closed(0), upper: .open(1)),
    .atLeast("pinch.enterThreshold") { $0.pinch.exitThreshold = huge },
    .atLeast("pinch.exitThreshold") { $0.pinch.enterThreshold = 0 },
    .atLeast("pinch.relativeEnterThreshold") {
      $0.pinch.relativeExitThreshold = huge
    },
    .atLeast("pinch.relativeExitThreshold") {
      $0.pinch.relativeEnterThreshold = 0
    },
    .atLeast("pinch.worldEnterThreshold") {
      $0.pinch.worldExitThreshold = huge
    },
    .atLeast("pinch.worldExitThreshold") { $0.pinch.worldEnterThreshold = 0 },
    .above("pinch.fistCurlRatio"),
    .above("pinch.worldFistCurlRatio"),
    R(
      key: "doublePinch.maximumPinchDuration",
      lower: .open(0),
      upper: .closed(10)
    ),
    R(key: "doublePinch.maximumInterval", lower: .open(0), upper: .closed(10)),
    R(key: "hold.minimumDuration", lower: .open(0), upper: .closed(60)),
    .above("hold.allowableMovement"),
    .above("hold.relativeAllowableMovement"),
    .atLeast("movement.startThreshold") { $0.movement.stopThreshold = 0 },
    .atLeast("movement.stopThreshold") { $0.movement.startThreshold = huge },
    R(key: "movement.window", lower: .open(0), upper: .closed(10)),
    .atLeast("movement.speedStartThreshold") {
      $0.movement.speedStopThreshold = 0
    },
    .atLeast("movement.speedStopThreshold") {
      $0.movement.speedStartThreshold = huge
    },
    .atLeast("movement.worldSpeedStartThreshold") {
      $0.movement.worldSpeedStopThreshold = 0
    },
    .atLeast("movement.worldSpeedStopThreshold") {
      $0.movement.worldSpeedStartThreshold = huge
    },
    R(key: "movement.stopDelay", lower: .closed(0), upper: .closed(10)),
    R(key: "movement.medianSpan", lower: .closed(0), upper: .closed(10)),
    // Above the rest radius: 0 here.
    .above("movement.displacementStartThreshold") {
      $0.movement.restRadius = 0
    },
    .atLeast("movement.restRadius") {
      $0.movement.displacementStartThreshold = nil
    },
    R(key: "movement.restTime", lower: .open(0), upper: .closed(10)),
    R(key: "slider.gain", lower: .none, upper: .none),
    R(key: "slider.minimum", lower: .none, upper: .none) {
      $0.slider.maximum = huge
    },
    R(key: "slider.maximum", lower: .none, upper: .none) {
      $0.slider.minimum = -huge
    },
    R(key: "slider.initialValue", lower: .none, upper: .none),
    // Over a range of one value, no step makes too many values.
    .above("slider.step") {
      $0.slider.minimum = 0
      $0.slider.maximum = 0
    },
    .above("swipe.minimumDistance"),
    R(key: "swipe.maximumDuration", lower: .open(0), upper: .closed(10)),
    .atLeast("swipe.minimumStraightness", 1),
    .above("swipe.relativeMinimumDistance"),
    R(key: "poses.dwell", lower: .closed(0), upper: .closed(10)),
    R(key: "poses.releaseDelay", lower: .closed(0), upper: .closed(10)),
    .atLeast("poses.fingerExtendedRatio") { $0.poses.fingerCurledRatio = 0 },
    .atLeast("poses.fingerCurledRatio") { $0.poses.fingerExtendedRatio = huge },
    .atLeast("poses.fingerKnuckleCurledRatio"),
    .atLeast("poses.thumbExtendedRatio") { $0.poses.thumbFoldedRatio = 0 },
    .atLeast("poses.thumbFoldedRatio") { $0.poses.thumbExtendedRatio = huge },
    .atLeast("poses.thumbTouchRatio"),
    R(key: "poses.minimumPalmWidth", lower: .closed(0), upper: .closed(1)),
    R(key: "poses.minimumKnuckleRatio", lower: .closed(0), upper: .closed(1)),
    .atLeast("poses.thumbAlongsideRatio") { $0.poses.thumbAwayRatio = huge },
    .atLeast("poses.thumbAwayRatio") { $0.poses.thumbAlongsideRatio = 0 },
    .atLeast("poses.thumbStandOutRatio"),
    R(
      key: "twoHandPinch.minimumScaleChange",
      lower: .closed(0),
      upper: .closed(1)
    ),
    R(
      key: "twoHandPinch.minimumRotationChange",
      lower: .closed(0),
      upper: .closed(.pi)
    ),
  ]

  @Test("the table holds every number setting, once")
  func everyNumberSetting() {
    let numbers = ConfigurationKey.all.filter {
      $0.kind == .number || $0.kind == .optionalNumber
    }.map(\.name)
    let table = Self.ranges.map(\.key)
    #expect(table.count == Set(table).count)
    #expect(Set(table) == Set(numbers))
  }

  @Test(
    "each end is accepted or refused as its range says, naming the setting",
    arguments: ranges,
    ["handKit", "adaptive"]
  )
  func ends(range: NumberRange, preset: String) throws {
    let key = try #require(ConfigurationKey.all.first { $0.name == range.key })
    var base = try #require(GestureConfiguration.builtIn(named: preset))
    range.prepare(&base)
    try base.validate()
    for (value, isValid) in range.probes {
      var configuration = base
      key.set(&configuration, .number(value))
      if isValid {
        #expect(throws: Never.self, "\(range.key) = \(value)") {
          try configuration.validate()
        }
      } else {
        let error = #expect(
          throws: ConfigurationError.self,
          "\(range.key) = \(value)"
        ) {
          try configuration.validate()
        }
        #expect(error?.key == range.key, "\(range.key) = \(value)")
      }
    }
  }

  @Test(
    "an optional number may be null",
    arguments: ConfigurationKey.all.filter { $0.kind == .optionalNumber }
      .map(\.name)
  )
  func null(name: String) throws {
    let key = try #require(ConfigurationKey.all.first { $0.name == name })
    for preset in GestureConfiguration.builtInNames {
      var configuration = try #require(
        GestureConfiguration.builtIn(named: preset)
      )
      key.set(&configuration, .null)
      try configuration.validate()
    }
  }
}
