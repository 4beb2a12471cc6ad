import JSONModelKit

/// Names the element of each item of a collection property in XML.
///
/// Collections are wrapped by default: `<children><kid>...</kid><kid>...</kid></children>`.
/// Without `@XMLItem`, items of a model type use the class's ``JSONModelKit/JSONModel/xmlRootTag``
/// and other items `item`.
///
/// ```swift
/// final class Family: JSONModel {
///     @XMLItem("kid") var children: [Person] = []
/// }
/// ```
@propertyWrapper
public struct XMLItem<Value>: ModelPropertyWrapper {
    /// The property's value.
    public var wrappedValue: Value
    /// The tag of each item's element.
    public let itemTag: String

    /// Wraps the property's initial value and names the items' tag.
    ///
    /// - Parameters:
    ///   - wrappedValue: The declared default.
    ///   - itemTag: The tag of each item's element.
    public init(wrappedValue: Value, _ itemTag: String) {
        self.wrappedValue = wrappedValue
        self.itemTag = itemTag
    }

    package var traits: PropertyTraits { PropertyTraits(xmlRole: XMLPropertyRole(itemTag: itemTag)) }
}

extension XMLItem: Sendable where Value: Sendable {}
extension XMLItem: Equatable where Value: Equatable {}
extension XMLItem: Hashable where Value: Hashable {}
