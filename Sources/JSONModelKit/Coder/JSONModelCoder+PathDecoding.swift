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
        try decodeValue(in: bytes, atPath: path, rootType: type) { index, context throws(JSONModelError) in
            try type.decodeInstance(at: index, in: context)
        }
    }

    /// Decodes the array of models at `path` in the document in `bytes`.
    func decodeDocumentArray<Model: JSONModel>(
        _ type: Model.Type,
        from bytes: UnsafeBufferPointer<UInt8>,
        atPath path: String
    ) throws(JSONModelError) -> [Model] {
        let models = try decodeValue(in: bytes, atPath: path, rootType: type) { index, context throws(JSONModelError) in
            try decodeArrayElements(
                at: index,
                in: context,
                mismatch: { Self.arrayMismatch(of: type, at: index, in: context) },
                decodeElement: { element throws(JSONModelError) -> JSONModel in
                    try type.decodeInstance(from: &element, in: context)
                }
            )
        }
        return Self.downcast(models, to: type)
    }

    /// Decodes the ``JSONStruct`` value at `path` in the document in `bytes`.
    func decodeStruct<Model: JSONStruct>(
        _ type: Model.Type,
        from bytes: UnsafeBufferPointer<UInt8>,
        atPath path: String
    ) throws(JSONModelError) -> Model {
        try decodeValue(in: bytes, atPath: path, rootType: type) { index, context throws(JSONModelError) in
            try StructCodec<Model>(preparedIn: cache).decode(at: index, in: context)
        }
    }

    /// Decodes the array of ``JSONStruct`` values at `path` in the document in `bytes`.
    func decodeStructArray<Model: JSONStruct>(
        _ type: Model.Type,
        from bytes: UnsafeBufferPointer<UInt8>,
        atPath path: String
    ) throws(JSONModelError) -> [Model] {
        let codec = StructCodec<Model>(preparedIn: cache)
        return try decodeValue(in: bytes, atPath: path, rootType: type) { index, context throws(JSONModelError) in
            try decodeArrayElements(
                at: index,
                in: context,
                mismatch: { Self.arrayMismatch(of: type, at: index, in: context) },
                decodeElement: { element throws(JSONModelError) in
                    try codec.decode(at: element.takeValue(in: context), in: context)
                }
            )
        }
    }

    /// Reads the document in `bytes`, follows `path` on its tape and runs `body` on the tape
    /// index of the value there; a malformed path and every failure name `rootType`.
    private func decodeValue<Result>(
        in bytes: UnsafeBufferPointer<UInt8>,
        atPath path: String,
        rootType: any Any.Type,
        _ body: (Int, DecodingContext) throws(JSONModelError) -> Result
    ) throws(JSONModelError) -> Result {
        let path = try Self.parsedPath(path, rootType: rootType)
        let document = try DecodingDocument.parsing(bytes, options: resolvedDecodingOptions, rootType: rootType)
        return try withDocument(document, rootType: rootType) { context throws(JSONModelError) in
            try path.decode(in: context) { index throws(JSONModelError) in try body(index, context) }
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
