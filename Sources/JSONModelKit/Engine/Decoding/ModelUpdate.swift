/// An update of one model, decoded but not yet applied.
///
/// ``JSONModel/update(fromJSONString:options:)`` merges: the members present in the JSON are
/// decoded into a scratch instance, and a nested model or ``JSONStruct`` the target already holds,
/// whose JSON is an object, is merged in the same way instead of replaced (a model keeps its
/// identity; a struct is merged into a copy that replaces it). Two kinds of nested model are
/// not merged in place: a shared default (the instance a fresh `init()` of the parent holds
/// too, such as `Settings.shared`) is copied and the copy merged, so that the shared object is
/// never written into; and a model whose class ``JSONModel/classForDecoding(from:)`` would not
/// pick for the JSON is replaced by a full decode of the class it picks. Decoding touches
/// nothing the caller holds; ``apply(recordingIn:)`` then copies the new values over, nested
/// models first, and records how to undo each step so that a failure leaves the whole graph
/// as it was.
final class ModelUpdate {
    private let schema: ModelSchema
    private let target: JSONModel
    private let scratch: JSONModel
    /// The properties decoded into `scratch`, to copy to `target`.
    private let changed: [SchemaProperty]
    /// The models held by `target` (directly or inside its structs) that are merged in place.
    private let nested: [ModelUpdate]
    /// Where `target`'s object is, for the errors its ``JSONModel/didDecode()`` throws.
    private let place: Place
    /// The failures of decoding the object and the nested objects merged into.
    ///
    /// With `collectAllErrors`, with their paths from the object, in document order. Empty
    /// otherwise (a failure is thrown at once).
    let failures: [JSONModelError]

    /// Where a model's object is in the document, and which property holds it.
    struct Place {
        /// The path from the document's root.
        var path: [JSONModelError.PathComponent] = []
        /// The byte offset of the object's opening brace.
        var offset: UInt32 = 0
        /// The model type and property that hold the object; `nil` for the root.
        var holder: (type: any Any.Type, property: String)?
    }

    private init(
        schema: ModelSchema,
        target: JSONModel,
        scratch: JSONModel,
        changed: [SchemaProperty],
        nested: [ModelUpdate],
        place: Place,
        failures: [JSONModelError]
    ) {
        self.schema = schema
        self.target = target
        self.scratch = scratch
        self.changed = changed
        self.nested = nested
        self.place = place
        self.failures = failures
    }

    /// Decodes the update of `target` from the object at tape `index`.
    ///
    /// - Parameters:
    ///   - target: The model to update.
    ///   - index: The tape index of its object.
    ///   - place: Where the object is (the root when not given).
    ///   - copiesChildren: Whether `target` is a copy of a shared model, whose nested models
    ///     are that model's too and are copied before they are merged.
    ///   - context: The decode.
    /// - Returns: The update, ready to apply; with `collectAllErrors`, its ``failures`` list
    ///   what a full decode of the object would list before any `didDecode()` runs.
    /// - Throws: The first decoding error (not collecting), or the collected ones at the
    ///   `maxCollectedErrors` limit; nothing is changed.
    static func prepare(
        _ target: JSONModel,
        at index: Int,
        place: Place? = nil,
        copiesChildren: Bool = false,
        in context: DecodingContext
    ) throws(JSONModelError) -> ModelUpdate {
        guard context.stackGuard.hasRoom() else { throw StackGuard.exhaustedError() }
        let modelClass = type(of: target)
        let schema = try context.cache.schema(for: modelClass)
        let scratch = modelClass.init()
        let place = place ?? Place(offset: context.entries[index].start)
        let (changed, nested, failures) = try decodeChanges(
            with: schema,
            target: FieldReflection.base(of: target),
            scratch: FieldReflection.base(of: scratch),
            scratchObject: scratch,
            at: index,
            place: place,
            copiesChildren: copiesChildren,
            in: context
        )
        return ModelUpdate(
            schema: schema,
            target: target,
            scratch: scratch,
            changed: schema.properties.indices.filter { changed.contains($0) }.map { schema.properties[$0] },
            nested: nested,
            place: place,
            failures: failures
        )
    }

