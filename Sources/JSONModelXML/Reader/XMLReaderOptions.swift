/// Limits and choices for one ``XMLReader``.
///
/// The defaults accept any reasonable document while bounding what a hostile one can cost:
/// nesting stops at 512 levels, names at 4096 bytes and elements at 1024 attributes. Input size
/// and text length are unlimited unless you set them.
///
/// ```swift
/// var options = XMLReaderOptions(maxInputSize: 1 << 20, stripNamespacePrefixes: true)
/// options.maxTextLength = 64 * 1024
/// ```
///
/// A limit that is broken makes ``XMLReader/next()`` throw an ``XMLSyntaxError`` whose
/// ``XMLSyntaxError/isLimitExceeded`` is `true`. Negative limits are treated as 0.
package struct XMLReaderOptions: Sendable, Hashable {
    /// The deepest element nesting accepted; the root element is at depth 1.
    package var maxDepth: Int = 512
    /// The most bytes the whole input may have, or `nil` for no limit.
    package var maxInputSize: Int? = nil
    /// The most UTF-8 bytes in one name (element, attribute, processing instruction target or
    /// entity), prefix included.
    package var maxNameLength: Int = 4096
    /// The most UTF-8 bytes in one text event or one attribute value, counted after references
    /// are resolved and line ends normalized, or `nil` for no limit.
    package var maxTextLength: Int? = nil
    /// The most attributes one element may have, counted as written (namespace declarations
    /// included, even when ``stripNamespacePrefixes`` drops them).
    package var maxAttributeCount: Int = 1024
    /// Whether names lose their namespace prefix (`soap:Body` becomes `Body`) and namespace
    /// declarations (`xmlns` and `xmlns:*` attributes) are dropped.
    package var stripNamespacePrefixes: Bool = false

    /// Creates options; every parameter defaults to the value documented on its property.
    ///
    /// - Parameters:
    ///   - maxDepth: The deepest element nesting accepted.
    ///   - maxInputSize: The most bytes of input, or `nil` for no limit.
    ///   - maxNameLength: The most bytes in one name.
    ///   - maxTextLength: The most bytes in one text event or attribute value, or `nil`.
    ///   - maxAttributeCount: The most attributes on one element.
    ///   - stripNamespacePrefixes: Whether to drop namespace prefixes and declarations.
    package init(
        maxDepth: Int = 512,
        maxInputSize: Int? = nil,
        maxNameLength: Int = 4096,
        maxTextLength: Int? = nil,
        maxAttributeCount: Int = 1024,
        stripNamespacePrefixes: Bool = false
    ) {
        self.maxDepth = maxDepth
        self.maxInputSize = maxInputSize
        self.maxNameLength = maxNameLength
        self.maxTextLength = maxTextLength
        self.maxAttributeCount = maxAttributeCount
        self.stripNamespacePrefixes = stripNamespacePrefixes
    }
}
