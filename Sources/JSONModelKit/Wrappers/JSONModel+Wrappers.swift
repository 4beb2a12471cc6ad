// The short wrapper names live inside `JSONModel`, so `@Optional` inside a model body means
// `JSONOptional` while `Optional` everywhere else is still `Swift.Optional`. (Inside a model
// body, spell the standard type `T?` or `Swift.Optional<T>`.)
extension JSONModel {
    /// `@Optional`: the key may be missing; see ``JSONOptional``.
    public typealias Optional<Value> = JSONOptional<Value>
    /// `@Ignore`: not mapped; see ``JSONIgnore``.
    public typealias Ignore<Value> = JSONIgnore<Value>
    /// `@DateOnly`: `yyyy-MM-dd`; see ``JSONDateOnly``.
    public typealias DateOnly<Value: JSONModelDateValue> = JSONDateOnly<Value>
    /// `@ISO8601`: ISO 8601 date-time; see ``JSONISO8601``.
    public typealias ISO8601<Value: JSONModelDateValue> = JSONISO8601<Value>
}
