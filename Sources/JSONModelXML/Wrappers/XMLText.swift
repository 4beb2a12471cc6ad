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
public typealias XMLText<Value> = JSONMarked<JSONMarks.XMLText, Value>

extension JSONMarks {
    /// The mark of ``XMLText``: the text of the parent's element.
    public enum XMLText: JSONPropertyMark {
        /// What the mark says about the property.
        public static var traits: PropertyTraits { PropertyTraits(xmlRole: XMLPropertyRole(isText: true)) }
    }
}
