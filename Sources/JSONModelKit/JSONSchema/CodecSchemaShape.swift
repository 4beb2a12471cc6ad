import Foundation

/// What a codec reads and writes, as far as a JSON Schema needs to know: the kind of scalar,
/// the codecs it is built from, the model it refers to.
///
/// Codecs are generic classes, which a `switch` cannot match without their type parameters, so
/// each one describes itself through ``SchemaDescribedCodec``. A codec without that
/// conformance (one added later, or one of another module) is described as any JSON, the
/// loosest schema that stays true; see ``JSONSchemaBuilder/schema(for:)``.
indirect enum CodecSchemaShape {
    /// A JSON string (`String`).
    case string
    /// `true`/`false`, and the numbers `0`/`1` when decoding (`Bool`).
    case boolean
    /// An integral number between the bounds (every integer type).
    case integer(minimum: JSONValue, maximum: JSONValue)
    /// Any number (`Double`, `Float`, `Decimal`).
    case number
    /// A URL string (`URL`).
    case url
    /// A UUID string (`UUID`).
    case uuid
    /// A base64 string (`Data`).
    case base64
    /// Any JSON (`JSONValue`).
    case any
    /// Any JSON value of these JSON Schema types: `NSNumber` (`number`, `boolean`), `NSArray`
    /// (`array`), `NSDictionary` (`object`).
    case jsonTypes([String])
    /// A `Date` read in one strategy and written in another (the same unless `@DateFormat`
    /// gives an encoding pattern).
    case date(decoding: JSONModel.DateStrategy, encoding: JSONModel.DateStrategy)
    /// A raw-value enum: its raw values as JSON (empty when the cases cannot be listed), and
    /// the raw value's codec.
    case enumeration(values: [JSONValue], raw: AnyValueCodec)
    /// A nested ``JSONModel`` (the class to create) or ``JSONStruct``.
    case model(ModelType)
    /// The value of a property wrapper: read and written as the wrapped codec.
    case wrapper(AnyValueCodec)
    /// `T?`: `null` or the wrapped codec's values.
    case optional(AnyValueCodec)
    /// `JSONField<T>`: `null` or the wrapped codec's values, and left out when absent.
    case field(AnyValueCodec)
    /// `[T]` or `Set<T>`; `dropsFailures` for `@Lossy` collections, which skip elements that do
    /// not decode.
    case array(element: AnyValueCodec, isSet: Bool, dropsFailures: Bool)
    /// `[K: V]`; `dropsFailures` for `@Lossy`; `propertyNames`, the schema of the keys when
    /// not every string is one (integer and enum keys).
    case dictionary(value: AnyValueCodec, dropsFailures: Bool, propertyNames: JSONValue?)
    /// A `@Lossy` value: anything decodes (converted or defaulted); written as `inner`.
    case lenient(inner: AnyValueCodec)
    /// A value read and written through a ``JSONTransform``.
    case transform(any JSONTransform)
}

/// A codec that can say what it reads and writes, for JSON Schema export.
///
/// Conformances live in this folder, next to the schema code, so that the codecs themselves
/// stay about decoding and encoding.
protocol SchemaDescribedCodec {
    /// What the codec reads and writes.
    var schemaShape: CodecSchemaShape { get }
}

extension StringCodec: SchemaDescribedCodec {
    var schemaShape: CodecSchemaShape { .string }
}

extension BoolCodec: SchemaDescribedCodec {
    var schemaShape: CodecSchemaShape { .boolean }
}

extension IntegerCodec: SchemaDescribedCodec {
    var schemaShape: CodecSchemaShape {
        .integer(minimum: .number(JSONNumber(Integer.min)), maximum: .number(JSONNumber(Integer.max)))
    }
}

extension DoubleCodec: SchemaDescribedCodec {
    var schemaShape: CodecSchemaShape { .number }
}

extension FloatCodec: SchemaDescribedCodec {
    var schemaShape: CodecSchemaShape { .number }
}

extension DecimalCodec: SchemaDescribedCodec {
    var schemaShape: CodecSchemaShape { .number }
}

