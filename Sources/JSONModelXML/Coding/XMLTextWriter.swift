import JSONModelKit

/// Appends XML text: tags, escaped attribute values and text, optional indentation.
struct XMLTextWriter {
    private(set) var bytes: [UInt8] = []
    let isPretty: Bool

    init(prettyPrinted: Bool) {
        isPretty = prettyPrinted
        bytes.reserveCapacity(4096)
    }

    /// Removes the last `count` bytes.
    mutating func removeLastBytes(_ count: Int) {
        bytes.removeLast(count)
    }

    mutating func declaration() {
        bytes.append(contentsOf: #"<?xml version="1.0" encoding="UTF-8"?>"#.utf8)
        if isPretty { bytes.append(0x0A) }
    }

    /// A new line and indentation before a child element, when pretty printing.
    mutating func indent(_ depth: Int) {
        guard isPretty else { return }
        bytes.append(0x0A)
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * 2))
    }

    /// `<name` (the start tag stays open for attributes).
    mutating func openStartTag(_ name: String) throws(JSONModelError) {
        try Self.checkName(name)
        bytes.append(UInt8(ascii: "<"))
        bytes.append(contentsOf: name.utf8)
    }

    /// ` name="value"`.
    mutating func attribute(_ name: String, _ value: String) throws(JSONModelError) {
        try Self.checkName(name)
        bytes.append(UInt8(ascii: " "))
        bytes.append(contentsOf: name.utf8)
        bytes.append(contentsOf: "=\"".utf8)
        try appendEscaped(value, inAttribute: true)
        bytes.append(UInt8(ascii: "\""))
    }

    /// `>` after the attributes.
    mutating func closeStartTag() {
        bytes.append(UInt8(ascii: ">"))
    }

    /// `/>` after the attributes: an empty element.
    mutating func closeEmptyElement() {
        bytes.append(contentsOf: "/>".utf8)
    }

    mutating func endTag(_ name: String) {
        bytes.append(contentsOf: "</".utf8)
        bytes.append(contentsOf: name.utf8)
        bytes.append(UInt8(ascii: ">"))
    }

    mutating func text(_ value: String) throws(JSONModelError) {
        try appendEscaped(value, inAttribute: false)
    }

    /// `<name>text</name>`, or `<name/>` for empty text.
    mutating func textElement(_ name: String, _ value: String) throws(JSONModelError) {
        try openStartTag(name)
        if value.isEmpty {
            closeEmptyElement()
            return
        }
        closeStartTag()
        try text(value)
        endTag(name)
    }

    private mutating func appendEscaped(_ value: String, inAttribute: Bool) throws(JSONModelError) {
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": bytes.append(contentsOf: "&amp;".utf8)
            case "<": bytes.append(contentsOf: "&lt;".utf8)
            case ">": bytes.append(contentsOf: "&gt;".utf8)
            case "\"" where inAttribute: bytes.append(contentsOf: "&quot;".utf8)
            // Kept as references so that reading (which normalizes line ends, and white space
            // in attributes) gives back the same string.
            case "\r": bytes.append(contentsOf: "&#13;".utf8)
            case "\n" where inAttribute: bytes.append(contentsOf: "&#10;".utf8)
            case "\t" where inAttribute: bytes.append(contentsOf: "&#9;".utf8)
            case "\t", "\n":
                bytes.append(UInt8(truncatingIfNeeded: scalar.value))
            default:
                if !Self.isXMLCharacter(scalar) {
                    throw JSONModelError(
                        code: .invalidValue,
                        message: "U+\(String(scalar.value, radix: 16, uppercase: true)) cannot be written in XML 1.0"
                    )
                }
                bytes.append(contentsOf: String(scalar).utf8)
            }
        }
    }

    /// Whether XML 1.0 allows the character (§2.2 Char).
    static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    /// Throws unless `name` is an XML 1.0 name (letters, digits and `_ - . :`; not starting
    /// with a digit, `-` or `.`).
    static func checkName(_ name: String) throws(JSONModelError) {
        var isFirst = true
        for scalar in name.unicodeScalars {
            let isLetter = scalar.properties.isAlphabetic || scalar == "_" || scalar == ":"
            let isOther =
                scalar.properties.numericType != nil || scalar == "-" || scalar == "."
                || scalar.value == 0xB7 || (0x300...0x36F).contains(scalar.value)
                || (0x203F...0x2040).contains(scalar.value)
            guard isLetter || (!isFirst && isOther) else {
                throw JSONModelError(
                    code: .invalidValue,
                    message: "\"\(name)\" cannot be an XML element or attribute name"
                )
            }
            isFirst = false
        }
        if isFirst {
            throw JSONModelError(
                code: .invalidValue,
                message: "an empty string cannot be an XML element or attribute name"
            )
        }
    }
}
