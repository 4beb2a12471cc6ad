/// The names of a schema document's `$defs` entries: one per model type, unique in the document.
///
/// A class, so that several builders can share one table: the decoding and encoding builds of
/// an OpenAPI document (``JSONSchemaCollection``) give each type the same name.
///
/// A type gets its simple name (`Car`). When another type already has that name, it gets its
/// name qualified by the types it is nested in (`TwitterModels.User`), then its full name with
/// the module, then the simple name with a number. Characters other than letters, digits, `.`,
/// `_` and `-` become `_`, so that every name can stand in a `$ref` as it is (`Box<Int>` is
/// `Box_Int_`). The first type met keeps the simple name, and types are met in declaration
/// order, so the names are the same on every run.
final class JSONSchemaDefinitionNames {
    private var names: [ObjectIdentifier: String] = [:]
    private var taken: Set<String> = []

    /// The name of `type`, given on first use.
    func name(for type: any Any.Type) -> String {
        let identifier = ObjectIdentifier(type)
        if let name = names[identifier] { return name }
        let simple = Self.sanitized(String(describing: type))
        let full = Self.sanitized(String(reflecting: type))
        // The full name without the module: everything after the first dot.
        let qualified = full.split(separator: ".", maxSplits: 1).dropFirst().first.map(String.init) ?? full
        var name = [simple, qualified, full].first { !taken.contains($0) } ?? simple
        if taken.contains(name) {
            var number = 2
            while taken.contains(simple + String(number)) { number += 1 }
            name = simple + String(number)
        }
        taken.insert(name)
        names[identifier] = name
        return name
    }

    /// Where a document of its own keeps its definitions: the prefix of its `$ref`s.
    static let documentPrefix = "#/$defs/"

    /// The `$ref` value for a definition name.
    ///
    /// - Parameters:
    ///   - name: The definition's name.
    ///   - prefix: Where the definitions are (``documentPrefix``, or an OpenAPI document's
    ///     `#/components/schemas/`).
    /// - Returns: `{"$ref": prefix + name}`.
    static func reference(to name: String, prefix: String = documentPrefix) -> JSONValue {
        ["$ref": .string(prefix + name)]
    }

    private static func sanitized(_ name: String) -> String {
        String(
            String.UnicodeScalarView(
                name.unicodeScalars.map { scalar in
                    scalar.isASCII
                        && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                            || "._-".unicodeScalars.contains(scalar))
                        ? scalar : "_"
                }
            )
        )
    }
}
