/// An update of one model, decoded but not yet applied.
///
/// ``JSONModel/update(fromJSONString:options:)`` merges: the members present in the JSON are
/// decoded into a scratch instance, and a nested model or ``JSONStruct`` the target already holds,
/// whose JSON is an object, is merged in the same way instead of replaced (a model keeps its
/// identity; a struct is merged into a copy that replaces it). Decoding touches nothing the
/// caller holds; ``apply(recordingIn:)`` then copies the new values over, nested models first,
/// and records how to undo each step so that a failure leaves the whole graph as it was.
final class ModelUpdate {
    private let schema: ModelSchema
    private let target: JSONModel
    private let scratch: JSONModel
    /// The properties decoded into `scratch`, to copy to `target`.
    private let changed: [SchemaProperty]
    /// The models held by `target` (directly or inside its structs) that are merged in place.
    private let nested: [ModelUpdate]

    private init(
        schema: ModelSchema,
        target: JSONModel,
        scratch: JSONModel,
        changed: [SchemaProperty],
        nested: [ModelUpdate]
    ) {
        self.schema = schema
        self.target = target
        self.scratch = scratch
        self.changed = changed
        self.nested = nested
    }

    /// Decodes the update of `target` from the object at tape `index`.
    ///
    /// - Throws: Any decoding error, with its path from the object at `index`; nothing is changed.
    static func prepare(
        _ target: JSONModel,
        at index: Int,
        in context: DecodingContext
    ) throws(JSONModelError) -> ModelUpdate {
        guard context.stackGuard.hasRoom() else { throw StackGuard.exhaustedError() }
        let modelClass = type(of: target)
        let schema = try context.cache.schema(for: modelClass)
        let scratch = modelClass.init()
        let (changed, nested) = try decodeChanges(
            with: schema,
            target: FieldReflection.base(of: target),
            scratch: FieldReflection.base(of: scratch),
            scratchObject: scratch,
            at: index,
            in: context
        )
        return ModelUpdate(
            schema: schema,
            target: target,
            scratch: scratch,
            changed: schema.properties.indices.filter { changed.contains($0) }.map { schema.properties[$0] },
            nested: nested
        )
    }

    /// Copies the new values over: each nested model's first (each followed by its
    /// ``JSONModel/didDecode()``), then the target's, then the target's `didDecode()`.
    ///
    /// - Parameter undo: Receives, step by step, what restores the previous values; on a throw
    ///   the caller runs it backwards.
    /// - Throws: What a `didDecode()` throws.
    func apply(recordingIn undo: inout [() -> Void]) throws(JSONModelError) {
        for update in nested {
            try update.apply(recordingIn: &undo)
        }
        let modelClass = type(of: target)
        ObservationStorage.warnOfUnnotifiedUpdate(of: changed, in: modelClass)
        let backup = modelClass.init()
        let targetBase = FieldReflection.base(of: target)
        let backupBase = FieldReflection.base(of: backup)
        let scratchBase = FieldReflection.base(of: scratch)
        for property in changed {
            property.accessor.copyValue(from: targetBase, to: backupBase)
            property.accessor.copyValue(from: scratchBase, to: targetBase)
        }
        let changed = changed
        let target = target
        undo.append {
            let targetBase = FieldReflection.base(of: target)
            for property in changed {
                property.accessor.copyValue(from: FieldReflection.base(of: backup), to: targetBase)
            }
        }
        try schema.runDidDecode { try target.didDecode() }
    }

    /// Decodes the members present in the object at `index` into `scratch`, except the nested
    /// models and structs that `target` already holds and the JSON gives as an object: those
    /// are merged (a struct into a copy stored in `scratch`, a model into an update of its own).
    ///
    /// - Returns: The properties `scratch` now holds new values for, and the nested updates.
    private static func decodeChanges(
        with schema: ModelSchema,
        target: UnsafeMutableRawPointer,
        scratch: UnsafeMutableRawPointer,
        scratchObject: JSONModel?,
        at index: Int,
        in context: DecodingContext
    ) throws(JSONModelError) -> (changed: PropertySet, nested: [ModelUpdate]) {
        var deferred = PropertySet(count: schema.properties.count)
        var merges: [(propertyIndex: Int, valueIndex: Int, current: Any)] = []
        for (propertyIndex, property) in schema.properties.enumerated() {
            switch property.accessor.valueCodec.shape {
            case .model, .structType: break
            default: continue
            }
            guard let current = NestedValue.unwrapped(property.accessor.anyValue(of: target)),
                let valueIndex = objectIndex(at: property.path, inObjectAt: index, in: context)
            else { continue }
            deferred.insert(propertyIndex)
            merges.append((propertyIndex, valueIndex, current))
        }
        var changed = try schema.decode(
            into: scratch,
            object: scratchObject,
            at: index,
            in: context,
            mode: .update,
            deferring: merges.isEmpty ? nil : deferred
        )
        var nested: [ModelUpdate] = []
        // A deferred property a hook handled is in `changed` already: the hook's value wins.
        for merge in merges where !changed.contains(merge.propertyIndex) {
            let property = schema.properties[merge.propertyIndex]
            do throws(JSONModelError) {
                if let model = merge.current as? JSONModel {
                    nested.append(try prepare(model, at: merge.valueIndex, in: context))
                } else if let value = merge.current as? any JSONStruct {
                    let merged = try mergeStruct(value, at: merge.valueIndex, in: context)
                    nested += merged.nested
                    guard property.accessor.assign(merged.value, in: scratch) else {
                        throw JSONModelError(
                            code: .schemaError,
                            message: "cannot store the merged value of \(schema.type).\(property.name)"
                        )
                    }
                    changed.insert(merge.propertyIndex)
                }
            } catch {
                var failure = error
                property.prependPath(to: &failure)
                failure.attribute(to: schema.type, property: property.name)
                throw failure
            }
        }
        return (changed, nested)
    }

    /// `value` with the members present in the object at `index` merged in, and the updates of
    /// the models it holds that are merged in place; its ``JSONStruct/didDecode()`` has run.
    private static func mergeStruct<Value: JSONStruct>(
        _ value: Value,
        at index: Int,
        in context: DecodingContext
    ) throws(JSONModelError) -> (value: Value, nested: [ModelUpdate]) {
        guard context.stackGuard.hasRoom() else { throw StackGuard.exhaustedError() }
        let schema = try context.cache.schema(for: .structType(Value.self), schemasInProgress: [])
        var merged = value
        var scratch = Value()
        let nested = try withMutableStorage(of: &merged) { target throws(JSONModelError) in
            try withMutableStorage(of: &scratch) { scratchBase throws(JSONModelError) in
                let (changed, nested) = try decodeChanges(
                    with: schema,
                    target: target,
                    scratch: scratchBase,
                    scratchObject: nil,
                    at: index,
                    in: context
                )
                for (propertyIndex, property) in schema.properties.enumerated() where changed.contains(propertyIndex) {
                    property.accessor.copyValue(from: scratchBase, to: target)
                }
                return nested
            }
        }
        try schema.runDidDecode { try merged.didDecode() }
        return (merged, nested)
    }

    /// The tape index of the object at `path` from the object at `index`, found as decoding
    /// finds it (``DocumentPath``: array indexes, the last of a repeated key); `nil` when the
    /// path is missing or the value there is not an object.
    private static func objectIndex(at path: [String], inObjectAt index: Int, in context: DecodingContext) -> Int? {
        guard let found = try? DocumentPath(keys: path).valueIndex(in: context, from: index).index else { return nil }
        return context.kind(at: found) == .object ? found : nil
    }
}
