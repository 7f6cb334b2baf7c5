import GestureCore

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

extension SynthMeaning {
  /// The two-hand pinch a script of two hands means, with
  /// ``GestureConfiguration/twoHandPinch`` on.
  ///
  /// Each hand is *in* while it is tracked with its pinch on: from its
  /// `pinch began` window to its `pinch ended` or `cancelled` window, or
  /// to the frame the configuration loses it (a loss that keeps the pinch,
  /// handKit's, takes it out until the hand is back). Two sure spans that
  /// surely overlap, the later `began` window before the earlier end
  /// window, with both hands seen through the later `began` window, mean:
  /// - `twoHandPinch began` in the later `pinch began` window, with scale
  ///   1 and rotation 0;
  /// - `ended` or `cancelled` in the window of the first end, with the
  ///   scale and rotation the script's pinch points give (the midpoints
  ///   of the drawn thumb and index tips, in square display units): the
  ///   line between them at the last frame both hands are seen before the
  ///   end, over the line at `began`, and its turn between the two,
  ///   counterclockwise as the user sees it and followed frame by frame.
  ///   The frames are those of the replay's `began` and end in their
  ///   windows: the windows say when, the script's geometry what. The
  ///   tolerance is what noise does to the two lines, ``noiseBound`` on
  ///   each length and coordinates rounded to 6 decimals. No value is
  ///   meant with smoothing on (the points read lag the script's), nor
  ///   when the replay gives no such event.
  ///
  /// Two spans that may or may not overlap, either of them not sure (its
  /// pinch may go unreported), or with a hand unseen through the later
  /// `began` window, mean the same events not surely (see
  /// ``SynthMeaning/Event/isSure``): an unseen hand may begin it as late
  /// as its pinch shows again after its return. A first end that may be
  /// either phase means each phase, not surely, in the window in which
  /// its hand may end first. Every span in
  /// which both hands may pinch is a ``movementSpans`` span: with the
  /// two-hand pinch holding movement back
  /// (`relationships.twoHandPinchWithMovement` `preempts` or `exclusive`),
  /// a move of either hand whose movement may only go on in the part
  /// where both surely pinch means no movement; one that only overlaps
  /// the span may be held back or not, and its movement is not sure.
  struct TwoHand {
    /// A two-hand pinch event, with the part whose step means it.
    struct Event {
      /// The event; its segment is in its part's timeline.
      var event: SynthMeaning.Event
      /// The index of the part.
      var part: Int
    }

    /// Where and when each hand is drawn, to read the script's pinch
    /// points.
    struct Geometry {
      /// The frames' times, in seconds.
      var frameTimes: [Double]
      /// Whether each part's hand is seen on each frame.
      var visible: [[Bool]]
      /// Each part's timeline segment of each frame.
      var segmentOfFrame: [[Int]]
      /// The camera, for square display units.
      var coordinates: CoordinateSpace
    }

    /// A span of time a hand is tracked with its pinch on.
    struct Span {
      /// The window in which it begins, in seconds.
      var begins: ClosedRange<Double>
      /// The segment of the step that begins it.
      var beginSegment: Int
      /// The window in which it ends; to the end of the trace when it
      /// does not.
      var ends: ClosedRange<Double> = .infinity ... .infinity
      /// How it ends: `ended` when the pinch opens, `cancelled` when the
      /// hand is lost.
      var endPhase = Phase.ended
      /// The segment of the step that ends it.
      var endSegment = 0
      /// Whether the hand surely pinches from its beginning to its end:
      /// its `pinch` events are sure, and no loss falls where its pinch
      /// may be beginning or ending.
      var isSure = true
    }

    /// A span of time in which both hands may pinch, when the
    /// configuration's two-hand pinch holds movement back.
    struct MovementSpan: Hashable {
      /// From the earliest time the two-hand pinch may begin to the latest
      /// it may end, in seconds.
      var span: ClosedRange<Double>
      /// When the two-hand pinch may begin.
      var begins: ClosedRange<Double>
      /// The part of the span in which it surely goes on, if any.
      var sure: ClosedRange<Double>?
    }

    /// The events, in time order.
    private(set) var events: [Event] = []
    /// The spans of time in which both hands may pinch, when the
    /// configuration's two-hand pinch holds movement back.
    private(set) var movementSpans: [MovementSpan] = []

    /// Whether a configuration's two-hand pinch is one a script means:
    /// on, with the pinch on, and beginning as the later pinch begins
    /// (not waiting for movements, as `exclusive` does).
    static func isMeant(by configuration: GestureConfiguration) -> Bool {
      configuration.twoHandPinch.isEnabled && configuration.pinch.isEnabled
        && configuration.relationships.twoHandPinchWithMovement != .exclusive
    }

