// The reader's errors, made out of line: the functions on the reader's hot path carry no
// string interpolation (its buffers and calls made their frames and prologues larger).
extension JSONReader {
    func describeByte(at offset: Int, quoted: Bool = true) -> String {
        guard offset < count else { return "end of input" }
        let byte = base[offset]
        if byte >= 0x21, byte < 0x7F {
            let character = String(UnicodeScalar(byte))
            return quoted ? "'\(character)'" : character
        }
        return "byte 0x\(String(byte, radix: 16, uppercase: true).leftPadded(to: 2))"
    }

    /// A syntax error at `offset` whose message names the byte there between `prefix` and
    /// `suffix`.
    @inline(never)
    func syntaxError(_ prefix: String, byteAt offset: Int, _ suffix: String = "") -> JSONModelError {
        syntaxError(prefix + describeByte(at: offset) + suffix, at: offset)
    }

    /// The error for the unescaped control character at `offset` in a string.
    @inline(never)
    func controlCharacterError(at offset: Int) -> JSONModelError {
        syntaxError("unescaped control character U+\(hex(UInt16(base[offset]))) in string", at: offset)
    }

    /// The error for the string from `start` to `end` (its quotes included), longer than
    /// `maxStringLength`.
    @inline(never)
    func stringLimitExceeded(from start: Int, to end: Int) -> JSONModelError {
        JSONReader.limitExceeded(
            "a string of \(end - start - 2) bytes exceeds maxStringLength (\(maxStringSpan - 2))",
            at: start,
            in: bytes
        )
    }

    /// The error for a container at `offset` that would nest deeper than `maxDepth`.
    @inline(never)
    func tooDeeplyNested(at offset: Int) -> JSONModelError {
        var error = JSONModelError(code: .tooDeeplyNested, message: Self.depthMessage(maxDepth: maxDepth))
        error.setSourceLocation(offset: offset, in: bytes)
        return error
    }

    /// The message of a document that nests deeper than `maxDepth`.
    static func depthMessage(maxDepth: Int) -> String {
        "the document nests deeper than the maximum depth of \(maxDepth)"
    }

    func syntaxError(_ message: String, at offset: Int) -> JSONModelError {
        var error = JSONModelError(code: .syntaxError, message: message)
        error.setSourceLocation(offset: offset, in: bytes)
        return error
    }

    /// The error for the container at tape index `container`, which closed with more elements
    /// than `maxCollectionCount`.
    func collectionLimitExceeded(_ container: Int) -> JSONModelError {
        collectionLimitExceeded(
            isObject: entries[container].kind == .object,
            count: Int(entries[container].count),
            at: Int(entries[container].start)
        )
    }

    /// The error for an object (or array) of `count` members (elements) at `offset`, more than
    /// `maxCollectionCount`.
    @inline(never)
    func collectionLimitExceeded(isObject: Bool, count: Int, at offset: Int) -> JSONModelError {
        JSONReader.limitExceeded(
            "an \(isObject ? "object" : "array") of \(count) \(isObject ? "members" : "elements") exceeds maxCollectionCount (\(maxCollectionCount))",
            at: offset,
            in: bytes
        )
    }

    /// A ``JSONModelError/Code/limitExceeded`` error located at `offset`.
    static func limitExceeded(_ message: String, at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> JSONModelError
    {
        var error = JSONModelError(code: .limitExceeded, message: message)
        error.setSourceLocation(offset: offset, in: bytes)
        return error
    }
}

extension JSONModelError {
    /// Fills in the byte offset, line and column of `offset` in `bytes`.
    mutating func setSourceLocation(offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        let location = TextLocation(offset: offset, in: bytes)
        byteOffset = offset
        line = location.line
        column = location.column
    }
}
