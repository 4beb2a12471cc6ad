import Foundation

extension JSONModel {
    /// Applies the members present in JSON text to this model, leaving the others as they are.
    ///
    /// Types are checked as in decoding, but no key is required. A present nested model is
    /// replaced as a whole (not merged). ``didDecode()`` runs afterwards. If anything fails,
    /// the model is left exactly as it was.
    ///
    /// ```swift
    /// try person.update(fromJSONString: #"{"nickname": "Annie"}"#)
    /// ```
    ///
    /// - Parameters:
    ///   - string: A JSON object with some of the model's keys.
    ///   - options: Decoding settings.
    /// - Throws: ``JSONModelError``; the model is then unchanged.
    public func update(
        fromJSONString string: String,
        options: DecodingOptions = DecodingOptions()
    ) throws(JSONModelError) {
        try UTF8Input.withBytes(of: string) { bytes throws(JSONModelError) in
            try update(
                from: DecodingDocument.parsing(bytes, options: options, rootType: type(of: self)),
                coder: JSONModelCoder(decodingOptions: options)
            )
        }
    }

    /// Applies the members present in UTF-8 JSON data to this model; see
    /// ``update(fromJSONString:options:)``.
    ///
    /// - Parameters:
    ///   - data: A JSON object as UTF-8.
    ///   - options: Decoding settings.
    /// - Throws: ``JSONModelError``; the model is then unchanged.
    public func update(fromJSONData data: Data, options: DecodingOptions = DecodingOptions()) throws(JSONModelError) {
        try UTF8Input.withBytes(of: data) { bytes throws(JSONModelError) in
            try update(
                from: DecodingDocument.parsing(bytes, options: options, rootType: type(of: self)),
                coder: JSONModelCoder(decodingOptions: options)
            )
        }
    }

    /// Applies the members present in a `[String: Any]` dictionary to this model; see
    /// ``update(fromJSONString:options:)``.
    ///
    /// - Parameters:
    ///   - dictionary: JSON-compatible Foundation values.
    ///   - options: Decoding settings.
    /// - Throws: ``JSONModelError``; the model is then unchanged.
    public func update(
        fromDictionary dictionary: [String: Any],
        options: DecodingOptions = DecodingOptions()
    ) throws(JSONModelError) {
        let coder = JSONModelCoder(decodingOptions: options)
        try update(
            from: DecodingDocument.foundationValue(dictionary, options: options, rootType: type(of: self)),
            coder: coder
        )
    }

    /// Decodes the present members into a scratch instance, then copies them over; on a
    /// failure of ``didDecode()`` the previous values are copied back.
    func update(from document: DecodingDocument, coder: JSONModelCoder) throws(JSONModelError) {
        let modelClass = type(of: self)
        let target = FieldReflection.base(of: self)
        _ = try coder.withDocument(document, rootType: modelClass) { context throws(JSONModelError) in
            let schema = try context.cache.schema(for: modelClass)
            let scratch = modelClass.init()
            let scratchBase = FieldReflection.base(of: scratch)
            let changed = try schema.decode(into: scratchBase, object: scratch, at: 0, in: context, mode: .update)
            let changedProperties = schema.properties.indices.filter { changed.contains($0) }.map {
                schema.properties[$0]
            }
            ObservationStorage.warnOfUnnotifiedUpdate(of: changedProperties, in: modelClass)
            let backup = modelClass.init()
            let backupBase = FieldReflection.base(of: backup)
            for property in changedProperties {
                property.accessor.copyValue(from: target, to: backupBase)
                property.accessor.copyValue(from: scratchBase, to: target)
            }
            do throws(JSONModelError) {
                try schema.runDidDecode { try self.didDecode() }
            } catch {
                for property in changedProperties {
                    property.accessor.copyValue(from: backupBase, to: target)
                }
                throw error
            }
            withExtendedLifetime((scratch, backup)) {}
        }
    }
}
