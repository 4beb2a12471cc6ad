import Foundation

/// Reads a top-level JSON array from a file one element at a time, keeping only the current
/// chunk and the current element in memory.
///
/// The reader finds element boundaries with a light scan (nesting depth, strings and escapes);
/// each element's bytes are then validated and decoded by the normal strict reader. Syntax
/// errors report their line, column and byte offset in the whole file.
///
/// `maxElementSize` caps the bytes of one element (so memory stays bounded even for a
/// hostile element that never ends) and `maxElementCount` the number of elements. Whitespace
/// between elements is dropped as it is skipped, so the buffer holds at most about one chunk
/// beyond the current element, however much whitespace the input has. Every error the scan
/// throws has a line, a column and a byte offset in the whole input.
///
/// Without a file, the bytes are pushed in by the caller (an asynchronous byte sequence): when
/// the buffer runs out before the end of the input, ``nextElement(_:)`` throws
/// ``needsMoreInput`` with the reader at a point it can resume from (the whitespace before it
/// consumed, an unfinished element not), so the caller pushes more bytes and asks again.
struct JSONArrayStreamReader {
    /// The code of the error that asks for more pushed input; never reaches users.
    static let needsMoreInput = JSONModelError.Code(rawValue: "needsMoreInput")
    /// The code of the error that ends a batch whose bytes reach its limit; never leaves the
    /// reader.
    private static let batchIsFull = JSONModelError.Code(rawValue: "batchIsFull")

    // Each state is a place the reader can resume from: pushed input may run out anywhere,
    // and the caller then asks again from the reader as it was left, whitespace consumed.
    private enum State {
        /// Before the `[` (and the byte order mark).
        case beforeArray
        /// After the `[`: the first element or `]`.
        case firstElement
        /// After an element: `,` or `]`.
        case afterElement
        /// After a `,`: an element (a `]` would be a trailing comma).
        case elementAfterComma
        /// After the `]`: only whitespace may follow.
        case afterArray
        case finished
    }

    /// The file, or `nil` when the input is pushed.
    private let handle: FileHandle?
    private let chunkSize: Int
    private let maxDepth: Int
    /// The most bytes one element may have (`maxInputSize`; `Int.max` without a limit).
    let maxElementSize: Int
    private let maxElementCount: Int
    /// Unconsumed bytes start at `position`; `buffer[0]` is at `bufferFileOffset` in the file.
    private var buffer: [UInt8] = []
    private var position = 0
    private var bufferFileOffset = 0
    private var isAtEndOfFile = false
    /// Line (1-based) and the file offset where it starts, for the start of `buffer`.
    private var line = 1
    private var lineStartOffset = 0
    private var state = State.beforeArray
    /// The index of the next element.
    private(set) var elementIndex = 0
    /// While a batch is being read, the buffer index of its first element.
    ///
    /// Nothing from there on is dropped, so every element of the batch stays where its range
    /// says.
    private var keptStart: Int?
    /// While a batch is being read: how many bytes it may keep buffered before it ends.
    private var keptLimit = Int.max
    /// The most bytes the buffer has held at once, for tests of what the reader keeps.
    private(set) var largestBufferedByteCount = 0

    init(
        url: URL,
        chunkSize: Int,
        maxDepth: Int,
        maxElementSize: Int? = nil,
        maxElementCount: Int? = nil
    ) throws(JSONModelError) {
        do {
            handle = try FileHandle(forReadingFrom: url)
        } catch {
            throw JSONModelError(code: .invalidValue, message: "cannot read \(url.path): \(error.localizedDescription)")
        }
        self.chunkSize = max(4096, chunkSize)
        self.maxDepth = maxDepth
        self.maxElementSize = maxElementSize.map { max(0, $0) } ?? .max
        self.maxElementCount = maxElementCount.map { max(0, $0) } ?? .max
    }

