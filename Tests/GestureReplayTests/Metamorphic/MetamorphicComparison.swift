import GestureCore
import GestureReplay

/// What "the same events, within one frame" means for a trace and its
/// transformation, and the check of it.
///
/// - **Sequence.** For each hand, the events other than `slider changed`
///   (whose number depends on the frame rate) form the same sequence of
///   (gesture, phase, direction, name, finger) in both replays. Hands are
///   compared one by one, since two hands' events that fall near the same
///   time may interleave differently when the frame times move; two hands
///   of one name, by their tracks, when the replays report them. Under a
///   mirror the transformed trace's left hand is compared with the
///   original's right hand and a swipe left with a swipe right.
/// - **Time.** Each event's time differs by at most the frame duration of
///   the coarser of the two traces, plus the original's when the
///   transformation moves the frames (resampling, dropping), since the
///   event then lands on a frame of either grid. A frame duration is the
///   trace's longest frame interval shorter than a stall
///   (``MetamorphicResampler/stall``), as in `Fixtures/README.md`.
/// - **The end of a recording.** An event due within the time tolerance
///   after the other trace's last frame may be missing from the end of
///   that trace's sequence: the recording stopped before the frame it
///   would come on. `movement-start-boundary` ends on the frame its
///   movement ends; at 15 fps the end is due one frame (0.067 s) later.
/// - **Slider values** of `began`, `ended` and `cancelled` agree within 2
///   units plus 100 times the palm's largest horizontal travel, in the
///   original, within one frame of the coarser trace: an event one frame
///   away reads the palm one frame away (a `cancelled` value is the one of
///   the last frame the hand was seen). The 2 units cover the filtered
///   reference sample and the jitter at both ends of a movement (5 sigma
///   of the palm point, about 0.2 units on the synthetic fixtures) and the
///   hand's creep while the movement ends.
/// - **Mirrored slider values.** A mirror turns a movement to the right
///   into one to the left, so the slider moves by -Δ instead of +Δ; from
///   the adaptive start value 0 a mirrored sweep would clamp at 0 and
///   tell nothing. The values are therefore compared in a second pair of
///   replays, with the adaptive configuration's slider started at the
///   middle of its range (50, its only change): there clamping is
///   symmetric too, and the mirrored value must be 100 - the original's.
struct MetamorphicComparison {
  /// How the transformed replay's slider values relate to the original's.
  enum ValueRelation {
    /// Values are not compared.
    case ignored
    /// The same value.
    case equal
    /// The value reflected in the middle of the slider's range: minimum
    /// plus maximum minus the original's.
    case reflected(minimum: Double, maximum: Double)
  }

  /// The largest difference of an event's time, in seconds.
  var timeTolerance: Double
  /// The largest difference of a slider value, by the original's hand.
  var valueTolerance: [Chirality: Double]
  /// Whether the transformed trace's hands are the original's swapped.
  var swapsHands: Bool
  /// How the slider values relate.
  var values: ValueRelation
  /// The time of the original trace's last frame, in seconds.
  var originalEnd: Double
  /// The time of the transformed trace's last frame, in seconds.
  var transformedEnd: Double

  /// The part of an event that must be equal, all but its time and value.
  struct Payload: Hashable, CustomStringConvertible {
    var gesture: Gesture
    var phase: Phase
    var direction: Direction?
    var name: String?
    var finger: Finger?

    var description: String {
      var text = "\(gesture.rawValue) \(phase.rawValue)"
      if let direction { text += " \(direction.rawValue)" }
      if let name { text += " \"\(name)\"" }
      if let finger { text += " (\(finger.rawValue))" }
      return text
    }
  }

  /// Returns whether an event is compared: all but `slider changed`.
  static func isCompared(_ event: GestureEvent) -> Bool {
    !(event.gesture == .slider && event.phase == .changed)
  }

