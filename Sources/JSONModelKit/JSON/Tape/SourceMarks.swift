/// Where the values of a tape built from a source with text (XML) start in that text.
///
/// Arena offsets of the tape, ascending, each with the byte offset in the source of the value
/// that starts there; a value's source offset is that of the last mark at or before its arena
/// offset. Only byte offsets are kept: lines and columns are counted when an error is thrown
/// (``DecodingDocument/built(from:locate:)``). Kept apart from the builder, so that a decoded
/// document holds only its marks for its errors, not a copy of everything the builder made.
package struct SourceMarks: Sendable {
    private var marks: [(arenaOffset: Int, sourceOffset: Int)] = []

    /// No marks: a source without text.
    package init() {}

    /// Makes room for `count` marks.
    mutating func reserveCapacity(_ count: Int) {
        if count > 0 { marks.reserveCapacity(count) }
    }

    /// Records that the value at `arenaOffset` (not before the last mark's) starts at byte
    /// `sourceOffset` of the source.
    mutating func append(arenaOffset: Int, sourceOffset: Int) {
        marks.append((arenaOffset, sourceOffset))
    }

    /// Adds `other`'s marks, their arena offsets moved by `shift` (a tape spliced in at that
    /// offset).
    mutating func append(contentsOf other: SourceMarks, shiftedBy shift: Int) {
        for (offset, sourceOffset) in other.marks {
            marks.append((offset + shift, sourceOffset))
        }
    }

    /// The source offset of arena `offset`: the last mark's at or before it.
    package func sourceOffset(ofArenaOffset offset: Int) -> Int? {
        var low = 0
        var high = marks.count
        while low < high {
            let middle = (low + high) / 2
            if marks[middle].arenaOffset <= offset {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low == 0 ? nil : marks[low - 1].sourceOffset
    }
}
