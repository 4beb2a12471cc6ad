import JSONModelKit
import Testing

@testable import JSONModelXML

/// The writer's byte-wise escaping and its ASCII name check give what the scalar-by-scalar
/// rules give: the same bytes, and the same errors.
@Suite struct XMLTextWriterTests {
    /// Text and attribute values: plain, every escaped character, line ends, controls, the
    /// forbidden U+FFFE and U+FFFF, and their neighbours that XML allows.
    private static let values: [String] = [
        "", "plain", "a & b", "<tag>", "say \"hi\"", "it's", "line\nbreak", "cr\rlf\r\n", "tab\there",
        "\u{1}", "before\u{1F}after", "\u{7F}\u{80}\u{9F}", "é€😀", "\u{FFFE}", "x\u{FFFF}", "\u{FFFD}\u{FEFF}",
        "\u{EFFF}\u{F0000}", "&&<<>>", "\"", "]]>",
    ]

    /// Names: ASCII ones, right and wrong, and names with letters and digits beyond ASCII.
    private static let names: [String] = [
        "a", "name", "Name_2", "a-b.c", "ns:tag", "_x", ":x", "", "1a", "-a", ".a", "a b", "a/b", "a>", "é",
        "名前", "a١", "١a", "x\u{B7}", "a\u{300}", "\u{300}a", "a\u{203F}", "😀",
    ]

    @Test(arguments: values, [false, true])
    func escapingMatchesTheScalarRules(value: String, inAttribute: Bool) {
        var writer = XMLTextWriter(prettyPrinted: false)
        let written = Result { () throws(JSONModelError) in
            if inAttribute {
                try writer.attribute("a", value)
            } else {
                try writer.text(value)
            }
            return writer.bytes
        }
        switch (written, Self.referenceEscaped(value, inAttribute: inAttribute)) {
        case (.success(let bytes), .success(let expected)):
            let prefix = inAttribute ? Array(#" a=""#.utf8) : []
            let suffix = inAttribute ? Array(#"""#.utf8) : []
            #expect(bytes == prefix + expected + suffix)
        case (.failure(let error), .failure(let expected)):
            #expect(error.message == expected.message)
        default:
            Issue.record("written \(written), expected \(Self.referenceEscaped(value, inAttribute: inAttribute))")
        }
    }

    @Test(arguments: names)
    func nameCheckMatchesTheScalarRules(name: String) {
        let expected = Self.referenceNameFailure(name)
        do throws(JSONModelError) {
            try XMLTextWriter.checkName(name)
            #expect(expected == nil)
        } catch {
            #expect(error.message == expected)
        }
    }

    // MARK: The scalar-by-scalar rules

    private static func referenceEscaped(_ value: String, inAttribute: Bool) -> Result<[UInt8], JSONModelError> {
        var bytes: [UInt8] = []
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": bytes += "&amp;".utf8
            case "<": bytes += "&lt;".utf8
            case ">": bytes += "&gt;".utf8
            case "\"" where inAttribute: bytes += "&quot;".utf8
            case "\r": bytes += "&#13;".utf8
            case "\n" where inAttribute: bytes += "&#10;".utf8
            case "\t" where inAttribute: bytes += "&#9;".utf8
            default:
                switch scalar.value {
                case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF:
                    bytes += String(scalar).utf8
                default:
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    return .failure(
                        JSONModelError(code: .invalidValue, message: "U+\(hex) cannot be written in XML 1.0")
                    )
                }
            }
        }
        return .success(bytes)
    }

    private static func referenceNameFailure(_ name: String) -> String? {
        guard !name.isEmpty else { return "an empty string cannot be an XML element or attribute name" }
        var isFirst = true
        for scalar in name.unicodeScalars {
            let isLetter = scalar.properties.isAlphabetic || scalar == "_" || scalar == ":"
            let isOther =
                scalar.properties.numericType != nil || scalar == "-" || scalar == "."
                || scalar.value == 0xB7 || (0x300...0x36F).contains(scalar.value)
                || (0x203F...0x2040).contains(scalar.value)
            guard isLetter || (!isFirst && isOther) else {
                return "\"\(name)\" cannot be an XML element or attribute name"
            }
            isFirst = false
        }
        return nil
    }
}
