/// One attribute of a start tag, as reported by ``XMLReader``.
///
/// ``value`` has its references resolved and is normalized as XML 1.0 §3.3.3 asks for
/// attributes without a declared type: every literal tab, line feed, carriage return or
/// carriage return + line feed becomes one space. Characters written as references
/// (`&#10;`) are kept as they are.
package struct XMLReaderAttribute: Sendable, Hashable {
    /// The name as written, or without its prefix when
    /// ``XMLReaderOptions/stripNamespacePrefixes`` is set.
    package var name: String
    /// The normalized value, references resolved.
    package var value: String
    /// Where the attribute's name starts.
    package var location: XMLLocation

    /// Creates an attribute.
    ///
    /// - Parameters:
    ///   - name: The attribute's name.
    ///   - value: The attribute's value.
    ///   - location: Where the attribute's name starts.
    package init(name: String, value: String, location: XMLLocation) {
        self.name = name
        self.value = value
        self.location = location
    }
}