    /// Copies the new values over: each nested model's first (each followed by its
    /// ``JSONModel/didDecode()``), then the target's, then the target's `didDecode()`.
    ///
    /// Copies without telling observers (``PropertyAccessor/copyValueSilently(from:to:)``):
    /// the caller runs `notifications` once the whole update has succeeded, so that a
    /// failed update, rolled back, notifies nobody.
    ///
    /// A model's `didDecode()` runs only when neither its object nor a nested one had a
    /// failure, as in a full decode; collecting, its failure joins `failures`.
    ///
    /// - Parameters:
    ///   - undo: Receives, step by step, what restores the previous values; the caller runs it
    ///     backwards on a throw or when `failures` is not empty.
    ///   - notifications: Receives what tells the observers of an `@Observable` model of each
    ///     property that changed.
    ///   - failures: The failures so far; collecting, receives those of `didDecode()`.
    ///   - context: The decode.
    /// - Throws: What a `didDecode()` throws, with the model's path and location, when not
    ///   collecting.
    func apply(
        recordingIn undo: inout [() -> Void],
        notifications: inout [() -> Void],
        failures: inout [JSONModelError],
        in context: DecodingContext
    ) throws(JSONModelError) {
        var isValid = self.failures.isEmpty
        for update in nested {
            let count = failures.count
            try update.apply(recordingIn: &undo, notifications: &notifications, failures: &failures, in: context)
            if failures.count > count || !update.failures.isEmpty { isValid = false }
        }
        let modelClass = type(of: target)
        ObservationStorage.warnOfUnnotifiedUpdate(of: changed, in: modelClass)
        let backup = modelClass.init()
        let targetBase = FieldReflection.base(of: target)
        let backupBase = FieldReflection.base(of: backup)
        let scratchBase = FieldReflection.base(of: scratch)
        for property in changed {
            property.accessor.copyValueSilently(from: targetBase, to: backupBase)
            property.accessor.copyValueSilently(from: scratchBase, to: targetBase)
        }
        let changed = changed
        let target = target
        let scratch = scratch
        undo.append {
            let targetBase = FieldReflection.base(of: target)
            for property in changed {
                property.accessor.copyValueSilently(from: FieldReflection.base(of: backup), to: targetBase)
            }
        }
        let observed = changed.filter { $0.accessor.notifiesObservers }
        if !observed.isEmpty {
            notifications.append {
                // The value the update left (after `didDecode()`), set again from the previous
                // one through the key path, which tells the observers.
                let targetBase = FieldReflection.base(of: target)
                let scratchBase = FieldReflection.base(of: scratch)
                for property in observed {
                    property.accessor.copyValueSilently(from: targetBase, to: scratchBase)
                    property.accessor.copyValueSilently(from: FieldReflection.base(of: backup), to: targetBase)
                    property.accessor.copyValue(from: scratchBase, to: targetBase)
                }
            }
        }
        guard isValid else { return }
        if !schema.rules.isEmpty, context.options.checksConstraints {
            // The rules see the model as the update leaves it: its new values and the others.
            let broken = schema.ruleFailures(of: target)
            for failure in broken {
                try context.collect(place.locate(failure), into: &failures)
            }
            guard broken.isEmpty else { return }
        }
        do throws(JSONModelError) {
            try schema.runDidDecode { try target.didDecode() }
        } catch {
            try context.collect(place.locate(error), into: &failures)
        }
    }

