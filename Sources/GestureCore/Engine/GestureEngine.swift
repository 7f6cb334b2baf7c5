/// The gesture engine: frames of hand landmarks in, gesture events out.
///
/// The engine keeps one ``HandGestureEngine`` per track: per hand it has
/// followed. Each frame's hands are matched to the tracks by the tracker's
/// identity when a hand has one (``Hand/id``), and otherwise by
/// continuity: where each hand is and how big, how long ago each track's
/// hand was seen, with the hand's label as a cue, not the key. So a label
/// that flips for a few frames, a hand reported twice in one frame, and
/// hands listed in another order or crossing change nothing; a hand that
/// leaves keeps its track until it returns with its label. A track names
/// in its events the anatomical label its hand has had most over its
/// recent frames, and takes a new one only while none of its gestures is
/// under way, so that a gesture's events all name one hand: on that frame,
/// a pose held ends, and the hand is lost under its old name and found
/// under the new one. ``GestureConfiguration/Hands-swift.struct`` holds the
/// settings, and `Docs/Architecture.md` the rules in full.
///
/// ```swift
/// var engine = GestureEngine(configuration: .handKit, coordinates: .vision)
/// for frame in frames {
///   for event in engine.process(frame) {
///     print(event.time, event.gesture, event.phase)
///   }
/// }
/// ```
///
/// Frames must come in time order: each frame's time, in seconds, must be
/// finite and not earlier than the previous one's; a frame that is not is
/// a programmer error, and traps. Take times from the capture or from a
/// monotonic clock, never from the wall clock, which can step back. Events of one frame are ordered by
/// track (first confirmed first), then as ``HandGestureEngine`` orders them;
/// then the two-hand pinch's (each of its hands' cancellations first, with
/// its `began`); the app's frame stages' events come last.
public struct GestureEngine: Sendable {
  /// The configuration every hand's recognizers run.
  public let configuration: GestureConfiguration
  /// The app's own stages, of which each hand gets a copy, run after
  /// GestureCore's in this order (see ``HandStage``).
  public let stages: [any HandStage]
  /// The app's stages that read several hands, run after every hand's
  /// stages, in this order (see ``FrameStage``).
  public private(set) var frameStages: [any FrameStage]
  /// The readings of the frame's hands, for the frame stages: kept from
  /// frame to frame so that a frame allocates nothing once it has grown.
  private var readings: [HandReading] = []
  /// The coordinate space of the frames' raw landmarks.
  public var coordinates: CoordinateSpace {
    didSet { preparedCoordinates = CoordinateSpace.Prepared(coordinates) }
  }
  /// ``coordinates`` prepared for the hands' engines, once rather than on
  /// every frame.
  private var preparedCoordinates: CoordinateSpace.Prepared
  /// The number of frames processed so far; the index of the next frame.
  public private(set) var frameCount = 0

  /// Each confirmed track's engine, in the order of ``TrackTable/tracks``.
  var engines: [HandGestureEngine] = []
  /// The two-hand pinch, when it is on.
  var twoHandStage: TwoHandPinchStage?
  /// The tracks and the matching of each frame's hands to them.
  private var table: TrackTable
  private var lastTime: Double?

  /// Creates an engine.
  ///
  /// - Parameters:
  ///   - configuration: The settings to run; must be valid.
  ///   - coordinates: The coordinate space of the frames' landmarks.
  ///   - stages: The app's own stages, each a value in its initial
  ///     state, of which each hand gets a copy; none by default.
  ///   - frameStages: The app's stages that read several hands at once,
  ///     run after every hand's stages; none by default.
  public init(
    configuration: GestureConfiguration = .handKit,
    coordinates: CoordinateSpace = .mediaPipe,
    stages: [any HandStage] = [],
    frameStages: [any FrameStage] = []
  ) {
    configuration.requireValid()
    self.configuration = configuration
    self.stages = stages
    self.frameStages = frameStages
    self.coordinates = coordinates
    self.preparedCoordinates = CoordinateSpace.Prepared(coordinates)
    self.table = TrackTable(settings: configuration.hands)
    if configuration.twoHandPinch.isEnabled {
      twoHandStage = TwoHandPinchStage(configuration.twoHandPinch)
    }
  }

  /// What each confirmed track's recognizers saw at the last frame, in
  /// track order.
  public var diagnostics: [HandDiagnostics] {
    engines.map(\.diagnostics)
  }

  /// Runs one frame and returns the events it causes.
  ///
  /// A frame whose time is not finite, or earlier than the previous
  /// frame's, is a programmer error and traps; guard a source that can
  /// give one before calling this.
  ///
  /// - Parameter frame: The next frame; its time, in seconds, must be
  ///   finite and not earlier than the previous frame's.
  /// - Returns: The frame's events, possibly none.
  public mutating func process(_ frame: Frame) -> [GestureEvent] {
    var events: [GestureEvent] = []
    process(frame, into: &events)
    return events
  }

