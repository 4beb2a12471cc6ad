/// Where the values of a tape built from a source with text (XML) start in that text.
///
/// Arena offsets of the tape, ascending, each with the location of the value that starts there;
/// a value's location is that of the last mark at or before its offset. Kept apart from the
/// builder, so that a decoded document holds only its marks for its errors, not a copy of
/// everything the builder made.
package struct SourceMarks: Sendable {
    private var marks: [(arenaOffset: Int, location: TextLocation)] = []

    /// No marks: a source without text.
    package init() {}

    /// Records that the value at `arenaOffset` (not before the last mark's) starts at `location`.
    mutating func append(arenaOffset: Int, location: TextLocation) {
        marks.append((arenaOffset, location))
    }

    /// Adds `other`'s marks, their offsets moved by `shift` (a tape spliced in at that offset).
    mutating func append(contentsOf other: SourceMarks, shiftedBy shift: Int) {
        for (offset, location) in other.marks {
            marks.append((offset + shift, location))
        }
    }

    /// The location of arena `offset`: the last mark at or before it.
    package func location(ofArenaOffset offset: Int) -> TextLocation? {
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
        return low == 0 ? nil : marks[low - 1].location
    }
}
