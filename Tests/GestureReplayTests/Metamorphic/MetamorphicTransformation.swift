import Foundation
import GestureCore
import GestureReplay

/// A change to a trace under which the adaptive configuration must give the
/// same events, within one frame.
///
/// Each case says what it does to the recording; ``apply(to:seed:)`` does
/// it. The hand's chirality, the events' hands and the slider's direction
/// change only under the two mirrorings (see ``MetamorphicComparison``).
enum MetamorphicTransformation: Hashable, Sendable, CustomStringConvertible {
  /// Resampling to a constant rate, in frames per second, by linear
  /// interpolation between the two neighbouring frames
  /// (``MetamorphicResampler``).
  case resampled(framesPerSecond: Double)
  /// Scaling every hand by a factor about its palm centre in each frame,
  /// world landmarks unchanged.
  case scaled(by: Double)
  /// Moving every landmark by 0.05 horizontally and 0.03 vertically in
  /// normalized raw units, in the directions that keep the hand on the
  /// image.
  case translated
  /// Adding seeded gaussian noise below the trackers' own noise floor to
  /// every coordinate.
  case jittered
  /// Dropping 5% of the frames, seeded.
  case framesDropped
  /// Mirroring the scene left to right in the raw landmarks, which a
  /// tracker reports with the other chirality.
  case mirrored
  /// Toggling the trace's `coordinates.mirrored` and swapping chirality:
  /// the same mirror, made by the display transform.
  case mirroredByFlag

  /// Every transformation the suite checks, in the order of the output.
  static let all: [MetamorphicTransformation] = [
    .resampled(framesPerSecond: 15),
    .resampled(framesPerSecond: 30),
    .resampled(framesPerSecond: 60),
    .resampled(framesPerSecond: 120),
    .scaled(by: 0.5),
    .scaled(by: 2),
    .translated,
    .jittered,
    .framesDropped,
    .mirrored,
    .mirroredByFlag,
  ]

  /// The standard deviation of the added jitter, in normalized image units
  /// per coordinate: below the synthetic fixtures' own 0.0005.
  static let jitter = 0.0003

  /// The fraction of frames ``framesDropped`` removes.
  static let dropFraction = 0.05

  /// The translation, in normalized raw units, before its signs are chosen
  /// to keep the hand on the image.
  static let translation = (x: 0.05, y: -0.03)

  var description: String {
    switch self {
    case .resampled(let rate): "resampled to \(Int(rate)) fps"
    case .scaled(let factor): "scaled \(factor)x about the palm"
    case .translated: "translated"
    case .jittered: "with jitter of sigma \(Self.jitter)"
    case .framesDropped: "with 5% of frames dropped"
    case .mirrored: "mirrored in the raw landmarks"
    case .mirroredByFlag: "mirrored by coordinates.mirrored"
    }
  }

  /// Whether the transformation swaps left and right.
  var isMirror: Bool {
    self == .mirrored || self == .mirroredByFlag
  }

  /// Whether the transformation changes the frames' times, so that an
  /// event may fall on a frame of the other grid.
  var changesFrameTimes: Bool {
    switch self {
    case .resampled, .framesDropped: true
    case .scaled, .translated, .jittered, .mirrored, .mirroredByFlag: false
    }
  }

