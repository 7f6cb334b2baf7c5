extension LatestFrameStream {
  /// What became of a frame sent to a ``LatestFrameStream``.
  public enum SendResult: Hashable, Sendable {
    /// The frame went to the waiting consumer, or waits for the next one;
    /// no frame was dropped.
    case enqueued
    /// The frame replaced an older one that no consumer had taken; the
    /// older frame, given here, is dropped.
    case replaced(Frame)
    /// The stream has finished; the frame is refused.
    case terminated
  }
}
