/// A 64-bit linear congruential generator with a fixed seed.
///
/// The generated fixtures must be the same bytes on every machine and run, so they never use
/// the system's random source. The constants are Knuth's MMIX ones; the high bits are used,
/// since an LCG's low bits have short periods.
struct SeededRandom {
    private var state: UInt64

    /// Creates a generator; the same seed gives the same sequence.
    init(seed: UInt64) {
        state = seed
    }

    /// The next 32 random bits.
    mutating func next() -> UInt32 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return UInt32(truncatingIfNeeded: state >> 32)
    }

    /// A number in `range`; the slight modulo bias does not matter for fixtures.
    mutating func next(in range: ClosedRange<Int>) -> Int {
        let width = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(UInt64(next()) % width)
    }

    /// `true` with the given probability in percent.
    mutating func chance(percent: Int) -> Bool {
        next(in: 0...99) < percent
    }

    /// One element of a non-empty array.
    mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[next(in: 0...(elements.count - 1))]
    }
}
