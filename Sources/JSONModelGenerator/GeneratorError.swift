/// A failure of the model generator: a sample that cannot be read or used, or a bad option.
///
/// ```swift
/// do {
///     _ = try ModelGenerator(options: .init(rootName: "Feed")).generate(from: samples)
/// } catch {
///     print(error)   // feed.json: invalid JSON at line 3, column 14: expected ',' or '}' ...
/// }
/// ```
///
/// Fields are API; the wording of ``description`` is not.
public struct GeneratorError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, as an extensible set of codes (keep a `default:` in a `switch`).
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The code's name.
        public let rawValue: String

        /// Creates a code from its name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// A sample file could not be read.
        public static let unreadableFile = Code(rawValue: "unreadableFile")
        /// A sample is not valid JSON (``GeneratorError/line`` and ``GeneratorError/column``
        /// say where).
        public static let invalidJSON = Code(rawValue: "invalidJSON")
        /// A sample is valid JSON that the generator cannot use.
        ///
        /// No longer thrown: every valid JSON document now gives usable code (documents that
        /// are not objects or arrays of objects give a root `typealias`). Kept so that code
        /// matching on it still compiles.
        public static let unsupportedDocument = Code(rawValue: "unsupportedDocument")
        /// An option has a value the generator cannot use (such as a root name that is not a
        /// Swift identifier).
        public static let invalidOption = Code(rawValue: "invalidOption")
        /// No samples were given.
        public static let noSamples = Code(rawValue: "noSamples")

        /// The code's name.
        public var description: String { rawValue }
    }

    /// What went wrong.
    public var code: Code
    /// The sample's name (its file name), when the error is about one sample.
    public var file: String?
    /// The 1-based line of a syntax error.
    public var line: Int?
    /// The 1-based column of a syntax error, in Unicode scalars.
    public var column: Int?
    /// The failure without its location.
    public var message: String

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - code: What went wrong.
    ///   - file: The sample's name, if the error is about one sample.
    ///   - line: The 1-based line of a syntax error.
    ///   - column: The 1-based column of a syntax error.
    ///   - message: The failure without its location.
    public init(_ code: Code, file: String? = nil, line: Int? = nil, column: Int? = nil, message: String) {
        self.code = code
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// One readable line: `feed.json: invalid JSON at line 3, column 14: expected ...`.
    public var description: String {
        var text = ""
        if let file { text += file + ": " }
        switch code {
        case .invalidJSON:
            text += "invalid JSON"
            if let line, let column {
                text += " at line \(line), column \(column)"
            }
            text += ": " + message
        default:
            text += message
        }
        return text
    }
}
