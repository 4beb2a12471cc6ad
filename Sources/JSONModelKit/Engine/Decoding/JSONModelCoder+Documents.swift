// Decoding a document: the one path every decode of a model or a struct takes. JSON text is read
// in one pass when it can be (``ByteSource``), else it becomes a tape (``DecodingDocument``), as
// every other input does; the root (``DocumentRoot``) reads its value from either source.

extension JSONModelCoder {
    /// Decodes the JSON text `bytes` as `root`: in one pass when it can, else from its tape.
    func decode<Root: DocumentRoot>(
        _ root: Root,
        from bytes: UnsafeBufferPointer<UInt8>
    ) throws(JSONModelError) -> (result: Root.Value, report: JSONModel.DecodingReport) {
        if let decoded = try decodeInOnePass(
            bytes,
            rootType: root.rootType,
            { source, context throws(JSONModelError) in try root.decode(&source, in: context) }
        ) {
            return decoded
        }
        return try decode(
            root,
            from: DecodingDocument.parsing(bytes, options: resolvedDecodingOptions, rootType: root.rootType)
        )
    }

    /// Decodes `document` (a tape: JSON text, or values of another source) as `root`.
    func decode<Root: DocumentRoot>(
        _ root: Root,
        from document: DecodingDocument
    ) throws(JSONModelError) -> (result: Root.Value, report: JSONModel.DecodingReport) {
        try withDocument(document, rootType: root.rootType) { context throws(JSONModelError) in
            var source = TapeSource(index: 0)
            return try root.decode(&source, in: context)
        }
    }

    /// Parses `bytes` and runs `body` on the document; failures name `rootType` and say where
    /// in `bytes` they are (line, column and byte offset, computed only then).
    func withDocument<Result>(
        _ bytes: UnsafeBufferPointer<UInt8>,
        rootType: any Any.Type,
        _ body: (DecodingContext) throws(JSONModelError) -> Result
    ) throws(JSONModelError) -> (result: Result, report: JSONModel.DecodingReport) {
        let document = try DecodingDocument.parsing(bytes, options: resolvedDecodingOptions, rootType: rootType)
        return try withDocument(document, rootType: rootType, body)
    }

    /// Runs `body` on `document`: the one place every decode goes through.
    ///
    /// Failures name `rootType` and are located as the document's source allows.
    func withDocument<Result>(
        _ document: DecodingDocument,
        rootType: any Any.Type,
        _ body: (DecodingContext) throws(JSONModelError) -> Result
    ) throws(JSONModelError) -> (result: Result, report: JSONModel.DecodingReport) {
        let tape = document.tape
        do throws(JSONModelError) {
            let context = DecodingContext(
                tape: tape,
                options: resolvedDecodingOptions,
                cache: cache,
                decodeHook: decodeHook
            )
            let result = try body(context)
            return (result, context.report.makeReport(for: tape))
        } catch {
            var failure = error
            // What no step closer to the failure located is about the document as a whole.
            failure.locate(atByteOffset: tape.entries[0].start)
            document.resolveLocations(&failure)
            failure.setRootType(rootType)
            failure.listAlone(collecting: resolvedDecodingOptions.collectAllErrors)
            throw failure
        }
    }

    /// Decodes the JSON text `bytes` in one pass (``ByteSource``), with `body` reading the
    /// document's value from the source; `nil` when the text goes through a tape instead: an
    /// empty input, or one the reader refuses for its size (whose error the tape's reader
    /// reports), or when ``readsTextInOnePass`` is `false`.
    ///
    /// Failures are those of reading the whole document first: when the pass fails, the text
    /// is checked whole, and a syntax or limit error anywhere in it is what is thrown, as when
    /// a tape is read before decoding. Otherwise the pass's failure is thrown, named and
    /// located as ``withDocument(_:rootType:_:)`` does.
    func decodeInOnePass<Result>(
        _ bytes: UnsafeBufferPointer<UInt8>,
        rootType: any Any.Type,
        _ body: (inout ByteSource, DecodingContext) throws(JSONModelError) -> Result
    ) throws(JSONModelError) -> (result: Result, report: JSONModel.DecodingReport)? {
        let options = resolvedDecodingOptions
        guard readsTextInOnePass, let base = bytes.baseAddress, !bytes.isEmpty,
            bytes.count <= options.readerLimits.maxInputSize, bytes.count < Int(UInt32.max)
        else { return nil }
        var source = ByteSource(bytes: bytes, base: base, maxDepth: options.maxDepth, limits: options.readerLimits)
        let rootOffset = UInt32(truncatingIfNeeded: source.reader.position)
        let context = onePassContext(for: source, options: options)
        do throws(JSONModelError) {
            let result = try body(&source, context)
            try source.finishDocument()
            // Paths are found on the document's tape, read only when there is something to report.
            let report =
                context.report.isEmpty
                ? JSONModel.DecodingReport()
                : context.report.makeReport(
                    for: try JSONReader.parse(bytes, maxDepth: options.maxDepth, limits: options.readerLimits)
                )
            return (result, report)
        } catch {
            // A syntax or limit error anywhere in the text comes first, wherever the pass stopped.
            _ = try DecodingDocument.parsing(bytes, options: options, rootType: rootType)
            var failure = error
            failure.locate(atByteOffset: rootOffset)
            failure.resolveLocations(in: bytes)
            failure.setRootType(rootType)
            failure.listAlone(collecting: options.collectAllErrors)
            throw failure
        }
    }

    /// Whether JSON text is decoded in one pass: unless a test turned it off
    /// (``decodesTextInOnePass``), and unless a repeated key's last member wins
    /// (`duplicateKeys: .useLast`), which needs the whole object read first so that an
    /// earlier member is never decoded.
    var readsTextInOnePass: Bool {
        decodesTextInOnePass && resolvedDecodingOptions.duplicateKeys == .reject
    }

    /// The decoding context of a one-pass decode from `source`, whose scratch tape it follows.
    func onePassContext(for source: ByteSource, options: JSONModel.DecodingOptions) -> DecodingContext {
        DecodingContext(
            tape: JSONTape(bytes: source.reader.bytes, storage: source.reader.storage, count: 0),
            options: options,
            cache: cache,
            decodeHook: decodeHook
        )
    }
}
