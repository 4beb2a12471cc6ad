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
///
/// The bytes, as they are read or pushed, and what was dropped of them are kept by a
/// ``StreamInputBuffer``; the reader says which bytes it has consumed.
struct JSONArrayStreamReader: Sendable {
    /// The code of the error that asks for more pushed input; never reaches users.
    static let needsMoreInput = JSONModelError.Code(rawValue: "needsMoreInput")
    /// The code of the error that ends a batch whose bytes reach its limit; never leaves the
    /// reader.
    private static let batchIsFull = JSONModelError.Code(rawValue: "batchIsFull")

    /// Where the reader is in the array.
    ///
    /// Each state is a place the reader can resume from: pushed input may run out anywhere,
    /// and the caller then asks again from the reader as it was left, whitespace consumed.
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

    /// The bytes read or pushed, and where they are in the whole input.
    private(set) var input: StreamInputBuffer
    private let maxDepth: Int
    /// The most bytes one element may have (`maxInputSize`; `Int.max` without a limit).
    let maxElementSize: Int
    private let maxElementCount: Int
    /// Unconsumed bytes start at `position` in `input.bytes`.
    private var position = 0
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

    /// A reader of the file at `url`.
    ///
    /// - Parameters:
    ///   - url: A file whose content is a JSON array.
    ///   - chunkSize: How many bytes are read at a time (at least 4 KiB).
    ///   - maxDepth: The nesting limit of the array with its elements.
    ///   - maxElementSize: The most bytes one element may have; `nil` for no limit.
    ///   - maxElementCount: The most elements the array may have; `nil` for no limit.
    /// - Throws: ``JSONModelError/Code/invalidValue`` when the file cannot be opened.
    init(
        url: URL,
        chunkSize: Int,
        maxDepth: Int,
        maxElementSize: Int? = nil,
        maxElementCount: Int? = nil
    ) throws(JSONModelError) {
        input = try StreamInputBuffer(url: url, chunkSize: chunkSize)
        self.maxDepth = maxDepth
        self.maxElementSize = maxElementSize.map { max(0, $0) } ?? .max
        self.maxElementCount = maxElementCount.map { max(0, $0) } ?? .max
    }

    /// A reader of pushed input (``push(_:)``, ``endInput()``).
    init(pushedInputWithMaxDepth maxDepth: Int, maxElementSize: Int? = nil, maxElementCount: Int? = nil) {
        input = StreamInputBuffer()
        self.maxDepth = maxDepth
        self.maxElementSize = maxElementSize.map { max(0, $0) } ?? .max
        self.maxElementCount = maxElementCount.map { max(0, $0) } ?? .max
    }

    /// The bytes pushed or read but not consumed yet.
    var bufferedByteCount: Int {
        input.bytes.count - position
    }

    /// The most bytes the buffer has held at once, for tests of what the reader keeps.
    var largestBufferedByteCount: Int {
        input.largestByteCount
    }

    /// Appends pushed input.
    mutating func push(_ bytes: [UInt8]) {
        input.push(bytes)
    }

    /// Marks the end of the pushed input.
    mutating func endInput() {
        input.endInput()
    }

    /// Closes the file.
    func close() {
        input.close()
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
        let (decoded, failure) = input.bytes.withUnsafeBufferPointer { bytes in decode(bytes, elements) }
        if let failure {
            let failed = min(decoded.count, elements.count - 1)
            elementIndex = firstIndex + failed
            return (decoded, relocated(failure, elementStart: elements[failed].lowerBound))
        }
        input.compact(consumedUpTo: &position)
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
            let step = input.bytes.withUnsafeBufferPointer { bytes in
                JSONElementScan.scan(bytes, from: index, depth: &depth, isInString: &isInString, maxDepth: maxDepth)
            }
            switch step {
            case .end(let end):
                return end
            case .tooDeep(let offset):
                var error = JSONModelError(
                    code: .tooDeeplyNested,
                    message: JSONReader.depthMessage(maxDepth: maxDepth)
                )
                input.locate(&error, at: offset)
                error.prepend(.index(elementIndex))
                throw error
            case .needsMoreInput(let resume):
                index = resume
                // Checked only before reading more, so an endless element costs at most one
                // chunk beyond the limit.
                if index - start > maxElementSize {
                    throw elementSizeExceeded(at: start, size: index - start, isComplete: false)
                }
                guard try input.readChunk() else {
                    // A scalar may end exactly at the end of the file; anything open may not.
                    if depth == 0, !isInString, index > start { return index }
                    throw syntaxError("unexpected end of input in array element", at: index)
                }
            }
        }
    }

    /// Skips a UTF-8 byte order mark at the very start of the input.
    private mutating func skipByteOrderMark() throws(JSONModelError) {
        guard input.startOffset + position == 0 else { return }
        while input.bytes.count - position < 3, try input.readChunk() {}
        if input.bytes.count - position >= 3, input.bytes[position] == 0xEF, input.bytes[position + 1] == 0xBB,
            input.bytes[position + 2] == 0xBF
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
        while position >= input.bytes.count {
            if let keptStart {
                // The batch's bytes stay; what lies between its elements is bounded too.
                if input.bytes.count - keptStart >= keptLimit {
                    throw JSONModelError(code: Self.batchIsFull, message: "the batch is full")
                }
            } else if position > 0 {
                input.dropConsumedBytes(before: &position)
            }
            guard try input.readChunk() else { return nil }
        }
        return input.bytes[position]
    }

    // MARK: Errors

    /// The error for a `,`, `]` or `}` at buffer index `index` where an element belongs.
    ///
    /// Worded as the in-memory reader words it (`[,` is "expected a JSON value, found ','").
    private func missingValueError(at index: Int) -> JSONModelError {
        let isAfterComma = if case .elementAfterComma = state { true } else { false }
        switch index < input.bytes.count ? input.bytes[index] : nil {
        case UInt8(ascii: ",")?:
            return syntaxError("expected a JSON value, found ','", at: index)
        case UInt8(ascii: "]")?, UInt8(ascii: "}")?:
            return syntaxError(isAfterComma ? "trailing comma is not allowed" : "expected a JSON value", at: index)
        default:
            return syntaxError("unexpected end of input, expected a JSON value", at: index)
        }
    }
}
