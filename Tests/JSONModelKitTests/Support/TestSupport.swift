import Testing

@testable import JSONModelKit

/// A JSON document as raw bytes, with a readable label for parameterized test output.
struct ByteDocument: Sendable, CustomTestStringConvertible {
    let label: String
    let bytes: [UInt8]

    init(_ label: String, _ bytes: [UInt8]) {
        self.label = label
        self.bytes = bytes
    }

    /// A document given as text; the label is the text itself.
    init(_ text: String) {
        self.label = text
        self.bytes = Array(text.utf8)
    }

    var testDescription: String { label }
}

/// Runs the strict reader on `bytes` and builds the value, or returns the reader's error.
func readJSON(_ bytes: [UInt8], maxDepth: Int = 512) -> Result<JSONValue, JSONModelError> {
    bytes.withUnsafeBufferPointer { buffer in
        do throws(JSONModelError) {
            return .success(try JSONValue(parsingBytes: buffer, maxDepth: maxDepth))
        } catch {
            return .failure(error)
        }
    }
}

/// The reader's error for `bytes`, or `nil` when the document is accepted.
func readerError(_ bytes: [UInt8], maxDepth: Int = 512) -> JSONModelError? {
    bytes.withUnsafeBufferPointer { buffer in
        do throws(JSONModelError) {
            _ = try JSONReader.parse(buffer, maxDepth: maxDepth)
            return nil
        } catch {
            return error
        }
    }
}

/// The reader's error for `text`, or `nil` when the document is accepted.
func readerError(_ text: String, maxDepth: Int = 512) -> JSONModelError? {
    readerError(Array(text.utf8), maxDepth: maxDepth)
}

/// SplitMix64: a tiny deterministic generator, so randomized tests are reproducible.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}

/// Runs `body` with the UTF-8 bytes of `literal`, as the number parser receives them.
func withLiteral<Result>(_ literal: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    Array(literal.utf8).withUnsafeBufferPointer(body)
}
