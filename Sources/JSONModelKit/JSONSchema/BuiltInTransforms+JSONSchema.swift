// The JSON Schemas of the built-in transforms: what each one reads (its public
// `jsonSchema`), and for the schema builder also what each one writes.

/// A transform whose schema differs between what it reads and what it writes (the built-ins).
protocol ModeDescribedTransform {
    /// What the transform reads (``JSONSchemaOptions/Mode/decoding``) or writes
    /// (``JSONSchemaOptions/Mode/encoding``).
    func jsonSchema(for mode: JSONSchemaOptions.Mode) -> JSONValue
}

extension URLTransform: ModeDescribedTransform {
    /// A URL string: `{"type": "string", "format": "uri", "minLength": 1}`.
    public var jsonSchema: JSONValue {
        jsonSchema(for: .decoding)
    }

    func jsonSchema(for mode: JSONSchemaOptions.Mode) -> JSONValue {
        // Decoding refuses the empty string.
        mode == .decoding
            ? ["type": "string", "format": "uri", "minLength": 1] : ["type": "string", "format": "uri"]
    }
}

extension RelativeURLTransform: ModeDescribedTransform {
    /// A URL reference, relative to the base or absolute: `{"type": "string", "format":
    /// "uri-reference"}`.
    public var jsonSchema: JSONValue {
        jsonSchema(for: .decoding)
    }

    func jsonSchema(for mode: JSONSchemaOptions.Mode) -> JSONValue {
        ["type": "string", "format": "uri-reference"]
    }
}

extension UUIDTransform: ModeDescribedTransform {
    /// A UUID string: `{"type": "string", "format": "uuid"}`.
    public var jsonSchema: JSONValue {
        jsonSchema(for: .decoding)
    }

    func jsonSchema(for mode: JSONSchemaOptions.Mode) -> JSONValue {
        ["type": "string", "format": "uuid"]
    }
}

extension Base64DataTransform: ModeDescribedTransform {
    /// Base64 text: `{"type": "string", "contentEncoding": "base64"}`.
    public var jsonSchema: JSONValue {
        jsonSchema(for: .decoding)
    }

    func jsonSchema(for mode: JSONSchemaOptions.Mode) -> JSONValue {
        ["type": "string", "contentEncoding": "base64"]
    }
}

extension BoolStringTransform: ModeDescribedTransform {
    /// A JSON Boolean or one of the strings decoding reads: ``trueString``, ``falseString``,
    /// `"true"`, `"false"`, `"YES"`, `"NO"`, `"yes"`, `"no"`, `"1"` and `"0"`.
    public var jsonSchema: JSONValue {
        jsonSchema(for: .decoding)
    }

    func jsonSchema(for mode: JSONSchemaOptions.Mode) -> JSONValue {
        switch mode {
        case .decoding:
            let strings = [trueString, falseString, "true", "false", "YES", "NO", "yes", "no", "1", "0"]
            return ["anyOf": [["type": "boolean"], ["type": "string", "enum": .array(Self.unique(strings))]]]
        case .encoding:
            return ["type": "string", "enum": .array(Self.unique([trueString, falseString]))]
        }
    }

    private static func unique(_ strings: [String]) -> [JSONValue] {
        var seen: Set<String> = []
        return strings.filter { seen.insert($0).inserted }.map(JSONValue.string)
    }
}

extension EnumTransform: ModeDescribedTransform {
    /// The JSON values of the table: `{"enum": [...]}`.
    public var jsonSchema: JSONValue {
        jsonSchema(for: .decoding)
    }

    func jsonSchema(for mode: JSONSchemaOptions.Mode) -> JSONValue {
        let sorted = mapping.keys.sorted { $0.jsonString() < $1.jsonString() }
        switch mode {
        case .decoding:
            return ["enum": .array(sorted)]
        case .encoding:
            // Encoding writes, for each value, the first of its JSON values in text order.
            var seen: Set<Value> = []
            let written = sorted.filter { json in
                guard let value = mapping[json] else { return false }
                return seen.insert(value).inserted
            }
            return ["enum": .array(written)]
        }
    }
}