    /// Decodes the members present in the object at `index` into `scratch`, except the nested
    /// models and structs that `target` already holds and the JSON gives as an object: those
    /// are merged (a struct into a copy stored in `scratch`, a model into an update of its own;
    /// a shared default, or any child when `copiesChildren`, into a copy stored in `scratch`).
    ///
    /// - Returns: The properties `scratch` now holds new values for, the nested updates, and
    ///   (collecting) the failures of the object and the nested objects, with their paths
    ///   from the object, in document order.
    private static func decodeChanges(
        with schema: ModelSchema,
        target: UnsafeMutableRawPointer,
        scratch: UnsafeMutableRawPointer,
        scratchObject: JSONModel?,
        at index: Int,
        place: Place,
        copiesChildren: Bool,
        in context: DecodingContext
    ) throws(JSONModelError) -> (changed: PropertySet, nested: [ModelUpdate], failures: [JSONModelError]) {
        var deferred = PropertySet(count: schema.properties.count)
        var merges: [(propertyIndex: Int, valueIndex: Int, current: Any)] = []
        for (propertyIndex, property) in schema.properties.enumerated() {
            switch property.valueShape {
            case .model, .structType: break
            default: continue
            }
            guard let current = NestedValue.unwrapped(property.accessor.anyValue(of: target)),
                let valueIndex = objectIndex(at: property.path, inObjectAt: index, in: context)
            else { continue }
            if let model = current as? JSONModel, try !isMerged(model, withObjectAt: valueIndex, in: context) {
                continue
            }
            deferred.insert(propertyIndex)
            merges.append((propertyIndex, valueIndex, current))
        }
        var failures: [JSONModelError] = []
        var changed = PropertySet(count: schema.properties.count)
        do throws(JSONModelError) {
            changed = try schema.decode(
                into: scratch,
                object: scratchObject,
                at: index,
                in: context,
                mode: .update,
                deferring: merges.isEmpty ? nil : deferred
            )
        } catch {
            // Collecting, the nested models merged into are still checked, as a full decode
            // checks them.
            try context.collect(error, into: &failures)
        }
        var nested: [ModelUpdate] = []
        // A deferred property a hook handled is in `changed` already: the hook's value wins.
        for merge in merges where !changed.contains(merge.propertyIndex) {
            let property = schema.properties[merge.propertyIndex]
            let childPlace = Place(
                path: place.path + property.pathComponents,
                offset: context.entries[merge.valueIndex].start,
                holder: (schema.type, property.name)
            )
            do throws(JSONModelError) {
                var childFailures: [JSONModelError] = []
                if let model = merge.current as? JSONModel {
                    // A child the parent's fresh instance holds too is shared: merge a copy.
                    let fresh = NestedValue.unwrapped(property.accessor.anyValue(of: scratch)) as? JSONModel
                    let isShared = copiesChildren || fresh === model
                    let child = isShared ? try copied(model, in: context) : model
                    let update = try prepare(
                        child,
                        at: merge.valueIndex,
                        place: childPlace,
                        copiesChildren: isShared,
                        in: context
                    )
                    nested.append(update)
                    childFailures = update.failures
                    if isShared {
                        try store(child, in: scratch, property: property, of: schema)
                        changed.insert(merge.propertyIndex)
                    }
                } else if let value = merge.current as? any JSONStruct {
                    let merged = try mergeStruct(
                        value,
                        at: merge.valueIndex,
                        place: childPlace,
                        copiesChildren: copiesChildren,
                        in: context
                    )
                    nested += merged.nested
                    childFailures = merged.failures
                    try store(merged.value, in: scratch, property: property, of: schema)
                    changed.insert(merge.propertyIndex)
                }
                // Already counted where they were collected: only their paths grow here.
                for var failure in childFailures {
                    property.prependPath(to: &failure)
                    failure.attribute(to: schema.type, property: property.name)
                    failures.append(failure)
                }
            } catch {
                var failure = error
                property.prependPath(to: &failure)
                failure.attribute(to: schema.type, property: property.name)
                try context.collect(failure, into: &failures)
            }
        }
        return (changed, nested, inDocumentOrder(failures))
    }

    /// `failures` (those of ``JSONModelError/Code/multiple`` errors listed one by one) in
    /// document order, as a full decode lists them.
    static func inDocumentOrder(_ failures: [JSONModelError]) -> [JSONModelError] {
        let flattened = failures.flatMap { $0.code == .multiple ? $0.errors : [$0] }
        return flattened.enumerated().sorted { first, second in
            (first.element.byteOffset ?? Int.max, first.offset) < (second.element.byteOffset ?? Int.max, second.offset)
        }.map(\.element)
    }

