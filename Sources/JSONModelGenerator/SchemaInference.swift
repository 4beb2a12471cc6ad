/// Reads Swift types off the sketches of the samples: one model per object shape, properties
/// with their types and presence, and unique type names.
///
/// The rules, applied to everything seen at one place across all samples and all array
/// elements:
/// - numbers: `Int` when every one is an integer in `Int64` range (`3.0` counts: JSONModelKit
///   reads it as `3`), `UInt64` for larger non-negative integers, else `Double`;
/// - strings: `Date` (`@DateOnly`, then `@ISO8601`) or `URL` when every string qualifies (see
///   ``RoundTripProbe``), else `String`;
/// - objects: `[String: V]` when all keys look like identifiers (see ``IdentifierKeys``) or every
///   object was empty, else a model;
/// - arrays: `[T]` of the merged elements, `[T?]` when some element was `null`, `[JSONValue]`
///   when every array was empty;
/// - more than one kind of value (not counting `null`), or only `null`: `JSONValue`.
struct SchemaInference {
    /// The name of the root model.
    var rootName: String

    /// Infers the schema of the scanned samples.
    ///
    /// - Parameter scan: The sketches, already unified by ``ShapeUnifier``.
    /// - Returns: The models, root first, with unique names.
    func infer(_ scan: SampleScanner.Result) -> InferredSchema {
        var builder = Builder()
        switch scan.shape {
        case .objects(let isArray):
            if let rootObject = scan.root.object {
                _ = builder.model(for: rootObject, proposedName: rootName, parent: nil, path: "$", isRoot: true)
            }
            var models = builder.models
            Self.assignUniqueNames(&models, proposals: builder.proposals, parents: builder.parents)
            return InferredSchema(models: models, root: .model(isArray: isArray))
        case .values:
            // The documents are typed like an array element: date-only strings stay String
            // (`@DateOnly` cannot apply to a typealias); objects inside are named after the
            // root in the singular (`Readings` → `Reading`).
            let type = builder.type(
                of: scan.root,
                key: rootName,
                singular: false,
                parent: nil,
                path: "$",
                allowsDateOnly: false
            )
            var models = builder.models
            Self.assignUniqueNames(&models, proposals: builder.proposals, parents: builder.parents, reserving: rootName)
            return InferredSchema(models: models, root: .value(type))
        }
    }

    /// Gives every model a unique name.
    ///
    /// The proposal if free, else prefixed with its parent's name (`UserEntities`), else with a
    /// number (`Entities2`). The root model keeps its name; with `reserved` (the name of a root
    /// `typealias`), there is no root model and no model takes that name.
    static func assignUniqueNames(
        _ models: inout [InferredModel],
        proposals: [String],
        parents: [Int?],
        reserving reserved: String? = nil
    ) {
        var taken: Set<String> = reserved.map { [$0] } ?? []
        for index in models.indices {
            let proposal = proposals[index]
            var name = proposal
            if index > 0 || reserved != nil, !isFree(name, taken) {
                if let parent = parents[index], isFree(models[parent].name + proposal, taken) {
                    name = models[parent].name + proposal
                } else {
                    var number = 2
                    while !isFree(proposal + String(number), taken) { number += 1 }
                    name = proposal + String(number)
                }
            }
            taken.insert(name)
            models[index].name = name
        }
    }

    private static func isFree(_ name: String, _ taken: Set<String>) -> Bool {
        !taken.contains(name) && TypeNaming.isAvailable(name)
    }

    /// Walks the sketches depth-first, creating models as it meets new object shapes.
    private struct Builder {
        var models: [InferredModel] = []
        var proposals: [String] = []
        var parents: [Int?] = []
        var indices: [ObjectIdentifier: Int] = [:]

        mutating func model(
            for object: ObjectSketch,
            proposedName: String,
            parent: Int?,
            path: String,
            isRoot: Bool = false
        ) -> Int {
            if let index = indices[ObjectIdentifier(object)] { return index }
            let index = models.count
            indices[ObjectIdentifier(object)] = index
            models.append(InferredModel(name: proposedName, path: path, properties: []))
            proposals.append(proposedName)
            parents.append(parent)
            let keys = object.keys.sorted()
            let (names, keyStyle) = PropertyNaming.namesAndStyle(forKeys: keys)
            models[index].keyStyle = keyStyle
            var properties: [InferredProperty] = []
            for name in names {
                guard let field = object.fields[name.key] else { continue }
                let absent = field.presentCount < object.count
                let null = field.value.nullCount > 0
                let childPath = (isRoot ? "" : path + ".") + name.key
                let base = type(
                    of: field.value,
                    key: name.key,
                    singular: false,
                    parent: index,
                    path: childPath,
                    allowsDateOnly: !(absent && null)
                )
                let presence: InferredProperty.Presence
                switch (absent, null) {
                case (false, false): presence = .required
                case (true, false): presence = .optional
                case (false, true): presence = .nullable
                case (true, true): presence = .absentOrNull
                }
                properties.append(InferredProperty(name: name, type: base, presence: presence))
            }
            models[index].properties = properties
            return index
        }

        /// The type of the non-null values of `sketch`.
        mutating func type(
            of sketch: ValueSketch,
            key: String,
            singular: Bool,
            parent: Int?,
            path: String,
            allowsDateOnly: Bool
        ) -> InferredType {
            let kinds = sketch.kinds
            guard kinds.count == 1, let kind = kinds.first else { return .json }
            switch kind {
            case .bool:
                return .bool
            case .number:
                if sketch.doubleCount > 0 || (sketch.unsignedCount > 0 && sketch.negativeIntegerCount > 0) {
                    return .double
                }
                return sketch.unsignedCount > 0 ? .unsignedInteger : .integer
            case .string:
                let strings = sketch.strings
                if strings.allDateOnly, allowsDateOnly { return .date(.dateOnly) }
                if strings.allISO8601 { return .date(.iso8601) }
                if strings.allURLs { return .url }
                return .string
            case .array:
                guard let elements = sketch.elements else { return .array(.json) }
                return .array(element(elements, key: key, parent: parent, path: path + "[]"))
            case .object:
                guard let object = sketch.object else { return .json }
                if object.isDictionary {
                    guard let values = object.dictionaryValues else { return .dictionary(.json) }
                    return .dictionary(element(values, key: key, parent: parent, path: path + "[*]"))
                }
                let name = TypeNaming.name(forKey: key, singular: singular)
                return .model(model(for: object, proposedName: name, parent: parent, path: path))
            }
        }

        /// The type of an array element or dictionary value.
        ///
        /// Optional when some were `null` (except `JSONValue`, which holds `null` itself).
        /// `@DateOnly` cannot apply to elements, so date-only strings stay `String` there.
        mutating func element(_ sketch: ValueSketch, key: String, parent: Int?, path: String) -> InferredType {
            let base = type(of: sketch, key: key, singular: true, parent: parent, path: path, allowsDateOnly: false)
            if sketch.nullCount > 0, base != .json { return .optional(base) }
            return base
        }
    }
}
