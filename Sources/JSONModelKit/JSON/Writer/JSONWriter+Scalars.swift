import Foundation

// Scalars: null, Booleans, numbers and strings, written straight into the buffer.
extension JSONWriter {
    package mutating func null() {
        if _slowPath(values != nil) { return build(scalar: .null) }
        reserve(4)
        UnsafeMutableRawPointer(buffer + count).storeBytes(of: UInt32(littleEndian: 0x6C6C_756E), as: UInt32.self)
        count += 4
    }

    package mutating func bool(_ value: Bool) {
        if _slowPath(values != nil) { return build(scalar: .bool(value)) }
        reserve(5)
        count = Self.writeBool(value, at: buffer + count) - buffer
    }

    /// Writes `true` or `false` at `output` (capacity already reserved) and returns the
    /// position after it.
    @inline(__always)
    static func writeBool(_ value: Bool, at output: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        if value {
            UnsafeMutableRawPointer(output).storeBytes(of: UInt32(littleEndian: 0x6575_7274), as: UInt32.self)
            return output + 4
        }
        output.pointee = UInt8(ascii: "f")
        UnsafeMutableRawPointer(output + 1).storeBytes(of: UInt32(littleEndian: 0x6573_6C61), as: UInt32.self)
        return output + 5
    }

    /// Writes an integer of at most 64 bits.
    @inline(__always)
    mutating func integer<T: FixedWidthInteger>(_ value: T) {
        if T.isSigned {
            integer(Int64(truncatingIfNeeded: value))
        } else {
            integer(UInt64(truncatingIfNeeded: value))
        }
    }

    mutating func integer(_ value: Int64) {
        if _slowPath(values != nil) { return build(scalar: .number(JSONNumber(value))) }
        if value < 0 {
            appendByte(UInt8(ascii: "-"))
        }
        integer(value.magnitude)
    }

    mutating func integer(_ value: UInt64) {
        if _slowPath(values != nil) { return build(scalar: .number(JSONNumber(value))) }
        if value < 10 {
            appendByte(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value))
            return
        }
        reserve(IntegerDigits.maxBytesWritten)
        count += IntegerDigits.write(value, to: buffer + count)
    }

    /// Writes a finite `Double` in its shortest round-trip form; integral values below 2^53 are
    /// written without a fraction (`3`, not `3.0`).
    @inline(__always)
    mutating func double(_ value: Double) throws(JSONModelError) {
        guard value.isFinite else { throw Self.nonFinite(value) }
        if _slowPath(values != nil) { return build(scalar: .number(JSONNumber(value))) }
        shortestOrIntegral(value)
    }

    /// The error for a NaN or an infinity, which JSON cannot hold.
    static func nonFinite(_ value: some BinaryFloatingPoint) -> JSONModelError {
        JSONModelError(
            code: .invalidValue,
            message: "cannot encode \(value) as JSON: JSON has no NaN or infinity"
        )
    }

    /// Writes a finite `Double` with ``ShortestDouble``: integral values below 2^53 without a
    /// fraction, everything else as `description` spells it ("0.1", "1e-07"; always valid
    /// JSON), straight into the buffer, where `description` would make a heap string first.
    @inline(__always)
    mutating func shortestOrIntegral(_ value: Double) {
        reserve(ShortestDouble.maxBytesWritten)
        count += ShortestDouble.write(value, to: buffer + count)
    }

    /// Writes a finite `Float` in its shortest round-trip form.
    mutating func float(_ value: Float) throws(JSONModelError) {
        guard value.isFinite else { throw Self.nonFinite(value) }
        if value == value.rounded(.towardZero), abs(value) < 16_777_216 {
            try double(Double(value))
            return
        }
        // The shortest decimal that reads back to the same `Float` ("0.1"), also as a value:
        // `Double(value)` would be 0.10000000149011612.
        numberLiteral(value.description, isInteger: false)
    }

    /// Writes a number literal the caller knows is valid JSON (a `Decimal`'s or a `Float`'s
    /// plain decimal form); a writer that builds values keeps it as a literal too, its exact
    /// value.
    mutating func numberLiteral(_ literal: String, isInteger: Bool) {
        if _slowPath(values != nil) { return build(scalar: .literal(literal, isInteger: isInteger)) }
        raw(literal.utf8)
    }

    /// Writes a ``JSONNumber``: infinity as `1e999999` (and `-1e999999`), a number too large
    /// for a `Double`, which reads back as the same value; NaN as `null`.
    ///
    /// A `Double` from 2^53 up to the 64-bit integers' limits is written as its exact integer:
    /// its shortest form (`1.2345678901234567e+19`) names another integer exactly
    /// (12345678901234567000, not the `Double`'s 12345678901234567168), which the reader keeps
    /// as that integer, so the value would not read back as itself.
    mutating func number(_ number: JSONNumber) {
        if _slowPath(values != nil) { return build(scalar: .number(number)) }
        switch number.storage {
        case .signed(let value): integer(value)
        case .unsigned(let value): integer(value)
        case .literal(let literal):
            numberLiteral(literal.text, isInteger: literal.isIntegerLiteral)
        case .double(let value), .literalDouble(let value, _):
            if value.isInfinite {
                raw((value < 0 ? "-1e999999" : "1e999999").utf8)
            } else if value.isNaN {
                null()
            } else if value.magnitude >= 9_007_199_254_740_992, let signed = Int64(exactly: value) {
                integer(signed)
            } else if value >= 9_007_199_254_740_992, let unsigned = UInt64(exactly: value) {
                integer(unsigned)
            } else {
                shortestOrIntegral(value)
            }
        }
    }

    /// Appends text that is already valid JSON.
    mutating func raw<Bytes: Sequence>(_ json: Bytes) where Bytes.Element == UInt8 {
        let done: Void? = json.withContiguousStorageIfAvailable { appendBytes($0) }
        if done == nil {
            for byte in json { appendByte(byte) }
        }
    }

    /// Writes a string with quotes, escaping `"`, `\` and control characters.
    package mutating func string(_ value: String) {
        if _slowPath(values != nil) { return build(scalar: .string(value)) }
        // Native and small strings lend their UTF-8 in place; `withUTF8` is mutating, and the
        // copy it needs costs a retain and a release per string.
        let written: Void? = value.utf8.withContiguousStorageIfAvailable { appendQuoted($0) }
        if written == nil {
            var copy = value
            copy.withUTF8 { appendQuoted($0) }
        }
    }

    /// Writes UTF-8 bytes as a quoted, escaped JSON string.
    mutating func appendQuoted(_ utf8: UnsafeBufferPointer<UInt8>) {
        if _slowPath(values != nil) { return build(scalar: .utf8(utf8)) }
        reserve(JSONStringQuoting.maxBytesWritten(forCount: utf8.count))
        count = JSONStringQuoting.writeQuoted(utf8, at: buffer + count) - buffer
    }

    /// The order of object keys when keys are sorted: by their UTF-8 bytes.
    ///
    /// A total order, unlike `String`'s `<` on text that is not in normal form C, so the output
    /// never depends on a dictionary's iteration order; keys that differ only in Unicode
    /// normalization stay distinct and keep a fixed order.
    static func keyPrecedes(_ lhs: String, _ rhs: String) -> Bool {
        lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
    }
}
