// Making a model instance for a JSON object: the class (`classForDecoding`), a fresh or reused
// instance, then its schema's decode. Shared by nested models and the top-level entry points.
extension JSONModel {
    /// A new instance of this class (or of the subclass ``classForDecoding(from:)`` picks)
    /// decoded from the object at `source`'s cursor, which moves past it.
    static func decodeInstance<Source: DecodingSource>(
        from source: inout Source,
        in context: DecodingContext
    ) throws(JSONModelError) -> Self {
        try source.expectObject(named: "\(self)", in: context)
        let model = try instantiate(from: &source, in: context, preparedSchema: nil)
        // `instantiate` only ever creates this class or a subclass.
        return unsafeDowncast(model, to: self)
    }

    /// A new instance of this class (or of the subclass ``classForDecoding(from:)`` picks)
    /// decoded from the object at `source`'s cursor, which moves past it; `preparedSchema` is
    /// this class's schema when the caller has it.
    ///
    /// A class that picks its subclass from the object's members reads the object onto the
    /// tape first. The caller has checked that the cursor is at an object
    /// (``DecodingSource/expectObject(named:in:)``).
    static func instantiate<Source: DecodingSource>(
        from source: inout Source,
        in context: DecodingContext,
        preparedSchema: ModelSchema?,
        reusing reusable: JSONModel? = nil
    ) throws(JSONModelError) -> JSONModel {
        var schema: ModelSchema
        if let preparedSchema {
            schema = preparedSchema
        } else {
            schema = try context.schema(for: self)
        }
        var modelClass: JSONModel.Type = self
        if schema.choosesClassForDecoding {
            let scratchMark = source.scratchMark
            let index = try source.takeValue(in: context)
            let chosen = classForDecoding(from: context.members(ofObjectAt: index))
            guard SchemaBuilder.isClass(chosen, kindOf: self) else {
                throw SchemaBuilder.schemaError(
                    "\(self).classForDecoding(from:) returned \(chosen), which is not \(self) or a subclass of it",
                    modelType: self,
                    property: "classForDecoding",
                    fix: "Return \(self) or one of its subclasses."
                )
            }
            if chosen != self {
                schema = try context.schema(for: chosen)
                modelClass = chosen
            }
            let instance = makeInstance(of: modelClass, reusing: reusable)
            var members = TapeSource(index: index)
            _ = try schema.decodeObject(
                into: FieldReflection.base(of: instance),
                object: instance,
                from: &members,
                in: context
            )
            source.releaseScratch(to: scratchMark, in: context)
            return instance
        }
        let instance = makeInstance(of: modelClass, reusing: reusable)
        _ = try schema.decodeObject(
            into: FieldReflection.base(of: instance),
            object: instance,
            from: &source,
            in: context
        )
        return instance
    }

    /// `reusable` when it is of exactly `modelClass` (a fresh default nobody else holds),
    /// otherwise a new instance.
    @inline(__always)
    private static func makeInstance(of modelClass: JSONModel.Type, reusing reusable: JSONModel?) -> JSONModel {
        if let reusable, type(of: reusable) == modelClass { return reusable }
        return modelClass.init()
    }
}
