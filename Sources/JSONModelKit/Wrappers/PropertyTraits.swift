import Foundation

/// What a property wrapper says about the property it wraps.
///
/// Public so that ``JSONPropertyMark`` can name it; only JSONModelKit and JSONModelXML make
/// values of it.
public struct PropertyTraits: Sendable {
    /// The key may be missing (and `null` keeps the default for non-optional types).
    var isOptional = false
    /// The property is not mapped at all.
    var isIgnored = false
    /// A date strategy that replaces the class's ``JSONModel/dateStrategy`` for this property.
    var dateStrategy: JSONModel.DateStrategy?
    /// A different date strategy for encoding (``JSONDateFormat``'s `encoding:` pattern).
    var encodingDateStrategy: JSONModel.DateStrategy?
    /// The JSON key (or dotted key path), replacing the key style and `keyMapping`.
    var key: String?
    /// Keys read when ``key`` is missing, in order (`@Key("username", "nickname")`).
    var fallbackKeys: [String] = []
    /// Invalid values are dropped (collections) or replaced by the default instead of failing.
    var isLossy = false
    /// `nil` is written as `null` whatever the call's `nilEncoding` says.
    var encodesNull = false
    /// Where the property goes in XML.
    var xmlRole = XMLPropertyRole()

    /// Traits for an XML wrapper.
    package init(xmlRole: XMLPropertyRole) {
        self.xmlRole = xmlRole
    }

    init(
        isOptional: Bool = false,
        isIgnored: Bool = false,
        dateStrategy: JSONModel.DateStrategy? = nil,
        encodingDateStrategy: JSONModel.DateStrategy? = nil,
        key: String? = nil,
        fallbackKeys: [String] = [],
        isLossy: Bool = false,
        encodesNull: Bool = false,
        xmlRole: XMLPropertyRole = XMLPropertyRole()
    ) {
        self.isOptional = isOptional
        self.isIgnored = isIgnored
        self.dateStrategy = dateStrategy
        self.encodingDateStrategy = encodingDateStrategy
        self.key = key
        self.fallbackKeys = fallbackKeys
        self.isLossy = isLossy
        self.encodesNull = encodesNull
        self.xmlRole = xmlRole
    }

    /// Combines an outer wrapper's traits with an inner one's; the inner date strategy and key
    /// win, flags add up.
    func merged(with inner: PropertyTraits) -> PropertyTraits {
        PropertyTraits(
            isOptional: isOptional || inner.isOptional,
            isIgnored: isIgnored || inner.isIgnored,
            dateStrategy: inner.dateStrategy ?? dateStrategy,
            encodingDateStrategy: inner.dateStrategy != nil ? inner.encodingDateStrategy : encodingDateStrategy,
            key: inner.key ?? key,
            fallbackKeys: inner.key != nil ? inner.fallbackKeys : fallbackKeys,
            isLossy: isLossy || inner.isLossy,
            encodesNull: encodesNull || inner.encodesNull,
            xmlRole: xmlRole.merged(with: inner.xmlRole)
        )
    }
}
