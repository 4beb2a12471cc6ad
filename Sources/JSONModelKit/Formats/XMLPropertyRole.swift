/// What the XML wrappers say about a property: where it goes in an element.
///
/// Package API: set by the JSONModelXML wrappers, read by its coder.
package struct XMLPropertyRole: Sendable, Hashable {
    /// An attribute of the parent's element (`@XMLAttribute`).
    package var isAttribute = false
    /// The text of the parent's element (`@XMLText`).
    package var isText = false
    /// The tag of each element of a collection (`@XMLItem("kid")`, or `@XMLInline(itemTag:)`).
    package var itemTag: String?
    /// The items are written directly inside the parent, with no wrapping element (`@XMLInline`).
    package var isInline = false

    /// No role: a child element.
    package init(isAttribute: Bool = false, isText: Bool = false, itemTag: String? = nil, isInline: Bool = false) {
        self.isAttribute = isAttribute
        self.isText = isText
        self.itemTag = itemTag
        self.isInline = isInline
    }

    /// Combines an outer wrapper's role with an inner one's; set fields win.
    func merged(with inner: XMLPropertyRole) -> XMLPropertyRole {
        XMLPropertyRole(
            isAttribute: isAttribute || inner.isAttribute,
            isText: isText || inner.isText,
            itemTag: inner.itemTag ?? itemTag,
            isInline: isInline || inner.isInline
        )
    }
}