    /// A reader of pushed input (``push(_:)``, ``endInput()``).
    init(pushedInputWithMaxDepth maxDepth: Int, maxElementSize: Int? = nil, maxElementCount: Int? = nil) {
        handle = nil
        chunkSize = 1 << 16
        self.maxDepth = maxDepth
        self.maxElementSize = maxElementSize.map { max(0, $0) } ?? .max
        self.maxElementCount = maxElementCount.map { max(0, $0) } ?? .max
    }

    /// The bytes pushed or read but not consumed yet.
    var bufferedByteCount: Int {
        buffer.count - position
    }

    /// Appends pushed input.
    mutating func push(_ bytes: [UInt8]) {
        buffer.append(contentsOf: bytes)
        largestBufferedByteCount = max(largestBufferedByteCount, buffer.count)
    }

    /// Marks the end of the pushed input.
    mutating func endInput() {
        isAtEndOfFile = true
    }

    /// Closes the file.
    func close() {
        try? handle?.close()
    }

    /// The next element's bytes (passed to `body`), or `nil` after the closing `]`.
    mutating func nextElement<Result>(
        _ body: (UnsafeBufferPointer<UInt8>) throws(JSONModelError) -> Result
    ) throws(JSONModelError) -> Result? {
        let batch = try nextElements(maxCount: 1, maxBytes: .max) { input, elements in
            do throws(JSONModelError) {
                return ([try body(UnsafeBufferPointer(rebasing: input[elements[0]]))], nil)
            } catch {
                return ([], error)
            }
        }
        guard let batch else { return nil }
        if let failure = batch.failure { throw failure }
        return batch.elements.first
    }

    /// The next elements, as many as are complete in the buffer up to `maxCount` and about
    /// `maxBytes` of input, decoded together by `decode`; `nil` after the closing `]`.
    ///
    /// `decode` gets the buffer and the ranges of the elements in it, and returns the elements
    /// it decoded, in order, and the failure of the first one it could not decode. That
    /// failure comes back located in the whole input and with the element's index in its path.
    ///
    /// The batch takes at least one element: an error (or, for pushed input, the end of the
    /// bytes pushed so far) before the first one is thrown; after it, the batch ends at the
    /// last complete element, and the next call resumes from there and meets the error again.
    mutating func nextElements<Element>(
        maxCount: Int,
        maxBytes: Int,
        _ decode: (
            _ input: UnsafeBufferPointer<UInt8>,
            _ elements: [Range<Int>]
        ) -> (decoded: [Element], failure: JSONModelError?)
    ) throws(JSONModelError) -> (elements: [Element], failure: JSONModelError?)? {
        let firstIndex = elementIndex
        var elements: [Range<Int>] = []
        defer { keptStart = nil }
        while elements.count < max(1, maxCount) {
            let element: Range<Int>?
            do throws(JSONModelError) {
                element = try nextElementRange()
            } catch {
                guard let last = elements.last else { throw error }
                // Back to just after the last complete element: nothing was dropped since.
                state = .afterElement
                position = last.upperBound
                elementIndex = firstIndex + elements.count
                break
            }
            guard let element else { break }
            if elements.isEmpty {
                // From here on nothing is dropped from the buffer until the batch is decoded.
                keptStart = element.lowerBound
                keptLimit = maxBytes
            }
            elements.append(element)
            if element.upperBound - elements[0].lowerBound >= maxBytes { break }
        }
        guard !elements.isEmpty else { return nil }
        let (decoded, failure) = buffer.withUnsafeBufferPointer { input in decode(input, elements) }
        if let failure {
            let failed = min(decoded.count, elements.count - 1)
            elementIndex = firstIndex + failed
            return (decoded, relocated(failure, elementStart: elements[failed].lowerBound))
        }
        compactBuffer()
        return (decoded, nil)
    }

