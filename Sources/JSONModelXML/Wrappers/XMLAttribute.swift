import JSONModelKit

/// Stores a property as an attribute of its parent's element instead of a child element.
///
/// For scalars only (strings, numbers, Booleans, dates, enums...); a model or collection is a
/// schema error on first XML use. In JSON the property is an ordinary member.
///
/// ```swift
/// final class Person: JSONModel {
///     @XMLAttribute var id = ""        // <person id="7">...</person>
///     var name = ""                    // <name>Ann</name>
/// }
/// ```
@propertyWrapper
public struct XMLAttribute<Value>: ModelPropertyWrapper {
    /// The property's value.
    public var wrappedValue: Value

    /// Wraps the property's initial value.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// An optional property declared without a default (`nil`).
    public init() where Value: ExpressibleByNilLiteral {
        self.wrappedValue = nil
    }

    package var traits: PropertyTraits { PropertyTraits(xmlRole: XMLPropertyRole(isAttribute: true)) }
}

extension XMLAttribute: Sendable where Value: Sendable {}
extension XMLAttribute: Equatable where Value: Equatable {}
extension XMLAttribute: Hashable where Value: Hashable {}
