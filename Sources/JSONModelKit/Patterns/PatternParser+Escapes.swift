/// Escapes and character classes: `\t`, `\u{…}`, `\d`, `[a-z]` and the rest.
extension PatternParser {
    /// What one escape or class member stands for.
    enum ClassItem {
        /// One scalar, which may be a range's bound.
        case scalar(Unicode.Scalar)

        /// A class escape (`\d`, `\W`, ...), which may not be a range's bound.
        case set(ScalarSet)
    }

    /// Parses an escape outside a class: a literal, a class escape or `\b`/`\B`; refuses
    /// backreferences.
    mutating func parseAtomEscape() throws(PatternSyntaxError) -> PatternNode {
        let start = position
        switch peek(1) {
        case "b":
            position += 2
            return .wordBoundary(negated: false)
        case "B":
            position += 2
            return .wordBoundary(negated: true)
        case let scalar? where ("1"..."9").contains(scalar):
            throw PatternSyntaxError("backreference '\\\(scalar)' is not supported", at: start)
        case "k":
            throw PatternSyntaxError("backreference '\\k<name>' is not supported", at: start)
        default:
            switch try parseEscape(inClass: false) {
            case .scalar(let scalar): return .scalars(ScalarSet(scalar))
            case .set(let set): return .scalars(set)
            }
        }
    }