    /// Reads up to the next element and scans it.
    ///
    /// Returns the element's range in the buffer, or `nil` after the closing `]`. The element
    /// counts as read: the reader is after it.
    private mutating func nextElementRange() throws(JSONModelError) -> Range<Int>? {
        switch state {
        case .finished:
            return nil
        case .beforeArray:
            try skipByteOrderMark()
            try skipWhitespace()
            guard let first = try peek() else {
                throw syntaxError("unexpected end of input, expected a JSON array", at: position)
            }
            guard first == UInt8(ascii: "[") else {
                // Like `arrayFromJSONData`: another value where an array belongs is a mismatch.
                var error = syntaxError(
                    "expected a JSON array, found '\(Character(UnicodeScalar(first)))'",
                    at: position
                )
                error.code = .typeMismatch
                throw error
            }
            position += 1
            state = .firstElement
            return try nextElementRange()
        case .firstElement:
            try skipWhitespace()
            if try peek() == UInt8(ascii: "]") {
                position += 1
                state = .afterArray
                return try nextElementRange()
            }
        case .afterElement:
            try skipWhitespace()
            switch try peek() {
            case UInt8(ascii: ",")?:
                position += 1
                state = .elementAfterComma
                return try nextElementRange()
            case UInt8(ascii: "]")?:
                position += 1
                state = .afterArray
                return try nextElementRange()
            case nil:
                throw syntaxError("unexpected end of input, expected ',' or ']' after array element", at: position)
            default:
                throw syntaxError("expected ',' or ']' after array element", at: position)
            }
        case .elementAfterComma:
            try skipWhitespace()
            if try peek() == UInt8(ascii: "]") {
                throw syntaxError("trailing comma is not allowed", at: position)
            }
        case .afterArray:
            try skipWhitespace()
            if try peek() != nil {
                throw syntaxError("unexpected data after the JSON array", at: position)
            }
            state = .finished
            close()
            return nil
        }
        let start = position
        guard elementIndex < maxElementCount else {
            throw limitExceeded(
                "an array with more than \(maxElementCount) elements exceeds maxCollectionCount (\(maxElementCount))",
                at: start
            )
        }
        let end = try scanElement(from: start)
        if end == start {
            throw missingValueError(at: start)
        }
        if end - start > maxElementSize {
            throw elementSizeExceeded(at: start, size: end - start, isComplete: true)
        }
        state = .afterElement
        position = end
        elementIndex += 1
        return start..<end
    }

    // MARK: Scanning

    /// The end (exclusive) of the value starting at `start`, reading more of the file as needed.
    private mutating func scanElement(from start: Int) throws(JSONModelError) -> Int {
        var index = start
        var depth = 0
        var isInString = false
        while true {
            let step = buffer.withUnsafeBufferPointer { bytes in
                Self.scan(bytes, from: index, depth: &depth, isInString: &isInString, maxDepth: maxDepth)
            }
            switch step {
            case .end(let end):
                return end
            case .tooDeep(let offset):
                var error = JSONModelError(
                    code: .tooDeeplyNested,
                    message: JSONReader.depthMessage(maxDepth: maxDepth)
                )
                locate(&error, bufferIndex: offset)
                error.prepend(.index(elementIndex))
                throw error
            case .needsMoreInput(let resume):
                index = resume
                // Checked only before reading more, so an endless element costs at most one
                // chunk beyond the limit.
                if index - start > maxElementSize {
                    throw elementSizeExceeded(at: start, size: index - start, isComplete: false)
                }
                guard try readChunk() else {
                    // A scalar may end exactly at the end of the file; anything open may not.
                    if depth == 0, !isInString, index > start { return index }
                    throw syntaxError("unexpected end of input in array element", at: index)
                }
            }
        }
    }

    /// Where a scan of the buffered bytes stopped.
    private enum ScanStep {
        /// The element ends here (exclusive).
        case end(Int)
        /// A container opens past the depth limit here.
        case tooDeep(at: Int)
        /// The bytes ran out; the scan goes on from here once more are read.
        case needsMoreInput(resumingAt: Int)
    }