    /// Reads the two-hand pinch two hands' meanings mean.
    ///
    /// - Parameters:
    ///   - meanings: The two parts' meanings, in part order.
    ///   - geometry: Where the hands are drawn.
    ///   - replay: The events of the trace replayed with the
    ///     configuration, for the frames of `began` and of the end.
    init(
      meanings: [SynthMeaning],
      geometry: Geometry,
      replay: [GestureEvent]
    ) {
      precondition(meanings.count == 2, "A two-hand pinch needs two parts.")
      let configuration = meanings[0].configuration
      let latency = meanings[0].latency
      guard configuration.twoHandPinch.isEnabled,
        configuration.pinch.isEnabled
      else { return }
      let holdsBack = configuration.twoHandPinchHoldsBackMovement
      let isMeant = Self.isMeant(by: configuration)
      let spans = meanings.map(Self.spans(of:))
      let gaps = meanings.map { meaning in
        meaning.absences.map { $0.lastSeen...($0.returnTime ?? .infinity) }
      }
      for first in spans[0] {
        for second in spans[1] {
          let began =
            Swift.max(
              first.begins.lowerBound,
              second.begins.lowerBound
            )...Swift.max(first.begins.upperBound, second.begins.upperBound)
          let firstEnd = Swift.min(
            first.ends.lowerBound,
            second.ends.lowerBound
          )
          let lastEnd = Swift.min(
            first.ends.upperBound,
            second.ends.upperBound
          )
          // One lets go before the other pinches: never both.
          guard lastEnd > began.lowerBound else { continue }
          // Unseen through the window, a hand may begin it later.
          let unseen = gaps.joined().filter {
            $0.lowerBound < began.upperBound
              && $0.upperBound > began.lowerBound
          }
          let isSure =
            first.isSure && second.isSure && unseen.isEmpty
            && began.upperBound < firstEnd
          if holdsBack {
            movementSpans.append(
              MovementSpan(
                span: began.lowerBound...lastEnd,
                begins: began,
                sure: isSure ? began.upperBound...firstEnd : nil
              )
            )
          }
          guard isMeant else { continue }
          // A hand back in view may begin it as its pinch shows again; no
          // later than both may still pinch.
          let latest = Swift.min(
            unseen.reduce(began.upperBound) {
              Swift.max($0, $1.upperBound + latency.pinch)
            },
            lastEnd
          )
          // A hand that never returns leaves it to the replay.
          guard latest.isFinite else { continue }
          let later =
            first.begins.upperBound >= second.begins.upperBound
            ? (part: 0, segment: first.beginSegment)
            : (part: 1, segment: second.beginSegment)
          var meant = SynthMeaning.Event(
            gesture: .twoHandPinch,
            phase: .began,
            earliest: began.lowerBound,
            latest: latest,
            segment: later.segment
          )
          meant.scale = 1...1
          meant.rotation = 0...0
          meant.isSure = isSure
          events.append(Event(event: meant, part: later.part))
          for var end in Self.ends(first, second)
          where end.event.latest.isFinite {
            end.event.isSure = end.event.isSure && isSure
            if !configuration.smoothing.isEnabled,
              let payload = Self.payload(
                began: began.lowerBound...latest,
                end: end.event,
                geometry: geometry,
                meanings: meanings,
                replay: replay
              )
            {
              end.event.scale = payload.scale
              end.event.rotation = payload.rotation
            }
            events.append(end)
          }
        }
      }
      events.sort { $0.event.earliest < $1.event.earliest }
    }

    /// The end of a two-hand pinch: the first of its hands' ends, when it
    /// is surely that one's, or both may be first with one phase. When
    /// both may be first and their phases differ, each phase in the
    /// window in which its hand may end first, neither surely.
    private static func ends(_ first: Span, _ second: Span) -> [Event] {
      func event(_ span: Span, part: Int, window: ClosedRange<Double>) -> Event
      {
        Event(
          event: SynthMeaning.Event(
            gesture: .twoHandPinch,
            phase: span.endPhase,
            earliest: window.lowerBound,
            latest: window.upperBound,
            segment: span.endSegment
          ),
          part: part
        )
      }
      if first.ends.upperBound < second.ends.lowerBound {
        return [event(first, part: 0, window: first.ends)]
      }
      if second.ends.upperBound < first.ends.lowerBound {
        return [event(second, part: 1, window: second.ends)]
      }
      let latest = Swift.min(first.ends.upperBound, second.ends.upperBound)
      guard first.endPhase == second.endPhase else {
        return [(first, 0), (second, 1)].map { span, part in
          var end = event(
            span,
            part: part,
            window: span.ends.lowerBound...latest
          )
          end.event.isSure = false
          return end
        }
      }
      let window =
        Swift.min(first.ends.lowerBound, second.ends.lowerBound)...latest
      return first.ends.lowerBound <= second.ends.lowerBound
        ? [event(first, part: 0, window: window)]
        : [event(second, part: 1, window: window)]
    }

