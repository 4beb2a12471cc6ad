/// How values of a property's type look in JSON, for formats whose text carries no types (XML).
///
/// Package API: for the JSONModelXML module, not for users.
///
/// Only the recursive cases are `indirect`: a scalar, model or struct shape is a plain value,
/// with no box to allocate each time a codec gives its shape.
package enum ValueShape: @unchecked Sendable {
    // @unchecked: metatypes are immutable; `any JSONStruct.Type` is just not declared Sendable.
    /// A JSON string (also dates, URLs, enums with `String` raw values, transforms, `Codable`).
    case string
    /// A JSON number.
    case number
    /// `true` or `false`.
    case bool
    /// Any JSON (`JSONValue`).
    case any
    /// A nested model of this declared class.
    case model(JSONModel.Type)
    /// A nested ``JSONStruct``.
    case structType(any JSONStruct.Type)
    /// An array or set of elements of this shape.
    indirect case array(ValueShape)
    /// A `[String: V]` dictionary of values of this shape.
    indirect case dictionary(ValueShape)
}

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
