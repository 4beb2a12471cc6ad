/// The model or struct a property holds, seen through the optionals and property wrappers its
/// type is made of: what an update merges into instead of replacing.
enum NestedValue {
    /// The nested model or ``JSONStruct`` in `value`, or `nil` when `value` holds `nil` or
    /// something else.
    static func unwrapped(_ value: Any) -> Any? {
        // The library's wrappers (`@Key`, `@Optional`...) and users' own.
        if let wrapper = value as? any ModelPropertyWrapper {
            return unwrapped(wrapper.wrappedValue)
        }
        if let wrapper = value as? any JSONPropertyWrapper {
            return unwrapped(wrapper.wrappedValue)
        }
        // A cast looks through `Optional`: `.none` is neither.
        if let model = value as? JSONModel { return model }
        if let structValue = value as? any JSONStruct { return structValue }
        return nil
    }

    /// Stores `value` in `field`, and returns whether it fitted.
    ///
    /// The value is stored as it is (wrapped in an optional where `Field` is one), or as the
    /// wrapped value of the property wrapper `field` holds, which keeps its other state (a key,
    /// a transform).
    static func assign<Field>(_ value: Any, into field: inout Field) -> Bool {
        if let direct = value as? Field {
            field = direct
            return true
        }
        if var wrapper = field as? any ModelPropertyWrapper {
            guard assignWrapped(value, into: &wrapper), let rebuilt = wrapper as? Field else { return false }
            field = rebuilt
            return true
        }
        if var wrapper = field as? any JSONPropertyWrapper {
            guard assignWrapped(value, into: &wrapper), let rebuilt = wrapper as? Field else { return false }
            field = rebuilt
            return true
        }
        return false
    }

    private static func assignWrapped<Wrapper: ModelPropertyWrapper>(_ value: Any, into wrapper: inout Wrapper) -> Bool
    {
        var inner = wrapper.wrappedValue
        guard assign(value, into: &inner) else { return false }
        wrapper.wrappedValue = inner
        return true
    }

    private static func assignWrapped<Wrapper: JSONPropertyWrapper>(_ value: Any, into wrapper: inout Wrapper) -> Bool {
        var inner = wrapper.wrappedValue
        guard assign(value, into: &inner) else { return false }
        wrapper.wrappedValue = inner
        return true
    }
}