    /// Whether the nested `model` is merged with the object at tape `valueIndex`; `false` when
    /// its class's ``JSONModel/classForDecoding(from:)`` picks another class for that object,
    /// which a full decode then makes.
    private static func isMerged(
        _ model: JSONModel,
        withObjectAt valueIndex: Int,
        in context: DecodingContext
    ) throws(JSONModelError) -> Bool {
        let modelClass = type(of: model)
        guard try context.cache.schema(for: modelClass).choosesClassForDecoding else { return true }
        return modelClass.classForDecoding(from: context.members(ofObjectAt: valueIndex)) == modelClass
    }

    /// A new instance of `model`'s class holding `model`'s mapped values, to merge into in
    /// place of a shared model.
    private static func copied(_ model: JSONModel, in context: DecodingContext) throws(JSONModelError) -> JSONModel {
        let modelClass = type(of: model)
        let schema = try context.cache.schema(for: modelClass)
        let copy = modelClass.init()
        let source = FieldReflection.base(of: model)
        let destination = FieldReflection.base(of: copy)
        for property in schema.properties {
            property.accessor.copyValue(from: source, to: destination)
        }
        return copy
    }

    /// Stores a merged value in `scratch`'s property.
    private static func store(
        _ value: Any,
        in scratch: UnsafeMutableRawPointer,
        property: SchemaProperty,
        of schema: ModelSchema
    ) throws(JSONModelError) {
        guard property.accessor.assign(value, in: scratch) else {
            throw JSONModelError(
                code: .schemaError,
                message: "cannot store the merged value of \(schema.type).\(property.name)"
            )
        }
    }

    /// `value` with the members present in the object at `index` merged in, and the updates of
    /// the models it holds that are merged in place; its ``JSONStruct/didDecode()`` has run.
    private static func mergeStruct<Value: JSONStruct>(
        _ value: Value,
        at index: Int,
        place: Place,
        copiesChildren: Bool,
        in context: DecodingContext
    ) throws(JSONModelError) -> (value: Value, nested: [ModelUpdate], failures: [JSONModelError]) {
        guard context.stackGuard.hasRoom() else { throw StackGuard.exhaustedError() }
        let schema = try context.cache.schema(for: .structType(Value.self), schemasInProgress: [])
        var merged = value
        var scratch = Value()
        let (nested, failures) = try withMutableStorage(of: &merged) { target throws(JSONModelError) in
            try withMutableStorage(of: &scratch) { scratchBase throws(JSONModelError) in
                let (changed, nested, failures) = try decodeChanges(
                    with: schema,
                    target: target,
                    scratch: scratchBase,
                    scratchObject: nil,
                    at: index,
                    place: place,
                    copiesChildren: copiesChildren,
                    in: context
                )
                for (propertyIndex, property) in schema.properties.enumerated() where changed.contains(propertyIndex) {
                    property.accessor.copyValue(from: scratchBase, to: target)
                }
                return (nested, failures)
            }
        }
        // As in a full decode, a struct with a failure inside is not validated.
        guard failures.isEmpty else { return (merged, nested, failures) }
        do throws(JSONModelError) {
            try schema.runDidDecode { try merged.didDecode() }
        } catch {
            // The caller adds the path, as for the struct's other failures.
            var failure = error
            failure.locate(atByteOffset: place.offset)
            throw failure
        }
        return (merged, nested, [])
    }

    /// The tape index of the object at `path` from the object at `index`, found as decoding
    /// finds it (``DocumentPath``: array indexes, the last of a repeated key); `nil` when the
    /// path is missing or the value there is not an object.
    private static func objectIndex(at path: [String], inObjectAt index: Int, in context: DecodingContext) -> Int? {
        guard let found = try? DocumentPath(keys: path).valueIndex(in: context, from: index).index else { return nil }
        return context.kind(at: found) == .object ? found : nil
    }
}

extension ModelUpdate.Place {
    /// `error`, thrown by the ``JSONModel/didDecode()`` of the model here, with this place's
    /// path, location and holder, as a full decode reports it.
    func locate(_ error: JSONModelError) -> JSONModelError {
        var failure = error
        for component in path.reversed() {
            failure.prepend(component)
        }
        failure.locate(atByteOffset: offset)
        if let holder {
            failure.attribute(to: holder.type, property: holder.property)
        }
        return failure
    }
}
