// The short wrapper names live inside models, so `@Key("id")` in a model body means `JSONKey`
// while the name means nothing elsewhere.
//
// In a class body, Swift finds the class's own members (and its superclasses') before any type the
// module declares, so the names are members of `JSONModel`: a user's own `struct Key {}` or
// `@Suite struct Lossy` elsewhere in the module cannot take `@Key` or `@Lossy` away from a model.
// A member that a protocol's extension provides loses to a module's own type of the same name, so
// for `JSONStruct` the short names are a convenience that only holds while the module declares no
// type of that name; its long names (`@JSONKey`, `@JSONLossy`, ...) always work. The two lists
// below must stay alike; `WrapperNameTests` checks every name in both.
extension JSONModel {
    /// `@Optional`: the key may be missing; see ``JSONOptional``.
    ///
    /// A member of `JSONModel`, it wins over `Swift.Optional` in model class bodies. Inside a
    /// ``JSONStruct`` `Optional` is `Swift.Optional`; write `@JSONOptional` there.
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

/// The short names of the property wrappers for ``JSONStruct`` bodies, so that inside a struct
/// model `@Key("id")` means ``JSONKey`` and `@Lossy` means ``JSONLossy``.
///
/// ``JSONModel`` declares the same names as its own members. In a struct, a name a protocol
/// provides loses to a type of the same name declared in the struct's module: if your module has
/// its own `Key` or `Lossy` type, write the long names (`@JSONKey`, `@JSONLossy`, ...) in structs.
/// `Optional` is not among these names: inside a struct, write `@JSONOptional`.
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
