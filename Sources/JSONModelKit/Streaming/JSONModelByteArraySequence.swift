/// The models of a top-level JSON array read from an asynchronous byte sequence, decoded as the
/// bytes arrive.
///
/// Use it with `URLSession`'s `bytes(for:)`, a file handle's async bytes, or an
/// `AsyncStream<UInt8>`. Memory stays bounded by the read chunk and the largest element, as for
/// ``JSONModelArrayDecoding/sequence(fromJSONArrayAt:options:chunkSize:)``, with the same strict rules and
/// per-element limits; an error names the element's index (`[1234].name`) and, for syntax
/// errors, the line and column in the stream. Cancelling the task ends the iteration with
/// `CancellationError`.
///
/// ```swift
/// let (bytes, _) = try await URLSession.shared.bytes(from: url)
/// for try await event in Event.sequence(fromJSONArrayBytes: bytes) {
///     print(event.id)
/// }
/// ```
public struct JSONModelByteArraySequence<Model: JSONModel, Bytes: AsyncSequence>: AsyncSequence
where Bytes.Element == UInt8 {
    /// Each element of the array.
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

    /// Reads and decodes the elements in order.
    public struct Iterator: AsyncIteratorProtocol {
        private var source: Bytes.AsyncIterator
        private var reader: JSONArrayStreamReader?
        private let elementOptions: JSONModel.DecodingOptions
        private let chunkSize: Int
        private let readChunk: AsyncByteChunks.Reader<Bytes.AsyncIterator>
        private var pending = DecodedBatch()

        init(sequence: JSONModelByteArraySequence) {
            source = sequence.input.bytes.makeAsyncIterator()
            elementOptions = JSONArrayElementOptions.forElements(of: sequence.input.options)
            chunkSize = sequence.input.chunkSize
            readChunk = sequence.input.readChunk
            reader = JSONArrayStreamReader(
                pushedInputWithMaxDepth: sequence.input.options.maxDepth,
                maxElementSize: sequence.input.options.maxInputSize,
                maxElementCount: sequence.input.options.maxCollectionCount
            )
        }

        /// The next model, or `nil` after the last one.
        ///
        /// - Throws: ``JSONModelError`` when the bytes are not a JSON array or an element does
        ///   not decode; the byte sequence's own error when reading fails; `CancellationError`
        ///   when the task is cancelled. The sequence ends after an error.
        public mutating func next() async throws -> Model? {
            try await next(isolation: nil)
        }

        /// The next model, or `nil` after the last one, on the caller's isolation.
        ///
        /// The elements already buffered are decoded in one batch off the caller's actor (up
        /// to about 256 KiB of input; bytes are awaited only when none is complete), then handed
        /// out one by one without switching threads.
        ///
        /// - Parameter actor: The caller's actor (`#isolation`).
        /// - Returns: The next model, or `nil` after the last one.
        /// - Throws: ``JSONModelError`` when the bytes are not a JSON array or an element does
        ///   not decode; the byte sequence's own error when reading fails; `CancellationError`
        ///   when the task is cancelled. The sequence ends after an error.
        public mutating func next(isolation actor: isolated (any Actor)?) async throws -> Model? {
            if !pending.isEmpty { return try pending.next(as: Model.self) }
            guard let current = reader else { return nil }
            reader = nil
            // The byte iterator goes to the batch and comes back with it. Nothing else can use
            // it meanwhile: `next` is mutating, so a second call cannot start before this one
            // ends, which is the contract of `AsyncIteratorProtocol` anyway.
            nonisolated(unsafe) let source = self.source
            // The reading closure captures nothing (see the factory below).
            nonisolated(unsafe) let readChunk = self.readChunk
            let batch = await Self.decodeBatch(
                current,
                source: source,
                options: elementOptions,
                chunkSize: chunkSize,
                readChunk: readChunk
            )
            self.source = batch.source
            reader = batch.reader
            pending.refill(with: batch.models, endedBy: batch.error)
            return try await next(isolation: actor)
        }

        /// What one batch read: its models, the byte iterator, the reader to go on with
        /// (`nil` at the end or after an error) and the error that stopped it.
        private struct Batch {
            var models: [JSONModel] = []
            var source: Bytes.AsyncIterator
            var reader: JSONArrayStreamReader?
            var error: (any Error)?
        }

        /// Decodes the complete elements in the buffer (reading more bytes only while there
        /// is none), up to about 256 KiB of input or 1,024 elements; off the caller's actor.
        #if compiler(>=6.2)
            @concurrent
        #endif
        private static func decodeBatch(
            _ reader: JSONArrayStreamReader,
            source: sending Bytes.AsyncIterator,
            options: JSONModel.DecodingOptions,
            chunkSize: Int,
            readChunk: sending AsyncByteChunks.Reader<Bytes.AsyncIterator>
        ) async -> sending Batch {
            var batch = Batch(source: source)
            var current = reader
            let coder = JSONModelCoder(decodingOptions: options)
            while true {
                do throws(JSONModelError) {
                    // The complete elements buffered, at least one (the reader throws
                    // `needsMoreInput` while none is complete).
                    guard let decoded = try coder.decodeNextBatch(of: Model.self, from: &current) else { return batch }
                    batch.models = decoded.models
                    if let failure = decoded.failure { throw failure }
                    batch.reader = current
                    return batch
                } catch  where error.code == JSONArrayStreamReader.needsMoreInput {
                    // The reader stopped where it can go on from once more bytes are pushed.
                    do {
                        try Task.checkCancellation()
                        // At least as much again as is buffered: an element that spans many
                        // chunks is scanned a bounded number of times. No more than one byte
                        // past the element size limit, which the scan then reports.
                        let buffered = current.bufferedByteCount
                        let room = current.maxElementSize - Swift.min(buffered, current.maxElementSize)
                        let wanted = Swift.max(chunkSize, buffered <= room ? buffered : room + 1)
                        let chunk = try await readChunk(&batch.source, wanted)
                        // Many byte sequences simply end when the task is cancelled.
                        try Task.checkCancellation()
                        current.push(chunk)
                        if chunk.count < wanted { current.endInput() }
                    } catch {
                        batch.error = error
                        return batch
                    }
                } catch {
                    var failure = JSONArrayElementOptions.failureForCaller(error, elementOptions: options)
                    failure.setRootType(Model.self)
                    batch.error = failure
                    return batch
                }
            }
        }
    }
}

