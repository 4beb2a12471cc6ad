/// Reads an asynchronous byte sequence a chunk at a time.
///
/// An `AsyncSequence` of `UInt8` hands out one byte per `next()` call. Called from the
/// streaming sequences' generic code, each call goes through the protocol witness and costs
/// more than decoding the byte does. The inlinable factories (`sequence(fromJSONArrayBytes:)`,
/// `sequence(fromJSONLinesBytes:)`) make the reading closure where the byte sequence's type is
/// known, so the caller's module specializes this loop for it and the per-byte call becomes a
/// direct (often inlined) one.
@usableFromInline
enum AsyncByteChunks {
    /// The closure the sequences call to gather up to `count` bytes.
    @usableFromInline
    typealias Reader<Source: AsyncIteratorProtocol> = (inout Source, Int) async throws -> [UInt8]

    /// Gathers up to `count` bytes; fewer only at the end of the source.
    ///
    /// - Parameters:
    ///   - count: How many bytes to gather.
    ///   - source: The byte sequence's iterator.
    /// - Returns: The bytes, `count` of them unless the source ended.
    /// - Throws: What the source throws.
    @inlinable
    static func read<Source: AsyncIteratorProtocol>(
        _ count: Int,
        from source: inout Source
    ) async throws -> [UInt8] where Source.Element == UInt8 {
        var chunk: [UInt8] = []
        chunk.reserveCapacity(count)
        while chunk.count < count, let byte = try await source.next() {
            chunk.append(byte)
        }
        return chunk
    }
}

/// What a byte-stream sequence reads: the bytes, the decoding options, the chunk size, and the
/// reading closure, made by its inlinable factory where the byte sequence's type is known.
@usableFromInline
struct AsyncByteInput<Bytes: AsyncSequence> where Bytes.Element == UInt8 {
    @usableFromInline let bytes: Bytes
    @usableFromInline let options: JSONModel.DecodingOptions
    /// At least 1.
    @usableFromInline let chunkSize: Int
    /// Gathers a chunk of bytes, specialized for `Bytes` (see ``AsyncByteChunks``).
    @usableFromInline let readChunk: AsyncByteChunks.Reader<Bytes.AsyncIterator>

    @inlinable
    init(bytes: Bytes, options: JSONModel.DecodingOptions, chunkSize: Int) {
        self.bytes = bytes
        self.options = options
        self.chunkSize = Swift.max(1, chunkSize)
        self.readChunk = { source, count in try await AsyncByteChunks.read(count, from: &source) }
    }
}