extension URLCodec: SchemaDescribedCodec {
    var schemaShape: CodecSchemaShape { .url }
}

extension UUIDCodec: SchemaDescribedCodec {
    var schemaShape: CodecSchemaShape { .uuid }
}

extension DataCodec: SchemaDescribedCodec {
    var schemaShape: CodecSchemaShape { .base64 }
}

extension JSONValueCodec: SchemaDescribedCodec {
    var schemaShape: CodecSchemaShape { .any }
}

extension NSNumberCodec: SchemaDescribedCodec {
    var schemaShape: CodecSchemaShape { .jsonTypes(["number", "boolean"]) }
}

extension BridgedObjectCodec: SchemaDescribedCodec {
    var schemaShape: CodecSchemaShape { .wrapper(wrapped) }
}

extension FoundationContainerCodec: SchemaDescribedCodec {
    var schemaShape: CodecSchemaShape { .jsonTypes([kind == .array ? "array" : "object"]) }
}

extension DateCodec: SchemaDescribedCodec {
    var schemaShape: CodecSchemaShape {
        .date(decoding: strategy, encoding: encoder?.strategy ?? strategy)
    }
}

extension EnumCodec: SchemaDescribedCodec {
    var schemaShape: CodecSchemaShape {
        // The cases the decoder's error messages list, found the same way.
        let values = EnumCaseReflection.allCases(of: Enum.self).compactMap { enumCase in
            JSONSchemaValues.json(of: enumCase.rawValue, codec: raw)
        }
        return .enumeration(values: values, raw: raw)
    }
}

extension ModelCodec: SchemaDescribedCodec {
    var schemaShape: CodecSchemaShape { .model(.modelClass(modelClass)) }
}

extension StructCodec: SchemaDescribedCodec {
    var schemaShape: CodecSchemaShape { .model(.structType(Model.self)) }
}

extension WrapperCodec: SchemaDescribedCodec {
    var schemaShape: CodecSchemaShape { .wrapper(wrapped) }
}

extension OptionalCodec: SchemaDescribedCodec {
    var schemaShape: CodecSchemaShape { .optional(wrapped) }
}

extension JSONFieldCodec: SchemaDescribedCodec {
    var schemaShape: CodecSchemaShape { .field(wrapped) }
}

extension ArrayCodec: SchemaDescribedCodec {
    var schemaShape: CodecSchemaShape { .array(element: element, isSet: false, dropsFailures: false) }
}

extension SetCodec: SchemaDescribedCodec {
    var schemaShape: CodecSchemaShape { .array(element: element, isSet: true, dropsFailures: false) }
}

extension DictionaryCodec: SchemaDescribedCodec {
    var schemaShape: CodecSchemaShape { .dictionary(value: value, dropsFailures: false, propertyNames: nil) }
}

extension LossyArrayCodec: SchemaDescribedCodec {
    var schemaShape: CodecSchemaShape { .array(element: element, isSet: false, dropsFailures: true) }
}

extension LossySetCodec: SchemaDescribedCodec {
    var schemaShape: CodecSchemaShape { .array(element: element, isSet: true, dropsFailures: true) }
}

extension LossyDictionaryCodec: SchemaDescribedCodec {
    var schemaShape: CodecSchemaShape { .dictionary(value: value, dropsFailures: true, propertyNames: nil) }
}

extension KeyedDictionaryCodec: SchemaDescribedCodec {
    var schemaShape: CodecSchemaShape {
        let propertyNames: JSONValue?
        if !keys.allowedTexts.isEmpty {
            propertyNames = ["enum": .array(keys.allowedTexts.map(JSONValue.string))]
        } else if let pattern = keys.pattern {
            propertyNames = ["pattern": .string(pattern)]
        } else {
            propertyNames = nil
        }
        return .dictionary(value: value, dropsFailures: dropsFailures, propertyNames: propertyNames)
    }
}

extension LossyValueCodec: SchemaDescribedCodec {
    var schemaShape: CodecSchemaShape { .lenient(inner: inner) }
}

extension TransformCodec: SchemaDescribedCodec {
    var schemaShape: CodecSchemaShape { .transform(transform) }
}
