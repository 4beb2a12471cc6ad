import Foundation

extension JSONModel {
    /// Applies the members present in JSON text to this model, leaving the others as they are.
    ///
    /// Types are checked as in decoding, but no key is required. A nested model or
    /// ``JSONStruct`` the model already holds is merged the same way when its JSON is an object:
    /// a model keeps its identity (views and caches holding it see the change), and keys absent
    /// from the nested JSON keep their values. `null` sets an optional to `nil`; arrays, sets,
    /// dictionaries and a nested model that was `nil` are replaced by what the JSON holds.
    /// ``didDecode()`` runs afterwards on every model changed, nested ones first. If anything
    /// fails, the whole graph is left exactly as it was.
    ///
    /// ```swift
    /// try person.update(fromJSONString: #"{"nickname": "Annie", "address": {"city": "Oslo"}}"#)
    /// // person.address is the same object, with only its city changed
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

    /// Decodes the update of the whole graph first (``ModelUpdate``), then applies it.
    ///
    /// If a ``didDecode()`` fails, every value already copied is restored. Observers of an
    /// `@Observable` model hear of the changes only once the whole update has succeeded.
    func update(from document: DecodingDocument, coder: JSONModelCoder) throws(JSONModelError) {
        _ = try coder.withDocument(document, rootType: type(of: self)) { context throws(JSONModelError) in
            let update = try ModelUpdate.prepare(self, at: 0, in: context)
            var undo: [() -> Void] = []
            var notifications: [() -> Void] = []
            // Collecting, the `didDecode()` of the nested models without failures still runs,
            // as in a full decode, and its failures join the list.
            var failures = update.failures
            do throws(JSONModelError) {
                try update.apply(recordingIn: &undo, notifications: &notifications, failures: &failures, in: context)
            } catch {
                for step in undo.reversed() { step() }
                throw error
            }
            guard failures.isEmpty else {
                for step in undo.reversed() { step() }
                throw JSONModelError.combining(ModelUpdate.inDocumentOrder(failures))
            }
            for notify in notifications { notify() }
        }
    }
}
