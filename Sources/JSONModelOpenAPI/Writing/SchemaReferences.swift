import JSONModelKit

/// The `$ref`s between component schemas, found and renamed where JSON Schema (draft 2020-12)
/// puts subschemas.
///
/// Only the values of the keywords that hold schemas are walked (`properties`, `items`,
/// `anyOf`, `if`...); data keywords (`default`, `enum`, `const`, `examples`, `x-rules`) are
/// left as they are, so a default value that happens to hold a `"$ref"` member is never taken
/// for a reference.
enum SchemaReferences {
    /// Where the document keeps its schemas: the prefix of every `$ref` between them.
    static let prefix = "#/components/schemas/"

    /// The keywords whose value is one schema.
    private static let schemaKeywords: Set<String> = [
        "additionalProperties", "items", "contains", "propertyNames", "not", "if", "then", "else",
        "unevaluatedItems", "unevaluatedProperties", "contentSchema",
    ]
    /// The keywords whose value is an array of schemas.
    private static let schemaArrayKeywords: Set<String> = ["allOf", "anyOf", "oneOf", "prefixItems"]
    /// The keywords whose value is an object of schemas.
    private static let schemaObjectKeywords: Set<String> = [
        "properties", "patternProperties", "dependentSchemas", "$defs",
    ]

    /// The names of the component schemas that `schema` refers to.
    ///
    /// - Parameter schema: A schema.
    /// - Returns: The names after ``prefix`` in its `$ref`s.
    static func names(in schema: JSONValue) -> Set<String> {
        var names: Set<String> = []
        _ = renaming(in: schema) { name in
            names.insert(name)
            return name
        }
        return names
    }

    /// `schema` with each `$ref` to a component schema pointing at the name `rename` gives.
    ///
    /// - Parameters:
    ///   - schema: A schema.
    ///   - rename: The new name for the name after ``prefix``.
    /// - Returns: The schema with its references renamed.
    static func renaming(in schema: JSONValue, _ rename: (String) -> String) -> JSONValue {
        guard case .object(var members) = schema else { return schema }
        for (keyword, value) in members {
            if keyword == "$ref", case .string(let target) = value, target.hasPrefix(prefix) {
                members[keyword] = .string(prefix + rename(String(target.dropFirst(prefix.count))))
            } else if schemaKeywords.contains(keyword) {
                members[keyword] = renaming(in: value, rename)
            } else if schemaArrayKeywords.contains(keyword), case .array(let schemas) = value {
                members[keyword] = .array(schemas.map { renaming(in: $0, rename) })
            } else if schemaObjectKeywords.contains(keyword), case .object(let schemas) = value {
                members[keyword] = .object(schemas.mapValues { renaming(in: $0, rename) })
            }
        }
        return .object(members)
    }
}
