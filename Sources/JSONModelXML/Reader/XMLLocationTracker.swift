import JSONModelKit

/// Turns byte offsets into lines and columns, lazily and incrementally.
///
/// The reader never counts lines while scanning. It asks this tracker when it needs a
/// location: for an attribute, for ``XMLReader/location`` and for an error. Requests mostly
/// move forward, so the tracker resumes from the last answer and the whole input is counted at
/// most once; a request behind the last answer steps back over the bytes in between.
///
/// It is a class so that ``XMLReader/location``, a read-only property, can move it forward.
final class XMLLocationTracker {
    private let base: UnsafePointer<UInt8>
    private let count: Int
    /// Where line 1, column 1 is: after the byte order mark, if there is one.
    private let origin: Int
    private var offset: Int
    private var line = 1
    private var column = 1

    /// Creates a tracker for `count` bytes at `base`, counting from `origin`.
    init(base: UnsafePointer<UInt8>, count: Int, origin: Int) {
        self.base = base
        self.count = count
        self.origin = origin
        self.offset = origin
    }

    /// The location of the byte at `target` (clamped to `0...count`).
    func location(at target: Int) -> XMLLocation {
        let target = min(max(target, 0), count)
        if target < origin {
            return XMLLocation(line: 1, column: 1, byteOffset: target)
        }
        if target < offset {
            moveBack(to: target)
        } else {
            advance(to: target)
        }
        return XMLLocation(line: line, column: column, byteOffset: target)
    }

    /// Moves back to `target`, which is before ``offset``, reading only the bytes between
    /// them and, when a line end lies between, back to the start of `target`'s line.
    ///
    /// The reader asks for an attribute's location before its tag's, so small backward steps
    /// are common; restarting from the beginning would make reading quadratic.
    private func moveBack(to target: Int) {
        var lineEnds = 0
        var index = target
        while index < offset {
            if isLineEnd(at: index) { lineEnds += 1 }
            index += 1
        }
        if lineEnds == 0 {
            column -= scalarCount(from: target, to: offset)
        } else {
            line -= lineEnds
            var lineStart = target
            while lineStart > origin, !isLineEnd(at: lineStart - 1) {
                lineStart -= 1
            }
            column = 1 + scalarCount(from: lineStart, to: target)
        }
        offset = target
    }

    /// Whether the byte at `index` ends a line: a line feed, or a carriage return that is not
    /// followed by one (the line feed of a CR + LF pair ends that line).
    private func isLineEnd(at index: Int) -> Bool {
        let byte = base[index]
        if byte == 0x0A { return true }
        return byte == 0x0D && (index + 1 >= count || base[index + 1] != 0x0A)
    }

    /// The number of Unicode scalars (UTF-8 lead bytes) in `start..<end`.
    private func scalarCount(from start: Int, to end: Int) -> Int {
        var scalars = 0
        for index in start..<end where base[index] & 0xC0 != 0x80 {
            scalars += 1
        }
        return scalars
    }

    private func advance(to target: Int) {
        let lineFeeds = XMLWord.broadcast(0x0A)
        let carriageReturns = XMLWord.broadcast(0x0D)
        while offset < target {
            if offset &+ 8 <= target {
                let word = XMLWord.load(base + offset)
                if XMLWord.equal(word, lineFeeds) | XMLWord.equal(word, carriageReturns) == 0 {
                    column &+= 8 &- XMLWord.continuationBytes(word).nonzeroBitCount
                    offset &+= 8
                    continue
                }
            }
            let byte = base[offset]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte == 0x0D {
                // A CR + LF pair is one line end: the line feed ends the line.
                if offset + 1 < count, base[offset + 1] == 0x0A {
                    column += 1
                } else {
                    line += 1
                    column = 1
                }
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            offset += 1
        }
    }
}
