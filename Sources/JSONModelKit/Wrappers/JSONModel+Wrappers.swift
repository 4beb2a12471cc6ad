// The short wrapper names live inside models, so `@Key("id")` in a model body means `JSONKey`
// while the name means nothing elsewhere.
//
// `@Optional` is declared on `JSONModel` itself: a class's own member wins over `Swift.Optional`
// in its body (and its subclasses' bodies), while a name a protocol provides loses to it. Inside a
// `JSONStruct`, `@Optional` is therefore `Swift.Optional`; write `@JSONOptional` there.
extension JSONModel {
    /// `@Optional`: the key may be missing; see ``JSONOptional``.
    public typealias Optional<Value> = JSONOptional<Value>
}

/// The short names of the property wrappers, for the bodies of models: ``JSONModel`` and
/// ``JSONStruct`` adopt it, so inside a model `@Key("id")` means ``JSONKey`` and `@Lossy` means
/// ``JSONLossy``, while the names mean nothing elsewhere.
///
/// `@Optional` (``JSONOptional``) is a member of ``JSONModel`` itself; inside a ``JSONStruct``
/// Swift resolves `Optional` to `Swift.Optional`, so write `@JSONOptional` there.
public protocol JSONModelWrapperNames {}

extension JSONModelWrapperNames {
    /// `@Ignore`: not mapped; see ``JSONIgnore``.
    public typealias Ignore<Value> = JSONIgnore<Value>
    /// `@DateOnly`: `yyyy-MM-dd`; see ``JSONDateOnly``.
    public typealias DateOnly<Value: JSONModelDateValue> = JSONDateOnly<Value>
    /// `@ISO8601`: ISO 8601 date-time; see ``JSONISO8601``.
    public typealias ISO8601<Value: JSONModelDateValue> = JSONISO8601<Value>
    /// `@Key("id")`: the property's JSON key; see ``JSONKey``.
    public typealias Key<Value> = JSONKey<Value>
    /// `@DateFormat("dd/MM/yyyy")`: a date pattern; see ``JSONDateFormat``.
    public typealias DateFormat<Value: JSONModelDateValue> = JSONDateFormat<Value>
    /// `@UnixTime`: seconds since 1970; see ``JSONUnixTime``.
    public typealias UnixTime<Value: JSONModelDateValue> = JSONUnixTime<Value>
    /// `@UnixTimeMilliseconds`: milliseconds since 1970; see ``JSONUnixTimeMilliseconds``.
    public typealias UnixTimeMilliseconds<Value: JSONModelDateValue> = JSONUnixTimeMilliseconds<Value>
    /// `@Transformed(URLTransform())`: through a transform; see ``JSONTransformed``.
    public typealias Transformed<Value, Transform: JSONTransform> = JSONTransformed<Value, Transform>
    /// `@Lossy`: drop or default what does not fit; see ``JSONLossy``.
    public typealias Lossy<Value> = JSONLossy<Value>
    /// `@EncodeNull`: write `null` for `nil`; see ``JSONEncodeNull``.
    public typealias EncodeNull<Value> = JSONEncodeNull<Value>
}
