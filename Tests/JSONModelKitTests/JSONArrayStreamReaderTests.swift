import Foundation
import Testing

@testable import JSONModelKit

/// `JSONArrayStreamReader`: what it buffers, where it resumes when pushed input runs out, and
/// that every error it throws is located.
@Suite("JSON array stream reader")
struct JSONArrayStreamReaderTests {
    /// What reading a whole input gave: the elements' text and the error that ended it.
    struct Outcome: Equatable, CustomStringConvertible {
        var elements: [String] = []
        var code: JSONModelError.Code?
        var path: String?
        var line: Int?
        var column: Int?
        var byteOffset: Int?

        var description: String {
            "\(elements.count) elements, \(code.map(\.rawValue) ?? "no error") at \(path ?? "-") "
                + "line \(line.map(String.init) ?? "nil"), column \(column.map(String.init) ?? "nil"), "
                + "offset \(byteOffset.map(String.init) ?? "nil")"
        }

        mutating func record(_ error: JSONModelError) {
            code = error.code
            path = error.path
            line = error.line
            column = error.column
            byteOffset = error.byteOffset
        }
    }

    /// The next elements' text: one (`nextElement`), or a batch of up to `batchSize` of at
    /// most `batchBytes` (`nextElements`); `nil` after the array.
    static func next(
        _ reader: inout JSONArrayStreamReader,
        batchSize: Int,
        batchBytes: Int
    ) throws(JSONModelError) -> [String]? {
        guard batchSize > 1 else {
            return try reader.nextElement({ String(decoding: $0, as: UTF8.self) }).map { [$0] }
        }
        let batch = try reader.nextElements(maxCount: batchSize, maxBytes: batchBytes) { input, elements in
            (elements.map { String(decoding: UnsafeBufferPointer(rebasing: input[$0]), as: UTF8.self) }, nil)
        }
        if let failure = batch?.failure { throw failure }
        return batch?.elements
    }

    /// Reads `text` pushed `step` bytes at a time, as the byte-stream sequence does, one
    /// element at a time or in batches.
    static func pushed(
        _ text: String,
        step: Int,
        maxDepth: Int = 512,
        maxElementSize: Int? = nil,
        maxElementCount: Int? = nil,
        batchSize: Int = 1,
        batchBytes: Int = .max
    ) -> Outcome {
        let bytes = Array(text.utf8)
        var reader = JSONArrayStreamReader(
            pushedInputWithMaxDepth: maxDepth,
            maxElementSize: maxElementSize,
            maxElementCount: maxElementCount
        )
        var outcome = Outcome()
        var offset = 0
        while true {
            do throws(JSONModelError) {
                guard let elements = try next(&reader, batchSize: batchSize, batchBytes: batchBytes) else {
                    return outcome
                }
                outcome.elements += elements
            } catch  where error.code == JSONArrayStreamReader.needsMoreInput {
                let end = min(bytes.count, offset + step)
                reader.push(Array(bytes[offset..<end]))
                offset = end
                if offset == bytes.count { reader.endInput() }
            } catch {
                outcome.record(error)
                return outcome
            }
        }
    }

    /// A new temporary file holding `text`; the caller removes it.
    static func temporaryFile(_ text: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("jsonmodelkit-reader-\(UUID().uuidString).json")
        try Data(text.utf8).write(to: url)
        return url
    }

    /// Reads `text` from a file with the smallest chunk (4 KiB), one element at a time or in
    /// batches.
    static func fromFile(
        _ text: String,
        maxDepth: Int = 512,
        maxElementSize: Int? = nil,
        maxElementCount: Int? = nil,
        batchSize: Int = 1,
        batchBytes: Int = .max
    ) throws -> Outcome {
        let url = try Self.temporaryFile(text)
        defer { try? FileManager.default.removeItem(at: url) }
        var reader = try JSONArrayStreamReader(
            url: url,
            chunkSize: 4096,
            maxDepth: maxDepth,
            maxElementSize: maxElementSize,
            maxElementCount: maxElementCount
        )
        var outcome = Outcome()
        while true {
            do throws(JSONModelError) {
                guard let elements = try next(&reader, batchSize: batchSize, batchBytes: batchBytes) else {
                    return outcome
                }
                outcome.elements += elements
            } catch {
                outcome.record(error)
                return outcome
            }
        }
    }

    static let padding = String(repeating: " ", count: 5_000)

    /// Valid and invalid inputs, each read whole, a byte at a time and from a file.
    static let inputs: [String] = [
        "[]",
        "\u{FEFF} [ ] \n",
        "[1, \"a,]\", {\"k\": [1, 2]}, null]",
        "[\n  1,\n\(padding)2\(padding),\(padding)3\n]\n",
        "",
        "   ",
        "{}",
        "[1,]",
        "[1 2]",
        "[1,\n\(padding)]",
        "[1] x",
        "[1]\n\(padding)x",
        "[{\"a\": 1",
        "[1,\n  [[[[[[1]]]]]]]",
        "[\u{FEFF}1]",
        " \u{FEFF}[1]",
    ]

    @Test(arguments: inputs)
    func pushingAnyAmountAtATimeGivesTheSameResult(_ text: String) throws {
        let whole = Self.pushed(text, step: .max / 2, maxDepth: 4)
        #expect(Self.pushed(text, step: 1, maxDepth: 4) == whole)
        #expect(Self.pushed(text, step: 7, maxDepth: 4) == whole)
        #expect(try Self.fromFile(text, maxDepth: 4) == whole)
        // In batches: the same elements, and the same error after them.
        for (batchSize, batchBytes) in [(2, Int.max), (3, 8), (1_000, 1 << 18)] {
            for step in [1, 7, .max / 2] {
                let batched = Self.pushed(text, step: step, maxDepth: 4, batchSize: batchSize, batchBytes: batchBytes)
                #expect(batched == whole, "batches of \(batchSize), pushed \(step) at a time")
            }
            let fromFile = try Self.fromFile(text, maxDepth: 4, batchSize: batchSize, batchBytes: batchBytes)
            #expect(fromFile == whole, "batches of \(batchSize) from a file")
        }
        if whole.code != nil {
            // Every error of the scan is located.
            #expect(whole.line != nil && whole.column != nil && whole.byteOffset != nil, "\(whole)")
        }
    }

