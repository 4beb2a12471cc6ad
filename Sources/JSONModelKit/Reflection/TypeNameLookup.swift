// Types found by name through the runtime's mangled-name lookup (`_typeByName`), for
// `JSONModelCoder.decode(rootClassNamed:)`. The name is built by hand from Swift's mangling
// grammar, so it lives with the other runtime-metadata reads and is pinned by
// TypeNameLookupTests: a change in the mangling or the lookup fails there, not in a user's
// configuration file.

/// Looks up a nominal type by its module-qualified name (`MyApp.Outer.Inner`).
enum TypeNameLookup {
    /// The class named by module-qualified `segments` (`["MyApp", "Outer", "Inner"]`), or
    /// `nil` when there is none.
    ///
    /// `MyApp.Outer.Inner` is mangled `5MyApp5OuterC5InnerC`, or with `V` or `O` when an
    /// enclosing type is a struct or an enum; each combination is tried (at most 81, four
    /// enclosing types). Names that are not plain ASCII identifiers are not looked up.
    ///
    /// - Parameter segments: The module name, the enclosing types' names, the class's name.
    /// - Returns: The type, or `nil`.
    static func classType(qualifiedBy segments: [String]) -> (any Any.Type)? {
        guard segments.count >= 2,
            segments.allSatisfy({ $0.utf8.allSatisfy { $0 < 0x80 } && !($0.first?.isNumber ?? true) })
        else {
            return nil
        }
        func length(_ text: String) -> String { "\(text.utf8.count)\(text)" }
        let module = length(segments[0])
        let classPart = length(segments[segments.count - 1]) + "C"
        let outer = Array(segments[1..<(segments.count - 1)])
        // Each enclosing type may be a class, a struct or an enum; try the combinations.
        var prefixes = [module]
        for name in outer {
            prefixes = prefixes.flatMap { prefix in ["C", "V", "O"].map { prefix + length(name) + $0 } }
            if prefixes.count > 81 { return nil }
        }
        for prefix in prefixes {
            if let type = _typeByName(prefix + classPart) { return type }
        }
        return nil
    }
}
