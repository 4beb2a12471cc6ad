/// The names of a schema document's `$defs` entries: one per model type, unique in the document.
///
/// A type gets its simple name (`Car`). When another type already has that name, it gets its
/// name qualified by the types it is nested in (`TwitterModels.User`), then its full name with
/// the module, then the simple name with a number. Characters other than letters, digits, `.`,
/// `_` and `-` become `_`, so that every name can stand in a `$ref` as it is (`Box<Int>` is
/// `Box_Int_`). The first type met keeps the simple name, and types are met in declaration
/// order, so the names are the same on every run.
struct JSONSchemaDefinitionNames {
    private var names: [ObjectIdentifier: String] = [:]
    private var taken: Set<String> = []

    /// The name of `type`, given on first use.
    mutating func name(for type: any Any.Type) -> String {
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

    /// The `$ref` value for a definition name.
    static func reference(to name: String) -> JSONValue {
        ["$ref": .string("#/$defs/" + name)]
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