    @Test func theExpectedResults() {
        #expect(
            Self.pushed("[1, \"a,]\", {\"k\": [1, 2]}, null]", step: 3).elements == [
                "1", "\"a,]\"", "{\"k\": [1, 2]}", "null",
            ]
        )
        let trailing = Self.pushed("[1,\n\(Self.padding)]", step: 100)
        #expect(trailing.code == .syntaxError)
        #expect(trailing.line == 2)
        #expect(trailing.column == Self.padding.count + 1)
    }

    @Test func theDepthErrorIsLocated() throws {
        let text = "[1,\n  [[[[[[1]]]]]]]"
        let outcome = Self.pushed(text, step: 2, maxDepth: 4)
        #expect(outcome.code == .tooDeeplyNested)
        #expect(outcome.path == "[1]")
        // At the sixth bracket of the element, the first the scan refuses: it allows two
        // levels more than the decoder, which checks the exact depth.
        #expect(outcome.line == 2)
        #expect(outcome.column == 8)
        #expect(outcome.byteOffset == 11)
    }

    @Test func theSizeAndCountLimitsAreLocated() throws {
        let large = Self.pushed("[1,\n  [1, 2, 3, 4]]", step: 3, maxElementSize: 5)
        #expect(large.code == .limitExceeded)
        #expect(large.path == "[1]")
        #expect(large.line == 2)
        #expect(large.column == 3)
        #expect(try Self.fromFile("[1,\n  [1, 2, 3, 4]]", maxElementSize: 5) == large)
        let many = Self.pushed("[1, 2,\n 3]", step: 1, maxElementCount: 2)
        #expect(many.code == .limitExceeded)
        #expect(many.line == 2)
        #expect(many.column == 2)
    }

    @Test func whitespaceBetweenElementsIsNotBuffered() {
        // 50 MB of whitespace between two elements, pushed 64 KiB at a time as the byte
        // sequence does: the buffer never holds much more than one push.
        let chunk = [UInt8](repeating: UInt8(ascii: " "), count: 1 << 16)
        let spacesAndNewline = chunk.dropLast() + [UInt8(ascii: "\n")]
        var reader = JSONArrayStreamReader(pushedInputWithMaxDepth: 512, maxElementSize: 100)
        var pieces: [[UInt8]] = [Array("[1,".utf8)]
        for index in 0..<800 { pieces.append(index.isMultiple(of: 2) ? chunk : Array(spacesAndNewline)) }
        pieces.append(Array("[\n2, ".utf8))
        for _ in 0..<10 { pieces.append(chunk) }
        pieces.append(Array("x]".utf8))
        var elements: [String] = []
        var failure: JSONModelError?
        var next = 0
        loop: while true {
            do throws(JSONModelError) {
                guard let element = try reader.nextElement({ String(decoding: $0, as: UTF8.self) }) else { break }
                elements.append(element)
            } catch  where error.code == JSONArrayStreamReader.needsMoreInput {
                guard next < pieces.count else {
                    reader.endInput()
                    continue
                }
                reader.push(pieces[next])
                next += 1
            } catch {
                failure = error
                break loop
            }
        }
        #expect(elements == ["1"])
        // The second element is `[\n2, <640 KiB of spaces>x]`: larger than 100 bytes.
        #expect(failure?.code == .limitExceeded)
        #expect(failure?.line == 401)
        #expect(failure?.column == 1)
        #expect(failure?.byteOffset == 3 + 800 * (1 << 16))
        #expect(reader.largestBufferedByteCount <= 2 * (1 << 16) + 8, "\(reader.largestBufferedByteCount)")
    }

    @Test func aFileReaderDropsWhitespaceAsItReads() throws {
        let text = "[1," + String(repeating: " \n", count: 1 << 20) + "2]"
        let url = try Self.temporaryFile(text)
        defer { try? FileManager.default.removeItem(at: url) }
        var reader = try JSONArrayStreamReader(url: url, chunkSize: 4096, maxDepth: 512)
        var elements: [String] = []
        while let element = try reader.nextElement({ String(decoding: $0, as: UTF8.self) }) {
            elements.append(element)
        }
        #expect(elements == ["1", "2"])
        #expect(reader.largestBufferedByteCount <= 2 * 4096, "\(reader.largestBufferedByteCount)")
    }

    /// A batch keeps its elements' bytes until they are decoded, and whatever lies between
    /// them: the whitespace it keeps is bounded by its byte limit, and the batch ends there.
    @Test func aBatchKeepsAtMostItsByteLimitOfWhitespace() throws {
        let text = "[1," + String(repeating: " \n", count: 1 << 20) + "2, 3]"
        let url = try Self.temporaryFile(text)
        defer { try? FileManager.default.removeItem(at: url) }
        var reader = try JSONArrayStreamReader(url: url, chunkSize: 4096, maxDepth: 512)
        var batches: [[String]] = []
        while let batch = try Self.next(&reader, batchSize: 100, batchBytes: 1 << 16) {
            batches.append(batch)
        }
        #expect(batches == [["1"], ["2", "3"]])
        #expect(reader.largestBufferedByteCount <= (1 << 16) + 2 * 4096, "\(reader.largestBufferedByteCount)")
    }
}
