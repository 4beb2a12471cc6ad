import Foundation

/// Writes JSON text by hand for the generated fixtures, so that neither library under test
/// shapes the input of the other.
///
/// Objects are written member by member: `begin()`, `key(_:)` then a value, `end()`. The
/// builder tracks commas, nothing else; the caller writes a well-formed document.
struct JSONTextBuilder {
    private(set) var bytes: [UInt8] = []
    /// Whether the next member or element needs a comma before it, per open container.
    private var needsComma: [Bool] = [false]

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// The document written so far.
    var data: Data { Data(bytes) }

    /// The number of bytes written so far.
    var count: Int { bytes.count }

    mutating func beginObject() { open(UInt8(ascii: "{")) }
    mutating func endObject() { close(UInt8(ascii: "}")) }
    mutating func beginArray() { open(UInt8(ascii: "[")) }
    mutating func endArray() { close(UInt8(ascii: "]")) }

    /// Writes a member's key; the value follows.
    mutating func key(_ name: String) {
        separate()
        writeString(name)
        bytes.append(UInt8(ascii: ":"))
        // The value that follows is not a new member.
        needsComma[needsComma.count - 1] = false
    }

    /// Writes a string value, escaping quotes, backslashes and control characters.
    mutating func string(_ text: String) {
        separate()
        writeString(text)
    }

    /// Writes a value whose JSON text is given verbatim (a number, `true`, `null`).
    mutating func raw(_ text: String) {
        separate()
        bytes.append(contentsOf: text.utf8)
    }

    mutating func number(_ value: Int) { raw(String(value)) }
    mutating func bool(_ value: Bool) { raw(value ? "true" : "false") }
    mutating func null() { raw("null") }

    /// Writes `"name":"text"`.
    mutating func member(_ name: String, _ text: String) {
        key(name)
        string(text)
    }

    /// Writes `"name":value` for an integer.
    mutating func member(_ name: String, _ value: Int) {
        key(name)
        number(value)
    }

    /// Writes `"name":true` or `false`.
    mutating func member(_ name: String, _ value: Bool) {
        key(name)
        bool(value)
    }

    /// Writes `"name":"text"`, or `"name":null` for `nil`.
    mutating func member(_ name: String, orNull text: String?) {
        key(name)
        if let text { string(text) } else { null() }
    }

    private mutating func open(_ bracket: UInt8) {
        separate()
        bytes.append(bracket)
        needsComma.append(false)
    }

    private mutating func close(_ bracket: UInt8) {
        bytes.append(bracket)
        needsComma.removeLast()
        needsComma[needsComma.count - 1] = true
    }

    private mutating func separate() {
        if needsComma[needsComma.count - 1] { bytes.append(UInt8(ascii: ",")) }
        needsComma[needsComma.count - 1] = true
    }

    private mutating func writeString(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: #"\""#.utf8)
            case UInt8(ascii: "\\"): bytes.append(contentsOf: #"\\"#.utf8)
            case UInt8(ascii: "\n"): bytes.append(contentsOf: #"\n"#.utf8)
            case UInt8(ascii: "\r"): bytes.append(contentsOf: #"\r"#.utf8)
            case UInt8(ascii: "\t"): bytes.append(contentsOf: #"\t"#.utf8)
            case 0..<0x20: bytes.append(contentsOf: ("\\u00" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16)).utf8)
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
