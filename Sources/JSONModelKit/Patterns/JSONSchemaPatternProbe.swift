/// The pattern matcher as the fuzz targets see it, through `@_spi(Testing)`.
///
/// ``JSONSchemaPattern`` is `internal` until the constraints feature is public, and the fuzz
/// package cannot import the library with `@testable` in a release build. This wrapper is the
/// one door: it compiles a pattern and reports the refusal as plain values.
@_spi(Testing) public struct JSONSchemaPatternProbe: Sendable {
    /// The compiled pattern, or nil when it was refused.
    let pattern: JSONSchemaPattern?

    /// Why the pattern was refused, or nil when it compiled.
    public let syntaxErrorMessage: String?

    /// Where the refused pattern goes wrong, in Unicode scalars, or nil when it compiled.
    public let syntaxErrorOffset: Int?

    /// Compiles a pattern.
    ///
    /// - Parameter source: The pattern, in ECMA-262 syntax.
    public init(_ source: String) {
        do {
            pattern = try JSONSchemaPattern(source)
            syntaxErrorMessage = nil
            syntaxErrorOffset = nil
        } catch {
            pattern = nil
            syntaxErrorMessage = error.message
            syntaxErrorOffset = error.offset
        }
    }

    /// Whether a text matches the pattern anywhere, through the `String` entry.
    ///
    /// - Parameter text: The text to search.
    /// - Returns: The answer, or nil when the pattern was refused.
    public func matches(_ text: String) -> Bool? {
        pattern?.matches(text)
    }

    /// Whether UTF-8 text matches the pattern anywhere, through the byte entry.
    ///
    /// - Parameter text: Valid UTF-8.
    /// - Returns: The answer, or nil when the pattern was refused.
    public func matches(utf8 text: UnsafeBufferPointer<UInt8>) -> Bool? {
        pattern?.matches(utf8: text)
    }
}
