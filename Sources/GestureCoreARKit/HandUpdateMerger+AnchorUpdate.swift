#if canImport(ARKit) && os(visionOS)
  import ARKit
  import GestureCore

  extension HandUpdateMerger {
    /// Takes a hand tracking provider's update.
    ///
    /// - Parameters:
    ///   - update: An update of `HandTrackingProvider.anchorUpdates`.
    ///   - view: The viewer's eye at the update's time.
    public mutating func update(
      _ update: AnchorUpdate<HandAnchor>,
      view: ViewProjection = ViewProjection()
    ) {
      let hand =
        update.event == .removed ? nil : Hand(update.anchor, view: view)
      self.update(
        hand,
        of: Chirality(update.anchor.chirality),
        at: update.timestamp
      )
    }
  }
#endif
