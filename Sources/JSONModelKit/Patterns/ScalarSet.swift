/// A set of Unicode scalars, kept as sorted ranges with a bitmap for ASCII.
///
/// Character classes, the class escapes (`\d`, `\w`, `\s` and their negations), `.` and single
/// literals are all scalar sets, so the matcher has one instruction that consumes a scalar.
struct ScalarSet: Sendable, Equatable {
    /// The scalars of the set as sorted, disjoint, non-adjacent closed ranges of scalar values.
    private(set) var ranges: [ClosedRange<UInt32>]

    /// Bits 0–63 of the ASCII bitmap: whether scalar `n` (`n < 64`) is in the set.
    private var lowASCII: UInt64 = 0

    /// Bits 64–127 of the ASCII bitmap.
    private var highASCII: UInt64 = 0

    /// Makes a set from ranges in any order, overlapping or not.
    ///
    /// - Parameter ranges: The ranges of scalar values in the set.
    init(_ ranges: [ClosedRange<UInt32>]) {
        var merged: [ClosedRange<UInt32>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, range.lowerBound <= last.upperBound &+ 1 {
                merged[merged.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        self.ranges = merged
        for range in merged where range.lowerBound < 128 {
            for value in range.lowerBound...min(range.upperBound, 127) {
                if value < 64 {
                    lowASCII |= 1 << UInt64(value)
                } else {
                    highASCII |= 1 << UInt64(value - 64)
                }
            }
        }
    }

    /// Makes the set of one scalar.
    ///
    /// - Parameter scalar: The one member.
    init(_ scalar: Unicode.Scalar) {
        self.init([scalar.value...scalar.value])
    }

    /// Whether the set holds the scalar with this value.
    ///
    /// - Parameter value: A Unicode scalar value.
    /// - Returns: True when the scalar is in the set.
    /// - Complexity: O(1) for ASCII, O(log r) otherwise, for r ranges.
    @inline(__always)
    func contains(_ value: UInt32) -> Bool {
        if value < 64 { return lowASCII & (1 << UInt64(value)) != 0 }
        if value < 128 { return highASCII & (1 << UInt64(value - 64)) != 0 }
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            let range = ranges[middle]
            if value < range.lowerBound {
                high = middle
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    /// The scalars not in this set (surrogate code points excluded, as they are no scalars).
    var inverted: ScalarSet {
        var result: [ClosedRange<UInt32>] = []
        var next: UInt32 = 0
        for range in ranges {
            if range.lowerBound > next { result.append(next...(range.lowerBound - 1)) }
            next = range.upperBound &+ 1
        }
        if next <= 0x10_FFFF { result.append(next...0x10_FFFF) }
        return ScalarSet(result)
    }

    /// The union of this set and another.
    ///
    /// - Parameter other: The other set.
    /// - Returns: Every scalar in either set.
    func union(_ other: ScalarSet) -> ScalarSet {
        ScalarSet(ranges + other.ranges)
    }
}

extension ScalarSet {
    /// ECMA-262's `\d`: the ASCII digits.
    static let digits = ScalarSet([0x30...0x39])

    /// ECMA-262's `\w`: ASCII letters, digits and `_`.
    static let wordScalars = ScalarSet([0x30...0x39, 0x41...0x5A, 0x5F...0x5F, 0x61...0x7A])

    /// ECMA-262's `\s`: white space (tab, vertical tab, form feed, space, no-break space, the
    /// byte order mark and the `Zs` spaces) and the line terminators.
    static let whiteSpace = ScalarSet([
        0x09...0x0D, 0x20...0x20, 0xA0...0xA0, 0x1680...0x1680, 0x2000...0x200A, 0x2028...0x2029,
        0x202F...0x202F, 0x205F...0x205F, 0x3000...0x3000, 0xFEFF...0xFEFF,
    ])

    /// ECMA-262's line terminators: `\n`, `\r`, U+2028 and U+2029.
    static let lineTerminators = ScalarSet([0x0A...0x0A, 0x0D...0x0D, 0x2028...0x2029])

    /// What `.` matches: every scalar but the line terminators.
    static let dot = lineTerminators.inverted

    /// Every scalar, as `[^]` matches.
    static let all = ScalarSet([0...0x10_FFFF])

    /// No scalar, as `[]` matches.
    static let none = ScalarSet([])
}
