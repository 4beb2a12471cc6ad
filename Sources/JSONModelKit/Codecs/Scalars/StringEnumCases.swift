/// The cases of an enum with `String` raw values, found by the raw value's bytes.
///
/// An ``EnumCodec`` is not specialized for the user's enum, and calling `init(rawValue:)` there
/// made a `String` and looked up `Optional<Enum>`'s type metadata at run time on every value
/// (about 600 instructions). A raw value without escapes is looked up here in a ``KeyTable``;
/// anything else (escapes, a raw value `init(rawValue:)` also accepts) takes that call.
final class StringEnumCases<Enum: RawRepresentable>: @unchecked Sendable {
    // @unchecked: immutable after `init`; the cases are only read until `deinit`.
    private let table: KeyTable
    private let cases: UnsafeMutablePointer<Enum>
    private let count: Int

    /// The table of `Enum`'s cases, or `nil` when reflection does not list them or when
    /// `init(rawValue:)` maps a case's raw value to another case.
    init?(of type: Enum.Type) {
        let cases = EnumCaseReflection.allCases(of: Enum.self)
        let rawValues = cases.compactMap { $0.rawValue as? String }
        guard !cases.isEmpty, rawValues.count == cases.count,
            rawValues.allSatisfy({ Enum(rawValue: $0 as! Enum.RawValue)?.rawValue as? String == $0 })
        else { return nil }
        table = KeyTable(keys: rawValues.map { Array($0.utf8) })
        count = cases.count
        self.cases = .allocate(capacity: count)
        self.cases.initialize(from: cases, count: count)
    }

    deinit {
        cases.deinitialize(count: count)
        cases.deallocate()
    }

    /// The number of the case whose raw value is the string at tape `index`, if the string has
    /// no escapes and is one. (A number, not the case: an `Enum?` would look up its metadata.)
    @inline(__always)
    func caseNumber(ofStringAt index: Int, in context: DecodingContext) -> Int? {
        let entry = context.entries[index]
        return entry.flag ? nil : table.index(of: context.stringBody(of: entry))
    }

    /// The case numbered `number` by ``caseNumber(ofStringAt:in:)``.
    @inline(__always)
    subscript(number: Int) -> Enum { cases[number] }
}
