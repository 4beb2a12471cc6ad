// A reference for FuzzPattern: a second, independent reading of the same ECMA-262 subset, with a
// backtracking matcher. It is exponential in the worst case, which is fine for the short
// patterns and texts the target feeds it, and it gives up after a step budget.

/// A parsed reference pattern: predicates on scalar values instead of the library's sets.
indirect enum ReferenceNode {
    case empty
    case scalar((UInt32) -> Bool)
    case textStart
    case textEnd
    case wordBoundary(negated: Bool)
    case sequence([ReferenceNode])
    case choice([ReferenceNode])
    case repeated(ReferenceNode, minimum: Int, maximum: Int?)
}

/// Why the reference refused a pattern (the message is not compared with the library's).
struct ReferenceRefusal: Error {
    let reason: String
}

/// The reference parser: recursive descent over the pattern's scalars.
struct ReferenceParser {
    private let scalars: [Unicode.Scalar]
    private var index = 0

    init(_ source: String) {
        scalars = Array(source.unicodeScalars)
    }

    /// Parses the whole pattern, or throws a refusal.
    static func parse(_ source: String) throws(ReferenceRefusal) -> ReferenceNode {
        var parser = ReferenceParser(source)
        let node = try parser.alternation()
        guard parser.index == parser.scalars.count else { throw ReferenceRefusal(reason: "unmatched )") }
        return node
    }