  /// Returns the differences between two replays' events, each a sentence
  /// naming the hand, the event and what differs; none when the relation
  /// holds.
  ///
  /// - Parameters:
  ///   - original: The original trace's events.
  ///   - transformed: The transformed trace's events.
  /// - Returns: The differences, empty when the events are the same.
  /// - Complexity: O(*n*) in the number of events.
  func differences(
    original: [GestureEvent],
    transformed: [GestureEvent]
  ) -> [String] {
    var differences: [String] = []
    for hand in Chirality.allCases {
      let mappedHand =
        swapsHands ? MetamorphicTransformation.swapped(hand) : hand
      for track in Self.tracks(
        of: hand,
        in: original,
        mappedHand,
        in: transformed
      ) {
        differences += self.differences(
          of: (hand, mappedHand, track),
          expected: original.filter {
            $0.hand == hand && $0.track == track && Self.isCompared($0)
          },
          actual: transformed.filter {
            $0.hand == mappedHand && $0.track == track && Self.isCompared($0)
          }
        )
      }
    }
    return differences
  }

  /// The tracks the events of a hand carry in either replay, in order:
  /// `nil` alone when tracks are not reported.
  private static func tracks(
    of hand: Chirality,
    in original: [GestureEvent],
    _ mappedHand: Chirality,
    in transformed: [GestureEvent]
  ) -> [Int?] {
    let tracks = Set(original.filter { $0.hand == hand }.map(\.track))
      .union(transformed.filter { $0.hand == mappedHand }.map(\.track))
    return tracks.sorted { ($0 ?? -1) < ($1 ?? -1) }
  }

  /// The differences between the events of one hand, of one track when
  /// tracks are reported, in the two replays.
  private func differences(
    of names: (hand: Chirality, mappedHand: Chirality, track: Int?),
    expected: [GestureEvent],
    actual: [GestureEvent]
  ) -> [String] {
    let (hand, mappedHand) = (names.hand, names.mappedHand)
    let track = names.track.map { " (track \($0))" } ?? ""
    var differences: [String] = []
    var expectedPayloads = expected.map(payload(mapped: true))
    var actualPayloads = actual.map(payload(mapped: false))
    let common = min(expected.count, actual.count)
    let cutOff =
      expectedPayloads.prefix(common) == actualPayloads.prefix(common)
      && expected.dropFirst(common).allSatisfy {
        $0.time + timeTolerance > transformedEnd
      }
      && actual.dropFirst(common).allSatisfy {
        $0.time + timeTolerance > originalEnd
      }
    if cutOff {
      expectedPayloads.removeLast(expected.count - common)
      actualPayloads.removeLast(actual.count - common)
    }
    guard expectedPayloads == actualPayloads else {
      differences.append(
        "\(hand) hand\(track): the original gives "
          + Self.list(expected, expectedPayloads)
          + "; the transformed trace's \(mappedHand) hand\(track) gives "
          + Self.list(actual, actualPayloads)
      )
      return differences
    }
    for (index, (before, after)) in zip(expected, actual).enumerated() {
      let what = "\(hand)\(track) \(expectedPayloads[index])"
      let delay = after.time - before.time
      if abs(delay) > timeTolerance + 1e-9 {
        differences.append(
          "\(what): at \(Self.format(before.time)) s in the original, "
            + "\(Self.format(after.time)) s transformed, "
            + "more than \(Self.format(timeTolerance)) s apart"
        )
      }
      guard let value = before.value, let newValue = after.value else {
        continue
      }
      let tolerance = valueTolerance[hand] ?? 2
      switch values {
      case .ignored:
        continue
      case .equal:
        if abs(newValue - value) > tolerance {
          differences.append(
            "\(what): value \(Self.format(value)) in the original, "
              + "\(Self.format(newValue)) transformed, "
              + "more than \(Self.format(tolerance)) apart"
          )
        }
      case .reflected(let minimum, let maximum):
        let mirrored = minimum + maximum - value
        if abs(newValue - mirrored) > tolerance {
          differences.append(
            "\(what): value \(Self.format(value)) in the original, "
              + "so \(Self.format(mirrored)) mirrored, but "
              + "\(Self.format(newValue)) transformed, "
              + "more than \(Self.format(tolerance)) apart"
          )
        }
      }
    }
    return differences
  }

