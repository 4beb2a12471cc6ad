import JSONModelKit

/// The document's `components.schemas`: the definitions of the decoding and encoding builds,
/// written once where they agree and split into `Name-Input` and `Name-Output` where they
/// differ.
///
/// A model used only in request bodies, or only in responses, has one component under its
/// name. A model used in both is split when its two schemas differ (a `Bool` property: decoding
/// also takes `0` and `1`), and also when either of them refers to a split model, since its
/// input side must refer to the other's input side: that repeats until nothing more splits.
/// ``resolved(_:mode:)`` points a schema's references at the right side. A model that a
/// `PATCH` takes as a partial body also has a `Name-Patch` component: its input schema with no
/// member required.
struct ComponentSchemas {
    /// The names of the models with an input and an output component.
    let splitNames: Set<String>
    /// The names of the models with a patch component.
    let patchNames: Set<String>
    private let decoding: [String: JSONValue]
    private let encoding: [String: JSONValue]

    /// Merges the definitions of the two builds, which share one name table.
    ///
    /// - Parameters:
    ///   - decoding: The definitions of what decoding accepts, by name.
    ///   - encoding: The definitions of what encoding writes, by name.
    ///   - patches: The names of the models that partial request bodies use.
    init(decoding: [String: JSONValue], encoding: [String: JSONValue], patches: Set<String>) {
        self.decoding = decoding
        self.encoding = encoding
        self.patchNames = patches.intersection(decoding.keys)
        let shared = Set(decoding.keys).intersection(encoding.keys)
        var split = shared.filter { decoding[$0] != encoding[$0] }
        let references = Dictionary(
            uniqueKeysWithValues: shared.map { name in
                (
                    name,
                    SchemaReferences.names(in: decoding[name] ?? [:]).union(
                        SchemaReferences.names(in: encoding[name] ?? [:])
                    )
                )
            }
        )
        // Each round splits at least one more model or stops, so there are at most as many
        // rounds as models.
        var changed = true
        while changed {
            let more = shared.subtracting(split).filter { !(references[$0] ?? []).isDisjoint(with: split) }
            split.formUnion(more)
            changed = !more.isEmpty
        }
        splitNames = split
    }

    /// `schema`, built in `mode`, with its references to split models pointing at their input
    /// (decoding) or output (encoding) component.
    ///
    /// - Parameters:
    ///   - schema: A schema from the build of `mode`.
    ///   - mode: Which build it comes from.
    /// - Returns: The schema as the document writes it.
    func resolved(_ schema: JSONValue, mode: JSONSchemaOptions.Mode) -> JSONValue {
        SchemaReferences.renaming(in: schema) { name in componentName(of: name, mode: mode) }
    }

    /// Every component schema by its name in the document, without `$schema`.
    var schemas: [String: JSONValue] {
        var schemas: [String: JSONValue] = [:]
        for (name, schema) in decoding {
            schemas[componentName(of: name, mode: .decoding)] = component(schema, mode: .decoding)
        }
        for (name, schema) in encoding where decoding[name] == nil || splitNames.contains(name) {
            schemas[componentName(of: name, mode: .encoding)] = component(schema, mode: .encoding)
        }
        for name in patchNames {
            guard case .object(var members) = component(decoding[name] ?? [:], mode: .decoding) else { continue }
            members["required"] = nil
            schemas[Self.patchName(of: name)] = .object(members)
        }
        return schemas
    }

    /// The name of the patch component of the model named `name`: `Todo-Patch`.
    static func patchName(of name: String) -> String {
        name + "-Patch"
    }

    private func component(_ schema: JSONValue, mode: JSONSchemaOptions.Mode) -> JSONValue {
        guard case .object(var members) = resolved(schema, mode: mode) else { return schema }
        members["$schema"] = nil
        return .object(members)
    }

    private func componentName(of name: String, mode: JSONSchemaOptions.Mode) -> String {
        guard splitNames.contains(name) else { return name }
        switch mode {
        case .decoding: return name + "-Input"
        case .encoding: return name + "-Output"
        }
    }
}
