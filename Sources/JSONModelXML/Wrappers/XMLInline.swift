import JSONModelKit

/// Writes the items of a collection property directly inside the parent's element, with no
/// wrapping element, and reads them back from there.
///
/// ```swift
/// final class Team: JSONModel {
///     var name = ""
///     @XMLInline(itemTag: "person") var members: [Person] = []
/// }
/// // <team><name>A</name><person>...</person><person>...</person></team>
/// ```
///
/// The items may appear anywhere among the parent's other child elements.
@propertyWrapper
public struct XMLInline<Value>: ModelPropertyWrapper {
    /// The property's value.
    public var wrappedValue: Value
    /// The tag of each item's element.
    public let itemTag: String

    /// Wraps the property's initial value and names the items' tag.
    ///
    /// - Parameters:
    ///   - wrappedValue: The declared default.
    ///   - itemTag: The tag of each item's element.
    public init(wrappedValue: Value, itemTag: String) {
        self.wrappedValue = wrappedValue
        self.itemTag = itemTag
    }

    package var traits: PropertyTraits { PropertyTraits(xmlRole: XMLPropertyRole(itemTag: itemTag, isInline: true)) }
}

extension XMLInline: Sendable where Value: Sendable {}
extension XMLInline: Equatable where Value: Equatable {}
extension XMLInline: Hashable where Value: Hashable {}