  /// Returns a function that gives an event's payload, with its direction
  /// mirrored when asked and the hands are swapped.
  private func payload(mapped: Bool) -> (GestureEvent) -> Payload {
    let mirrors = mapped && swapsHands
    return { event in
      Payload(
        gesture: event.gesture,
        phase: event.phase,
        direction: mirrors
          ? event.direction.map(MetamorphicTransformation.swapped)
          : event.direction,
        name: event.name,
        finger: event.finger
      )
    }
  }

  /// Returns events as a short list: payload and time, in brackets.
  private static func list(
    _ events: [GestureEvent],
    _ payloads: [Payload]
  ) -> String {
    let items = zip(events, payloads).map { event, payload in
      "\(payload) \(format(event.time))"
    }
    return "[" + items.joined(separator: ", ") + "]"
  }

  /// Returns a number with three decimals, for messages.
  static func format(_ value: Double) -> String {
    let thousandths = (value * 1000).rounded()
    let sign = thousandths < 0 ? "-" : ""
    let magnitude = Int(abs(thousandths))
    let fraction = String(magnitude % 1000)
    return sign + "\(magnitude / 1000)."
      + String(repeating: "0", count: 3 - fraction.count) + fraction
  }

  /// Returns a trace's frame duration: its longest frame interval shorter
  /// than a stall, in seconds, or 0 for fewer than two frames.
  static func frameDuration(of trace: Trace) -> Double {
    let times = trace.frames.map(\.time)
    return zip(times, times.dropFirst()).map { $1 - $0 }
      .filter { $0 < MetamorphicResampler.stall }.max() ?? 0
  }

  /// Returns, for each hand of a trace, the largest horizontal travel of
  /// its palm centre in the display frame, in normalized units, between
  /// two frames at most a span apart.
  ///
  /// - Parameters:
  ///   - trace: The trace.
  ///   - span: The longest time between the two frames, in seconds.
  /// - Returns: The travel by chirality.
  /// - Complexity: O(*n* × *k*) for *n* frames, *k* of them in a span.
  static func palmTravel(
    in trace: Trace,
    over span: Double
  ) -> [Chirality: Double] {
    var travel: [Chirality: Double] = [:]
    for hand in Chirality.allCases {
      let samples: [(time: Double, x: Double)] = trace.frames.compactMap {
        frame in
        guard let found = frame.hands.first(where: { $0.chirality == hand }),
          let centre = MetamorphicTransformation.palmCentre(of: found)
        else { return nil }
        return (frame.time, trace.coordinates.displayPoint(centre).x)
      }
      var largest = 0.0
      for (index, sample) in samples.enumerated() {
        for later in samples[(index + 1)...] {
          if later.time - sample.time > span + 1e-9 { break }
          largest = max(largest, abs(later.x - sample.x))
        }
      }
      travel[hand] = largest
    }
    return travel
  }
}

extension MetamorphicComparison {
  /// The comparison of a trace and its transformation with the rules'
  /// time tolerance and the ends of both recordings, slider values
  /// compared with `values` within `valueTolerance`.
  ///
  /// - Parameters:
  ///   - original: The fixture.
  ///   - transformed: Its transformation.
  ///   - transformation: What made it, for its hands and frame times.
  ///   - valueTolerance: The slider values' tolerance, by hand.
  ///   - values: How the slider values relate.
  init(
    _ original: Trace,
    _ transformed: Trace,
    by transformation: MetamorphicTransformation,
    valueTolerance: [Chirality: Double] = [:],
    values: ValueRelation = .ignored
  ) {
    let originalFrame = Self.frameDuration(of: original)
    let coarser = max(originalFrame, Self.frameDuration(of: transformed))
    self.init(
      timeTolerance: coarser
        + (transformation.changesFrameTimes ? originalFrame : 0),
      valueTolerance: valueTolerance,
      swapsHands: transformation.isMirror,
      values: values,
      originalEnd: original.frames.last?.time ?? 0,
      transformedEnd: transformed.frames.last?.time ?? 0
    )
  }
}
