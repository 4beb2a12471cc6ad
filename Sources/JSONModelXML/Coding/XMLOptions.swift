import JSONModelKit

/// Settings for reading and writing XML.
///
/// ```swift
/// let xml = try person.toXMLString(options: XMLOptions(prettyPrinted: true, includesDeclaration: false))
/// ```
public struct XMLOptions: Sendable {
    /// Indented output; `nil` means indented in DEBUG builds and compact in release builds.
    public var prettyPrinted: Bool?
    /// Whether output starts with `<?xml version="1.0" encoding="UTF-8"?>`.
    public var includesDeclaration: Bool
    /// The root element's tag, instead of the class's ``JSONModelKit/JSONModel/xmlRootTag``.
    ///
    /// For arrays it replaces the class's tag with an `s` appended (`persons`).
    public var rootTag: String?
    /// Whether namespace prefixes are dropped from element and attribute names when reading
    /// (`soap:Body` is read as `Body`; `xmlns` attributes are ignored).
    public var stripsNamespacePrefixes: Bool
    /// The JSON decoding rules that also apply to XML: unknown keys (unknown elements and
    /// attributes), collecting all errors, maximum depth, input size and text length limits.
    public var decoding: JSONModel.DecodingOptions
    /// The JSON encoding rules that also apply to XML: `nil` handling (`.null` writes an empty
    /// element), maximum depth.
    public var encoding: JSONModel.EncodingOptions

    /// Creates options; the defaults are strict reading and a declaration on output.
    public init(
        prettyPrinted: Bool? = nil,
        includesDeclaration: Bool = true,
        rootTag: String? = nil,
        stripsNamespacePrefixes: Bool = false,
        decoding: JSONModel.DecodingOptions = JSONModel.DecodingOptions(),
        encoding: JSONModel.EncodingOptions = JSONModel.EncodingOptions()
    ) {
        self.prettyPrinted = prettyPrinted
        self.includesDeclaration = includesDeclaration
        self.rootTag = rootTag
        self.stripsNamespacePrefixes = stripsNamespacePrefixes
        self.decoding = decoding
        self.encoding = encoding
    }

    /// Whether output is indented, with the DEBUG/release default applied.
    var resolvedPrettyPrinted: Bool {
        prettyPrinted ?? JSONModel.EncodingOptions.buildDefaultPrettyPrinted
    }
}
