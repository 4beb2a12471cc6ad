/// Reading an ``ExactDecimal`` from a JSON number literal.
extension ExactDecimal {
    /// Reads the exact value of a JSON number literal.
    ///
    /// The grammar is RFC 8259's (``JSONNumberGrammar``):
    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, with nothing before or after. The
    /// exponent saturates at ±``exponentLimit``; every digit is kept. `nil` when the bytes are
    /// not exactly one number literal.
    ///
    /// - Parameter literal: The literal's UTF-8 bytes.
    /// - Complexity: O(n) in the literal's length.
    init?(literal: UnsafeBufferPointer<UInt8>) {
        guard JSONNumberGrammar.literalIsInteger(literal) != nil else { return nil }
        let count = literal.count
        var position = 0
        let isNegative = literal[0] == UInt8(ascii: "-")
        if isNegative { position = 1 }
        var digits: [UInt8] = []
        digits.reserveCapacity(count)
        while position < count, let digit = Self.digit(literal[position]) {
            digits.append(digit)
            position += 1
        }
        var fractionCount = 0
        if position < count, literal[position] == UInt8(ascii: ".") {
            position += 1
            while position < count, let digit = Self.digit(literal[position]) {
                digits.append(digit)
                fractionCount += 1
                position += 1
            }
        }
        var exponent = 0
        var exponentIsNegative = false
        if position < count {
            // The grammar leaves only an exponent here: `e` or `E`, a sign, digits.
            position += 1
            if literal[position] == UInt8(ascii: "-") || literal[position] == UInt8(ascii: "+") {
                exponentIsNegative = literal[position] == UInt8(ascii: "-")
                position += 1
            }
            while position < count, let digit = Self.digit(literal[position]) {
                exponent = min(exponent * 10 + Int(digit), Self.exponentLimit)
                position += 1
            }
        }
        self.init(
            isNegative: isNegative,
            digits: digits,
            exponent: (exponentIsNegative ? -exponent : exponent) - fractionCount
        )
    }

    /// Reads the exact value of a number written as a JSON number literal (`"0.01"`, `"5"`,
    /// `"-1.5e-7"`).
    ///
    /// `nil` when `text` is not exactly one number literal.
    ///
    /// - Parameter text: The literal, with no spaces.
    init?(_ text: String) {
        var text = text
        guard let value = text.withUTF8({ ExactDecimal(literal: $0) }) else { return nil }
        self = value
    }

    /// The value of an ASCII digit, or `nil` for any other byte.
    private static func digit(_ byte: UInt8) -> UInt8? {
        let value = byte &- UInt8(ascii: "0")
        return value < 10 ? value : nil
    }
}
