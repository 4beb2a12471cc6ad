// Decoding at a path (`fromJSONString(_:atPath:options:)` and its siblings): the document is
// read into a tape as usual, the path is followed on it, and the value there is decoded by
// the same engine as a whole document, so errors inside get the path in front of theirs and a
// line and column.

extension JSONModelCoder {
    /// Decodes the model at `path` in the document in `bytes`.
    func decodeDocument<Model: JSONModel>(
        _ type: Model.Type,
        from bytes: UnsafeBufferPointer<UInt8>,
        atPath path: String
    ) throws(JSONModelError) -> Model {
        // `ModelRoot` only ever creates this class or a subclass.
        unsafeDowncast(try decode(ModelRoot(modelClass: type), from: bytes, atPath: path), to: type)
    }

    /// Decodes the array of models at `path` in the document in `bytes`.
    func decodeDocumentArray<Model: JSONModel>(
        _ type: Model.Type,
        from bytes: UnsafeBufferPointer<UInt8>,
        atPath path: String
    ) throws(JSONModelError) -> [Model] {
        Self.downcast(try decode(ArrayRoot(element: ModelRoot(modelClass: type)), from: bytes, atPath: path), to: type)
    }

    /// Decodes the ``JSONStruct`` value at `path` in the document in `bytes`.
    func decodeStruct<Model: JSONStruct>(
        _ type: Model.Type,
        from bytes: UnsafeBufferPointer<UInt8>,
        atPath path: String
    ) throws(JSONModelError) -> Model {
        try decode(StructRoot(type, in: cache), from: bytes, atPath: path)
    }

    /// Decodes the array of ``JSONStruct`` values at `path` in the document in `bytes`.
    func decodeStructArray<Model: JSONStruct>(
        _ type: Model.Type,
        from bytes: UnsafeBufferPointer<UInt8>,
        atPath path: String
    ) throws(JSONModelError) -> [Model] {
        try decode(ArrayRoot(element: StructRoot(type, in: cache)), from: bytes, atPath: path)
    }

    /// Reads the document in `bytes`, follows `path` on its tape and decodes the value there
    /// as `root`; a malformed path and every failure name the root's type.
    private func decode<Root: DocumentRoot>(
        _ root: Root,
        from bytes: UnsafeBufferPointer<UInt8>,
        atPath path: String
    ) throws(JSONModelError) -> Root.Value {
        let rootType = root.rootType
        let path = try Self.parsedPath(path, rootType: rootType)
        let document = try DecodingDocument.parsing(bytes, options: resolvedDecodingOptions, rootType: rootType)
        return try withDocument(document, rootType: rootType) { context throws(JSONModelError) in
            try path.decode(in: context) { index throws(JSONModelError) in
                var source = TapeSource(index: index)
                return try root.decode(&source, in: context)
            }
        }.result
    }

    /// `path` parsed; a malformed one names `rootType`.
    private static func parsedPath(_ path: String, rootType: any Any.Type) throws(JSONModelError) -> DocumentPath {
        do throws(JSONModelError) {
            return try DocumentPath(path)
        } catch {
            var failure = error
            failure.setRootType(rootType)
            throw failure
        }
    }
}
