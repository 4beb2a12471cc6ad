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
        /// The array's reader, read in batches, with the bytes pushed into it.
        private var batches: StreamBatchIterator<Model, JSONArrayStreamReader, AsyncByteSource<Bytes>>

        /// Starts the byte sequence's iterator; nothing is read before the first call of `next`.
        init(sequence: JSONModelByteArraySequence) {
            let options = sequence.input.options
            batches = StreamBatchIterator(
                elements: JSONArrayStreamReader(
                    pushedInputWithMaxDepth: options.maxDepth,
                    maxElementSize: options.maxInputSize,
                    maxElementCount: options.maxCollectionCount
                ),
                options: JSONArrayElementOptions.forElements(of: options),
                input: AsyncByteSource(sequence.input),
                chunkSize: sequence.input.chunkSize
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
            try await batches.next(isolation: actor)
        }
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