    /// The spans a hand is tracked with its pinch on, from its meaning.
    static func spans(of meaning: SynthMeaning) -> [Span] {
      var pinches: [Span] = []
      var open: Span?
      for event in meaning.events where event.gesture == .pinch {
        switch event.phase {
        case .began:
          open = Span(
            begins: event.earliest...event.latest,
            beginSegment: event.segment,
            isSure: event.isSure
          )
        case .ended, .cancelled:
          guard var span = open else { continue }
          span.ends = event.earliest...event.latest
          span.endPhase = event.phase
          span.endSegment = event.segment
          span.isSure = span.isSure && event.isSure
          pinches.append(span)
          open = nil
        default:
          continue
        }
      }
      if let open { pinches.append(open) }
      // A loss that keeps the pinch takes the hand out until it is back.
      var spans: [Span] = []
      for pinch in pinches {
        var span: Span? = pinch
        for absence in meaning.absences {
          guard var current = span, let lost = absence.lostTime,
            lost >= current.begins.lowerBound,
            lost < current.ends.upperBound
          else { continue }
          guard lost < current.ends.lowerBound else {
            // Lost while the pinch may or may not have ended.
            span?.isSure = false
            continue
          }
          // Lost while pinched, the hand takes its part of the two-hand
          // pinch away; lost while its pinch may be beginning, it may.
          // Either way it pinches again from its return.
          if lost > current.begins.upperBound {
            var before = current
            before.ends = lost...lost
            before.endPhase = .cancelled
            before.endSegment = absence.segment
            spans.append(before)
          } else if lost > current.begins.lowerBound {
            var before = current
            before.begins = current.begins.lowerBound...lost
            before.ends = lost...lost
            before.endPhase = .cancelled
            before.endSegment = absence.segment
            before.isSure = false
            spans.append(before)
          }
          guard let back = absence.returnTime,
            back <= current.ends.upperBound
          else {
            span = nil
            break
          }
          current.begins = back...back
          current.beginSegment =
            meaning.timeline.segments.lastIndex {
              $0.start <= back + 1e-9
            } ?? absence.segment
          current.isSure = current.isSure && back < current.ends.lowerBound
          span = current
        }
        if let span { spans.append(span) }
      }
      return spans
    }

    /// The scale and rotation the script's pinch points give between the
    /// frames of the replay's `began` and end, in their windows, with the
    /// spread noise and rounding may add; `nil` without such events.
    private static func payload(
      began: ClosedRange<Double>,
      end: SynthMeaning.Event,
      geometry: Geometry,
      meanings: [SynthMeaning],
      replay: [GestureEvent]
    ) -> (scale: ClosedRange<Double>, rotation: ClosedRange<Double>)? {
      func isIn(_ time: Double, _ low: Double, _ high: Double) -> Bool {
        time >= low - 1e-9 && time <= high + 1e-9
      }
      guard
        let start = replay.first(where: {
          $0.gesture == .twoHandPinch && $0.phase == .began
            && isIn($0.time, began.lowerBound, began.upperBound)
        }),
        let finish = replay.first(where: {
          $0.gesture == .twoHandPinch && $0.phase == end.phase
            && $0.frame > start.frame
            && isIn($0.time, end.earliest, end.latest)
        })
      else { return nil }
      // The line is measured on each frame both hands are seen, up to the
      // one before the end.
      let frames = (start.frame..<finish.frame).filter { frame in
        geometry.visible.allSatisfy { $0[frame] }
      }
      guard frames.first == start.frame else { return nil }
      var lines: [(distance: Double, angle: Double)] = []
      for frame in frames {
        let first = pinchPoint(0, frame, geometry, meanings)
        let second = pinchPoint(1, frame, geometry, meanings)
        let dx = second.x - first.x
        // The display's y points down: up is counterclockwise.
        let dy = first.y - second.y
        lines.append(((dx * dx + dy * dy).squareRoot(), atan2(dy, dx)))
      }
      guard let initial = lines.first, let final = lines.last else {
        return nil
      }
      var turn = 0.0
      for (from, to) in zip(lines, lines.dropFirst()) {
        turn += (to.angle - from.angle).remainder(dividingBy: 2 * .pi)
      }
      // Noise moves each line's length by at most the noise bound, and
      // rounding to 6 decimals by a few millionths.
      let bound = meanings[0].noiseBound + 1e-5
      guard initial.distance > bound, final.distance > bound else {
        return nil
      }
      let low = (final.distance - bound) / (initial.distance + bound)
      let high = (final.distance + bound) / (initial.distance - bound)
      let spread =
        asin(bound / initial.distance) + asin(bound / final.distance)
      return (low...high, (turn - spread)...(turn + spread))
    }

    /// A part's pinch point on a frame as the script draws it: the
    /// midpoint of the thumb tip and the index tip, in square display
    /// units.
    private static func pinchPoint(
      _ part: Int,
      _ frame: Int,
      _ geometry: Geometry,
      _ meanings: [SynthMeaning]
    ) -> Point {
      let timeline = meanings[part].timeline
      let segment = timeline.segments[geometry.segmentOfFrame[part][frame]]
      let pose = segment.pose(at: geometry.frameTimes[frame])
      let joints = HandTemplate.joints(
        indexTip: pose.indexTip,
        size: pose.size,
        chirality: timeline.chirality,
        pinch: pose.pinch
      )
      let thumb = joints[Joint.thumbTip.rawValue].point
      let index = joints[Joint.indexTip.rawValue].point
      return geometry.coordinates.squarePoint(
        Point(x: (thumb.x + index.x) / 2, y: (thumb.y + index.y) / 2)
      )
    }
  }
}