  /// Runs one frame, appending the events it causes.
  ///
  /// Reusing one array across frames (emptied with
  /// `removeAll(keepingCapacity: true)`) keeps the engine free of heap
  /// allocation once every hand has been seen.
  ///
  /// - Parameters:
  ///   - frame: The next frame; its time, in seconds, must be finite and
  ///     not earlier than the previous frame's, or this traps, as
  ///     ``process(_:)`` does.
  ///   - events: The array to append the frame's events to.
  /// - Complexity: O(*h*² × (*t* + 21)) to match *h* hands in the frame
  ///   to *t* tracks, so O(*h*³) when there are about as many tracks as
  ///   hands (the trackers this is for give a few hands; a trace holds at
  ///   most 64 a frame), and O(*h* × *w*) for the stages with a median
  ///   window of *w*.
  public mutating func process(
    _ frame: Frame,
    into events: inout [GestureEvent]
  ) {
    precondition(frame.time.isFinite, "A frame's time must be finite.")
    if let lastTime {
      precondition(
        frame.time >= lastTime,
        "Frames must come in time order: \(frame.time) after \(lastTime)."
      )
    }
    lastTime = frame.time
    let index = frameCount
    frameCount += 1

    assign(frame.hands, time: frame.time)
    let coordinates = preparedCoordinates
    let time = frame.time
    // Each track's engine runs on its hand, read where it lies in the
    // frame (see `HandGestureEngine.process(inFrame:in:time:frame:into:)`).
    // The engines are reached through one buffer for the whole frame: an
    // array subscript checks that the storage is not shared on each write.
    frame.hands.withUnsafeBufferPointer { hands in
      table.tracks.withUnsafeBufferPointer { tracks in
        engines.withUnsafeMutableBufferPointer { engines in
          for trackIndex in engines.indices {
            engines[trackIndex].trackHand = tracks[trackIndex].chirality
            engines[trackIndex].noteDuplicates(tracks[trackIndex].duplicates)
            let handIndex = tracks[trackIndex].hand
            guard handIndex >= 0 else {
              engines[trackIndex].process(
                nil,
                in: coordinates.space,
                time: time,
                frame: index,
                into: &events
              )
              continue
            }
            // A track matched a hand of this frame, so the frame has hands.
            guard let first = hands.baseAddress else {
              preconditionFailure("A track matched a hand of an empty frame.")
            }
            engines[trackIndex].process(
              inFrame: first + handIndex,
              in: coordinates,
              time: time,
              frame: index,
              into: &events
            )
          }
        }
      }
    }
    if twoHandStage != nil {
      runTwoHandPinch(time: time, frame: index, events: &events)
    }
    if !frameStages.isEmpty {
      runFrameStages(time: time, frame: index, events: &events)
    }
  }

  /// Runs the frame stages on the readings of the frame's hands.
  private mutating func runFrameStages(
    time: Double,
    frame: Int,
    events: inout [GestureEvent]
  ) {
    readings.removeAll(keepingCapacity: true)
    for engine in engines {
      if let reading = engine.frameStageReading { readings.append(reading) }
    }
    var frameEvents = FrameEvents(time: time, frame: frame, events: [])
    swap(&frameEvents.events, &events)
    for index in frameStages.indices {
      let declared = frameStages[index].joints
      let readsPalmSize = frameStages[index].readsPalmSize
      let readsWorld = frameStages[index].readsWorldLandmarks
      for hand in readings.indices {
        readings[hand].limit(
          to: declared,
          readsPalmSize: readsPalmSize,
          readsWorldLandmarks: readsWorld
        )
      }
      frameStages[index].update(readings, events: &frameEvents)
    }
    swap(&frameEvents.events, &events)
  }

  /// Matches the frame's hands to tracks and gives each newly confirmed
  /// track an engine; ``process(_:into:)`` then tells each engine its
  /// track's chirality and its hand's duplicates.
  ///
  /// The hands are read in place, not copied: a copy of a hand copies all
  /// its landmarks.
  @inline(__always)
  private mutating func assign(_ hands: [Hand], time: Double) {
    let confirmed = hands.withUnsafeBufferPointer { hands in
      table.assign(hands, time: time)
    }
    let count = table.confirmedCount
    for index in (count - confirmed)..<count {
      var engine = HandGestureEngine(
        configuration: configuration,
        hand: table.tracks[index].chirality,
        stages: stages,
        frameStages: frameStages
      )
      if configuration.hands.reportsTracks { engine.track = index }
      engines.append(engine)
    }
  }
}