/// The options for each element of a streamed array.
enum JSONArrayElementOptions {
    /// The same options, one level shallower: the array itself is one level of nesting.
    static func forElements(of options: JSONModel.DecodingOptions) -> JSONModel.DecodingOptions {
        var elementOptions = options
        elementOptions.maxDepth = Swift.max(0, options.maxDepth - 1)
        return elementOptions
    }

    /// `error`, from an element decoded with `elementOptions` (``forElements(of:)``), as the
    /// caller of the stream reads it: a depth failure names the caller's `maxDepth`, as the
    /// same array decoded in memory does, not the element's.
    static func failureForCaller(
        _ error: JSONModelError,
        elementOptions: JSONModel.DecodingOptions
    ) -> JSONModelError {
        var failure = error
        if failure.code == .tooDeeplyNested,
            failure.message == JSONReader.depthMessage(maxDepth: elementOptions.maxDepth)
        {
            failure.message = JSONReader.depthMessage(maxDepth: elementOptions.maxDepth + 1)
        }
        return failure
    }
}

extension JSONModelArrayDecoding where Self: JSONModel {
    /// The models of a top-level JSON array read from an asynchronous byte sequence, decoded
    /// one at a time as the bytes arrive, with bounded memory.
    ///
    /// - Parameters:
    ///   - bytes: The bytes of a JSON array of objects: `URLSession.AsyncBytes`, a file's
    ///     async bytes, an `AsyncStream<UInt8>`...
    ///   - options: Decoding settings, applied to each element.
    ///   - chunkSize: How many bytes are gathered before looking for the next element
    ///     (default 64 KiB).
    /// - Returns: An asynchronous sequence of new instances, in order.
    @inlinable
    public static func sequence<Bytes: AsyncSequence>(
        fromJSONArrayBytes bytes: Bytes,
        options: JSONModel.DecodingOptions = JSONModel.DecodingOptions(),
        chunkSize: Int = 1 << 16
    ) -> JSONModelByteArraySequence<Self, Bytes> where Bytes.Element == UInt8 {
        JSONModelByteArraySequence(input: AsyncByteInput(bytes: bytes, options: options, chunkSize: chunkSize))
    }
}
