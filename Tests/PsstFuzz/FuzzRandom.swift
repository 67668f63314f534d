/// SplitMix64: a small, fast generator whose whole state is one number, so a seed printed by a
/// failing run replays exactly the same inputs.
public struct FuzzRandom: RandomNumberGenerator {
  private var state: UInt64

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// The generator for input `index` of a run seeded with `seed`: each input can be replayed
  /// alone (PSST_FUZZ_INPUT) without generating the ones before it.
  public static func forInput(_ index: Int, seed: UInt64) -> FuzzRandom {
    var mixer = FuzzRandom(seed: seed ^ (UInt64(index) &* 0xD1B5_4A32_D192_ED03))
    return FuzzRandom(seed: mixer.next())
  }

  /// True with probability `percent` / 100.
  public mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &self) < percent }

  public mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &self)] }
}
