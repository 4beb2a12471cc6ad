/// A property that tells a missing key, `null` and a value apart: for PATCH-style models.
///
/// ```swift
/// final class UserPatch: JSONModel {
///     var nickname: JSONField<String> = .absent
///     var age: JSONField<Int> = .absent
/// }
///
/// let patch = try UserPatch.fromJSONString(#"{"nickname": null, "age": 41}"#)
/// // patch.nickname == .null, patch.age == .value(41)
/// try patch.toJSONString()   // {"nickname":null,"age":41}: .absent is left out, .null is written
/// ```
///
/// A `JSONField` property is never required. Encoding leaves out `.absent` and writes `null`
/// for `.null`, whatever the call's ``JSONModel/EncodingOptions/nilEncoding`` says.
public enum JSONField<Value> {
    /// The key was missing (or is to be left out).
    case absent
    /// The key was `null` (or `null` is to be written).
    case null
    /// The key had a value.
    case value(Value)

    /// The value, if there is one.
    public var value: Value? {
        if case .value(let value) = self { return value }
        return nil
    }

    /// Whether the key was missing.
    public var isAbsent: Bool {
        if case .absent = self { return true }
        return false
    }

    /// Whether the key was `null`.
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }
}

extension JSONField: Sendable where Value: Sendable {}
extension JSONField: Equatable where Value: Equatable {}
extension JSONField: Hashable where Value: Hashable {}

extension JSONField: GenericContainerCodable {
    static func makeContainerCodec(factory: CodecFactory) throws(JSONModelError) -> AnyValueCodec? {
        JSONFieldCodec<Value>(wrapped: try factory.codec(for: Value.self))
    }
}

/// `JSONField<Wrapped>`: a missing key is `.absent`, `null` is `.null`.
final class JSONFieldCodec<Wrapped>: ValueCodec<JSONField<Wrapped>>, @unchecked Sendable {
    override var shape: CodecShape { .field(wrapped) }

    let wrapped: ValueCodec<Wrapped>

    init(wrapped: ValueCodec<Wrapped>) {
        self.wrapped = wrapped
        super.init(typeName: "JSONField<\(wrapped.typeName)>")
    }

    // May be missing (the property keeps `.absent`), and `null` is one of its values.
    override var isOptionalType: Bool { true }
    override var acceptsNull: Bool { true }
    override var containsModel: Bool { wrapped.containsModel }

    override func decode(at index: Int, in context: DecodingContext) throws(JSONModelError) -> JSONField<Wrapped> {
        if context.kind(at: index) == .null { return .null }
        return .value(try wrapped.decode(at: index, in: context))
    }

    override func encode(
        _ value: JSONField<Wrapped>,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        switch value {
        case .absent, .null: writer.null()
        case .value(let wrappedValue): try wrapped.encode(wrappedValue, to: &writer, in: context)
        }
    }

    override func presence(of value: JSONField<Wrapped>) -> MemberPresence {
        value.isAbsent ? .absent : .value
    }

    // MARK: - Constraints

    // Checked only when the field holds a value, as an optional is.
    override func constrained(
        by constraints: [JSONModel.Constraint]
    ) throws(ConstraintMisuse) -> ValueCodec<JSONField<Wrapped>> {
        guard !constraints.isEmpty else { return self }
        return JSONFieldCodec(wrapped: try wrapped.constrained(by: constraints))
    }

    override var isValidated: Bool { wrapped.isValidated }

    override func collectViolations(in value: UnsafeRawPointer, into walk: ValidationWalk) {
        guard wrapped.isValidated, case .value(let item) = value.load(as: JSONField<Wrapped>.self) else { return }
        withUnsafePointer(to: item) { wrapped.collectViolations(in: UnsafeRawPointer($0), into: walk) }
    }
}
