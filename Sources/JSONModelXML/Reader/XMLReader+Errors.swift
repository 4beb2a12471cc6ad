extension XMLReader {
    /// A syntax error at the byte `offset`.
    func syntaxError(_ message: String, at offset: Int) -> XMLSyntaxError {
        XMLSyntaxError(message: message, location: tracker.location(at: offset))
    }

    /// A broken ``XMLReaderOptions`` limit at the byte `offset`.
    func limitExceeded(_ message: String, at offset: Int) -> XMLSyntaxError {
        XMLSyntaxError(message: message, location: tracker.location(at: offset), isLimitExceeded: true)
    }

    /// A broken ``XMLReaderOptions/maxDepth`` at the byte `offset`.
    func depthExceeded(_ message: String, at offset: Int) -> XMLSyntaxError {
        XMLSyntaxError(message: message, location: tracker.location(at: offset), isDepthExceeded: true)
    }

    /// The error for input that ends while `what` is still open.
    func unexpectedEnd(in what: String) -> XMLSyntaxError {
        syntaxError("unexpected end of input in \(what)", at: count)
    }

    /// Whether the input at `offset` starts with the ASCII text `prefix`.
    @inline(__always)
    func hasPrefix(_ prefix: StaticString, at offset: Int) -> Bool {
        let length = prefix.utf8CodeUnitCount
        guard offset >= 0, length <= count &- offset else { return false }
        let expected = prefix.utf8Start
        for index in 0..<length where base[offset &+ index] != expected[index] {
            return false
        }
        return true
    }

    /// A byte for messages: the character itself when printable ASCII, otherwise its hex value.
    func describeByte(at offset: Int) -> String {
        guard offset < count else { return "the end of input" }
        let byte = base[offset]
        if byte > 0x20, byte < 0x7F {
            return "'\(Character(Unicode.Scalar(byte)))'"
        }
        let digits = String(byte, radix: 16, uppercase: true)
        return "byte 0x\(digits.count == 1 ? "0" + digits : digits)"
    }

    /// The text of the bytes in `range`, which the reader has already checked as UTF-8.
    func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(start: base + range.lowerBound, count: range.count), as: UTF8.self)
    }
}
