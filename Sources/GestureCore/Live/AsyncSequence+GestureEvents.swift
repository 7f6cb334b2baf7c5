extension AsyncSequence where Element == Frame {
  /// Returns the gesture events these frames cause, as an asynchronous
  /// sequence: frames in, events out.
  ///
  /// ```swift
  /// let frames = LatestFrameStream()
  /// for await event in frames.gestureEvents(coordinates: .vision) {
  ///   print(event.time, event.gesture, event.phase)
  /// }
  /// ```
  ///
  /// Frames are taken when the consumer asks for an event and the previous
  /// frame's events are all delivered; see ``GestureEventSequence``.
  ///
  /// - Parameters:
  ///   - configuration: The engine's settings; must be valid. handKit by
  ///     default.
  ///   - coordinates: The coordinate space of the frames' landmarks;
  ///     MediaPipe's by default.
  ///   - stages: The app's own stages (see ``HandStage``), run after
  ///     GestureCore's; none by default.
  ///   - frameStages: The app's stages that read several hands (see
  ///     ``FrameStage``); none by default.
  ///   - sliderInterval: The shortest time between two slider `changed`
  ///     events of a hand, in seconds, for a consumer slower than the
  ///     frames (a lamp): the events pass through a ``SliderCoalescer``
  ///     ticked at every frame, so a held value comes out on the first
  ///     frame its interval is up. `nil`, for none, by default.
  ///   - onFrame: A function called with each frame the engine processes,
  ///     in order, just before the engine processes it, in the consuming
  ///     task and on its actor: hand it a recorder to record exactly what
  ///     the engine saw. `nil`, for none, by default.
  ///   - onDiagnostics: A function called with each hand's diagnostics
  ///     (``HandDiagnostics``: the pinch strength, the palm's facing, ...)
  ///     just after the engine processes a frame, before its events are
  ///     delivered. `nil`, for none, by default.
  /// - Returns: The events, in the order the engine gives them.
  public func gestureEvents(
    configuration: GestureConfiguration = .handKit,
    coordinates: CoordinateSpace = .mediaPipe,
    stages: [any HandStage] = [],
    frameStages: [any FrameStage] = [],
    sliderInterval: Double? = nil,
    onFrame: (@Sendable (Frame) -> Void)? = nil,
    onDiagnostics: (@Sendable ([HandDiagnostics]) -> Void)? = nil
  ) -> GestureEventSequence<Self> {
    GestureEventSequence(
      self,
      configuration: configuration,
      coordinates: coordinates,
      stages: stages,
      frameStages: frameStages,
      sliderInterval: sliderInterval,
      onFrame: onFrame,
      onDiagnostics: onDiagnostics
    )
  }
}
