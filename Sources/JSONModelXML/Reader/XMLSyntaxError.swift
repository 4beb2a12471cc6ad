import JSONModelKit

/// Why an ``XMLReader`` stopped: the input is not well-formed XML 1.0, uses a feature the
/// reader refuses (a DTD), or breaks one of the ``XMLReaderOptions`` limits.
///
/// ``location`` points at the offending byte, or at the end of the input when the document is
/// cut short. The message wording is for people and may change; test ``isLimitExceeded`` and
/// ``location`` in code.
package struct XMLSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, in plain English.
    package var message: String
    /// Where the problem is.
    package var location: XMLLocation
    /// Whether the input broke a limit of ``XMLReaderOptions`` rather than an XML rule.
    package var isLimitExceeded: Bool
    /// Whether the limit broken is the nesting depth, ``XMLReaderOptions/maxDepth``.
    ///
    /// Such an error is also ``isLimitExceeded``. The decoder reports it as `tooDeeplyNested`,
    /// as JSON's.
    package var isDepthExceeded: Bool

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - message: What is wrong.
    ///   - location: Where the problem is.
    ///   - isLimitExceeded: Whether a limit of ``XMLReaderOptions`` was broken.
    ///   - isDepthExceeded: Whether that limit is the nesting depth.
    package init(message: String, location: XMLLocation, isLimitExceeded: Bool = false, isDepthExceeded: Bool = false) {
        self.message = message
        self.location = location
        self.isLimitExceeded = isLimitExceeded || isDepthExceeded
        self.isDepthExceeded = isDepthExceeded
    }

    /// The message and its location, for example
    /// `XML syntax error at line 2, column 5: undefined entity '&nbsp;'`.
    package var description: String {
        let kind = isLimitExceeded ? "XML limit exceeded" : "XML syntax error"
        return "\(kind) at \(location) (byte \(location.byteOffset)): \(message)"
    }
}
