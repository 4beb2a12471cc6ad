/// The iterator of an asynchronous byte sequence, read a chunk at a time by the closure its
/// sequence's inlinable factory made (see ``AsyncByteChunks``).
struct AsyncByteSource<Bytes: AsyncSequence>: StreamByteInput where Bytes.Element == UInt8 {
    /// The byte sequence's iterator.
    private var iterator: Bytes.AsyncIterator
    /// Gathers a chunk of bytes, specialized for `Bytes`.
    private let readChunk: AsyncByteChunks.Reader<Bytes.AsyncIterator>

    /// Starts reading the bytes of `input`.
    ///
    /// - Parameter input: The byte sequence and its reading closure.
    init(_ input: AsyncByteInput<Bytes>) {
        iterator = input.bytes.makeAsyncIterator()
        readChunk = input.readChunk
    }

    /// Gathers up to `count` bytes; fewer only at the end of the byte sequence.
    ///
    /// - Parameter count: How many bytes to gather.
    /// - Returns: The bytes, `count` of them unless the sequence ended.
    /// - Throws: What the byte sequence throws.
    mutating func read(_ count: Int) async throws -> [UInt8] {
        try await readChunk(&iterator, count)
    }
}
