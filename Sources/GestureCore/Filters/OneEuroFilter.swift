/// A 1€ filter for numbers: a low-pass filter whose cutoff rises with the
/// signal's speed (Casiez, Roussel and Vogel, CHI 2012).
///
/// ``OneEuroFilterOf`` gives the equations, the rules for times and the
/// behaviour of non-finite input. For a number, the speed that opens the
/// cutoff is the absolute value of the filtered derivative, whose sign is
/// the direction of movement.
///
/// ```swift
/// var filter = OneEuroFilter(minimumCutoff: 1, beta: 10)
/// let first = filter.filter(0.50, at: 0)        // 0.5: passes through
/// let second = filter.filter(0.51, at: 1 / 30)  // about 0.5024
/// ```
///
/// Filtering allocates nothing. Use ``OneEuroFilter2D`` for a ``Point``.
public typealias OneEuroFilter = OneEuroFilterOf<Double>
