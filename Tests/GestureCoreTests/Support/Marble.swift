import GestureCore

/// A timeline of events, one character per frame, after the marble tests of
/// swift-async-algorithms.
///
/// A hysteresis test feeds a recognizer one sample per frame and writes what
/// it expects as a string, so the shape of the behaviour reads at a glance:
///
/// | symbol | what the frame produced |
/// | --- | --- |
/// | `-` | nothing |
/// | `b` | `began` |
/// | `c` | `changed` |
/// | `e` | `ended` |
/// | `x` | `cancelled` |
/// | `r` | `recognized` |
/// | `f` | `found` (a hand came into view) |
/// | `l` | `lost` (a hand went out of view) |
/// | `[fb]` | several events in one frame, in the order they came |
///
/// Spaces are ignored: use them to group frames for the reader. A pinch fed
/// the distances 0.02, 0.014, 0.01, 0.031, 0.014 reads
///
///     "-b-e b"
///
/// nothing, began, held (no event), ended, and began again after the
/// release re-armed it. The same notation describes an engine's output for
/// one gesture: `Marble(events, gesture: .slider)` of a short slider sweep
/// might read `"--bccc--e"`.
///
/// Two timelines are equal when their frames are, so `"-b-e b"` equals
/// `"-b-eb"`; ``description`` prints the canonical form without spaces.
/// The type only builds and compares values: the test checks it with
/// `#expect` or `XCTAssertEqual`, so both frameworks can use it.
struct Marble: Hashable, Sendable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  /// The symbols of each frame, in order; empty for a frame without events.
  let frames: [[Character]]

  /// Creates a timeline from each frame's symbols.
  ///
  /// - Parameter frames: The symbols of each frame, in order.
  init(frames: [[Character]]) {
    self.frames = frames
  }

  /// Parses a timeline written in the notation above.
  ///
  /// - Parameter notation: The timeline; a malformed one is a bug in the
  ///   test and traps.
  init(_ notation: String) {
    var frames: [[Character]] = []
    var group: [Character]?
    for symbol in notation where symbol != " " {
      switch symbol {
      case "[":
        precondition(group == nil, "Nested group in marble \"\(notation)\".")
        group = []
      case "]":
        guard let finished = group else {
          preconditionFailure("Unopened group in marble \"\(notation)\".")
        }
        precondition(
          finished.count > 1,
          "A marble group holds at least 2 events: \"\(notation)\"."
        )
        frames.append(finished)
        group = nil
      case "-":
        precondition(group == nil, "'-' inside a group: \"\(notation)\".")
        frames.append([])
      default:
        precondition(
          Self.eventSymbols.contains(symbol),
          "Unknown marble symbol '\(symbol)' in \"\(notation)\"."
        )
        if group != nil {
          group?.append(symbol)
        } else {
          frames.append([symbol])
        }
      }
    }
    precondition(group == nil, "Unclosed group in marble \"\(notation)\".")
    self.frames = frames
  }

  /// Parses a timeline literal.
  ///
  /// - Parameter value: The timeline in the notation above.
  init(stringLiteral value: String) {
    self.init(value)
  }

  /// Renders a recognizer's transitions, one optional per sample.
  ///
  /// - Parameter transitions: What each sample caused, `nil` for nothing.
  init<Symbol: MarbleSymbol>(_ transitions: [Symbol?]) {
    self.init(frames: transitions.map { $0.map { [$0.marbleSymbol] } ?? [] })
  }

  /// Renders one gesture's events from an engine's output.
  ///
  /// - Parameters:
  ///   - events: The events of each frame, in order.
  ///   - gestures: The gestures to show; events of others are left out.
  init(_ events: [[GestureEvent]], gestures: Set<Gesture>) {
    self.init(
      frames: events.map { frame in
        frame.filter { gestures.contains($0.gesture) }
          .map(\.phase.marbleSymbol)
      }
    )
  }

  /// Renders one gesture's events from an engine's output.
  ///
  /// - Parameters:
  ///   - events: The events of each frame, in order.
  ///   - gesture: The gesture to show; events of others are left out.
  init(_ events: [[GestureEvent]], gesture: Gesture) {
    self.init(events, gestures: [gesture])
  }

  /// The number of frames on the timeline.
  var count: Int { frames.count }

  /// The canonical notation: no spaces, a group only for two events or more.
  var description: String {
    frames.map { frame in
      switch frame.count {
      case 0: "-"
      case 1: String(frame)
      default: "[" + String(frame) + "]"
      }
    }.joined()
  }

  private static let eventSymbols: Set<Character> = [
    "b", "c", "e", "x", "r", "f", "l",
  ]
}

/// A value shown as one symbol on a ``Marble`` timeline.
protocol MarbleSymbol {
  /// The symbol, one of the event symbols of ``Marble``.
  var marbleSymbol: Character { get }
}

extension Phase: MarbleSymbol {
  var marbleSymbol: Character {
    switch self {
    case .found: "f"
    case .lost: "l"
    case .began: "b"
    case .changed: "c"
    case .ended: "e"
    case .cancelled: "x"
    case .recognized: "r"
    }
  }
}

extension PinchRecognizer.Transition: MarbleSymbol {
  var marbleSymbol: Character {
    switch self {
    case .began: "b"
    case .ended: "e"
    }
  }
}

extension MovementRecognizer.Transition: MarbleSymbol {
  var marbleSymbol: Character {
    switch self {
    case .began: "b"
    case .ended: "e"
    }
  }
}
