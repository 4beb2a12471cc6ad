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
        /// The stream's lines, read in batches, with the bytes pushed into them.
        private var batches: StreamBatchIterator<Model, JSONLinesSplitter, AsyncByteSource<Bytes>>

        /// Starts the byte sequence's iterator; nothing is read before the first call of `next`.
        init(sequence: JSONModelLinesSequence) {
            batches = StreamBatchIterator(
                elements: JSONLinesSplitter(maxLineSize: sequence.input.options.maxInputSize),
                options: sequence.input.options,
                input: AsyncByteSource(sequence.input),
                chunkSize: sequence.input.chunkSize
            )
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
            try await batches.next(isolation: actor)
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
