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
        var value = value
        try value.withUTF8 { utf8 in
            Result { () throws(JSONModelError) in try appendEscaped(utf8, inAttribute: inAttribute) }
        }.get()
    }

    /// Appends valid UTF-8, copying runs that need no escape in one go.
    ///
    /// Works on bytes rather than scalars: a string's UTF-8 is valid, so every byte below 0x80
    /// is a whole character and every other character is copied as it is, except U+FFFE and
    /// U+FFFF (`EF BF BE`, `EF BF BF`), the only characters from U+0080 up that XML 1.0 forbids
    /// (a string holds no surrogates).
    private mutating func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>, inAttribute: Bool) throws(JSONModelError) {
        var runStart = 0
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            let escape: StaticString
            switch byte {
            case UInt8(ascii: "&"): escape = "&amp;"
            case UInt8(ascii: "<"): escape = "&lt;"
            case UInt8(ascii: ">"): escape = "&gt;"
            case UInt8(ascii: "\""): escape = inAttribute ? "&quot;" : ""
            // Kept as references so that reading (which normalizes line ends, and white space
            // in attributes) gives back the same string.
            case 0x0D: escape = "&#13;"
            case 0x0A: escape = inAttribute ? "&#10;" : ""
            case 0x09: escape = inAttribute ? "&#9;" : ""
            case 0x00..<0x20:
                throw Self.unwritableCharacter(UInt32(byte))
            case 0xEF:
                if index + 2 < utf8.count, utf8[index + 1] == 0xBF, utf8[index + 2] & 0xFE == 0xBE {
                    throw Self.unwritableCharacter(0xFFFE | UInt32(utf8[index + 2] & 1))
                }
                escape = ""
            default:
                escape = ""
            }
            if escape.utf8CodeUnitCount == 0 {
                index += 1
                continue
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
            bytes.append(contentsOf: UnsafeBufferPointer(start: escape.utf8Start, count: escape.utf8CodeUnitCount))
            index += 1
            runStart = index
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
    }

    private static func unwritableCharacter(_ value: UInt32) -> JSONModelError {
        JSONModelError(
            code: .invalidValue,
            message: "U+\(String(value, radix: 16, uppercase: true)) cannot be written in XML 1.0"
        )
    }

    /// Throws unless `name` is an XML 1.0 name (letters, digits and `_ - . :`; not starting
    /// with a digit, `-` or `.`).
    static func checkName(_ name: String) throws(JSONModelError) {
        if isASCIIName(name) { return }
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

    /// Whether `name` is a name made only of ASCII letters, digits and `_ - . :`, not starting
    /// with a digit, `-` or `.`: the usual case, checked without Unicode properties.
    ///
    /// `false` sends the name to the full check, which accepts other names and words errors.
    private static func isASCIIName(_ name: String) -> Bool {
        var isFirst = true
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"),
                UInt8(ascii: ":"):
                break
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."):
                if isFirst { return false }
            default:
                return false
            }
            isFirst = false
        }
        return !isFirst
    }
}
