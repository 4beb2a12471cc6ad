import Foundation

/// The `default` of each property: the value a fresh `init()` gives it, as the encoder writes
/// it, when that value is representable and stable.
///
/// Left out: a value that cannot be encoded; an absent ``JSONField``; a nested model or struct
/// (its default is a whole object that says more about `init()` than about the JSON; `nil`,
/// `[]` and `[:]` are kept); and a value that differs between two fresh instances or is a
/// `Date` within a minute of now (`UUID()`, `Date()`), which would change on every run.
///
/// With `validOnly`, also a value that breaks the property's own constraints (`title = ""`
/// with `.length(1...)`): OpenAPI validators check a `default` against its schema.
enum JSONSchemaDefaults {
    /// The defaults by property index in `schema.properties`.
    ///
    /// - Parameters:
    ///   - schema: The model's schema.
    ///   - cache: The configuration's schemas.
    ///   - validOnly: Whether to leave out the values that break the property's constraints.
    /// - Returns: The `default` of each property that has one.
    /// - Throws: ``JSONModelError`` when a fresh instance cannot be made.
    static func values(
        of schema: ModelSchema,
        cache: SchemaCache,
        validOnly: Bool = false
    ) throws(JSONModelError) -> [Int: JSONValue] {
        let first = try encodedDefaults(of: schema, cache: cache, validOnly: validOnly)
        guard !first.isEmpty else { return [:] }
        let second = try encodedDefaults(of: schema, cache: cache, validOnly: validOnly)
        return first.filter { second[$0.key] == $0.value }
    }

    private static func encodedDefaults(
        of schema: ModelSchema,
        cache: SchemaCache,
        validOnly: Bool
    ) throws(JSONModelError) -> [Int: JSONValue] {
        try schema.modelType.withBlankInstance { base throws(JSONModelError) in
            let now = Date()
            // `nil` is written as `null`, so that it can be a default too.
            let options = JSONModel.EncodingOptions(prettyPrinted: false, nilEncoding: .null)
            let context = EncodingContext(options: options, cache: cache)
            var result: [Int: JSONValue] = [:]
            for (index, property) in schema.properties.enumerated() {
                let accessor = property.accessor
                guard accessor.isWritten(of: base, in: context),
                    !isNearlyNow(accessor.anyValue(of: base), now: now),
                    !validOnly || isValid(accessor, of: base, cache: cache)
                else { continue }
                var writer = JSONWriter(buildingValuesWithMaxDepth: options.maxDepth)
                do {
                    try accessor.encodeValue(of: base, to: &writer, in: context)
                    let value = JSONValue(tape: writer.makeTape(), at: 0)
                    if accessor.valueCodec.containsModel, !isEmpty(value) { continue }
                    result[index] = value
                } catch {
                    continue
                }
            }
            return result
        }
    }

    /// Whether the property's value in the instance at `base` keeps its constraints.
    private static func isValid(
        _ accessor: PropertyAccessor,
        of base: UnsafeMutableRawPointer,
        cache: SchemaCache
    ) -> Bool {
        guard accessor.valueCodec.isValidated else { return true }
        let walk = ValidationWalk(cache: cache)
        accessor.collectViolations(of: base, into: walk)
        return walk.failures.isEmpty
    }

    /// Whether `value` (inside any property wrappers) is a `Date` within a minute of `now`.
    private static func isNearlyNow(_ value: Any, now: Date) -> Bool {
        var unwrapped = value
        while true {
            if let wrapper = unwrapped as? any ModelPropertyWrapper {
                unwrapped = wrapper.wrappedValue
            } else if let wrapper = unwrapped as? any JSONPropertyWrapper {
                unwrapped = wrapper.wrappedValue
            } else {
                break
            }
        }
        guard let date = unwrapped as? Date else { return false }
        return abs(date.timeIntervalSince(now)) < 60
    }

    private static func isEmpty(_ value: JSONValue) -> Bool {
        switch value {
        case .null: true
        case .array(let elements): elements.isEmpty
        case .object(let members): members.isEmpty
        default: false
        }
    }
}