  /// Returns the transformed trace.
  ///
  /// - Parameters:
  ///   - trace: The original trace.
  ///   - seed: The seed of the random draws of ``jittered`` and
  ///     ``framesDropped``.
  /// - Returns: The trace after the transformation, with the original's
  ///   header but for the frame rate of a resampled one and the
  ///   coordinates of ``mirroredByFlag``.
  /// - Complexity: O(*n*) in the number of landmarks, or of frames made.
  func apply(to trace: Trace, seed: UInt64) -> Trace {
    switch self {
    case .resampled(let rate):
      return MetamorphicResampler.resample(trace, framesPerSecond: rate)
    case .scaled(let factor):
      return Self.mapHands(trace) { Self.scale($0, by: factor) }
    case .translated:
      let offset = Self.onImageTranslation(of: trace)
      return Self.mapHands(trace) { hand in
        Self.mapPositions(hand) {
          Point(x: $0.x + offset.x, y: $0.y + offset.y)
        }
      }
    case .jittered:
      var random = SplitMix64(seed: seed)
      return Self.mapHands(trace) { Self.jitter($0, using: &random) }
    case .framesDropped:
      var random = SplitMix64(seed: seed)
      let dropped = Self.framesToDrop(from: trace, using: &random)
      var result = trace
      result.frames = trace.frames.indices.filter { !dropped.contains($0) }
        .map { trace.frames[$0] }
      return result
    case .mirrored:
      let flipsRawX = [.up, .down].contains(trace.coordinates.orientation)
      return Self.mapHands(trace) { hand in
        var mirrored = Self.mapPositions(hand) { point in
          flipsRawX
            ? Point(x: 1 - point.x, y: point.y)
            : Point(x: point.x, y: 1 - point.y)
        }
        mirrored.chirality = Self.swapped(hand.chirality)
        mirrored.worldLandmarks = hand.worldLandmarks?.map {
          Point3D(x: -$0.x, y: $0.y, z: $0.z)
        }
        return mirrored
      }
    case .mirroredByFlag:
      var result = Self.mapHands(trace) { hand in
        var swapped = hand
        swapped.chirality = Self.swapped(hand.chirality)
        return swapped
      }
      result.coordinates.isMirrored.toggle()
      return result
    }
  }

  /// Returns a chirality with left and right swapped; `unknown` and
  /// `both` stay.
  static func swapped(_ chirality: Chirality) -> Chirality {
    chirality.mirrored
  }

  /// Returns a direction mirrored left to right; up and down stay.
  static func swapped(_ direction: Direction) -> Direction {
    switch direction {
    case .left: .right
    case .right: .left
    case .up, .down: direction
    }
  }

  /// The joints whose mean is the palm centre: the wrist and the four
  /// finger knuckles, the engine's palm point (MediaPipe's `THUMB_MCP`,
  /// Vision's `thumbMP`, is not one of them).
  static let palmJoints: [Joint] = [
    .wrist, .indexMCP, .middleMCP, .ringMCP, .littleMCP,
  ]

  /// Returns a hand's palm centre in raw normalized units: the mean of its
  /// palm joints present, or of all its joints if it has none of them.
  ///
  /// - Parameter hand: The hand.
  /// - Returns: The centre, or `nil` for a hand without joints.
  static func palmCentre(of hand: Hand) -> Point? {
    let palm = palmJoints.compactMap { hand[$0]?.position }
    let points = palm.isEmpty ? hand.joints.map(\.landmark.position) : palm
    guard !points.isEmpty else { return nil }
    let count = Double(points.count)
    return Point(
      x: points.map(\.x).reduce(0, +) / count,
      y: points.map(\.y).reduce(0, +) / count
    )
  }

  /// Returns a trace whose every hand is changed by a function, frames and
  /// header otherwise the same.
  static func mapHands(
    _ trace: Trace,
    _ transform: (Hand) -> Hand
  ) -> Trace {
    var result = trace
    for index in result.frames.indices {
      result.frames[index].hands = result.frames[index].hands.map(transform)
    }
    return result
  }

  /// Returns a hand whose every landmark position is changed by a
  /// function, depth, confidence and world landmarks the same.
  static func mapPositions(
    _ hand: Hand,
    _ transform: (Point) -> Point
  ) -> Hand {
    var result = hand
    for (joint, landmark) in hand.joints {
      var moved = landmark
      moved.position = transform(landmark.position)
      result[joint] = moved
    }
    return result
  }

  /// Returns a hand scaled about its palm centre: positions and depths
  /// (relative to the wrist) times the factor, world landmarks unchanged
  /// since they are in metres.
  static func scale(_ hand: Hand, by factor: Double) -> Hand {
    guard let centre = palmCentre(of: hand) else { return hand }
    var result = hand
    for (joint, landmark) in hand.joints {
      var scaled = landmark
      scaled.position = Point(
        x: centre.x + (landmark.position.x - centre.x) * factor,
        y: centre.y + (landmark.position.y - centre.y) * factor
      )
      scaled.depth = landmark.depth.map { $0 * factor }
      result[joint] = scaled
    }
    return result
  }

