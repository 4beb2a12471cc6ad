// Constraints (`JSONModel.constraints`) and rules (`JSONModel.rules`) as JSON Schema keywords.

extension JSONSchemaBuilder {
    /// `schema` (of the value a ``ConstrainedCodec`` wraps) with each constraint as its keyword.
    ///
    /// The keywords are `minimum`, `exclusiveMaximum`, `multipleOf`, `minLength`, `pattern`,
    /// `enum`, `minItems` (`minProperties` for an object), `uniqueItems`... A bound or size the
    /// schema has already (an integer type's range, another constraint's) is replaced only by a
    /// stricter one; a second, different step, pattern or list of values goes into `allOf`, as
    /// the value must satisfy both.
    func constrainedSchema(_ schema: JSONValue, _ constraints: [JSONModel.Constraint], isObject: Bool) -> JSONValue {
        guard case .object(var members) = schema else { return schema }
        var alsoRequired: [JSONValue] = []
        for constraint in constraints {
            for (keyword, value) in constraint.schemaKeywords(isObject: isObject) {
                guard let existing = members[keyword], existing != value else {
                    members[keyword] = value
                    continue
                }
                if let limit = Self.stricter(keyword, existing, value) {
                    members[keyword] = limit
                } else {
                    alsoRequired.append(.object([keyword: value]))
                }
            }
        }
        if !alsoRequired.isEmpty {
            members["allOf"] = .array((members["allOf"]?.arrayValue ?? []) + alsoRequired)
        }
        return .object(members)
    }

    /// The stricter of two values of `keyword`, a bound or a size, compared exactly (a `Double`
    /// cannot tell `Int64.max` from `Int64.max + 1`); `nil` for another keyword.
    private static func stricter(_ keyword: String, _ existing: JSONValue, _ new: JSONValue) -> JSONValue? {
        guard let old = existing.numberValue.flatMap({ ExactDecimal($0.description) }),
            let added = new.numberValue.flatMap({ ExactDecimal($0.description) })
        else { return nil }
        switch keyword {
        case "minimum", "exclusiveMinimum", "minLength", "minItems", "minProperties":
            return added >= old ? new : existing
        case "maximum", "exclusiveMaximum", "maxLength", "maxItems", "maxProperties":
            return added <= old ? new : existing
        default:
            return nil
        }
    }
}

extension JSONModel.Constraint {
    /// The constraint's JSON Schema keywords and their values.
    ///
    /// `isObject` for a dictionary, whose sizes are `minProperties` and `maxProperties`. `.each`
    /// has none of its own: its constraints are on the element codec, and so in `items` or
    /// `additionalProperties`.
    func schemaKeywords(isObject: Bool) -> [(String, JSONValue)] {
        switch requirement {
        case .bounds(let lower, let upper):
            var keywords: [(String, JSONValue)] = []
            if let lower {
                keywords.append((lower.isExclusive ? "exclusiveMinimum" : "minimum", lower.value.jsonValue))
            }
            if let upper {
                keywords.append((upper.isExclusive ? "exclusiveMaximum" : "maximum", upper.value.jsonValue))
            }
            return keywords
        case .multipleOf(let step):
            return [("multipleOf", step.jsonValue)]
        case .length(let minimum, let maximum):
            return [("minLength", minimum), ("maxLength", maximum)].compactMap { keyword, limit in
                limit.map { (keyword, .number(JSONNumber($0))) }
            }
        case .pattern(let pattern):
            return [("pattern", .string(pattern))]
        case .oneOf(let values):
            return [("enum", .array(values))]
        case .count(let minimum, let maximum):
            let names = isObject ? ("minProperties", "maxProperties") : ("minItems", "maxItems")
            return [(names.0, minimum), (names.1, maximum)].compactMap { keyword, limit in
                limit.map { (keyword, .number(JSONNumber($0))) }
            }
        case .uniqueItems:
            return [("uniqueItems", true)]
        case .each, .invalid:
            return []
        }
    }
}

extension JSONModel.Rule {
    /// The rule in a model schema's `x-rules`: its name, properties and message.
    var jsonSchemaEntry: JSONValue {
        [
            "name": .string(name),
            "properties": .array(properties.map(JSONValue.string)),
            "message": .string(message),
        ]
    }
}

extension ExactDecimal {
    /// The decimal as a JSON number, digit for digit.
    var jsonValue: JSONValue {
        (try? JSONValue(parsing: description)) ?? .string(description)
    }
}

extension CodecShape {
    /// Whether the values are JSON objects of arbitrary keys (dictionaries).
    var isDictionary: Bool {
        if case .dictionary = self { return true }
        return false
    }
}
