/// A 1€ filter for points, whose cutoff rises with the point's speed in the
/// plane.
///
/// It is ``OneEuroFilter`` applied to `x` and `y` with one shared cutoff:
/// each coordinate keeps its own filtered value and filtered velocity
/// component, and the cutoff is `minimumCutoff + beta · speed`, where
/// `speed` is the length `hypot(vx, vy)` of the filtered velocity. So the
/// filter does not depend on the direction of movement; for the paper's
/// per-axis behaviour, use two ``OneEuroFilter``s. ``OneEuroFilterOf``
/// gives the equations and the rules for times.
///
/// ```swift
/// var filter = OneEuroFilter2D(minimumCutoff: 1, beta: 10)
/// for frame in frames {
///   guard let tip = frame.hands.first?[.indexTip] else { continue }
///   let smoothed = filter.filter(tip.position, at: frame.time)
///   print(smoothed.x, smoothed.y)
/// }
/// ```
///
/// Filtering allocates nothing.
public typealias OneEuroFilter2D = OneEuroFilterOf<Point>
