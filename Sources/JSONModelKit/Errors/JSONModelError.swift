/// The one error type JSONModelKit throws.
///
/// Every failure, from a syntax error in the input to a property type the library cannot map,
/// is a `JSONModelError`. Its fields are API: match on ``code``, read ``path``, ``modelType``,
/// ``property`` and, for errors from text, ``line``, ``column`` and ``byteOffset``. The wording of
/// ``description`` is for people and may change.
///
/// ```swift
/// do {
///     let person = try Person.fromJSONString(text)
/// } catch let error as JSONModelError where error.code == .typeMismatch {
///     print(error.path)   // "cars[2].year"
///     print(error)        // Person.cars[2].year (line 4, column 17): expected Int, found string "2001"
/// }
/// ```
public struct JSONModelError: Error, Sendable {
    /// What kind of failure this is.
    public var code: Code

    /// The failure in words, without the location (for example `expected Int, found string "2001"`).
    public var message: String

    /// The location in the JSON document, outermost first.
    ///
    /// Empty for the document root.
    public var pathComponents: [PathComponent] {
        reversedPath.reversed()
    }

    /// The model class (or other type) whose property failed, where known.
    public var modelType: (any Any.Type)?

    /// The Swift name of the property that failed, where known.
    public var property: String?

    /// The type the decode or encode call started from (for example `Person`), where known.
    public var rootType: (any Any.Type)?

    /// For a ``Code/constraintViolated`` error: the JSON Schema keyword of the broken limit
    /// (`minimum`, `exclusiveMaximum`, `multipleOf`, `minLength`, `maxLength`, `pattern`,
    /// `enum`, `minItems`, `maxItems`, `minProperties`, `maxProperties`, `uniqueItems`), or the
    /// name of the broken rule; `nil` for other errors.
    public var constraint: String?

    /// The 1-based line of the failure in the JSON or XML text (the offending value, the key,
    /// or the brace of an object that lacks a key); `nil` for errors from values.
    public var line: Int?

    /// The 1-based column of the failure, counted in Unicode scalars from the line start.
    public var column: Int?

    /// The 0-based byte offset of the failure in the UTF-8 input.
    public var byteOffset: Int?

    /// Every failure of a decode that collects errors, each with its own path.
    ///
    /// With ``JSONModel/DecodingOptions/collectAllErrors``: the failures of a ``Code/multiple``
    /// error, or the error itself when it is the only one. Empty for errors of calls that do
    /// not collect.
    ///
    /// At most ``JSONModel/DecodingOptions/maxCollectedErrors`` of them: see
    /// ``hasUnlistedErrors``.
    public var errors: [JSONModelError]

    /// Whether decoding found more failures than ``errors`` lists and stopped there.
    ///
    /// A decode that collects errors (``JSONModel/DecodingOptions/collectAllErrors``) stops at
    /// the first failure past ``JSONModel/DecodingOptions/maxCollectedErrors``: ``errors``
    /// holds the first that many, and this is `true`. At least one more failure was found;
    /// the rest of the input was not checked, so how many more it has is not known.
    public var hasUnlistedErrors = false

    /// The decode whose count of collected errors includes this one (see
    /// `DecodingContext.collect(_:into:)`), so that an error handed up through several
    /// levels is counted once.
    var collectedBy: ObjectIdentifier?

    /// Path components, innermost first: errors grow their path while they unwind.
    var reversedPath: [PathComponent]

    /// Whether the error comes from ``JSONModel/validate()``, not from a decode: a
    /// ``Code/multiple`` error then reads `3 errors validating SignUp`.
    var isValidation = false

    /// Whether the path names a place in another format's document (XML), which starts with
    /// the root element: the description then reads `Person.age at person.children.person[1].age`.
    var isDocumentPath = false

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - code: The kind of failure.
    ///   - message: The failure in words, without the location.
    ///   - path: The location in the document, outermost first.
    ///   - modelType: The type whose property failed.
    ///   - property: The Swift name of the property that failed.
    public init(
        code: Code,
        message: String,
        path: [PathComponent] = [],
        modelType: (any Any.Type)? = nil,
        property: String? = nil
    ) {
        self.code = code
        self.message = message
        self.reversedPath = path.reversed()
        self.modelType = modelType
        self.property = property
        self.errors = []
    }

    /// The JSON path as text: `cars[2].year`, or `$` for the document root.
    ///
    /// For XML (the JSONModelXML module) it is the XML path instead, starting with the root
    /// element: `person.children.person[1].age`, with attributes as `@name`.
    public var path: String {
        JSONModelError.render(pathComponents, documentNames: isDocumentPath)
    }

    /// The name of ``modelType``, for example `Car`.
    public var modelTypeName: String? {
        modelType.map { String(describing: $0) }
    }
}

extension JSONModelError {
    /// One step of a JSON path: an object key or an array index.
    public enum PathComponent: Sendable, Hashable, CustomStringConvertible {
        /// A member of an object.
        case key(String)
        /// An element of an array, counted from 0.
        case index(Int)

        /// The component as it appears in a path: `.name`, `["odd key"]` or `[2]`.
        public var description: String {
            JSONModelError.render([self])
        }
    }

    /// Renders a path: keys joined with `.`, indices in brackets, other keys quoted in
    /// brackets.
    ///
    /// Keys longer than ``quotedTextLimit`` are clipped, with an ellipsis, so that a path's
    /// text stays short whatever the document's keys.
    ///
    /// With `documentNames`, XML names (`soap:Body`, `first-name`, `@id`) stay plain.
    static func render(_ components: [PathComponent], documentNames: Bool = false) -> String {
        if components.isEmpty { return "$" }
        var text = ""
        for component in components {
            switch component {
            case .index(let index):
                text += "[\(index)]"
            case .key(let key):
                // A key too long to quote in full is shown clipped, always in brackets: the
                // ellipsis is not part of the key.
                let (shown, isClipped) = clippedForMessage(key)
                if !isClipped, documentNames ? isPlainDocumentName(shown) : isPlainIdentifier(shown) {
                    if !text.isEmpty { text += "." }
                    text += shown
                } else {
                    text += "[\"\(escapedForMessage(shown))\"]"
                }
            }
        }
        return text
    }

    private static func isPlainIdentifier(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, !("0"..."9").contains(first) else {
            return false
        }
        return key.unicodeScalars.allSatisfy { scalar in
            scalar == "_" || scalar == "$" || scalar.properties.isAlphabetic
                || ("0"..."9").contains(scalar)
        }
    }

    /// Whether `key` is an XML name, optionally after `@`, with no characters a path needs
    /// to quote.
    private static func isPlainDocumentName(_ key: String) -> Bool {
        let name = key.hasPrefix("@") ? key.dropFirst() : Substring(key)
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first), first != "-", first != "." else {
            return false
        }
        return name.unicodeScalars.allSatisfy { scalar in
            scalar == "_" || scalar == "-" || scalar == "." || scalar == ":" || scalar.properties.isAlphabetic
                || ("0"..."9").contains(scalar)
        }
    }
}

extension String {
    func leftPadded(to width: Int, with pad: Character = "0") -> String {
        count >= width ? self : String(repeating: pad, count: width - count) + self
    }
}
