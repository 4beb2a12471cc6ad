extension JSONModelCoder {
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

    /// ``decodeInOnePass(_:rootType:_:)`` for a document that is an array of `rootType`, each
    /// element read by `decodeElement`; `nil` as there.
    func decodeArrayInOnePass<Element>(
        _ bytes: UnsafeBufferPointer<UInt8>,
        rootType: any Any.Type,
        _ decodeElement: (inout ByteSource, DecodingContext) throws(JSONModelError) -> Element
    ) throws(JSONModelError) -> [Element]? {
        try decodeInOnePass(bytes, rootType: rootType) { source, context throws(JSONModelError) in
            try decodeArrayElements(
                from: &source,
                in: context,
                mismatch: { index in Self.arrayMismatch(of: rootType, at: index, in: context) },
                decodeElement: { (source: inout ByteSource) throws(JSONModelError) in
                    try decodeElement(&source, context)
                }
            )
        }?.result
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
