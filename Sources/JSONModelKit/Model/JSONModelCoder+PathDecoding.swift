// Decoding at a path (`fromJSONString(_:atPath:options:)` and its siblings): the document is
// read into a tape as usual, the path is followed on it, and the value there is decoded by
// the same engine as a whole document, so errors inside get the path in front of theirs and a
// line and column.

extension JSONModelCoder {
    /// Decodes the model at `path` in the document in `bytes`.
    func decodeModel<Model: JSONModel>(
        _ type: Model.Type,
        from bytes: UnsafeBufferPointer<UInt8>,
        atPath path: String
    ) throws(JSONModelError) -> Model {
        let path = try Self.parsedPath(path, rootType: type)
        let document = try DecodingDocument.parsing(bytes, options: resolvedDecodingOptions, rootType: type)
        return try withDocument(document, rootType: type) { context throws(JSONModelError) in
            try path.decode(in: context) { index throws(JSONModelError) in
                try type.decodeInstance(at: index, in: context)
            }
        }.result
    }

    /// Decodes the array of models at `path` in the document in `bytes`.
    func decodeModelArray<Model: JSONModel>(
        _ type: Model.Type,
        from bytes: UnsafeBufferPointer<UInt8>,
        atPath path: String
    ) throws(JSONModelError) -> [Model] {
        let path = try Self.parsedPath(path, rootType: type)
        let document = try DecodingDocument.parsing(bytes, options: resolvedDecodingOptions, rootType: type)
        return try withDocument(document, rootType: type) { context throws(JSONModelError) in
            try path.decode(in: context) { index throws(JSONModelError) in
                try decodeArrayElements(
                    at: index,
                    in: context,
                    mismatch: { Self.arrayMismatch(of: type, at: index, in: context) },
                    decodeElement: { child throws(JSONModelError) in try type.decodeInstance(at: child, in: context) }
                )
            }
        }.result
    }

    /// Decodes the ``JSONStruct`` value at `path` in the document in `bytes`.
    func decodeStruct<Model: JSONStruct>(
        _ type: Model.Type,
        from bytes: UnsafeBufferPointer<UInt8>,
        atPath path: String
    ) throws(JSONModelError) -> Model {
        let path = try Self.parsedPath(path, rootType: type)
        let document = try DecodingDocument.parsing(bytes, options: resolvedDecodingOptions, rootType: type)
        return try withDocument(document, rootType: type) { context throws(JSONModelError) in
            try path.decode(in: context) { index throws(JSONModelError) in
                try StructCodec<Model>(schema: nil).decode(at: index, in: context)
            }
        }.result
    }

    /// Decodes the array of ``JSONStruct`` values at `path` in the document in `bytes`.
    func decodeStructArray<Model: JSONStruct>(
        _ type: Model.Type,
        from bytes: UnsafeBufferPointer<UInt8>,
        atPath path: String
    ) throws(JSONModelError) -> [Model] {
        let path = try Self.parsedPath(path, rootType: type)
        let document = try DecodingDocument.parsing(bytes, options: resolvedDecodingOptions, rootType: type)
        return try withDocument(document, rootType: type) { context throws(JSONModelError) in
            let codec = StructCodec<Model>(schema: nil)
            return try path.decode(in: context) { index throws(JSONModelError) in
                try decodeArrayElements(
                    at: index,
                    in: context,
                    mismatch: { Self.arrayMismatch(of: type, at: index, in: context) },
                    decodeElement: { child throws(JSONModelError) in try codec.decode(at: child, in: context) }
                )
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

    private static func arrayMismatch(
        of type: any Any.Type,
        at index: Int,
        in context: DecodingContext
    ) -> JSONModelError {
        JSONModelError(
            code: .typeMismatch,
            message: "expected an array of \(type), found \(context.tape.describeValue(at: index))"
        )
    }
}
