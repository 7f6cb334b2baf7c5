extension LatestFrameStream {
  /// What became of a frame sent to a ``LatestFrameStream``.
  public enum SendResult: Hashable, Sendable {
    /// The frame went to the waiting consumer, or waits for it; no frame
    /// was dropped.
    case enqueued
    /// The frame replaced an older one that the consumer had not taken;
    /// the older frame, given here, is dropped.
    case replaced(Frame)
    /// The stream has finished or its consumer has gone; the frame is
    /// ignored.
    case terminated
  }
}
