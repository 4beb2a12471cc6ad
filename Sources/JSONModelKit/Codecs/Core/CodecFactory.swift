import Foundation

/// Builds the codec for a property's type: scalars, dates, enums, models, wrappers, `Optional`,
/// `Array`, `Set`, `[String: V]`, `JSONValue`, and any other `Codable` type.
package struct CodecFactory {
    /// The date strategy for `Date` values (the class's, or a date wrapper's).
    var dateStrategy: JSONModel.DateStrategy
    /// A different strategy for writing dates (``JSONDateFormat``'s `encoding:`), if any.
    var encodingDateStrategy: JSONModel.DateStrategy? = nil
    /// The class to create for model elements, from `classForCollectionProperty`.
    var elementClass: JSONModel.Type?
    /// Model classes whose schemas are being built further up (to stop at recursive models).
    var schemasInProgress: Set<ObjectIdentifier>
    /// The schemas of the configuration being built (the standard one or a coder's).
    var cache: SchemaCache
    /// The value the property has in a blank instance: property wrappers carry configuration
    /// (a key, a date format, a transform) that their codec needs.
    var prototype: Any? = nil
    /// Whether the property's value (inside any wrappers) is read leniently (`@Lossy`).
    var isLossy = false

    /// The codec for `type`, typed.
    func codec<Value>(for type: Value.Type) throws(JSONModelError) -> ValueCodec<Value> {
        let untyped = try codec(forAny: type)
        guard let typed = untyped as? ValueCodec<Value> else {
            throw JSONModelError(
                code: .unsupportedType,
                message: "internal error: the codec for \(Value.self) has type \(untyped.typeName)"
            )
        }
        return typed
    }

    /// The codec for a type known only at run time.
    func codec(forAny type: any Any.Type) throws(JSONModelError) -> AnyValueCodec {
        if isLossy, !(type is any ModelPropertyWrapper.Type), !(type is any JSONPropertyWrapper.Type) {
            var plain = self
            plain.isLossy = false
            return try plain.lossyCodec(for: type)
        }
        if type == Date.self {
            return DateCodec(strategy: dateStrategy, encodingStrategy: encodingDateStrategy)
        }
        if let scalar = Self.scalarCodec(for: type) {
            return scalar
        }
        if let foundationObject = foundationObjectCodec(for: type) {
            return foundationObject
        }
        if let modelType = type as? JSONModel.Type {
            return try modelCodec(for: modelType)
        }
        // Containers first: they are common, and each failed protocol check costs a scan of
        // the process's conformance records the first time a type meets it.
        if let generic = type as? any GenericContainerCodable.Type,
            let codec = try generic.makeContainerCodec(factory: self)
        {
            return codec
        }
        if type is any ModelPropertyWrapper.Type {
            guard let wrapper = prototype as? any ModelPropertyWrapper else {
                throw JSONModelError(
                    code: .unsupportedType,
                    message: "\(type) is a property wrapper: use it on a property, not inside a collection or optional"
                )
            }
            return try wrapper.makeWrapperCodec(factory: self)
        }
        if type is any JSONPropertyWrapper.Type {
            guard let wrapper = prototype as? any JSONPropertyWrapper else {
                throw JSONModelError(
                    code: .unsupportedType,
                    message: "\(type) is a property wrapper: use it on a property, not inside a collection or optional"
                )
            }
            return try userWrapperCodec(for: wrapper)
        }
        if let structType = type as? any JSONStruct.Type {
            return try structCodec(for: structType)
        }
        if let enumType = type as? any RawRepresentable.Type,
            let codec = try Self.enumCodec(for: enumType, factory: self)
        {
            return codec
        }
        if let codableType = type as? any Codable.Type {
            return Self.codableCodec(for: codableType, dateStrategy: dateStrategy)
        }
        throw JSONModelError(code: .unsupportedType, message: "unsupported type \(type)")
    }

    /// Whether values of `type` map by JSONModelKit's own rules, rather than through the
    /// `Codable` bridge or not at all: a field of another type named `_name` is taken as a
    /// user's property wrapper storage.
    static func mapsDirectly(_ type: any Any.Type) -> Bool {
        if type == Date.self || scalarCodec(for: type) != nil || isFoundationObject(type) { return true }
        if type is JSONModel.Type || type is any GenericContainerCodable.Type || type is any JSONStruct.Type {
            return true
        }
        if type is any JSONPropertyWrapper.Type { return false }
        if let enumType = type as? any RawRepresentable.Type {
            return mapsRawValue(of: enumType)
        }
        return false
    }

    private static func mapsRawValue<Enum: RawRepresentable>(of type: Enum.Type) -> Bool {
        mapsRawType(Enum.RawValue.self)
    }

    /// Whether a `RawRepresentable` type with raw values of `rawType` is read and written as
    /// its raw value: the raw types JSON holds as scalars, `String`, every integer type,
    /// `Double`, `Float`, `Decimal` and `Bool`.
    private static func mapsRawType(_ rawType: any Any.Type) -> Bool {
        if rawType is any FixedWidthInteger.Type { return true }
        switch ObjectIdentifier(rawType) {
        case ObjectIdentifier(String.self), ObjectIdentifier(Double.self), ObjectIdentifier(Float.self),
            ObjectIdentifier(Decimal.self), ObjectIdentifier(Bool.self):
            return true
        default:
            return false
        }
    }

    /// Whether `type` is one of the Foundation reference types mapped with no code.
    private static func isFoundationObject(_ type: any Any.Type) -> Bool {
        switch ObjectIdentifier(type) {
        case ObjectIdentifier(NSNumber.self), ObjectIdentifier(NSDecimalNumber.self),
            ObjectIdentifier(NSString.self), ObjectIdentifier(NSDate.self), ObjectIdentifier(NSArray.self),
            ObjectIdentifier(NSDictionary.self):
            true
        default: false
        }
    }

    /// The codec of a Foundation reference type of models ported from Objective-C: `NSNumber`,
    /// `NSDecimalNumber`, `NSString`, `NSDate` (in the property's date strategy, as `Date`),
    /// `NSArray` and `NSDictionary`; `nil` for other types.
    private func foundationObjectCodec(for type: any Any.Type) -> AnyValueCodec? {
        switch ObjectIdentifier(type) {
        case ObjectIdentifier(NSNumber.self): NSNumberCodec()
        case ObjectIdentifier(NSDecimalNumber.self): BridgedObjectCodec<NSDecimalNumber, Decimal>.decimalNumbers()
        case ObjectIdentifier(NSString.self): BridgedObjectCodec<NSString, String>.strings()
        case ObjectIdentifier(NSDate.self):
            BridgedObjectCodec<NSDate, Date>.dates(
                DateCodec(strategy: dateStrategy, encodingStrategy: encodingDateStrategy)
            )
        case ObjectIdentifier(NSArray.self): FoundationContainerCodec<NSArray>.arrays()
        case ObjectIdentifier(NSDictionary.self): FoundationContainerCodec<NSDictionary>.dictionaries()
        default: nil
        }
    }

    /// A user's ``JSONPropertyWrapper``: coded as its value, through its own setter.
    private func userWrapperCodec<Wrapper: JSONPropertyWrapper>(
        for wrapper: Wrapper
    ) throws(JSONModelError) -> AnyValueCodec {
        var inner = self
        inner.prototype = wrapper.wrappedValue
        return WrapperCodec(
            prototype: wrapper,
            wrapped: try inner.codec(for: Wrapper.Value.self),
            access: .userWrapper
        )
    }

    private static func scalarCodec(for type: any Any.Type) -> AnyValueCodec? {
        switch ObjectIdentifier(type) {
        case ObjectIdentifier(String.self): StringCodec()
        case ObjectIdentifier(Bool.self): BoolCodec()
        case ObjectIdentifier(Int.self): IntCodec()
        case ObjectIdentifier(Int8.self): IntegerCodec<Int8>()
        case ObjectIdentifier(Int16.self): IntegerCodec<Int16>()
        case ObjectIdentifier(Int32.self): IntegerCodec<Int32>()
        case ObjectIdentifier(Int64.self): IntegerCodec<Int64>()
        case ObjectIdentifier(UInt.self): IntegerCodec<UInt>()
        case ObjectIdentifier(UInt8.self): IntegerCodec<UInt8>()
        case ObjectIdentifier(UInt16.self): IntegerCodec<UInt16>()
        case ObjectIdentifier(UInt32.self): IntegerCodec<UInt32>()
        case ObjectIdentifier(UInt64.self): IntegerCodec<UInt64>()
        case ObjectIdentifier(Double.self): DoubleCodec()
        case ObjectIdentifier(Float.self): FloatCodec()
        case ObjectIdentifier(Decimal.self): DecimalCodec()
        case ObjectIdentifier(URL.self): URLCodec()
        case ObjectIdentifier(UUID.self): UUIDCodec()
        case ObjectIdentifier(Data.self): DataCodec()
        case ObjectIdentifier(JSONValue.self): JSONValueCodec()
        default: nil
        }
    }

    private func modelCodec(for declaredType: JSONModel.Type) throws(JSONModelError) -> AnyValueCodec {
        let modelClass = elementClass ?? declaredType
        // Checked before the schema is built: an unrelated class must fail as a schema error,
        // whatever its own schema looks like.
        guard SchemaBuilder.isClass(modelClass, kindOf: declaredType) else {
            throw JSONModelError(
                code: .schemaError,
                message:
                    "classForCollectionProperty answered \(modelClass), which is not \(declaredType) or a subclass of it"
            )
        }
        let schema: ModelSchema?
        if schemasInProgress.contains(ObjectIdentifier(modelClass)) {
            schema = nil
        } else {
            schema = try cache.schema(for: .modelClass(modelClass), schemasInProgress: schemasInProgress)
        }
        return try declaredType.makeModelCodec(instantiating: modelClass, schema: schema)
    }

    /// The `@Lossy` codec of the property's value: collections drop the elements that fail, and
    /// any value that fails as a whole is coerced or keeps its declared default.
    private func lossyCodec<Value>(for type: Value.Type) throws(JSONModelError) -> AnyValueCodec {
        let inner: ValueCodec<Value>
        if let collection = Value.self as? any LossyCollection.Type,
            let lossyCollection = try collection.makeLossyCodec(factory: self) as? ValueCodec<Value>
        {
            inner = lossyCollection
        } else {
            inner = try codec(for: Value.self)
        }
        guard let defaultValue = prototype as? Value else { return inner }
        return LossyValueCodec(inner: inner, defaultValue: defaultValue)
    }

    private func structCodec<Model: JSONStruct>(for type: Model.Type) throws(JSONModelError) -> AnyValueCodec {
        let schema: ModelSchema?
        if schemasInProgress.contains(ObjectIdentifier(type)) {
            schema = nil
        } else {
            schema = try cache.schema(for: .structType(type), schemasInProgress: schemasInProgress)
        }
        return StructCodec<Model>(schema: schema)
    }

    private static func enumCodec<Enum: RawRepresentable>(
        for type: Enum.Type,
        factory: CodecFactory
    ) throws(JSONModelError) -> AnyValueCodec? {
        // Only raw values JSON holds as scalars; other RawRepresentable types go on to the
        // Codable bridge.
        let rawType = Enum.RawValue.self
        guard mapsRawType(rawType) else { return nil }
        return EnumCodec<Enum>(raw: try factory.codec(for: rawType))
    }

    private static func codableCodec<Value: Codable>(
        for type: Value.Type,
        dateStrategy: JSONModel.DateStrategy
    ) -> AnyValueCodec {
        CodableCodec<Value>(dateStrategy: dateStrategy)
    }
}

