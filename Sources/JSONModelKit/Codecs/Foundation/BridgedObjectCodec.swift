import Foundation

/// A Foundation object read and written as a Swift value: `NSString` as `String`,
/// `NSDecimalNumber` as `Decimal`, `NSDate` as `Date` (under the property's date strategy).
final class BridgedObjectCodec<Object, Value>: ValueCodec<Object>, @unchecked Sendable {
    override var shape: CodecShape { .wrapper(wrapped) }

    let wrapped: ValueCodec<Value>
    private let makeObject: @Sendable (Value) -> Object
    private let makeValue: @Sendable (Object) -> Value

    init(
        _ wrapped: ValueCodec<Value>,
        object makeObject: @escaping @Sendable (Value) -> Object,
        value makeValue: @escaping @Sendable (Object) -> Value
    ) {
        self.wrapped = wrapped
        self.makeObject = makeObject
        self.makeValue = makeValue
        super.init(typeName: String(describing: Object.self))
    }

    override func decode(at index: Int, in context: DecodingContext) throws(JSONModelError) -> Object {
        makeObject(try wrapped.decode(at: index, in: context))
    }

    override func encode(
        _ value: Object,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        try wrapped.encode(makeValue(value), to: &writer, in: context)
    }

    /// `NSString` ↔ `String`.
    static func strings() -> BridgedObjectCodec<NSString, String> {
        BridgedObjectCodec<NSString, String>(
            StringCodec(),
            object: { NSString(string: $0) },
            value: { String($0) }
        )
    }

    /// `NSDecimalNumber` ↔ `Decimal`, exactly.
    static func decimalNumbers() -> BridgedObjectCodec<NSDecimalNumber, Decimal> {
        BridgedObjectCodec<NSDecimalNumber, Decimal>(
            DecimalCodec(),
            object: { NSDecimalNumber(decimal: $0) },
            value: { $0.decimalValue }
        )
    }

    /// `NSDate` ↔ `Date`, in `dates`' strategy.
    static func dates(_ dates: DateCodec) -> BridgedObjectCodec<NSDate, Date> {
        BridgedObjectCodec<NSDate, Date>(
            dates,
            object: { NSDate(timeIntervalSinceReferenceDate: $0.timeIntervalSinceReferenceDate) },
            value: { Date(timeIntervalSinceReferenceDate: $0.timeIntervalSinceReferenceDate) }
        )
    }
}
