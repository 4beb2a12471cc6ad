/// Models decoded from an asynchronous byte sequence as the bytes arrive: the elements of a
/// top-level JSON array, or the lines of a JSON Lines stream.
///
/// Make one with ``JSONModelArrayDecoding/sequence(fromJSONArrayBytes:options:chunkSize:)`` or
/// ``JSONModelArrayDecoding/sequence(fromJSONLinesBytes:options:chunkSize:)``, from `URLSession`'s
/// `bytes(for:)`, a file handle's async bytes, or an `AsyncStream<UInt8>`. Memory stays bounded
/// by the read chunk and the largest element or line (`maxInputSize` caps one). Each element or
/// line is decoded with the same strict rules as ``JSONModel/fromJSONData(_:options:)``. An
/// error ends the sequence: for an array it names the element's index (`[1234].name`) and, for
/// syntax errors, the line and column in the stream; for JSON Lines its ``JSONModelError/line``
/// is the line number (with the column of a syntax error, else column 1). Cancelling the task
/// ends the iteration with `CancellationError`.
///
/// ```swift
/// let (bytes, _) = try await URLSession.shared.bytes(from: url)
/// for try await event in Event.sequence(fromJSONArrayBytes: bytes) {
///     print(event.id)
/// }
/// ```
public struct JSONModelByteSequence<Model: JSONModel, Bytes: AsyncSequence>: AsyncSequence
where Bytes.Element == UInt8 {
    /// Each decoded model.
    public typealias Element = Model

    /// How the bytes divide into documents.
    enum Framing {
        /// One top-level JSON array; each element is a document.
        case array
        /// One document per line.
        case lines
    }

    let bytes: Bytes
    let framing: Framing
    let options: JSONModel.DecodingOptions
    let chunkSize: Int

    /// Starts reading the bytes.
    public func makeAsyncIterator() -> Iterator {
        Iterator(sequence: self)
    }

    /// Reads and decodes the models in order.
    public struct Iterator: AsyncIteratorProtocol {
        private enum Decoder {
            case array(ByteStreamArrayDecoder<Model>)
            case lines(ByteStreamLinesDecoder<Model>)
        }

        private var source: Bytes.AsyncIterator
        private var decoder: Decoder

        init(sequence: JSONModelByteSequence) {
            source = sequence.bytes.makeAsyncIterator()
            let chunkSize = Swift.max(1, sequence.chunkSize)
            switch sequence.framing {
            case .array:
                decoder = .array(ByteStreamArrayDecoder(options: sequence.options, chunkSize: chunkSize))
            case .lines:
                decoder = .lines(ByteStreamLinesDecoder(options: sequence.options, chunkSize: chunkSize))
            }
        }

        /// The next model, or `nil` after the last one.
        ///
        /// - Throws: ``JSONModelError`` when the bytes do not decode; the byte sequence's own
        ///   error when reading fails; `CancellationError` when the task is cancelled. The
        ///   sequence ends after an error.
        public mutating func next() async throws -> Model? {
            switch decoder {
            case .array(var array):
                defer { decoder = .array(array) }
                return try await array.next(from: &source)
            case .lines(var lines):
                defer { decoder = .lines(lines) }
                return try await lines.next(from: &source)
            }
        }
    }
}

/// Reads up to `count` bytes from an asynchronous byte source.
///
/// - Returns: The bytes, and whether the source ended before `count`.
/// - Throws: The source's error, or `CancellationError` when the task is cancelled (many byte
///   sequences simply end then, which must not read as the end of the input).
func gatherBytes<Source: AsyncIteratorProtocol>(
    _ count: Int,
    from source: inout Source
) async throws -> (bytes: [UInt8], isAtEnd: Bool) where Source.Element == UInt8 {
    try Task.checkCancellation()
    var bytes: [UInt8] = []
    bytes.reserveCapacity(count)
    while bytes.count < count, let byte = try await source.next() {
        bytes.append(byte)
    }
    try Task.checkCancellation()
    return (bytes, bytes.count < count)
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
    public static func sequence<Bytes: AsyncSequence>(
        fromJSONArrayBytes bytes: Bytes,
        options: JSONModel.DecodingOptions = JSONModel.DecodingOptions(),
        chunkSize: Int = 1 << 16
    ) -> JSONModelByteSequence<Self, Bytes> where Bytes.Element == UInt8 {
        JSONModelByteSequence(bytes: bytes, framing: .array, options: options, chunkSize: chunkSize)
    }

    /// The models of a JSON Lines stream (one JSON object per line, blank lines skipped) read
    /// from an asynchronous byte sequence, decoded as the bytes arrive, with bounded memory.
    ///
    /// Lines end with `\n` (a `\r` before it is dropped); the last line needs no newline.
    ///
    /// - Parameters:
    ///   - bytes: The bytes of the stream: `URLSession.AsyncBytes`, a file's async bytes, an
    ///     `AsyncStream<UInt8>`...
    ///   - options: Decoding settings, applied to each line (`maxInputSize` caps a line).
    ///   - chunkSize: How many bytes are gathered at a time (default 64 KiB).
    /// - Returns: An asynchronous sequence of new instances, one per non-blank line.
    public static func sequence<Bytes: AsyncSequence>(
        fromJSONLinesBytes bytes: Bytes,
        options: JSONModel.DecodingOptions = JSONModel.DecodingOptions(),
        chunkSize: Int = 1 << 16
    ) -> JSONModelByteSequence<Self, Bytes> where Bytes.Element == UInt8 {
        JSONModelByteSequence(bytes: bytes, framing: .lines, options: options, chunkSize: chunkSize)
    }
}
