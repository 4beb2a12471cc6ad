/// Stores `nil` for `null` (moving past it), or the value `decode` reads from `source`, in the
/// `Value?` at `field`.
@inline(__always)
func storeOptional<Value>(
    into field: FieldSlot,
    from source: inout ByteSource,
    in context: DecodingContext,
    _ decode: (inout ByteSource) throws(JSONModelError) -> Value
) throws(JSONModelError) {
    if source.kind(in: context) == .null {
        try source.skipValue(in: context)
        field.storeOptional(nil, of: Value.self)
    } else {
        field.storeOptional(try decode(&source), of: Value.self)
    }
}

/// Stores `nil` for `null`, or the value `decode` reads, in the `Value?` at `field`.
///
/// Inlined into each caller, so a concrete codec's ``ValueCodec/decodeOptionalField(into:at:in:)``
/// stores with specialized code.
@inline(__always)
func storeOptional<Value>(
    into field: FieldSlot,
    at index: Int,
    in context: DecodingContext,
    _ decode: () throws(JSONModelError) -> Value
) throws(JSONModelError) {
    if context.kind(at: index) == .null {
        field.storeOptional(nil, of: Value.self)
    } else {
        field.storeOptional(try decode(), of: Value.self)
    }
}