    /// Parses an escape that stands for scalars, at a `\`.
    ///
    /// - Parameter inClass: Whether the escape is inside `[...]`, where `\b` is a backspace and
    ///   `\-` is allowed.
    /// - Returns: The scalar or the set the escape stands for.
    /// - Throws: `PatternSyntaxError` for a malformed or unknown escape.
    mutating func parseEscape(inClass: Bool) throws(PatternSyntaxError) -> ClassItem {
        let start = position
        position += 1
        guard let scalar = peek() else { throw PatternSyntaxError("'\\' at the end of the pattern", at: start) }
        position += 1
        switch scalar {
        case "t": return .scalar("\t")
        case "n": return .scalar("\n")
        case "r": return .scalar("\r")
        case "f": return .scalar("\u{0C}")
        case "v": return .scalar("\u{0B}")
        case "0":
            if let next = peek(), ("0"..."9").contains(next) {
                throw PatternSyntaxError("octal escape '\\0\(next)' is not supported", at: start)
            }
            return .scalar("\u{0}")
        case "b" where inClass: return .scalar("\u{08}")
        case "d": return .set(.digits)
        case "D": return .set(ScalarSet.digits.inverted)
        case "w": return .set(.wordScalars)
        case "W": return .set(ScalarSet.wordScalars.inverted)
        case "s": return .set(.whiteSpace)
        case "S": return .set(ScalarSet.whiteSpace.inverted)
        case "x":
            return .scalar(try makeScalar(try hexadecimal(digits: 2, escapeStart: start), at: start))
        case "u":
            return .scalar(try parseUnicodeEscape(escapeStart: start))
        case "-" where inClass:
            return .scalar("-")
        case "p", "P":
            throw PatternSyntaxError(
                "Unicode property escapes ('\\\(scalar){...}') are not supported; list the scalars in a class",
                at: start
            )
        default:
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                throw PatternSyntaxError("unknown escape '\\\(scalar)'", at: start)
            }
            // Any other escaped scalar stands for itself: the metacharacters `\.`, `\*`, `\/` ...
            return .scalar(scalar)
        }
    }

    /// Parses the rest of `\uHHHH` (joining a surrogate pair written as two escapes) or
    /// `\u{H…}`.
    private mutating func parseUnicodeEscape(escapeStart: Int) throws(PatternSyntaxError) -> Unicode.Scalar {
        if peek() == "{" {
            position += 1
            var value: UInt32 = 0
            var count = 0
            while let scalar = peek(), scalar != "}" {
                guard let digit = hexadecimalValue(scalar) else { break }
                value = value &* 16 &+ digit
                count += 1
                position += 1
                if value > 0x10_FFFF { throw PatternSyntaxError("'\\u{…}' beyond U+10FFFF", at: escapeStart) }
            }
            guard count > 0, peek() == "}" else {
                throw PatternSyntaxError("malformed '\\u{…}' escape", at: escapeStart)
            }
            position += 1
            return try makeScalar(value, at: escapeStart)
        }
        let value = try hexadecimal(digits: 4, escapeStart: escapeStart)
        if (0xD800...0xDBFF).contains(value), looksAt("\\u") {
            let saved = position
            position += 2
            if let low = try? hexadecimal(digits: 4, escapeStart: escapeStart), (0xDC00...0xDFFF).contains(low) {
                return try makeScalar(0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00), at: escapeStart)
            }
            position = saved
        }
        return try makeScalar(value, at: escapeStart)
    }

    /// Reads exactly `digits` hexadecimal digits.
    private mutating func hexadecimal(digits: Int, escapeStart: Int) throws(PatternSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<digits {
            guard let scalar = peek(), let digit = hexadecimalValue(scalar) else {
                throw PatternSyntaxError("malformed escape: expected \(digits) hexadecimal digits", at: escapeStart)
            }
            value = value * 16 + digit
            position += 1
        }
        return value
    }

    /// The value of a hexadecimal digit, or nil.
    private func hexadecimalValue(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar {
        case "0"..."9": scalar.value - 0x30
        case "a"..."f": scalar.value - 0x61 + 10
        case "A"..."F": scalar.value - 0x41 + 10
        default: nil
        }
    }

    /// The scalar with a value, refusing lone surrogates.
    private func makeScalar(_ value: UInt32, at offset: Int) throws(PatternSyntaxError) -> Unicode.Scalar {
        guard let scalar = Unicode.Scalar(value) else {
            throw PatternSyntaxError("escape of a lone surrogate, which is no Unicode scalar", at: offset)
        }
        return scalar
    }

    /// Parses a class `[...]` or `[^...]` at its `[`.
    mutating func parseClass() throws(PatternSyntaxError) -> ScalarSet {
        let start = position
        position += 1
        let negated = peek() == "^"
        if negated { position += 1 }
        var ranges: [ClosedRange<UInt32>] = []
        var set = ScalarSet.none
        while true {
            guard let scalar = peek() else { throw PatternSyntaxError("missing ']' for the class", at: start) }
            if scalar == "]" { break }
            let itemStart = position
            let first = try parseClassItem()
            guard peek() == "-", let afterDash = peek(1), afterDash != "]" else {
                switch first {
                case .scalar(let scalar): ranges.append(scalar.value...scalar.value)
                case .set(let other): set = set.union(other)
                }
                continue
            }
            position += 1
            let second = try parseClassItem()
            guard case .scalar(let low) = first, case .scalar(let high) = second else {
                throw PatternSyntaxError("a class escape cannot be the bound of a range", at: itemStart)
            }
            guard low <= high else {
                throw PatternSyntaxError("range out of order in class: '\(low)-\(high)'", at: itemStart)
            }
            ranges.append(low.value...high.value)
        }
        position += 1
        let result = set.union(ScalarSet(ranges))
        return negated ? result.inverted : result
    }

    /// Parses one member of a class: a scalar or an escape.
    private mutating func parseClassItem() throws(PatternSyntaxError) -> ClassItem {
        guard let scalar = peek() else { throw PatternSyntaxError("missing ']' for the class", at: position) }
        if scalar == "\\" {
            if peek(1) == "B" { throw PatternSyntaxError("'\\B' inside a class", at: position) }
            if let next = peek(1), ("1"..."9").contains(next) || next == "k" {
                throw PatternSyntaxError("backreference '\\\(next)' is not supported", at: position)
            }
            return try parseEscape(inClass: true)
        }
        position += 1
        return .scalar(scalar)
    }
}
