import GestureCore

/// Returns a random element of a non-empty array.
func pick<Element>(
  _ elements: [Element],
  _ random: inout SplitMix64
) -> Element {
  elements[Int.random(in: elements.indices, using: &random)]
}
