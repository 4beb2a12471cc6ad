/// Turns byte offsets into lines and columns, lazily and incrementally.
///
/// The reader never counts lines while scanning. It asks this tracker when it needs a
/// location: for an attribute, for ``XMLReader/location`` and for an error. Requests mostly
/// move forward, so the tracker resumes from the last answer and the whole input is counted at
/// most once; a request behind the last answer restarts from the beginning (errors only).
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
            offset = origin
            line = 1
            column = 1
        }
        advance(to: target)
        return XMLLocation(line: line, column: column, byteOffset: target)
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
