/// A JSON number: an exact integer when the literal is one that fits 64 bits, else a `Double`.
///
/// Numbers compare by value: `JSONNumber(1) == JSONNumber(1.0)`. Integers keep full 64-bit
/// precision (`505874924095815681` stays exact); other numbers are held as the nearest `Double`.
public struct JSONNumber: Sendable, Hashable, CustomStringConvertible, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral
{
    enum Storage: Sendable {
        case signed(Int64)
        case unsigned(UInt64)
        case double(Double)
    }

    let storage: Storage

    /// Creates a number from an integer that fits `Int64` or `UInt64` (larger ones become `Double`).
    public init<T: BinaryInteger>(_ value: T) {
        if let signed = Int64(exactly: value) {
            storage = .signed(signed)
        } else if let unsigned = UInt64(exactly: value) {
            storage = .unsigned(unsigned)
        } else {
            storage = .double(Double(value))
        }
    }

    /// Creates a number from a `Double`.
    ///
    /// JSON has no infinity or NaN. ``JSONValue/jsonString(prettyPrinted:sortedKeys:)`` writes
    /// infinity as `1e999999` (and minus infinity as `-1e999999`): a number too large for a
    /// `Double`, which is what reading such a literal produces, so the text reads back to the
    /// same value. NaN is written as `null`. (Model encoding refuses non-finite numbers.)
    public init(_ value: Double) {
        storage = .double(value)
    }

    /// Creates a number from an integer literal.
    public init(integerLiteral value: Int64) {
        storage = .signed(value)
    }

    /// Creates a number from a floating-point literal.
    public init(floatLiteral value: Double) {
        storage = .double(value)
    }

    /// The number as a `Double` (rounded to the nearest when it is a large integer).
    public var doubleValue: Double {
        switch storage {
        case .signed(let value): Double(value)
        case .unsigned(let value): Double(value)
        case .double(let value): value
        }
    }

    /// The number as an `Int64`, if it is an integer in range.
    public var int64Value: Int64? {
        switch storage {
        case .signed(let value): value
        case .unsigned(let value): Int64(exactly: value)
        case .double(let value): Int64(exactly: value)
        }
    }

    /// The number as a `UInt64`, if it is a non-negative integer in range.
    public var uint64Value: UInt64? {
        switch storage {
        case .signed(let value): UInt64(exactly: value)
        case .unsigned(let value): value
        case .double(let value): UInt64(exactly: value)
        }
    }

    /// The number as an `Int`, if it is an integer in range.
    public var intValue: Int? {
        int64Value.flatMap { Int(exactly: $0) }
    }

    /// Whether the number has no fractional part.
    public var isInteger: Bool {
        switch storage {
        case .signed, .unsigned: true
        case .double(let value): value.isFinite && value == value.rounded(.towardZero)
        }
    }

    /// The number as JSON text (`1e999999` for infinity, `null` for NaN).
    public var description: String {
        var writer = JSONWriter(prettyPrinted: false, capacity: 24)
        write(to: &writer)
        return writer.makeString()
    }

    func write(to writer: inout JSONWriter) {
        writer.number(self)
    }

    init(storage: Storage) {
        self.storage = storage
    }

    /// Reads a number literal the reader has validated.
    init(literal: UnsafeBufferPointer<UInt8>, isInteger: Bool) {
        if isInteger {
            if let signed = JSONNumberParser.int64(literal) {
                storage = .signed(signed)
                return
            }
            if let unsigned = JSONNumberParser.uint64(literal) {
                storage = .unsigned(unsigned)
                return
            }
        }
        storage = .double(JSONNumberParser.double(literal))
    }

    /// Numbers are equal when their values are: integers compare exactly, others as `Double`.
    public static func == (lhs: JSONNumber, rhs: JSONNumber) -> Bool {
        switch (lhs.storage, rhs.storage) {
        case (.signed(let a), .signed(let b)): return a == b
        case (.unsigned(let a), .unsigned(let b)): return a == b
        case (.signed, .unsigned), (.unsigned, .signed): return false
        default:
            if let a = lhs.int64Value, let b = rhs.int64Value { return a == b }
            if let a = lhs.uint64Value, let b = rhs.uint64Value { return a == b }
            return lhs.doubleValue == rhs.doubleValue
        }
    }

    /// Hashes the value so that equal numbers hash alike.
    public func hash(into hasher: inout Hasher) {
        if let signed = int64Value {
            hasher.combine(signed)
        } else if let unsigned = uint64Value {
            hasher.combine(unsigned)
        } else {
            hasher.combine(doubleValue)
        }
    }
}
