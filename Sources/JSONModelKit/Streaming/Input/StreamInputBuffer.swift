import Foundation

/// The bytes of a streamed input as they arrive: read from a file a chunk at a time, or pushed
/// in by the caller, with what is needed to locate an error in the whole input.
///
/// The reader that scans the bytes (``JSONArrayStreamReader``) says which of them it has
/// consumed; the buffer drops those (``dropConsumedBytes(before:)``, ``compact(consumedUpTo:)``)
/// and keeps the line count of what it dropped, so ``locate(_:at:)`` gives a line, a column and
/// a byte offset in the whole input. A buffer index stays valid until bytes are dropped.
struct StreamInputBuffer {
    /// The file, or `nil` when the input is pushed.
    private let handle: FileHandle?
    /// How many bytes are read from the file at a time, and the scale of compaction.
    private let chunkSize: Int
    /// The bytes read or pushed and not dropped yet; `bytes[0]` is at `startOffset` in the
    /// whole input.
    private(set) var bytes: [UInt8] = []
    /// Where `bytes[0]` is in the whole input.
    private(set) var startOffset = 0
    private var isAtEndOfInput = false
    /// Line (1-based) and the input offset where it starts, for the start of `bytes`.
    private var line = 1
    private var lineStartOffset = 0
    /// The most bytes the buffer has held at once, for tests of what the reader keeps.
    private(set) var largestByteCount = 0

    /// A buffer of the file at `url`, read `chunkSize` bytes (at least 4 KiB) at a time.
    ///
    /// - Parameters:
    ///   - url: The file to read.
    ///   - chunkSize: How many bytes are read at a time.
    /// - Throws: ``JSONModelError/Code/invalidValue`` when the file cannot be opened.
    init(url: URL, chunkSize: Int) throws(JSONModelError) {
        do {
            handle = try FileHandle(forReadingFrom: url)
        } catch {
            throw JSONModelError(code: .invalidValue, message: "cannot read \(url.path): \(error.localizedDescription)")
        }
        self.chunkSize = max(4096, chunkSize)
    }

    /// A buffer of pushed input (``push(_:)``, ``endInput()``).
    init() {
        handle = nil
        chunkSize = 1 << 16
    }

    /// Appends pushed input.
    mutating func push(_ bytes: [UInt8]) {
        self.bytes.append(contentsOf: bytes)
        largestByteCount = max(largestByteCount, self.bytes.count)
    }

    /// Marks the end of the pushed input.
    mutating func endInput() {
        isAtEndOfInput = true
    }

    /// Closes the file.
    func close() {
        try? handle?.close()
    }

    /// Appends the next chunk of the file; `false` at the end of the input.
    ///
    /// - Returns: Whether bytes were appended.
    /// - Throws: For pushed input, ``JSONArrayStreamReader/needsMoreInput`` when the bytes
    ///   pushed so far are used up; for a file, an error located where reading stopped.
    mutating func readChunk() throws(JSONModelError) -> Bool {
        guard !isAtEndOfInput else { return false }
        guard let handle else {
            throw JSONModelError(code: JSONArrayStreamReader.needsMoreInput, message: "more input is needed")
        }
        let data: Data?
        do {
            data = try handle.read(upToCount: chunkSize)
        } catch {
            // Located where reading stopped, as every error of the scan is.
            var failure = JSONModelError(
                code: .invalidValue,
                message: "cannot read the file: \(error.localizedDescription)"
            )
            locate(&failure, at: bytes.count)
            throw failure
        }
        guard let data, !data.isEmpty else {
            isAtEndOfInput = true
            return false
        }
        bytes.append(contentsOf: data)
        largestByteCount = max(largestByteCount, bytes.count)
        return true
    }

    /// Drops the consumed bytes (those before `position`) once they make up half the buffer,
    /// moving `position` to match.
    ///
    /// - Parameter position: The index of the first byte not consumed.
    mutating func compact(consumedUpTo position: inout Int) {
        guard position >= chunkSize / 2, position > bytes.count / 2 else { return }
        dropConsumedBytes(before: &position)
    }

    /// Drops the bytes before `position`, keeping line counts current; `position` becomes 0.
    ///
    /// - Parameter position: The index of the first byte not consumed.
    mutating func dropConsumedBytes(before position: inout Int) {
        countLines(upTo: position)
        if position == bytes.count {
            bytes.removeAll(keepingCapacity: true)
        } else {
            bytes.removeFirst(position)
        }
        startOffset += position
        position = 0
    }

    /// Counts the line feeds before buffer index `end`, a word at a time (every consumed byte
    /// passes here once).
    private mutating func countLines(upTo end: Int) {
        let (lineFeeds, lastLineFeed) = bytes.withUnsafeBufferPointer { bytes in
            Self.lineFeeds(in: UnsafeBufferPointer(rebasing: bytes[0..<end]))
        }
        line += lineFeeds
        if let lastLineFeed { lineStartOffset = startOffset + lastLineFeed + 1 }
    }

    /// The number of line feeds in `bytes` and the index of the last one.
    private static func lineFeeds(in bytes: UnsafeBufferPointer<UInt8>) -> (count: Int, last: Int?) {
        guard let base = bytes.baseAddress else { return (0, nil) }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        var count = 0
        var last: Int?
        var index = 0
        while index &+ 8 <= bytes.count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            let lineFeed = word ^ (ones &* 0x0A)
            // Exact per byte (no borrow across bytes): the low seven bits of a line feed's
            // byte are 0 in `lineFeed`, so adding 0x7F leaves its high bit clear.
            let found = ~(((lineFeed & ~highBits) &+ (ones &* 0x7F)) | lineFeed) & highBits
            if found != 0 {
                count &+= found.nonzeroBitCount
                last = index &+ (63 &- found.leadingZeroBitCount) >> 3
            }
            index &+= 8
        }
        while index < bytes.count {
            if base[index] == UInt8(ascii: "\n") {
                count &+= 1
                last = index
            }
            index &+= 1
        }
        return (count, last)
    }

    /// Sets the byte offset, line and column of `error` to those of buffer index
    /// `bufferIndex` in the whole input.
    ///
    /// - Parameters:
    ///   - error: The error to locate.
    ///   - bufferIndex: An index in ``bytes`` (at most its count).
    func locate(_ error: inout JSONModelError, at bufferIndex: Int) {
        var errorLine = line
        var errorLineStart = lineStartOffset
        for index in 0..<bufferIndex where bytes[index] == UInt8(ascii: "\n") {
            errorLine += 1
            errorLineStart = startOffset + index + 1
        }
        let fileOffset = startOffset + bufferIndex
        var column = 1
        let lineStartInBuffer = max(0, errorLineStart - startOffset)
        for index in lineStartInBuffer..<bufferIndex where bytes[index] & 0xC0 != 0x80 {
            column += 1
        }
        // Part of the line may already have been dropped from the buffer; count those bytes.
        if errorLineStart < startOffset {
            column += startOffset - errorLineStart
        }
        error.byteOffset = fileOffset
        error.line = errorLine
        error.column = column
    }
}
