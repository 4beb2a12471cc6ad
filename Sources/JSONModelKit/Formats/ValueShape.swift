/// How values of a property's type look in JSON, for formats whose text carries no types (XML).
///
/// Package API: for the JSONModelXML module, not for users.
///
/// Derived from what the property's codec reads and writes (``CodecShape``), in one place:
/// ``init(_:)``.
///
/// Only the recursive cases are `indirect`: a scalar, model or struct shape is a plain value,
/// with no box to allocate each time a codec gives its shape.
package enum ValueShape: @unchecked Sendable {
    // @unchecked: metatypes are immutable; `any JSONStruct.Type` is just not declared Sendable.
    /// A JSON string (also URLs, UUIDs, `Data`, dates in string formats, enums with `String` raw
    /// values, transforms).
    case string
    /// A JSON number.
    case number
    /// `true` or `false`.
    case bool
    /// Any JSON (`JSONValue`, `Codable` types, `NSNumber`, `NSArray`, `NSDictionary`).
    case any
    /// A nested model of this declared class.
    case model(JSONModel.Type)
    /// A nested ``JSONStruct``.
    case structType(any JSONStruct.Type)
    /// An array or set of elements of this shape.
    indirect case array(ValueShape)
    /// A `[String: V]` dictionary of values of this shape.
    indirect case dictionary(ValueShape)
}