    private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private func at(_ offset: Int) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    private static func isDigit(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return false }
        return scalar.value >= 0x30 && scalar.value <= 0x39
    }

    private mutating func alternation() throws(ReferenceRefusal) -> ReferenceNode {
        var branches: [ReferenceNode] = []
        while true {
            var items: [ReferenceNode] = []
            while let scalar = current, scalar != "|", scalar != ")" {
                // ECMA-262 refuses a quantifier on `^`, `$`, `\b` and `\B`, not on a group.
                let isAssertion = scalar == "^" || scalar == "$" || (scalar == "\\" && (at(1) == "b" || at(1) == "B"))
                let atom = try atom()
                items.append(try quantified(atom, isAssertion: isAssertion))
            }
            branches.append(.sequence(items))
            guard current == "|" else { break }
            index += 1
        }
        return branches.count == 1 ? branches[0] : .choice(branches)
    }

    private mutating func quantified(
        _ atom: ReferenceNode,
        isAssertion: Bool
    ) throws(ReferenceRefusal) -> ReferenceNode {
        var minimum = 0
        var maximum: Int? = nil
        switch current {
        case "*": index += 1
        case "+":
            minimum = 1
            index += 1
        case "?":
            maximum = 1
            index += 1
        case "{":
            index += 1
            guard let low = try number() else { throw ReferenceRefusal(reason: "{ without a number") }
            minimum = low
            maximum = low
            if current == "," {
                index += 1
                maximum = try number()
            }
            guard current == "}" else { throw ReferenceRefusal(reason: "{ without }") }
            index += 1
            if let maximum, maximum < minimum { throw ReferenceRefusal(reason: "{} out of order") }
        default:
            return atom
        }
        if isAssertion { throw ReferenceRefusal(reason: "quantified assertion") }
        if current == "?" { index += 1 }
        if let next = current, "*+?{".unicodeScalars.contains(next) {
            throw ReferenceRefusal(reason: "double quantifier")
        }
        return .repeated(atom, minimum: minimum, maximum: maximum)
    }

    private mutating func number() throws(ReferenceRefusal) -> Int? {
        var value: Int? = nil
        while Self.isDigit(current), let scalar = current {
            let next = (value ?? 0) * 10 + Int(scalar.value) - 0x30
            guard next <= 100_000 else { throw ReferenceRefusal(reason: "count too large") }
            value = next
            index += 1
        }
        return value
    }

    private mutating func atom() throws(ReferenceRefusal) -> ReferenceNode {
        guard let scalar = current else { throw ReferenceRefusal(reason: "end") }
        switch scalar {
        case "^":
            index += 1
            return .textStart
        case "$":
            index += 1
            return .textEnd
        case ".":
            index += 1
            return .scalar { !ReferenceClasses.isLineTerminator($0) }
        case "*", "+", "?", "{":
            throw ReferenceRefusal(reason: "nothing to repeat")
        case "(":
            index += 1
            if current == "?" {
                switch at(1) {
                case ":": index += 2
                case "<" where at(2) != "=" && at(2) != "!":
                    index += 2
                    try groupName()
                default: throw ReferenceRefusal(reason: "look-around or unknown group")
                }
            }
            let inner = try alternation()
            guard current == ")" else { throw ReferenceRefusal(reason: "missing )") }
            index += 1
            return inner
        case "[":
            return try characterClass()
        case "\\":
            if let letter = at(1), letter == "b" || letter == "B" {
                index += 2
                return .wordBoundary(negated: letter == "B")
            }
            return .scalar(try escape(inClass: false).test)
        default:
            index += 1
            let value = scalar.value
            return .scalar { $0 == value }
        }
    }

    private mutating func groupName() throws(ReferenceRefusal) {
        var length = 0
        while let scalar = current, scalar != ">" {
            let digit = Self.isDigit(scalar)
            guard scalar.properties.isAlphabetic || digit || scalar == "_" || scalar == "$", !(digit && length == 0)
            else { throw ReferenceRefusal(reason: "bad group name") }
            length += 1
            index += 1
        }
        guard current == ">", length > 0 else { throw ReferenceRefusal(reason: "bad group name") }
        index += 1
    }

    /// One escape: a single scalar (`single` set, usable as a range bound) or a class escape.
    private struct Escaped {
        let single: UInt32?
        let test: (UInt32) -> Bool
    }

    private mutating func escape(inClass: Bool) throws(ReferenceRefusal) -> Escaped {
        index += 1
        guard let scalar = current else { throw ReferenceRefusal(reason: "trailing backslash") }
        index += 1
        func one(_ value: UInt32) -> Escaped { Escaped(single: value) { $0 == value } }
        switch scalar {
        case "t": return one(9)
        case "n": return one(10)
        case "v": return one(11)
        case "f": return one(12)
        case "r": return one(13)
        case "0":
            if Self.isDigit(current) { throw ReferenceRefusal(reason: "octal") }
            return one(0)
        case "b" where inClass: return one(8)
        case "d": return Escaped(single: nil, test: ReferenceClasses.isDigit)
        case "D": return Escaped(single: nil) { !ReferenceClasses.isDigit($0) }
        case "w": return Escaped(single: nil, test: ReferenceClasses.isWord)
        case "W": return Escaped(single: nil) { !ReferenceClasses.isWord($0) }
        case "s": return Escaped(single: nil, test: ReferenceClasses.isSpace)
        case "S": return Escaped(single: nil) { !ReferenceClasses.isSpace($0) }
        case "x": return one(try validScalar(try hexDigits(2)))
        case "u":
            if current == "{" {
                index += 1
                var value: UInt32 = 0
                var count = 0
                while let scalar = current, let digit = scalar.properties.isASCIIHexDigit ? hexValue(scalar) : nil {
                    value = value * 16 + digit
                    count += 1
                    index += 1
                    if value > 0x10_FFFF { throw ReferenceRefusal(reason: "beyond U+10FFFF") }
                }
                guard count > 0, current == "}" else { throw ReferenceRefusal(reason: "bad \\u{}") }
                index += 1
                return one(try validScalar(value))
            }
            let high = try hexDigits(4)
            if (0xD800...0xDBFF).contains(high), current == "\\", at(1) == "u" {
                let saved = index
                index += 2
                if let low = try? hexDigits(4), (0xDC00...0xDFFF).contains(low) {
                    return one(0x10000 + (high - 0xD800) * 0x400 + (low - 0xDC00))
                }
                index = saved
            }
            return one(try validScalar(high))
        case "-" where inClass: return one(0x2D)
        default:
            if scalar.isASCII && (scalar.properties.isAlphabetic || Self.isDigit(scalar)) {
                throw ReferenceRefusal(reason: "unknown escape or backreference")
            }
            return one(scalar.value)
        }
    }

    private func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
        UInt32(String(scalar), radix: 16)
    }

    private mutating func hexDigits(_ count: Int) throws(ReferenceRefusal) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<count {
            guard let scalar = current, scalar.properties.isASCIIHexDigit, let digit = hexValue(scalar) else {
                throw ReferenceRefusal(reason: "hex digits")
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    private func validScalar(_ value: UInt32) throws(ReferenceRefusal) -> UInt32 {
        guard Unicode.Scalar(value) != nil else { throw ReferenceRefusal(reason: "lone surrogate") }
        return value
    }

    private mutating func characterClass() throws(ReferenceRefusal) -> ReferenceNode {
        index += 1
        var negated = false
        if current == "^" {
            negated = true
            index += 1
        }
        var members: [(UInt32) -> Bool] = []
        while current != "]" {
            let first = try classMember()
            if current == "-", let next = at(1), next != "]" {
                index += 1
                let second = try classMember()
                guard let low = first.single, let high = second.single, low <= high else {
                    throw ReferenceRefusal(reason: "bad range")
                }
                members.append { $0 >= low && $0 <= high }
            } else {
                members.append(first.test)
            }
        }
        index += 1
        let isMember = members
        return .scalar { value in isMember.contains { $0(value) } != negated }
    }

    private mutating func classMember() throws(ReferenceRefusal) -> Escaped {
        guard let scalar = current else { throw ReferenceRefusal(reason: "missing ]") }
        if scalar == "\\" {
            if let next = at(1), next == "B" || next == "k" || (Self.isDigit(next) && next != "0") {
                throw ReferenceRefusal(reason: "\\B or backreference in class")
            }
            return try escape(inClass: true)
        }
        index += 1
        let value = scalar.value
        return Escaped(single: value) { $0 == value }
    }
}
