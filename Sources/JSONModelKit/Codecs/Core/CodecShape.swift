/// What a codec reads and writes: the kind of scalar, the codecs it is built from, the model it
/// refers to.
///
/// The one description of a codec's values. JSON Schema export maps it to a schema
/// (``JSONSchemaBuilder/schema(for:)``), and formats whose text carries no types (XML) take
/// their coarser ``ValueShape`` from it (``ValueShape/init(_:)``).
///
/// Codecs are generic classes, which a `switch` cannot match without their type parameters, so
/// each one gives its shape as ``AnyValueCodec/shape``. A codec that does not (one added later)
/// is any JSON, the loosest description that stays true.
///
/// Making a shape is cheap: the XML coder and model updates read shapes while they decode. What
/// only a schema needs (an enum's cases) is listed when the schema asks for it.
enum CodecShape {
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
    /// Any JSON (`JSONValue`, and `Codable` types, which write what their own code writes).
    case any
    /// Any JSON value of these JSON Schema types: `NSNumber` (`number`, `boolean`), `NSArray`
    /// (`array`), `NSDictionary` (`object`).
    case jsonTypes([String])
    /// A `Date` read in one strategy and written in another (the same unless `@DateFormat`
    /// gives an encoding pattern).
    case date(decoding: JSONModel.DateStrategy, encoding: JSONModel.DateStrategy)
    /// A raw-value enum: read and written as its raw value's codec; `cases` lists the raw
    /// values of its cases.
    case enumeration(raw: AnyValueCodec, cases: any EnumCaseListing)
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
    /// `[K: V]`; `dropsFailures` for `@Lossy`. The keys are any string unless `allowedKeys`
    /// lists them (enum keys) or every key matches `keyPattern`, a regular expression (integer
    /// keys).
    case dictionary(value: AnyValueCodec, dropsFailures: Bool, allowedKeys: [String], keyPattern: String?)
    /// A `@Lossy` value: anything decodes (converted or defaulted); written as `inner`.
    case lenient(inner: AnyValueCodec)
    /// A value read and written through a ``JSONTransform``.
    case transform(any JSONTransform)
    /// A value read and written as `wrapped`, that must meet `constraints` (``ConstrainedCodec``).
    case constrained(AnyValueCodec, [JSONModel.Constraint])
    /// A type with no default mapping, which only the model's hooks read and write
    /// (``UnmappedCodec``): any JSON in a schema, text in XML.
    case unmapped
}
