import Foundation

/// The bytes of a file as an `AsyncSequence` of `UInt8`, read in chunks: a stand-in for
/// `URLSession.AsyncBytes` or `FileHandle.AsyncBytes` (not on Linux) in the streaming
/// benchmark.
///
/// Like those, it hands out one byte per `next()` call and suspends only to read a chunk.
public struct AsyncFileBytes: AsyncSequence, Sendable {
    /// Each byte of the file.
    public typealias Element = UInt8

    let url: URL
    let chunkSize: Int

    /// A sequence over the file at `url`, read `chunkSize` bytes at a time.
    public init(url: URL, chunkSize: Int = 1 << 16) {
        self.url = url
        self.chunkSize = chunkSize
    }

    /// Opens the file.
    public func makeAsyncIterator() -> Iterator {
        Iterator(handle: try? FileHandle(forReadingFrom: url), chunkSize: chunkSize)
    }

    /// Hands out the buffered bytes, reading the next chunk when they run out.
    public struct Iterator: AsyncIteratorProtocol {
        let handle: FileHandle?
        let chunkSize: Int
        var buffer: [UInt8] = []
        var index = 0

        /// The next byte, or `nil` at the end of the file.
        public mutating func next() async throws -> UInt8? {
            if index < buffer.count {
                defer { index += 1 }
                return buffer[index]
            }
            guard let handle, let data = try handle.read(upToCount: chunkSize), !data.isEmpty else { return nil }
            buffer = [UInt8](data)
            index = 1
            return buffer[0]
        }
    }
}
