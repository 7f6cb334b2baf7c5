import GestureCore

@testable import GestureReplay

/// Everything a reader gives for an input, as exact bits: the header or
/// the error the reader's creation throws, then each result of `next()`
/// (a frame, as bit patterns, or an error) until it returns `nil`.
///
/// Two readings are equal only if every `Double` has the same bits, so
/// `-0` differs from `0` here, unlike in `Frame`'s `==`.
struct IngestReading: Equatable, CustomStringConvertible {
  /// The header, or the error that creating the reader threw.
  var header: Result<TraceHeader, TraceError>
  /// Each call of `next()`: a frame's fingerprint or an error.
  var frames: [Result<[UInt64], TraceError>] = []

  /// Reads an input in memory to the end, going on after errors.
  ///
  /// - Parameters:
  ///   - bytes: The input.
  ///   - format: The format, or `nil` to detect it.
  ///   - decoding: Whether to use the fast path.
  init(
    _ bytes: [UInt8],
    format: TraceFormat?,
    decoding: TraceReader.Decoding
  ) {
    let reader: TraceReader
    do throws(TraceError) {
      reader = try TraceReader(bytes: bytes, format: format, decoding: decoding)
    } catch {
      header = .failure(error)
      return
    }
    header = .success(reader.header)
    read(reader, limit: bytes.count + 1)
  }

  /// Reads a file to the end, going on after errors.
  ///
  /// - Parameters:
  ///   - path: The file's path.
  ///   - decoding: Whether to use the fast path.
  init(path: String, decoding: TraceReader.Decoding) {
    let reader: TraceReader
    do throws(TraceError) {
      reader = try TraceReader(
        path: path,
        format: nil,
        maximumLineLength: TraceLineSource.defaultMaximumLineLength,
        decoding: decoding
      )
    } catch {
      header = .failure(error)
      return
    }
    header = .success(reader.header)
    read(reader, limit: Int.max)
  }

  private mutating func read(_ start: TraceReader, limit: Int) {
    var reader = start
    for _ in 0..<limit {
      do throws(TraceError) {
        guard let frame = try reader.next() else { return }
        frames.append(.success(Self.fingerprint(frame)))
      } catch {
        frames.append(.failure(error))
      }
    }
  }

  /// The number of frames read without an error.
  var frameCount: Int {
    frames.count(where: { if case .success = $0 { true } else { false } })
  }

  /// Whether the header and every frame were read without an error.
  var isValid: Bool {
    guard case .success = header else { return false }
    return frameCount == frames.count
  }

  var description: String {
    "header \(header), \(frames.count) results of next()"
  }

  /// Describes the first difference from another reading, briefly.
  ///
  /// - Parameter other: The reading to compare with.
  /// - Returns: Where the readings first differ, and how.
  func difference(from other: IngestReading) -> String {
    if header != other.header {
      return "header \(header) vs \(other.header)"
    }
    if frames.count != other.frames.count {
      return "\(frames.count) vs \(other.frames.count) results of next()"
    }
    for (index, (mine, theirs)) in zip(frames, other.frames).enumerated()
    where mine != theirs {
      switch (mine, theirs) {
      case (.success(let mine), .success(let theirs)):
        let at =
          zip(mine, theirs).enumerated().first { $1.0 != $1.1 }?.offset ?? 0
        return "frame \(index), word \(at): \(mine.dropFirst(at).prefix(3))"
          + " vs \(theirs.dropFirst(at).prefix(3))"
      default:
        return "frame \(index): \(mine) vs \(theirs)"
      }
    }
    return "no difference"
  }

  /// Returns a frame as bits: its time, then each hand's chirality,
  /// score, joints (a presence word, then each coordinate, the depth or a
  /// marker, the confidence) and world landmarks.
  static func fingerprint(_ frame: Frame) -> [UInt64] {
    var bits = [frame.time.bitPattern, UInt64(frame.hands.count)]
    for hand in frame.hands {
      bits.append(
        hand.chirality == .left ? 1 : hand.chirality == .right ? 2 : 3
      )
      bits.append(hand.score.bitPattern)
      switch hand.id {
      case .number(let number)?: bits += [1, number.bitPattern]
      case .string(let text)?: bits += [2] + text.utf8.map { UInt64($0) }
      case nil: bits.append(0)
      }
      for joint in Joint.allCases {
        guard let landmark = hand[joint] else {
          bits.append(0)
          continue
        }
        bits.append(1)
        bits.append(landmark.position.x.bitPattern)
        bits.append(landmark.position.y.bitPattern)
        bits.append(landmark.depth?.bitPattern ?? 0x7FF8_DEAD_BEEF_0001)
        bits.append(landmark.confidence.bitPattern)
      }
      if let world = hand.worldLandmarks {
        bits.append(UInt64(world.count))
        for point in world {
          bits += [point.x.bitPattern, point.y.bitPattern, point.z.bitPattern]
        }
      } else {
        bits.append(0xFFFF_FFFF)
      }
    }
    return bits
  }
}
