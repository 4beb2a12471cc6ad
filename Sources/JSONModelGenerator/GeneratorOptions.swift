/// What the generator writes: the root type's name, classes or structs, and whether strings
/// may become dates.
///
/// ```swift
/// let options = GeneratorOptions(rootName: "Timeline", style: .structs, infersDates: false)
/// ```
public struct GeneratorOptions: Sendable, Hashable {
    /// The kind of type generated for each object shape.
    public enum Style: String, Sendable, Hashable, CaseIterable {
        /// `final class X: JSONModel`.
        case classes = "class"
        /// `struct X: JSONStruct`.
        case structs = "struct"
    }

    /// The name of the type for the top-level objects (a Swift identifier).
    public var rootName: String
    /// Classes or structs.
    public var style: Style
    /// Whether strings that are all ISO 8601 date-times or `yyyy-MM-dd` dates become `Date`
    /// with `@ISO8601` or `@DateOnly` (`--no-dates` turns this off).
    public var infersDates: Bool

    /// Creates options.
    ///
    /// - Parameters:
    ///   - rootName: The name of the type for the top-level objects.
    ///   - style: Classes (the default) or structs.
    ///   - infersDates: Whether strings may become dates (the default).
    public init(rootName: String, style: Style = .classes, infersDates: Bool = true) {
        self.rootName = rootName
        self.style = style
        self.infersDates = infersDates
    }
}
