/// The models of a JSON Lines stream (one JSON object per line), decoded as the bytes arrive.
///
/// Lines end with `\n` (a `\r` before it is dropped); blank lines are skipped; the last line
/// needs no newline. Each line is decoded with the same strict rules as
/// ``JSONModel/fromJSONData(_:options:)``, and `maxInputSize` caps the bytes of one line, which
/// also bounds memory. An error carries the line number in ``JSONModelError/line`` (with the
/// column of a syntax error, else column 1) and ends the sequence. Cancelling the task ends the
/// iteration with `CancellationError`.
///
/// ```swift
/// let (bytes, _) = try await URLSession.shared.bytes(from: logURL)
/// for try await entry in LogEntry.sequence(fromJSONLinesBytes: bytes) {
///     print(entry.message)
/// }
/// ```
public struct JSONModelLinesSequence<Model: JSONModel, Bytes: AsyncSequence>: AsyncSequence
where Bytes.Element == UInt8 {
    /// Each line's model.
    public typealias Element = Model

    let input: AsyncByteInput<Bytes>

    @usableFromInline
    init(input: AsyncByteInput<Bytes>) {
        self.input = input
    }

    /// Starts reading the bytes.
    public func makeAsyncIterator() -> Iterator {
        Iterator(sequence: self)
    }

    /// Reads and decodes the lines in order.
    public struct Iterator: AsyncIteratorProtocol {
        private var source: Bytes.AsyncIterator
        private let options: JSONModel.DecodingOptions
        private let chunkSize: Int
        private let readChunk: AsyncByteChunks.Reader<Bytes.AsyncIterator>
        private let maxLineSize: Int
        /// Unconsumed bytes start at `lineStart`; `buffer[0]` is at `bufferOffset` in the stream.
        private var buffer: [UInt8] = []
        private var lineStart = 0
        /// Where the search for the next newline resumes.
        private var searchStart = 0
        private var bufferOffset = 0
        /// The number of the line starting at `lineStart` (1-based).
        private var lineNumber = 1
        private var isAtEnd = false
        private var isFinished = false
        private var pending = DecodedBatch()

        init(sequence: JSONModelLinesSequence) {
            source = sequence.input.bytes.makeAsyncIterator()
            options = sequence.input.options
            chunkSize = sequence.input.chunkSize
            readChunk = sequence.input.readChunk
            maxLineSize = sequence.input.options.maxInputSize.map { Swift.max(0, $0) } ?? .max
        }

        /// The next model, or `nil` after the last line.
        ///
        /// - Throws: ``JSONModelError`` when a line does not decode (with its line number);
        ///   the byte sequence's own error when reading fails; `CancellationError` when the
        ///   task is cancelled. The sequence ends after an error.
        public mutating func next() async throws -> Model? {
            try await next(isolation: nil)
        }

        /// The next model, or `nil` after the last line, on the caller's isolation.
        ///
        /// The complete lines already buffered are decoded in one batch off the caller's actor
        /// (up to about 256 KiB of input; bytes are awaited only when no line is complete), then
        /// handed out one by one without switching threads.
        ///
        /// - Parameter actor: The caller's actor (`#isolation`).
        /// - Returns: The next model, or `nil` after the last line.
        /// - Throws: ``JSONModelError`` when a line does not decode (with its line number);
        ///   the byte sequence's own error when reading fails; `CancellationError` when the
        ///   task is cancelled. The sequence ends after an error.
        public mutating func next(isolation actor: isolated (any Actor)?) async throws -> Model? {
            if !pending.isEmpty { return try pending.next(as: Model.self) }
            guard !isFinished else { return nil }
            // The iterator's state (with the byte iterator) goes to the batch and comes back
            // with it. Nothing else can use it meanwhile: `next` is mutating, so a second call
            // cannot start before this one ends, which is the contract of
            // `AsyncIteratorProtocol` anyway.
            nonisolated(unsafe) let state = self
            let batch = await Self.decodeBatch(state)
            self = batch.state
            pending.refill(with: batch.models, endedBy: batch.error)
            if pending.isEmpty { return nil }
            return try await next(isolation: actor)
        }

        /// What one batch read: its models, the iterator's state after them and the error
        /// that stopped it.
        private struct Batch {
            var models: [JSONModel] = []
            var state: Iterator
            var error: (any Error)?
        }

        /// Decodes the complete lines in the buffer (reading more bytes only while there is
        /// none), up to about 256 KiB of input or 1,024 lines; off the caller's actor.
        #if compiler(>=6.2)
            @concurrent
        #endif
        private static func decodeBatch(_ state: sending Iterator) async -> sending Batch {
            var batch = Batch(state: state)
            let start = batch.state.bufferOffset + batch.state.lineStart
            do {
                while batch.models.count < 1_024,
                    batch.state.bufferOffset + batch.state.lineStart - start < 1 << 18
                {
                    switch try await batch.state.step(mayRead: batch.models.isEmpty) {
                    case .model(let model): batch.models.append(model)
                    case .needsInput, .end: return batch
                    }
                }
            } catch {
                batch.error = error
            }
            return batch
        }

        /// What ``step(mayRead:)`` found.
        private enum Step {
            case model(Model)
            /// No complete line is buffered, and reading was not allowed.
            case needsInput
            case end
        }

        /// The next line's model, reading more bytes when none is complete and `mayRead`.
        private mutating func step(mayRead: Bool) async throws -> Step {
            while !isFinished {
                if let newline = buffer[searchStart...].firstIndex(of: UInt8(ascii: "\n")) {
                    let range = lineStart..<newline
                    lineStart = newline + 1
                    searchStart = lineStart
                    if let model = try decodeLine(range) { return .model(model) }
                    continue
                }
                searchStart = buffer.count
                if isAtEnd {
                    isFinished = true
                    if let model = try decodeLine(lineStart..<buffer.count) { return .model(model) }
                    return .end
                }
                if buffer.count - lineStart > maxLineSize {
                    throw lineError(
                        JSONModelError(
                            code: .limitExceeded,
                            message:
                                "a line of more than \(maxLineSize) bytes exceeds maxInputSize (\(maxLineSize)), which applies to each line"
                        )
                    )
                }
                guard mayRead else { return .needsInput }
                try await readChunk()
            }
            return .end
        }

        /// Decodes the line in `range` of the buffer, or returns `nil` for a blank line.
        ///
        /// A `\r` before the newline is dropped. Counts the line.
        private mutating func decodeLine(_ range: Range<Int>) throws(JSONModelError) -> Model? {
            defer { lineNumber += 1 }
            var end = range.upperBound
            if end > range.lowerBound, buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            let line = range.lowerBound..<end
            let isBlank = buffer[line].allSatisfy { byte in
                byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
            }
            guard !isBlank else { return nil }
            guard line.count <= maxLineSize else {
                throw lineError(
                    JSONModelError(
                        code: .limitExceeded,
                        message:
                            "a line of \(line.count) bytes exceeds maxInputSize (\(maxLineSize)), which applies to each line"
                    ),
                    lineOffset: bufferOffset + line.lowerBound
                )
            }
            let options = self.options
            do throws(JSONModelError) {
                return try buffer.withUnsafeBufferPointer { all in
                    Swift.Result { () throws(JSONModelError) in
                        try Model.decodeDocument(UnsafeBufferPointer(rebasing: all[line]), options: options)
                    }
                }.get()
            } catch {
                throw lineError(error, lineOffset: bufferOffset + line.lowerBound)
            }
        }

        /// `error` located on the current line: a syntax error keeps its column, any other
        /// error points at the line's start.
        private func lineError(_ error: JSONModelError, lineOffset: Int? = nil) -> JSONModelError {
            var failure = error
            let start = lineOffset ?? bufferOffset + lineStart
            if let offset = failure.byteOffset {
                failure.byteOffset = start + offset
            } else {
                failure.byteOffset = start
                failure.column = 1
            }
            failure.line = lineNumber
            failure.setRootType(Model.self)
            return failure
        }

        /// Drops the consumed lines and appends the next chunk of the source.
        private mutating func readChunk() async throws {
            try Task.checkCancellation()
            if lineStart > 0 {
                buffer.removeFirst(lineStart)
                bufferOffset += lineStart
                searchStart -= lineStart
                lineStart = 0
            }
            let chunk = try await readChunk(&source, chunkSize)
            // Many byte sequences simply end when the task is cancelled.
            try Task.checkCancellation()
            isAtEnd = chunk.count < chunkSize
            buffer.append(contentsOf: chunk)
        }
    }
}

extension JSONModelArrayDecoding where Self: JSONModel {
    /// The models of a JSON Lines stream (one JSON object per line, blank lines skipped) read
    /// from an asynchronous byte sequence, decoded as the bytes arrive, with bounded memory.
    ///
    /// - Parameters:
    ///   - bytes: The bytes of the stream: `URLSession.AsyncBytes`, a file's async bytes, an
    ///     `AsyncStream<UInt8>`...
    ///   - options: Decoding settings, applied to each line (`maxInputSize` caps a line).
    ///   - chunkSize: How many bytes are gathered at a time (default 64 KiB).
    /// - Returns: An asynchronous sequence of new instances, one per non-blank line.
    @inlinable
    public static func sequence<Bytes: AsyncSequence>(
        fromJSONLinesBytes bytes: Bytes,
        options: JSONModel.DecodingOptions = JSONModel.DecodingOptions(),
        chunkSize: Int = 1 << 16
    ) -> JSONModelLinesSequence<Self, Bytes> where Bytes.Element == UInt8 {
        JSONModelLinesSequence(input: AsyncByteInput(bytes: bytes, options: options, chunkSize: chunkSize))
    }
}
