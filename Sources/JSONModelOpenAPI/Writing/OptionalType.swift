/// An `Optional` type, seen through its metatype: a parameter typed `Int?` is described as an
/// `Int` that may be absent, not as an `Int` or `null`.
protocol OptionalType {
    /// The type inside the optional.
    static var wrappedType: any Any.Type { get }
}

extension Optional: OptionalType {
    static var wrappedType: any Any.Type { Wrapped.self }
}

/// `type` without its `Optional` layers (`Int??` gives `Int`).
///
/// - Parameter type: Any type.
/// - Returns: The innermost wrapped type, or `type` when it is not optional.
func unwrappingOptionals(_ type: any Any.Type) -> any Any.Type {
    var current = type
    while let optional = current as? any OptionalType.Type {
        current = optional.wrappedType
    }
    return current
}
