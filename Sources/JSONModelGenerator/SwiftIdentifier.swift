/// Swift identifiers for generated code: which names are valid, which are keywords, and how to
/// write them.
enum SwiftIdentifier {
    /// Words that must be written in backticks when used as a property name.
    ///
    /// Keywords used in declarations, statements and expressions, plus the contextual words
    /// that would change the meaning of a `var` declaration. Backticks are harmless on a
    /// contextual keyword, so the list errs on the side of escaping.
    static let keywords: Set<String> = [
        "Any", "Protocol", "Self", "Type", "actor", "any", "as", "associatedtype", "async", "await",
        "break", "case", "catch", "class", "continue", "convenience", "default", "defer", "deinit",
        "didSet", "do", "dynamic", "else", "enum", "extension", "fallthrough", "false", "fileprivate",
        "final", "for", "func", "get", "guard", "if", "import", "in", "indirect", "infix", "init",
        "inout", "internal", "is", "isolated", "lazy", "let", "mutating", "nil", "nonisolated",
        "nonmutating", "open", "operator", "optional", "override", "package", "postfix", "precedencegroup",
        "prefix", "private", "protocol", "public", "repeat", "required", "rethrows", "return", "self",
        "set", "some", "static", "struct", "subscript", "super", "switch", "throw", "throws", "true",
        "try", "typealias", "unowned", "var", "weak", "where", "while", "willSet",
    ]

    /// Type names a generated model must not take: they would shadow the types the generated
    /// code itself uses (or that every Swift file expects to mean the standard one).
    static let reservedTypeNames: Set<String> = [
        "Any", "AnyObject", "Array", "Bool", "Character", "Codable", "Data", "Date", "Decimal",
        "Decodable", "Decoder", "Dictionary", "Double", "Encodable", "Encoder", "Error", "Float",
        "Int", "Int16", "Int32", "Int64", "Int8", "JSONField", "JSONModel", "JSONModelKit",
        "JSONNumber", "JSONStruct", "JSONValue", "Never", "Optional", "Protocol", "Result",
        "Self", "Sendable", "Set", "String", "Substring", "Type", "UInt", "UInt16", "UInt32",
        "UInt64", "UInt8", "URL", "UUID", "Void", "Foundation",
        // Nested in JSONModel and JSONStruct, so inside a model body these names would mean the
        // nested type, not a generated one.
        "DateFormat", "DateOnly", "DateStrategy", "DecodeHook", "DecodingOptions", "DecodingReport",
        "EncodeHook", "EncodeNull", "EncodingOptions", "ISO8601", "Ignore", "Key", "KeyPathProperty",
        "KeyStyle", "Lossy", "Property", "Transformed", "UnixTime", "UnixTimeMilliseconds",
        // JSONModelKit and JSONModelXML top-level types a file may use next to generated ones.
        "JSONModelCoder", "JSONModelError", "JSONTransform", "XMLAttribute", "XMLInline", "XMLItem",
        "XMLOptions", "XMLText",
    ]

    /// Whether `name` is a plain ASCII identifier: a letter or `_` first, then letters, digits
    /// or `_`.
    static func isValid(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, isHead(first) else { return false }
        return name.unicodeScalars.allSatisfy { isHead($0) || ("0"..."9").contains($0) }
    }

    /// `name`, in backticks when it is a keyword (`` `class` ``).
    static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// A Swift string literal holding `text` exactly: quotes, backslashes and control
    /// characters are escaped.
    static func stringLiteral(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value) {
                    result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    private static func isHead(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
    }
}
