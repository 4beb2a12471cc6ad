extension ModelSchema {
    /// The error for a repeated `key` at byte `offset`.
    @inline(never)
    func duplicateKeyError(_ key: String, at offset: UInt32) -> JSONModelError {
        var failure = JSONModelError(
            code: .duplicateKey,
            message: "duplicate key \"\(JSONModelError.escapedForMessage(key))\""
        )
        failure.locate(atByteOffset: offset)
        return failure
    }

    /// Adds the member's key, its property and its value's location to `error`, collects it (or
    /// throws it when not collecting), and moves `source` past the member's value at `mark`.
    @inline(never)
    func collectMemberFailure<Source: DecodingSource>(
        _ error: JSONModelError,
        at slot: Int,
        of group: KeyGroup,
        from source: inout Source,
        mark: Source.Mark,
        context: DecodingContext,
        failures: inout [JSONModelError]
    ) throws(JSONModelError) {
        var failure = error
        failure.locate(atByteOffset: source.offset(of: mark, in: context))
        failure.prepend(.key(group.keys[slot]))
        if case .property(let propertyIndex) = group.slots[slot] {
            failure.attribute(to: type, property: properties[propertyIndex].name)
        }
        try context.collect(failure, into: &failures)
        try source.skipValue(from: mark, in: context)
    }

    /// Adds a `keyNotFound` failure for each required property not in `seen`, located at the
    /// object's opening brace (`objectOffset`).
    func checkRequiredProperties(
        seen: PropertySet,
        ofObjectAt objectOffset: UInt32,
        in context: DecodingContext,
        failures: inout [JSONModelError]
    ) throws(JSONModelError) {
        if seen.contains(all: requiredProperties) { return }
        for (propertyIndex, property) in properties.enumerated()
        where property.isRequired && !seen.contains(propertyIndex) {
            var failure = JSONModelError(
                code: .keyNotFound,
                message:
                    "missing required key \"\(JSONModelError.escapedForMessage(property.key))\" (\(property.typeName))",
                modelType: type,
                property: property.name
            )
            property.prependPath(to: &failure)
            // A missing key is located at the opening brace of the object that lacks it.
            failure.locate(atByteOffset: objectOffset)
            try context.collect(failure, into: &failures)
        }
    }

    func unknownKeyError(_ key: String, among keys: [String]) -> JSONModelError {
        var message = "unknown key \"\(JSONModelError.escapedForMessage(key))\" for \(type)"
        if let suggestion = KeySuggestion.closest(to: key, among: keys) {
            message += "; did you mean \"\(suggestion)\"?"
        }
        var error = JSONModelError(code: .unknownKey, message: message, modelType: type)
        error.prepend(.key(key))
        return error
    }

    /// Runs the model's validation (``JSONModel/didDecode()`` or ``JSONStruct/didDecode()``);
    /// a failure names the model.
    func runDidDecode(_ didDecode: () throws -> Void) throws(JSONModelError) {
        do {
            try didDecode()
        } catch let error as JSONModelError {
            var failure = error
            if failure.modelType == nil { failure.modelType = type }
            throw failure
        } catch {
            throw JSONModelError(
                code: .validationFailed,
                message: "\(type) is not valid: \(JSONModelError.describe(error))",
                modelType: type
            )
        }
    }
}