/// The standard generic containers, which build their codec from their element's (`nil` when
/// the container is not one JSONModelKit maps itself, such as a dictionary with `UUID` keys).
protocol GenericContainerCodable {
    static func makeContainerCodec(factory: CodecFactory) throws(JSONModelError) -> AnyValueCodec?
}

extension Swift.Optional: GenericContainerCodable {
    static func makeContainerCodec(factory: CodecFactory) throws(JSONModelError) -> AnyValueCodec? {
        OptionalCodec<Wrapped>(wrapped: try factory.codec(for: Wrapped.self))
    }
}

extension Array: GenericContainerCodable {
    static func makeContainerCodec(factory: CodecFactory) throws(JSONModelError) -> AnyValueCodec? {
        ArrayCodec<Element>(element: try factory.codec(for: Element.self))
    }
}

extension Set: GenericContainerCodable {
    static func makeContainerCodec(factory: CodecFactory) throws(JSONModelError) -> AnyValueCodec? {
        SetCodec<Element>(element: try factory.codec(for: Element.self))
    }
}

extension Dictionary: GenericContainerCodable {
    static func makeContainerCodec(factory: CodecFactory) throws(JSONModelError) -> AnyValueCodec? {
        if Key.self == String.self {
            return DictionaryCodec<Value>(value: try factory.codec(for: Value.self))
        }
        // Integer and raw-value keys map as their text; other key types fall through to the
        // Codable bridge when they are Codable.
        guard let keys = DictionaryKeyCodec<Key>.make(for: Key.self) else { return nil }
        return KeyedDictionaryCodec<Key, Value>(keys: keys, value: try factory.codec(for: Value.self))
    }
}
