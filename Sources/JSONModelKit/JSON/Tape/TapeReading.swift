/// Reading the values of a tape: what ``JSONTape`` offers, and what ``DecodingContext`` offers on
/// the tape of the document it decodes.
///
/// The helpers are written once, here. The context conforms with its own copy of the entries
/// pointer, which follows the scratch tape of a one-pass decode as it grows: reading through
/// the context's `JSONTape` instead would copy the tape, and retain and release its storage,
/// for every value read (about 5 % of a decode, measured with callgrind).
protocol TapeReading {
    /// The entries of the tape.
    var entries: UnsafeMutablePointer<TapeEntry> { get }
    /// The bytes the entries point into.
    var bytes: UnsafeBufferPointer<UInt8> { get }
}

extension TapeReading {
    /// The kind of the value at `index`.
    @inline(__always)
    func kind(at index: Int) -> JSONKind {
        entries[index].kind
    }

    /// The tape index just past the value at `index` (and everything it contains).
    @inline(__always)
    func index(after index: Int) -> Int {
        let entry = entries[index]
        return entry.kind == .array || entry.kind == .object ? Int(entry.next) : index + 1
    }

    /// The raw bytes of the value at `index`, quotes and brackets included.
    @inline(__always)
    func rawBytes(at index: Int) -> UnsafeBufferPointer<UInt8> {
        let entry = entries[index]
        guard let base = bytes.baseAddress else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(start: base + Int(entry.start), count: Int(entry.end - entry.start))
    }

    /// The bytes between the quotes of the string `entry` of this tape, as written (escapes
    /// not undone).
    @inline(__always)
    func stringBody(of entry: TapeEntry) -> UnsafeBufferPointer<UInt8> {
        guard let base = bytes.baseAddress else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(start: base + Int(entry.start) + 1, count: Int(entry.end - entry.start) - 2)
    }

    /// The body of the string at `index`, without its quotes and with escapes undone.
    @inline(__always)
    func string(at index: Int) -> String {
        let entry = entries[index]
        let body = stringBody(of: entry)
        return entry.flag
            ? JSONStringUnescaper.unescape(body, isASCII: entry.isASCII)
            : JSONTape.validatedString(body, isASCII: entry.isASCII)
    }

    /// The number a ``TapeBuilder`` stored at `index`, or `nil` when the entry is a literal.
    @inline(__always)
    func storedNumber(at index: Int) -> JSONNumber? {
        let entry = entries[index]
        guard entry.count != TapeNumberStorage.literal.rawValue, entry.decimalExponent == TapeEntry.noDecimal,
            let base = bytes.baseAddress
        else { return nil }
        let bits = UInt64(
            littleEndian: UnsafeRawPointer(base + Int(entry.start)).loadUnaligned(as: UInt64.self)
        )
        switch TapeNumberStorage(rawValue: entry.count) {
        case .signed?: return JSONNumber(storage: .signed(Int64(bitPattern: bits)))
        case .unsigned?: return JSONNumber(storage: .unsigned(bits))
        case .literalDouble?: return JSONNumber(storage: .literalDouble(Double(bitPattern: bits), isInteger: false))
        case .literalIntegralDouble?:
            return JSONNumber(storage: .literalDouble(Double(bitPattern: bits), isInteger: true))
        default: return JSONNumber(storage: .double(Double(bitPattern: bits)))
        }
    }

    /// The significand and exponent of the number at `index`, as the reader read them while it
    /// found the literal's end; `nil` when the entry does not hold them (see
    /// ``TapeEntry/decimalExponent``).
    @inline(__always)
    func decimal(at index: Int) -> EiselLemire.DecimalLiteral? {
        let entry = entries[index]
        guard entry.decimalExponent != TapeEntry.noDecimal, let base = bytes.baseAddress else { return nil }
        return EiselLemire.DecimalLiteral(
            significand: UInt64(entry.count) | UInt64(entry.next) << 32,
            exponent: Int(entry.decimalExponent),
            isNegative: base[Int(entry.start)] == UInt8(ascii: "-"),
            isTruncated: false
        )
    }

    /// The number at `index`, whichever way the tape holds it.
    func number(at index: Int) -> JSONNumber {
        if let stored = storedNumber(at: index) { return stored }
        return JSONNumber(literal: rawBytes(at: index), isInteger: entries[index].flag)
    }

    /// The text of the number at `index` (a stored number's shortest form).
    func numberText(at index: Int) -> String {
        if let stored = storedNumber(at: index) { return stored.description }
        return String(decoding: rawBytes(at: index), as: UTF8.self)
    }

    /// A short account of the value at `index` for error messages: `string "2001"`, `number 3.5`,
    /// `null`, `true`, `array`, `object`.
    func describeValue(at index: Int) -> String {
        switch entries[index].kind {
        case .null: return "null"
        case .true: return "true"
        case .false: return "false"
        case .array: return "array"
        case .object: return "object"
        case .number: return "number \(JSONModelError.clippedForMessage(numberText(at: index)).text)"
        case .string:
            return "string \"\(JSONModelError.escapedForMessage(string(at: index)))\""
        }
    }
}
