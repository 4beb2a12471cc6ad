/// A JSON number: an exact integer when the literal's value is one that fits 64 bits, else a
/// `Double`.
///
/// Numbers compare by value: `JSONNumber(1) == JSONNumber(1.0)`. Integers keep full 64-bit
/// precision (`505874924095815681` stays exact, and so does `9007199254740993.0`, whose value
/// is an integer); other numbers are held as the nearest `Double`, which the integer accessors
/// never read as an integer it only rounds to (`0.99999999999999999999` has no ``intValue``).
public struct JSONNumber: Sendable, Hashable, CustomStringConvertible, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral
{
    enum Storage: Sendable {
        case signed(Int64)
        case unsigned(UInt64)
        case double(Double)
        /// The `Double` nearest to a literal whose exact value is not an integer that fits 64
        /// bits (`0.5`, `1e400`, `0.99999999999999999999`): no integer accessor reads it, and
        /// `isInteger` says whether that exact value is an integer (`1e30`), which the
        /// `Double` alone cannot tell.
        case literalDouble(Double, isInteger: Bool)
        /// A literal whose nearest `Double` is integral while its exact value is not a 64-bit
        /// integer (`1e-400`, `0.99999999999999999999`, `1e30`): held with its text, so that
        /// messages quote it, the tape built from the number reads it as the literal (a
        /// `Decimal` exactly), and writing gives it back.
        case literal(NumberLiteral)
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
        case .double(let value), .literalDouble(let value, _): value
        case .literal(let literal): literal.value
        }
    }

    /// The number as an `Int64`, if its exact value is an integer in range.
    ///
    /// A number read from a literal with a fraction or an exponent counts when its exact value
    /// is an integer (`1.0`, `1e2`, `9007199254740993.0`), never when only the nearest `Double`
    /// is (`0.99999999999999999999`, `1e-400`, `-9223372036854775809`).
    public var int64Value: Int64? {
        switch storage {
        case .signed(let value): value
        case .unsigned(let value): Int64(exactly: value)
        case .double(let value): Int64(exactly: value)
        case .literalDouble, .literal: nil
        }
    }

    /// The number as a `UInt64`, if its exact value is a non-negative integer in range (as
    /// ``int64Value`` decides it).
    public var uint64Value: UInt64? {
        switch storage {
        case .signed(let value): UInt64(exactly: value)
        case .unsigned(let value): value
        case .double(let value): UInt64(exactly: value)
        case .literalDouble, .literal: nil
        }
    }

    /// The number as an `Int`, if its exact value is an integer in range (as ``int64Value``
    /// decides it).
    public var intValue: Int? {
        int64Value.flatMap { Int(exactly: $0) }
    }

    /// Whether the number's exact value has no fractional part (`1e30` has none,
    /// `0.99999999999999999999` has one).
    public var isInteger: Bool {
        switch storage {
        case .signed, .unsigned: true
        case .double(let value): value.isFinite && value == value.rounded(.towardZero)
        case .literalDouble(_, let isInteger): isInteger
        case .literal(let literal): literal.isInteger
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
    ///
    /// `isInteger` is the reader's flag: no fraction and no exponent. A literal with either
    /// is held as an integer when its exact value is one that fits 64 bits (`1.0`, `1e2`), so
    /// that the integer accessors read it exactly.
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
            storage = .literal(NumberLiteral(literal, value: JSONNumberParser.double(literal), isInteger: true))
            return
        }
        let value = JSONNumberParser.double(literal)
        // A correctly rounded `Double` with a fraction comes from a literal with one (every
        // integer up to 2^53 is a `Double` exactly, and every `Double` beyond is integral):
        // most such literals skip the scan of their digits.
        if value.isFinite, value != value.rounded(.towardZero) {
            storage = .literalDouble(value, isInteger: false)
            return
        }
        let exact = ExactDecimalLiteral(literal)
        if exact.isZero {
            // Zero keeps its sign as a `Double` (`-0.0`), which reads as the integer 0 too.
            storage = .double(value)
        } else if let signed = exact.integer(as: Int64.self) {
            storage = .signed(signed)
        } else if let unsigned = exact.integer(as: UInt64.self) {
            storage = .unsigned(unsigned)
        } else {
            // Past the first check, `value` is integral (or infinite): not what the literal says.
            storage = .literal(NumberLiteral(literal, value: value, isInteger: exact.isInteger))
        }
    }

    /// A number that keeps `literal`, valid JSON number text, as its text
    /// (``Storage/literal(_:)``) whatever its value, for a writer that must give it back as
    /// written.
    init(keepingLiteral literal: UnsafeBufferPointer<UInt8>) {
        let exact = ExactDecimalLiteral(literal)
        storage = .literal(NumberLiteral(literal, value: JSONNumberParser.double(literal), isInteger: exact.isInteger))
    }

    /// Numbers are equal when their values are: integers compare exactly, others as `Double`.
    ///
    /// A `Double` read from a literal compares as that `Double`, also with an integer it
    /// equals (`0.99999999999999999999` equals `1`, as both are `1.0` as `Double`s).
    public static func == (lhs: JSONNumber, rhs: JSONNumber) -> Bool {
        switch (lhs.storage, rhs.storage) {
        case (.signed(let a), .signed(let b)): return a == b
        case (.unsigned(let a), .unsigned(let b)): return a == b
        case (.signed, .unsigned), (.unsigned, .signed): return false
        default:
            if let a = lhs.heldInt64, let b = rhs.heldInt64 { return a == b }
            if let a = lhs.heldUInt64, let b = rhs.heldUInt64 { return a == b }
            return lhs.doubleValue == rhs.doubleValue
        }
    }

    /// Hashes the value so that equal numbers hash alike.
    public func hash(into hasher: inout Hasher) {
        if let signed = heldInt64 {
            hasher.combine(signed)
        } else if let unsigned = heldUInt64 {
            hasher.combine(unsigned)
        } else {
            hasher.combine(doubleValue)
        }
    }

    /// The held integer or integral `Double` as an `Int64`, for equality and hashing, which
    /// compare what is held (a literal's `Double` included), not exact values.
    private var heldInt64: Int64? {
        switch storage {
        case .signed(let value): value
        case .unsigned(let value): Int64(exactly: value)
        case .double(let value), .literalDouble(let value, _): Int64(exactly: value)
        case .literal(let literal): Int64(exactly: literal.value)
        }
    }

    /// ``heldInt64`` as a `UInt64`.
    private var heldUInt64: UInt64? {
        switch storage {
        case .signed(let value): UInt64(exactly: value)
        case .unsigned(let value): value
        case .double(let value), .literalDouble(let value, _): UInt64(exactly: value)
        case .literal(let literal): UInt64(exactly: literal.value)
        }
    }
}

/// The text of a number literal that ``JSONNumber`` keeps beside its `Double`
/// (``JSONNumber/Storage/literal(_:)``).
final class NumberLiteral: Sendable {
    /// The literal as written (valid JSON number grammar).
    let text: String
    /// The nearest `Double`.
    let value: Double
    /// Whether the literal's exact value is an integer.
    let isInteger: Bool
    /// Whether the literal is written without a fraction and an exponent (what a tape
    /// entry's flag and the writer's `isInteger` mean).
    var isIntegerLiteral: Bool {
        !text.utf8.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
    }

    init(_ literal: UnsafeBufferPointer<UInt8>, value: Double, isInteger: Bool) {
        text = String(decoding: literal, as: UTF8.self)
        self.value = value
        self.isInteger = isInteger
    }
}
