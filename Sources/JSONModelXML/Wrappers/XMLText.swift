import JSONModelKit

/// Stores a property as the text of its parent's element.
///
/// For an element with attributes and text, such as `<price currency="EUR">9.99</price>`. A
/// model has at most one `@XMLText` property, and then no child elements. In JSON the property
/// is an ordinary member.
///
/// ```swift
/// final class Price: JSONModel {
///     @XMLAttribute var currency = ""
///     @XMLText var amount = 0.0
/// }
/// ```
@propertyWrapper
public struct XMLText<Value>: ModelPropertyWrapper {
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

    package var traits: PropertyTraits { PropertyTraits(xmlRole: XMLPropertyRole(isText: true)) }
}

extension XMLText: Sendable where Value: Sendable {}
extension XMLText: Equatable where Value: Equatable {}
extension XMLText: Hashable where Value: Hashable {}