  /// Returns the translation that keeps a trace's landmarks on the image:
  /// ``translation`` with each component's sign flipped if the landmarks
  /// would otherwise leave 0...1 on that side.
  ///
  /// A Leap take's hand already leaves its box on the right (x up to 1.07
  /// in `leap-grab`); it is moved left, back towards the image.
  static func onImageTranslation(of trace: Trace) -> Point {
    let points = trace.frames.flatMap { frame in
      frame.hands.flatMap { $0.joints.map(\.landmark.position) }
    }
    let maximumX = points.map(\.x).max() ?? 0
    let minimumY = points.map(\.y).min() ?? 1
    return Point(
      x: maximumX + translation.x <= 1 ? translation.x : -translation.x,
      y: minimumY + translation.y >= 0 ? translation.y : -translation.y
    )
  }

  /// Returns a hand with gaussian noise added to every coordinate.
  ///
  /// Image positions get ``jitter`` per coordinate. World landmarks get the
  /// same noise relative to the hand's size: ``jitter`` times the world
  /// palm size (metres) over the image palm size (normalized units), about
  /// 0.1 mm on a Leap hand.
  static func jitter(
    _ hand: Hand,
    using random: inout SplitMix64
  ) -> Hand {
    var result = hand
    for (joint, landmark) in hand.joints {
      var noisy = landmark
      noisy.position.x += jitter * gaussian(using: &random)
      noisy.position.y += jitter * gaussian(using: &random)
      result[joint] = noisy
    }
    if let world = hand.worldLandmarks,
      let imageSize = hand.palmSize(),
      imageSize > 0
    {
      let worldSize = palmSegmentsLength(world)
      let sigma = jitter * worldSize / imageSize
      result.worldLandmarks = world.map { point in
        Point3D(
          x: point.x + sigma * gaussian(using: &random),
          y: point.y + sigma * gaussian(using: &random),
          z: point.z + sigma * gaussian(using: &random)
        )
      }
    }
    return result
  }

  /// Returns the longest of the palm segments of 21 world landmarks, in
  /// metres, as ``GestureCore/Hand/palmSize(in:gate:)`` measures an image
  /// palm.
  static func palmSegmentsLength(_ world: [Point3D]) -> Double {
    Hand.palmSegments.map { first, second in
      world[first.rawValue].distance(to: world[second.rawValue])
    }.max() ?? 0
  }

  /// Returns a standard normal number (Box-Muller).
  static func gaussian(using random: inout SplitMix64) -> Double {
    let u1 = Double.random(in: Double.ulpOfOne...1, using: &random)
    let u2 = Double.random(in: 0..<1, using: &random)
    return (-2 * log(u1)).squareRoot() * cos(2 * Double.pi * u2)
  }

  /// Returns the indices of the frames ``framesDropped`` removes: 5% of the
  /// frames (at least one), drawn with the generator.
  ///
  /// Never the first or the last frame, nor a frame next to a change in
  /// which hands are present: a dropped frame there lengthens the absence,
  /// and `hand-lost-found`'s 0.27 s absence is less than a frame from the
  /// 0.3 s loss timeout, so the drop would change what the recording shows
  /// (a blink of the tracker) rather than how often it was sampled.
  static func framesToDrop(
    from trace: Trace,
    using random: inout SplitMix64
  ) -> Set<Int> {
    let frames = trace.frames
    guard frames.count > 2 else { return [] }
    func present(_ index: Int) -> [Chirality] {
      frames[index].hands.map(\.chirality).sorted { $0.rawValue < $1.rawValue }
    }
    let candidates = (1..<(frames.count - 1)).filter { index in
      present(index) == present(index - 1)
        && present(index) == present(index + 1)
    }
    let count = max(1, Int((Double(frames.count) * dropFraction).rounded()))
    return Set(candidates.shuffled(using: &random).prefix(count))
  }
}
