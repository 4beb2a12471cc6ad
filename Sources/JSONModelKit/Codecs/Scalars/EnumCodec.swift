/// A `RawRepresentable` type (an enum) whose raw values JSON holds: `String`, integers,
/// `Double`, `Float`, `Decimal` or `Bool`; the raw value in JSON.
///
/// The raw value is read by its own codec and matched by value, so `1` and `1.0` are both the
/// `Double` raw value `1.0`. An unknown raw value is an error that lists the allowed ones.
final class EnumCodec<Enum: RawRepresentable>: ValueCodec<Enum>, @unchecked Sendable {
    override var shape: CodecShape { .enumeration(raw: raw, cases: self) }

    let raw: ValueCodec<Enum.RawValue>
    /// The cases by raw value, for an enum with `String` raw values that reflection lists.
    private let stringCases: StringEnumCases<Enum>?
    /// The allowed raw values as JSON text, for error messages (empty when they cannot be listed).
    let allowedValues: [String]

    init(raw: ValueCodec<Enum.RawValue>) {
        self.raw = raw
        stringCases = raw is StringCodec ? StringEnumCases(of: Enum.self) : nil
        let cases = EnumCaseReflection.allCases(of: Enum.self)
        allowedValues = cases.map { enumCase in
            let rawValue = enumCase.rawValue
            if let text = rawValue as? String {
                return "\"\(JSONModelError.escapedForMessage(text))\""
            }
            // As the encoder writes it (`2.5`, `true`).
            return JSONSchemaValues.json(of: rawValue, codec: raw)?.jsonString() ?? String(describing: rawValue)
        }
        super.init(typeName: String(describing: Enum.self))
    }

    override func decode(at index: Int, in context: DecodingContext) throws(JSONModelError) -> Enum {
        if let stringCases, context.kind(at: index) == .string,
            let number = stringCases.caseNumber(ofStringAt: index, in: context)
        {
            return stringCases[number]
        }
        return try decodeByRawValue(at: index, in: context)
    }

    /// The value at `index` through its raw value and `init(rawValue:)`: out of line, as the
    /// `Enum?` it makes has its metadata looked up on entry to the function that holds it.
    @inline(never)
    private func decodeByRawValue(at index: Int, in context: DecodingContext) throws(JSONModelError) -> Enum {
        let rawValue: Enum.RawValue
        do {
            rawValue = try raw.decode(at: index, in: context)
        } catch {
            // A value of the right kind the raw type cannot hold (`1.0` for a `Bool`, `1e400` for
            // a `Double`) keeps the raw codec's error, which says why.
            guard error.code == .typeMismatch else { throw error }
            throw mismatch(context, at: index, expected: "\(typeName) (a \(raw.typeName) raw value)")
        }
        guard let value = Enum(rawValue: rawValue) else {
            let allowed = allowedValues.isEmpty ? "" : "; allowed: " + allowedValues.joined(separator: ", ")
            throw JSONModelError(
                code: .invalidValue,
                message: "\(context.describeValue(at: index)) is not a \(typeName)\(allowed)"
            )
        }
        return value
    }

    override func encode(_ value: Enum, to writer: inout JSONWriter, in context: EncodingContext) throws(JSONModelError)
    {
        try raw.encode(value.rawValue, to: &writer, in: context)
    }
}
