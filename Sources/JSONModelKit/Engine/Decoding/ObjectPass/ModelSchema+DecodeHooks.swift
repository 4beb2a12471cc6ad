// Decoding hooks: a coder's hook and the model's `decodeProperty` (taken only for classes that
// override it, and under a `JSONModelCoder` with hooks) see each object as `[String: JSONValue]`.
// Every property is offered to the hooks first, then the default mapping, the same pass as for a
// class without hooks, decodes the properties they left.

extension ModelSchema {
    /// Offers each property of the object at `index` to the hooks; returns those they handled.
    ///
    /// The coder's hook comes first, then the model's ``JSONModel/decodeProperty(_:from:)``.
    /// The result also holds the properties that failed, whose failures are thrown or,
    /// collecting, added to `failures`. A property of a type only hooks can handle that none
    /// handled fails here.
    func runDecodeHooks(
        _ object: JSONModel,
        at index: Int,
        in context: DecodingContext,
        mode: DecodeMode,
        failures: inout [JSONModelError]
    ) throws(JSONModelError) -> PropertySet {
        let dictionary = context.members(ofObjectAt: index)
        var handled = PropertySet(count: properties.count)
        for (propertyIndex, property) in properties.enumerated() {
            // An update applies only the keys present.
            if mode == .update, !property.allPaths.contains(where: { dictionary[$0[0]] != nil }) { continue }
            do throws(JSONModelError) {
                if try handledByHooks(property, object: object, dictionary: dictionary, in: context) {
                    handled.insert(propertyIndex)
                } else if property.unmappedError != nil {
                    throw property.unmappedError.unsafelyUnwrapped
                }
            } catch {
                // Its failure is reported; the default mapping and a missing-key error on top
                // of it would be wrong.
                handled.insert(propertyIndex)
                var failure = error
                failure.attribute(to: type, property: property.name)
                try context.collect(failure, into: &failures)
            }
        }
        return handled
    }

    private func handledByHooks(
        _ property: SchemaProperty,
        object: JSONModel,
        dictionary: [String: JSONValue],
        in context: DecodingContext
    ) throws(JSONModelError) -> Bool {
        let description = property.publicProperty
        if let hook = context.decodeHook {
            let handled = try callingHook(named: "the decode hook", for: property) {
                try hook(description, object, dictionary)
            }
            if handled { return true }
        }
        if customDecodesProperties {
            return try callingHook(named: "decodeProperty", for: property) {
                try object.decodeProperty(description, from: dictionary)
            }
        }
        return false
    }

    /// Runs a user hook, turning what it throws into a ``JSONModelError``.
    ///
    /// Inlined: a decode with hooks calls one for every property of every object.
    @inline(__always)
    func callingHook(
        named hookName: String,
        for property: SchemaProperty,
        _ body: () throws -> Bool
    ) throws(JSONModelError) -> Bool {
        do {
            return try body()
        } catch let error as JSONModelError {
            var failure = error
            if failure.pathComponents.isEmpty { property.prependPath(to: &failure) }
            throw failure
        } catch {
            var failure = JSONModelError(
                code: .hookFailed,
                message: "\(hookName) failed for \(type).\(property.name): \(JSONModelError.describe(error))"
            )
            property.prependPath(to: &failure)
            throw failure
        }
    }
}
