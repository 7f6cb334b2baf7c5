/// The gesture engine: frames of hand landmarks in, gesture events out.
///
/// The engine keeps one ``HandGestureEngine`` per hand. A hand in a frame
/// is matched to the hand of the same chirality seen before; when several
/// hands share a chirality (two `unknown` hands, say), each goes to the
/// nearest one by wrist position, in the order the frame lists them, and a
/// hand that matches none starts a new track. Tracks are never forgotten:
/// a hand that leaves keeps its state until it returns.
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
/// Frames must come in time order: each frame's time must be finite and
/// not earlier than the previous one's. Events of one frame are ordered by
/// track (first seen first), then as ``HandGestureEngine`` orders them;
/// the app's frame stages' events come last.
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

  /// Each track's engine.
  private var engines: [HandGestureEngine] = []
  /// Each track's matching state, apart from its engine: reading a field
  /// of an engine in an array would copy the whole engine, and one array
  /// costs one check that it is not shared per frame.
  private var tracks: [Track] = []
  /// For each chirality, its only track, which needs no search.
  private var soleTracks = SoleTracks()
  private var lastTime: Double?

  /// For each chirality, the index of its only track, -1 when it has none,
  /// or -2 when it has several. Tracks are never removed, so a chirality
  /// that has had several keeps -2.
  private struct SoleTracks {
    var left = -1
    var right = -1
    var unknown = -1
    /// The same as `unknown`: a hand labelled both is taken as unknown.
    var both = -1

    subscript(chirality: Chirality) -> Int {
      get {
        switch chirality {
        case .left: left
        case .right: right
        case .unknown: unknown
        case .both: both
        }
      }
      set {
        switch chirality {
        case .left: left = newValue
        case .right: right = newValue
        case .unknown, .both:
          unknown = newValue
          both = newValue
        }
      }
    }
  }

  /// What the hand matching keeps of a track.
  private struct Track {
    /// The chirality of the track's hand.
    var chirality: Chirality
    /// The reference point of the track's hand when it was last seen with
    /// one, this frame's included once the track is matched.
    var lastPosition: Point?
    /// The index of the current frame's hand that matched the track, or
    /// -1.
    var hand: Int
  }

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
  }

  /// What each hand's recognizers saw at the last frame, in track order.
  public var diagnostics: [HandDiagnostics] {
    engines.map(\.diagnostics)
  }

  /// Runs one frame and returns the events it causes.
  ///
  /// - Parameter frame: The next frame; its time must be finite and not
  ///   earlier than the previous frame's.
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
  ///   - frame: The next frame; its time must be finite and not earlier
  ///     than the previous frame's.
  ///   - events: The array to append the frame's events to.
  /// - Complexity: O(*h* × *t*) for *h* hands in the frame and *t* tracks.
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

    assign(frame.hands)
    let coordinates = preparedCoordinates
    let time = frame.time
    // Each track's engine runs on its hand, read where it lies in the
    // frame (see `HandGestureEngine.process(inFrame:in:time:frame:into:)`).
    // The engines are reached through one buffer for the whole frame: an
    // array subscript checks that the storage is not shared on each write.
    frame.hands.withUnsafeBufferPointer { hands in
      tracks.withUnsafeBufferPointer { tracks in
        engines.withUnsafeMutableBufferPointer { engines in
          for trackIndex in engines.indices {
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
      if let reading = engine.lastReading { readings.append(reading) }
    }
    var frameEvents = FrameEvents(time: time, frame: frame, events: [])
    swap(&frameEvents.events, &events)
    for index in frameStages.indices {
      frameStages[index].update(readings, events: &frameEvents)
    }
    swap(&frameEvents.events, &events)
  }

  /// Matches the frame's hands to tracks, creating tracks as needed.
  ///
  /// Sets each track's `hand` for this frame, and its `lastPosition` when
  /// its hand has a reference point: a matched track is no candidate for
  /// the frame's later hands, so its new position cannot change their
  /// matching. The tracks are overwritten from frame to frame, so that no
  /// frame allocates once every track exists. The hands are read in
  /// place, not copied: a copy of a hand copies all its 880 bytes.
  @inline(__always)
  private mutating func assign(_ hands: [Hand]) {
    tracks.withUnsafeMutableBufferPointer { tracks in
      for trackIndex in tracks.indices { tracks[trackIndex].hand = -1 }
    }
    var handIndex = 0
    while let (chirality, position) = match(hands, from: &handIndex) {
      let sole = soleTracks[chirality]
      soleTracks[chirality] = sole == -1 ? tracks.count : -2
      engines.append(
        HandGestureEngine(
          configuration: configuration,
          hand: chirality,
          stages: stages,
          frameStages: frameStages
        )
      )
      tracks.append(
        Track(chirality: chirality, lastPosition: position, hand: handIndex)
      )
      handIndex += 1
    }
  }

  /// Matches the frame's hands from `handIndex` on to existing tracks, up
  /// to the first hand that needs a new track.
  ///
  /// The tracks are written through one buffer: an array subscript checks
  /// that the storage is not shared on each write. A track can only be
  /// appended outside it, so the matching stops at a hand that needs one.
  ///
  /// - Parameters:
  ///   - hands: The frame's hands.
  ///   - handIndex: The first hand to match; on return, the hand that
  ///     needs a new track, or the number of hands.
  /// - Returns: That hand's chirality and reference point, or `nil` when
  ///   every hand was matched.
  private mutating func match(
    _ hands: [Hand],
    from handIndex: inout Int
  ) -> (Chirality, Point?)? {
    let soleTracks = soleTracks
    return tracks.withUnsafeMutableBufferPointer { tracks in
      hands.withUnsafeBufferPointer { hands in
        while handIndex < hands.count {
          let hand = hands.baseAddress.unsafelyUnwrapped + handIndex
          let position = Self.referencePoint(of: hand)
          let label = hand.pointee.chirality
          let sole = soleTracks[label]
          // The only track of the hand's chirality is its only candidate,
          // if no earlier hand of the frame took it.
          let best: Int? =
            if sole >= 0 {
              tracks[sole].hand < 0 ? sole : nil
            } else if sole == -1 {
              nil
            } else {
              Self.bestTrack(in: tracks, for: label, at: position)
            }
          // No hand is both: one labelled so is taken as unknown.
          guard let best else {
            return (label == .both ? .unknown : label, position)
          }
          tracks[best].hand = handIndex
          if let position { tracks[best].lastPosition = position }
          handIndex += 1
        }
        return nil
      }
    }
  }

  /// The track a hand goes to among the free tracks of its chirality, or
  /// `nil` when none is free.
  ///
  /// - Parameters:
  ///   - tracks: The tracks.
  ///   - chirality: The hand's chirality.
  ///   - position: The hand's reference point, if it has one.
  /// - Returns: The index of the track, or `nil`.
  private static func bestTrack(
    in tracks: UnsafeMutableBufferPointer<Track>,
    for chirality: Chirality,
    at position: Point?
  ) -> Int? {
    // No hand is both: one labelled so is taken as unknown.
    let chirality = chirality == .both ? .unknown : chirality
    // The first candidate wins unless a later one is nearer; distances
    // are measured only when there is a second candidate to compare.
    var best: Int?
    var bestDistance: Double?
    for candidate in tracks.indices
    where tracks[candidate].hand < 0
      && tracks[candidate].chirality == chirality
    {
      guard let current = best else {
        best = candidate
        continue
      }
      let currentDistance =
        bestDistance
        ?? Self.distance(from: position, to: tracks[current].lastPosition)
      let distance = Self.distance(
        from: position,
        to: tracks[candidate].lastPosition
      )
      if distance < currentDistance {
        best = candidate
        bestDistance = distance
      } else {
        bestDistance = currentDistance
      }
    }
    return best
  }

  /// The distance from a hand's reference point to a track's last one, or
  /// the largest finite value when either is unknown.
  private static func distance(
    from position: Point?,
    to last: Point?
  ) -> Double {
    guard let position, let last else {
      return .greatestFiniteMagnitude
    }
    return position.distance(to: last)
  }

  /// The raw point by which a hand is followed: its wrist, or its first joint
  /// with a finite position (the hand keeps the set of those).
  private static func referencePoint(of hand: UnsafePointer<Hand>) -> Point? {
    let finite = hand.pointee.finite
    return finite == 0
      ? nil : Hand.landmarks(of: hand)[finite.trailingZeroBitCount].position
  }

}
