/// The canonical text of an ``ExactDecimal``, for error messages and schemas.
extension ExactDecimal: CustomStringConvertible {
    /// The value as the shortest JSON number literal of its digits, in JavaScript's layout.
    ///
    /// Plain digits when the magnitude is at least 10^-6 and below 10^21 (`0`, `5`, `1500`,
    /// `0.01`, `-1.5`, `0.000001`); otherwise one digit, the other digits after a point, and
    /// the exponent, signed only when negative (`1e21`, `-1.5e-7`, `1.2345e400`). Every digit
    /// is written, and reading the text back gives the same value.
    var description: String {
        if isZero { return "0" }
        var text = isNegative ? "-" : ""
        let digitText = String(decoding: digits.map { $0 + UInt8(ascii: "0") }, as: UTF8.self)
        let position = leadingPosition
        if position > -6, position <= 21 {
            if exponent >= 0 {
                text += digitText + String(repeating: "0", count: exponent)
            } else if position > 0 {
                let split = digitText.index(digitText.startIndex, offsetBy: position)
                text += digitText[..<split] + "." + digitText[split...]
            } else {
                text += "0." + String(repeating: "0", count: -position) + digitText
            }
            return text
        }
        text += digitText.prefix(1)
        if digits.count > 1 {
            text += "." + digitText.dropFirst()
        }
        return text + "e\(position - 1)"
    }
}
