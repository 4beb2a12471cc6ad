// The short wrapper names live inside `JSONModel` (and `JSONStruct`), so `@Optional` inside a
// model body means `JSONOptional` while `Optional` everywhere else is still `Swift.Optional`.
// (Inside a model body, spell the standard type `T?` or `Swift.Optional<T>`.)
extension JSONModel {
    /// `@Optional`: the key may be missing; see ``JSONOptional``.
    public typealias Optional<Value> = JSONOptional<Value>
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

extension JSONStruct {
    /// `@Optional`: the key may be missing; see ``JSONOptional``.
    public typealias Optional<Value> = JSONOptional<Value>
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
