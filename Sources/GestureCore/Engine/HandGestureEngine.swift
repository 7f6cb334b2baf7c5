/// The recognizers of one hand, run frame by frame, turning its landmarks
/// into events.
///
/// For each frame the engine:
/// 1. reports `hand found` or `hand lost` when the hand appears or
///    disappears (if ``GestureConfiguration/Hands-swift.struct/reportsPresence``);
/// 2. passes the thumb tip and index tip through the confidence gate and
///    turns them into the display frame;
/// 3. if both tips passed, feeds their `hypot` distance to the pinch;
/// 4. if the index tip passed, feeds its displacement from the last
///    accepted index tip to the sliding median, the median to the movement
///    recognizer, and its `x` to the slider while moving.
///
/// A joint that fails the gate changes nothing: its recognizers keep their
/// state, and the next accepted index tip is compared with the last
/// accepted one. Events of one frame come in this order: hand, pinch,
/// movement began, slider began or changed, slider ended, movement ended.
///
/// Most apps use ``GestureEngine``, which keeps one of these per hand.
public struct HandGestureEngine: Sendable {
  /// The configuration the engine runs.
  public let configuration: GestureConfiguration
  /// The hand this engine reports in its events.
  public let hand: Chirality
  /// What the recognizers saw at the last frame.
  public private(set) var diagnostics: HandDiagnostics

  private let gate: ConfidenceGate
  private var median: SlidingMedian
  private var movement: MovementRecognizer
  private var pinch: PinchRecognizer
  private var slider: SliderControl
  private var lastIndexTip: Point?
  private var isPresent = false

  /// Creates an engine for one hand.
  ///
  /// - Parameters:
  ///   - configuration: The settings to run; must be valid (see
  ///     ``GestureConfiguration/validate()``).
  ///   - hand: The hand to name in events.
  public init(configuration: GestureConfiguration, hand: Chirality) {
    do {
      try configuration.validate()
    } catch {
      preconditionFailure("Invalid gesture configuration: \(error)")
    }
    self.configuration = configuration
    self.hand = hand
    self.gate = ConfidenceGate(
      minimumConfidence: configuration.minimumConfidence
    )
    self.median = SlidingMedian(
      windowSize: configuration.movement.medianWindow
    )
    self.movement = MovementRecognizer(
      startThreshold: configuration.movement.startThreshold,
      stopThreshold: configuration.movement.stopThreshold
    )
    self.pinch = PinchRecognizer(
      enterThreshold: configuration.pinch.enterThreshold,
      exitThreshold: configuration.pinch.exitThreshold
    )
    self.slider = SliderControl(configuration.slider)
    self.diagnostics = HandDiagnostics(hand: hand, sliderValue: slider.value)
    self.diagnostics.sliderOption = slider.option
  }

  /// The movement recognizer's current state.
  public var movementState: MovementRecognizer.State { movement.state }
  /// The pinch recognizer's current state.
  public var pinchState: PinchRecognizer.State { pinch.state }
  /// The slider's current value (a picker's selected index).
  public var sliderValue: Double { slider.value }

  /// Runs one frame, appending the events it causes.
  ///
  /// - Parameters:
  ///   - hand: The hand in this frame, or `nil` if it was not seen.
  ///   - space: The coordinate space of the hand's raw landmarks.
  ///   - time: The frame's time, in seconds.
  ///   - frame: The frame's index.
  ///   - events: The events of this frame so far; new ones are appended.
  /// - Complexity: O(*w*) for a median window of *w*; no allocation beyond
  ///   the growth of `events`.
  public mutating func process(
    _ hand: Hand?,
    in space: CoordinateSpace,
    time: Double,
    frame: Int,
    into events: inout [GestureEvent]
  ) {
    diagnostics.time = time
    diagnostics.frame = frame
    diagnostics.indexTip = nil
    diagnostics.pinchDistance = nil
    diagnostics.displacement = nil
    diagnostics.movementSignal = nil
    diagnostics.isPresent = hand != nil

    func emit(
      _ gesture: Gesture,
      _ phase: Phase,
      value: Double? = nil,
      name: String? = nil
    ) {
      events.append(
        GestureEvent(
          time: time,
          frame: frame,
          hand: self.hand,
          gesture: gesture,
          phase: phase,
          value: value,
          name: name
        )
      )
    }

    guard let hand else {
      if isPresent {
        isPresent = false
        if configuration.hands.reportsPresence { emit(.hand, .lost) }
      }
      return
    }
    if !isPresent {
      isPresent = true
      if configuration.hands.reportsPresence { emit(.hand, .found) }
    }

    let thumbTip = gate.filter(hand[.thumbTip]).map {
      space.displayPoint($0.position)
    }
    let indexTip = gate.filter(hand[.indexTip]).map {
      space.displayPoint($0.position)
    }
    diagnostics.indexTip = indexTip

    if let thumbTip, let indexTip {
      let distance = thumbTip.distance(to: indexTip)
      diagnostics.pinchDistance = distance
      if configuration.pinch.isEnabled {
        switch pinch.update(distance: distance) {
        case .began: emit(.pinch, .began)
        case .ended: emit(.pinch, .ended)
        case nil: break
        }
      }
    }

    if let indexTip {
      var transition: MovementRecognizer.Transition?
      if let lastIndexTip {
        let displacement = lastIndexTip.distance(to: indexTip)
        diagnostics.displacement = displacement
        median.append(displacement)
        if let signal = median.value {
          diagnostics.movementSignal = signal
          transition = movement.update(signal: signal)
        }
      }
      lastIndexTip = indexTip
      let sliderOn = configuration.slider.isEnabled
      switch transition {
      case .began:
        emit(.movement, .began)
        if sliderOn {
          slider.begin(x: indexTip.x)
          emit(.slider, .began, value: slider.value, name: slider.option)
        }
      case .ended:
        if sliderOn {
          slider.end()
          emit(.slider, .ended, value: slider.value, name: slider.option)
        }
        emit(.movement, .ended)
      case nil:
        if sliderOn && movement.state == .moving {
          let before = slider.value
          slider.update(x: indexTip.x)
          if slider.value != before {
            emit(.slider, .changed, value: slider.value, name: slider.option)
          }
        }
      }
    }

    diagnostics.movementState = movement.state
    diagnostics.pinchState = pinch.state
    diagnostics.sliderValue = slider.value
    diagnostics.sliderOption = slider.option
  }
}
