import Foundation
import JSONModelKit
import Testing

// Streamed arrays buffer no whitespace between elements (`maxInputSize` bounds each element,
// not the gaps), and every error of the stream's scan has a location.

final class SLTItem: JSONModel {
    var id = 0
}

/// An asynchronous byte sequence made on the fly: `head`, `fillerCount` copies of `filler`,
/// then `tail`, without ever holding the whole input.
struct SLTGeneratedBytes: AsyncSequence, Sendable {
    typealias Element = UInt8

    let head: [UInt8]
    let filler: UInt8
    let fillerCount: Int
    let tail: [UInt8]

    struct AsyncIterator: AsyncIteratorProtocol {
        let bytes: SLTGeneratedBytes
        var position = 0

        mutating func next() async -> UInt8? {
            defer { position += 1 }
            if position < bytes.head.count { return bytes.head[position] }
            let inFiller = position - bytes.head.count
            if inFiller < bytes.fillerCount { return bytes.filler }
            let inTail = inFiller - bytes.fillerCount
            return inTail < bytes.tail.count ? bytes.tail[inTail] : nil
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(bytes: self)
    }
}

@Suite("Streaming limits")
struct StreamingLimitTests {
    @Test func megabytesOfWhitespaceBetweenElementsPassASmallElementLimit() async throws {
        let bytes = SLTGeneratedBytes(
            head: Array(#"[{"id":1},"#.utf8),
            filler: UInt8(ascii: " "),
            fillerCount: 4 << 20,
            tail: Array(#"{"id":2}]"#.utf8)
        )
        var ids: [Int] = []
        let options = JSONModel.DecodingOptions(maxInputSize: 64)
        for try await item in SLTItem.sequence(fromJSONArrayBytes: bytes, options: options) {
            ids.append(item.id)
        }
        #expect(ids == [1, 2])
    }

    @Test func anElementOverTheLimitIsLocated() async throws {
        let bytes = SLTGeneratedBytes(
            head: Array("[{\"id\":1},\n {\"id\":\"".utf8),
            filler: UInt8(ascii: "x"),
            fillerCount: 1 << 20,
            tail: Array("\"}]".utf8)
        )
        let error = await #expect(throws: JSONModelError.self) {
            for try await _ in SLTItem.sequence(fromJSONArrayBytes: bytes, options: .init(maxInputSize: 1_000)) {}
        }
        #expect(error?.code == .limitExceeded)
        #expect(error?.path == "[1]")
        #expect(error?.line == 2)
        #expect(error?.column == 2)
        #expect(error?.byteOffset == 12)
    }

    @Test func theScansDepthErrorIsLocatedInAFile() async throws {
        let deep = String(repeating: "[", count: 40) + String(repeating: "]", count: 40)
        let text = "[{\"id\":1},\n  \(deep)]"
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("jsonmodelkit-stream-\(UUID().uuidString).json")
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let error = await #expect(throws: JSONModelError.self) {
            for try await _ in SLTItem.sequence(fromJSONArrayAt: url, options: .init(maxDepth: 8)) {}
        }
        #expect(error?.code == .tooDeeplyNested)
        #expect(error?.path == "[1]")
        #expect(error?.line == 2)
        #expect(error?.column != nil)
        #expect(error?.byteOffset != nil)
        // The same from bytes.
        let bytes = SLTGeneratedBytes(head: Array(text.utf8), filler: 0, fillerCount: 0, tail: [])
        let streamed = await #expect(throws: JSONModelError.self) {
            for try await _ in SLTItem.sequence(fromJSONArrayBytes: bytes, options: .init(maxDepth: 8), chunkSize: 3) {}
        }
        #expect(streamed?.line == error?.line)
        #expect(streamed?.column == error?.column)
        #expect(streamed?.byteOffset == error?.byteOffset)
    }
}
