import Foundation

/// A deterministic source of values read from the fuzzer's input.
///
/// Each call consumes bytes from the front; once the input runs out every call answers zero,
/// so any input, however short, describes exactly one value.
public struct FuzzedBytes {
    private let bytes: [UInt8]
    private var position = 0

    /// Creates a source over a copy of `bytes`.
    public init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = Array(bytes)
    }

    /// Whether every byte has been consumed.
    public var isExhausted: Bool { position >= bytes.count }

    /// The next byte, or zero at the end.
    public mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// The next eight bytes as an unsigned integer (little-endian, zero-padded).
    public mutating func uint64() -> UInt64 {
        var value: UInt64 = 0
        for shift in stride(from: 0, to: 64, by: 8) {
            value |= UInt64(byte()) << UInt64(shift)
        }
        return value
    }

    /// The next eight bytes as a signed integer.
    public mutating func int64() -> Int64 {
        Int64(bitPattern: uint64())
    }

    /// A number in `0..<bound` (`bound` must be positive).
    public mutating func below(_ bound: Int) -> Int {
        Int(byte()) % bound
    }

    /// Whether the next byte is odd.
    public mutating func bool() -> Bool {
        byte() & 1 == 1
    }

    /// Up to `maximum` raw bytes; the first byte read is the length.
    public mutating func slice(maximum: Int = 24) -> [UInt8] {
        let count = below(maximum + 1)
        return (0..<count).map { _ in byte() }
    }

    /// A string from a byte slice, decoded as UTF-8 with invalid sequences replaced, so it holds
    /// control characters, quotes, backslashes and non-ASCII text as the bytes dictate.
    public mutating func string(maximum: Int = 24) -> String {
        String(decoding: slice(maximum: maximum), as: UTF8.self)
    }

    /// A finite `Double` from a raw bit pattern (a non-finite pattern becomes its sign as ±1).
    public mutating func finiteDouble() -> Double {
        let value = Double(bitPattern: uint64())
        return value.isFinite ? value : (value.sign == .minus ? -1 : 1)
    }

    /// A finite `Float` from a raw bit pattern.
    public mutating func finiteFloat() -> Float {
        var pattern: UInt32 = 0
        for shift in stride(from: 0, to: 32, by: 8) {
            pattern |= UInt32(byte()) << UInt32(shift)
        }
        let value = Float(bitPattern: pattern)
        return value.isFinite ? value : (value.sign == .minus ? -1 : 1)
    }

    /// A `Decimal` with a 64-bit significand and a small exponent.
    public mutating func decimal() -> Decimal {
        let significand = Decimal(uint64())
        let exponent = below(41) - 20
        let sign: FloatingPointSign = bool() ? .minus : .plus
        return Decimal(sign: sign, exponent: exponent, significand: significand)
    }

    /// A date in years 0001–9999, in whole milliseconds.
    public mutating func date() -> Date {
        // 0001-01-01T00:00:00Z and 9999-12-31T23:59:59.999Z as milliseconds since 1970.
        let earliest: Int64 = -62_135_596_800_000
        let latest: Int64 = 253_402_300_799_999
        let span = UInt64(latest - earliest + 1)
        let milliseconds = earliest + Int64(uint64() % span)
        return Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }

    /// A date at UTC midnight in years 0001–9999, as `@DateOnly` stores it.
    public mutating func day() -> Date {
        let earliestDay: Int64 = -719_162  // 0001-01-01 in days since 1970
        let days = earliestDay + Int64(uint64() % 3_652_059)
        return Date(timeIntervalSince1970: Double(days) * 86_400)
    }

    /// A URL with an http(s) scheme and a path of unreserved characters.
    public mutating func url() -> URL {
        let unreserved = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/")
        let path = String((0..<below(20)).map { _ in unreserved[below(unreserved.count)] })
        let scheme = bool() ? "https" : "http"
        return URL(string: "\(scheme)://example.org/\(path)") ?? URL(fileURLWithPath: "/")
    }

    /// A UUID from sixteen bytes.
    public mutating func uuid() -> UUID {
        UUID(
            uuid: (
                byte(), byte(), byte(), byte(), byte(), byte(), byte(), byte(),
                byte(), byte(), byte(), byte(), byte(), byte(), byte(), byte()
            )
        )
    }
}
