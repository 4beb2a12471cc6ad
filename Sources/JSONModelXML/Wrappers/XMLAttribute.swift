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
public typealias XMLAttribute<Value> = JSONMarked<JSONMarks.XMLAttribute, Value>

extension JSONMarks {
    /// The mark of ``XMLAttribute``: an attribute of the parent's element.
    public enum XMLAttribute: JSONPropertyMark {
        /// What the mark says about the property.
        public static var traits: PropertyTraits { PropertyTraits(xmlRole: XMLPropertyRole(isAttribute: true)) }
    }
}
