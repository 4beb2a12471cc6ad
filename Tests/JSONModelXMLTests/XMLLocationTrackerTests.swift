import JSONModelKit
import Testing

@testable import JSONModelXML

/// The lazy line counter behind every location: any order of requests gives the same answer as
/// counting from the start of the input.
@Suite struct XMLLocationTrackerTests {
    /// Counts from the start: lines end at LF, CR LF (at the LF) or a lone CR; columns count
    /// UTF-8 lead bytes; nothing before `origin` (the byte order mark) counts.
    private func referenceLocation(_ bytes: [UInt8], origin: Int, at requested: Int) -> XMLLocation {
        let target = min(max(requested, 0), bytes.count)
        guard target >= origin else { return XMLLocation(line: 1, column: 1, byteOffset: target) }
        var line = 1
        var column = 1
        for index in origin..<target {
            let byte = bytes[index]
            if byte == 0x0A || (byte == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A)) {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return XMLLocation(line: line, column: column, byteOffset: target)
    }

    /// Pieces of input: ASCII, multi-byte characters and the three line ends.
    private static let pieces: [String] = ["a", "<b>", "é", "€", "😀", "\n", "\r", "\r\n", " ", "longer ASCII run "]

    private func randomInput(_ generator: inout SeededGenerator, withByteOrderMark: Bool) -> [UInt8] {
        var bytes: [UInt8] = withByteOrderMark ? [0xEF, 0xBB, 0xBF] : []
        let pieceCount = Int.random(in: 0...80, using: &generator)
        for _ in 0..<pieceCount {
            bytes += Array(Self.pieces[Int.random(in: 0..<Self.pieces.count, using: &generator)].utf8)
        }
        return bytes
    }

    @Test(arguments: [false, true])
    func randomRequestsMatchCountingFromTheStart(_ withByteOrderMark: Bool) throws {
        var generator = SeededGenerator(seed: withByteOrderMark ? 17 : 4)
        for round in 0..<300 {
            let bytes = randomInput(&generator, withByteOrderMark: withByteOrderMark)
            let origin = withByteOrderMark ? 3 : 0
            bytes.withUnsafeBufferPointer { buffer in
                let tracker = XMLLocationTracker(
                    base: buffer.baseAddress ?? ("" as StaticString).utf8Start,
                    count: bytes.count,
                    origin: origin
                )
                for _ in 0..<40 {
                    // Mostly small steps both ways, as the reader makes, and some far jumps.
                    let target: Int
                    switch Int.random(in: 0..<4, using: &generator) {
                    case 0: target = Int.random(in: -2...(bytes.count + 2), using: &generator)
                    default: target = Int.random(in: 0...max(bytes.count, 1), using: &generator)
                    }
                    let expected = referenceLocation(bytes, origin: origin, at: target)
                    #expect(
                        tracker.location(at: target) == expected,
                        "round \(round), target \(target), input \(bytes)"
                    )
                    // Asking again gives the same answer.
                    #expect(tracker.location(at: target) == expected, "round \(round), target \(target), again")
                }
            }
        }
    }

    @Test func everyOffsetForwardsThenBackwards() throws {
        let bytes = Array("<a>\r\n é\r€\n\n😀x\r\r\n</a>\r".utf8)
        try bytes.withUnsafeBufferPointer { buffer throws in
            let base = try #require(buffer.baseAddress)
            let tracker = XMLLocationTracker(base: base, count: bytes.count, origin: 0)
            for target in 0...bytes.count {
                #expect(
                    tracker.location(at: target) == referenceLocation(bytes, origin: 0, at: target),
                    "forward \(target)"
                )
            }
            for target in (0...bytes.count).reversed() {
                #expect(
                    tracker.location(at: target) == referenceLocation(bytes, origin: 0, at: target),
                    "backward \(target)"
                )
            }
        }
    }

    @Test func knownLocations() throws {
        let bytes = Array("ab\r\ncd\ré\n😀z".utf8)
        try bytes.withUnsafeBufferPointer { buffer throws in
            let base = try #require(buffer.baseAddress)
            let tracker = XMLLocationTracker(base: base, count: bytes.count, origin: 0)
            #expect(tracker.location(at: 14) == XMLLocation(line: 4, column: 2, byteOffset: 14))
            #expect(tracker.location(at: 3) == XMLLocation(line: 1, column: 4, byteOffset: 3))
            #expect(tracker.location(at: 4) == XMLLocation(line: 2, column: 1, byteOffset: 4))
            #expect(tracker.location(at: 7) == XMLLocation(line: 3, column: 1, byteOffset: 7))
            #expect(tracker.location(at: 9) == XMLLocation(line: 3, column: 2, byteOffset: 9))
            #expect(tracker.location(at: 2) == XMLLocation(line: 1, column: 3, byteOffset: 2))
            #expect(tracker.location(at: 100) == XMLLocation(line: 4, column: 3, byteOffset: 15))
            #expect(tracker.location(at: -1) == XMLLocation(line: 1, column: 1, byteOffset: 0))
        }
    }
}