    /// Scans `bytes` from `index` for the end of an element, with the nesting `depth` and
    /// whether the scan `isInString` carried over from the bytes before.
    ///
    /// Strings are skipped a word at a time up to the next quote or backslash: they are most of
    /// a typical element's bytes.
    private static func scan(
        _ bytes: UnsafeBufferPointer<UInt8>,
        from start: Int,
        depth: inout Int,
        isInString: inout Bool,
        maxDepth: Int
    ) -> ScanStep {
        guard let base = bytes.baseAddress else { return .needsMoreInput(resumingAt: start) }
        let count = bytes.count
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        var index = start
        while index < count {
            if isInString {
                while index &+ 8 <= count {
                    let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                    let quote = word ^ (ones &* 0x22)
                    let backslash = word ^ (ones &* 0x5C)
                    // A byte's high bit is set here if it is `"` or `\`; borrows can only flag
                    // bytes after a true match, so the lowest flag is exact.
                    let found = (((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash)) & highBits
                    if found != 0 {
                        index &+= found.trailingZeroBitCount >> 3
                        break
                    }
                    index &+= 8
                }
                guard index < count else { break }
                let byte = base[index]
                if byte == UInt8(ascii: "\\") {
                    index &+= 2
                    continue
                }
                if byte == UInt8(ascii: "\"") {
                    isInString = false
                    if depth == 0 { return .end(index &+ 1) }
                }
                index &+= 1
                continue
            }
            switch base[index] {
            case UInt8(ascii: "\""):
                isInString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                guard depth <= maxDepth + 1 else { return .tooDeep(at: index) }
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if depth == 0 { return .end(index) }
                depth -= 1
                if depth == 0 { return .end(index &+ 1) }
            case UInt8(ascii: ","), UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
                if depth == 0 { return .end(index) }
            default:
                break
            }
            index &+= 1
        }
        return .needsMoreInput(resumingAt: index)
    }

    /// Skips a UTF-8 byte order mark at the very start of the input.
    private mutating func skipByteOrderMark() throws(JSONModelError) {
        guard bufferFileOffset + position == 0 else { return }
        while buffer.count - position < 3, try readChunk() {}
        if buffer.count - position >= 3, buffer[position] == 0xEF, buffer[position + 1] == 0xBB,
            buffer[position + 2] == 0xBF
        {
            position += 3
        }
    }

    /// Skips whitespace; what it skips is dropped from the buffer as more is read (see
    /// ``peek()``), so whitespace between elements costs no memory however long it is.
    private mutating func skipWhitespace() throws(JSONModelError) {
        while let byte = try peek() {
            guard
                byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
                    || byte == UInt8(ascii: "\t")
            else { return }
            position += 1
        }
    }

    /// The byte at `position`, reading more of the file if needed; `nil` at the end of the file.
    ///
    /// Every byte before `position` is consumed here (no element is being scanned), so when
    /// the buffer is used up it is emptied before more is read: whitespace between elements
    /// never piles up.
    private mutating func peek() throws(JSONModelError) -> UInt8? {
        while position >= buffer.count {
            if let keptStart {
                // The batch's bytes stay; what lies between its elements is bounded too.
                if buffer.count - keptStart >= keptLimit {
                    throw JSONModelError(code: Self.batchIsFull, message: "the batch is full")
                }
            } else if position > 0 {
                dropConsumedBytes()
            }
            guard try readChunk() else { return nil }
        }
        return buffer[position]
    }

    /// Appends the next chunk of the file; `false` at the end of the file.
    private mutating func readChunk() throws(JSONModelError) -> Bool {
        guard !isAtEndOfFile else { return false }
        guard let handle else { throw JSONModelError(code: Self.needsMoreInput, message: "more input is needed") }
        let data: Data?
        do {
            data = try handle.read(upToCount: chunkSize)
        } catch {
            // Located where reading stopped, as every error of the scan is.
            var failure = JSONModelError(
                code: .invalidValue,
                message: "cannot read the file: \(error.localizedDescription)"
            )
            locate(&failure, bufferIndex: buffer.count)
            throw failure
        }
        guard let data, !data.isEmpty else {
            isAtEndOfFile = true
            return false
        }
        buffer.append(contentsOf: data)
        largestBufferedByteCount = max(largestBufferedByteCount, buffer.count)
        return true
    }

    /// Drops consumed bytes once they make up half the buffer, keeping line counts current.
    private mutating func compactBuffer() {
        guard position >= chunkSize / 2, position > buffer.count / 2 else { return }
        dropConsumedBytes()
    }

    /// Drops the bytes before `position`, keeping line counts current.
    private mutating func dropConsumedBytes() {
        countLines(upTo: position)
        if position == buffer.count {
            buffer.removeAll(keepingCapacity: true)
        } else {
            buffer.removeFirst(position)
        }
        bufferFileOffset += position
        position = 0
    }

    /// Counts the line feeds before buffer index `end`, a word at a time (every consumed byte
    /// passes here once).
    private mutating func countLines(upTo end: Int) {
        let (lineFeeds, lastLineFeed) = buffer.withUnsafeBufferPointer { bytes in
            Self.lineFeeds(in: UnsafeBufferPointer(rebasing: bytes[0..<end]))
        }
        line += lineFeeds
        if let lastLineFeed { lineStartOffset = bufferFileOffset + lastLineFeed + 1 }
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

    // MARK: Errors

    /// The error for a `,`, `]` or `}` at buffer index `index` where an element belongs.
    ///
    /// Worded as the in-memory reader words it (`[,` is "expected a JSON value, found ','").
    private func missingValueError(at index: Int) -> JSONModelError {
        let isAfterComma = if case .elementAfterComma = state { true } else { false }
        switch index < buffer.count ? buffer[index] : nil {
        case UInt8(ascii: ",")?:
            return syntaxError("expected a JSON value, found ','", at: index)
        case UInt8(ascii: "]")?, UInt8(ascii: "}")?:
            return syntaxError(isAfterComma ? "trailing comma is not allowed" : "expected a JSON value", at: index)
        default:
            return syntaxError("unexpected end of input, expected a JSON value", at: index)
        }
    }

    /// A syntax error at buffer index `index`, located in the whole file.
    private func syntaxError(_ message: String, at index: Int) -> JSONModelError {
        var error = JSONModelError(code: .syntaxError, message: message)
        locate(&error, bufferIndex: min(index, buffer.count))
        return error
    }

    /// A ``JSONModelError/Code/limitExceeded`` error at buffer index `index`, located in the
    /// whole file.
    private func limitExceeded(_ message: String, at index: Int) -> JSONModelError {
        var error = JSONModelError(code: .limitExceeded, message: message)
        locate(&error, bufferIndex: min(index, buffer.count))
        return error
    }

    /// The error for an element of `size` bytes (or more, when it is not complete), more than
    /// `maxElementSize`.
    private func elementSizeExceeded(at start: Int, size: Int, isComplete: Bool) -> JSONModelError {
        var error = limitExceeded(
            "an array element of \(size)\(isComplete ? "" : " or more") bytes exceeds maxInputSize (\(maxElementSize)), which applies to each element of a streamed array",
            at: start
        )
        error.prepend(.index(elementIndex))
        return error
    }

    /// Moves an element's syntax error location from the element to the whole file, and adds
    /// the element index to the path of every error.
    private func relocated(_ error: JSONModelError, elementStart: Int) -> JSONModelError {
        var error = error
        if let offset = error.byteOffset {
            locate(&error, bufferIndex: elementStart + offset)
        }
        error.prepend(.index(elementIndex))
        return error
    }

    private func locate(_ error: inout JSONModelError, bufferIndex: Int) {
        var errorLine = line
        var errorLineStart = lineStartOffset
        for index in 0..<bufferIndex where buffer[index] == UInt8(ascii: "\n") {
            errorLine += 1
            errorLineStart = bufferFileOffset + index + 1
        }
        let fileOffset = bufferFileOffset + bufferIndex
        var column = 1
        let lineStartInBuffer = max(0, errorLineStart - bufferFileOffset)
        for index in lineStartInBuffer..<bufferIndex where buffer[index] & 0xC0 != 0x80 {
            column += 1
        }
        // Part of the line may already have been dropped from the buffer; count those bytes.
        if errorLineStart < bufferFileOffset {
            column += bufferFileOffset - errorLineStart
        }
        error.byteOffset = fileOffset
        error.line = errorLine
        error.column = column
    }
}
