/// Names for generated model types: UpperCamelCase from the JSON key, singular for array and
/// dictionary elements (`statuses` → `Status`), and never a name the generated code needs for
/// something else (`Data`, `URL`, `Date`, ...).
enum TypeNaming {
    /// The type name for objects found under `key`.
    ///
    /// - Parameters:
    ///   - key: The JSON key the objects were found under.
    ///   - singular: Whether the objects are elements of an array or dictionary, whose key is
    ///     a plural.
    /// - Returns: An UpperCamelCase identifier; `Item` when the key has no letters or digits,
    ///   `<Name>Item` when an element's key does not change in the singular (`media`).
    static func name(forKey key: String, singular: Bool) -> String {
        var words = KeyWords.split(key)
        guard let last = words.last else { return "Item" }
        var needsItemSuffix = false
        if singular {
            let single = Singularizer.singular(of: last)
            needsItemSuffix = single.lowercased() == last.lowercased()
            words[words.count - 1] = single
        }
        var name = words.map(KeyWords.capitalized).joined()
        if needsItemSuffix { name += "Item" }
        if let first = name.unicodeScalars.first, ("0"..."9").contains(first) { name = "Model" + name }
        return name
    }

    /// Whether a generated type may be called `name`: a valid identifier that is neither a
    /// keyword nor a type the generated code uses.
    static func isAvailable(_ name: String) -> Bool {
        SwiftIdentifier.isValid(name) && !SwiftIdentifier.keywords.contains(name)
            && !SwiftIdentifier.reservedTypeNames.contains(name)
    }
}
