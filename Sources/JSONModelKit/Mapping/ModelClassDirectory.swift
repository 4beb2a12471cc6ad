/// The model classes known by name: those registered with ``JSONModel/register(_:)`` and those
/// whose schema has been built, for ``JSONModelCoder/decode(rootClassNamed:fromJSONString:)``.
enum ModelClassDirectory {
    private static let classes = Locked<[String: [ObjectIdentifier: JSONModel.Type]]>([:])

    /// Remembers `modelClass` under its plain name.
    static func record(_ modelClass: JSONModel.Type) {
        let name = String(describing: modelClass)
        classes.withLock { classes in
            classes[name, default: [:]][ObjectIdentifier(modelClass)] = modelClass
        }
    }

    /// The classes known under the plain name `name`.
    static func classes(named name: String) -> [JSONModel.Type] {
        let found = classes.withLock { $0[name].map { Array($0.values) } ?? [] }
        return found.sorted { String(reflecting: $0) < String(reflecting: $1) }
    }

    /// The known classes that inherit from `modelClass` (not the class itself), sorted by
    /// their full names: the candidates of its ``JSONModel/classForDecoding(from:)``.
    static func knownSubclasses(of modelClass: JSONModel.Type) -> [JSONModel.Type] {
        let all = classes.withLock { $0.values.flatMap(\.values) }
        return all.filter { candidate in
            ObjectIdentifier(candidate) != ObjectIdentifier(modelClass)
                && SchemaBuilder.isClass(candidate, kindOf: modelClass)
        }.sorted { String(reflecting: $0) < String(reflecting: $1) }
    }
}
