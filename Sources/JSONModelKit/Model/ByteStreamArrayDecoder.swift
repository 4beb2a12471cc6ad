/// Decodes the elements of a top-level JSON array from pushed chunks of an asynchronous byte
/// source, for ``JSONModelByteSequence``.
///
/// The synchronous ``JSONArrayStreamReader`` does the work. When its buffer runs out before the
/// end of the input it throws ``JSONArrayStreamReader/needsMoreInput`` from a copy of the reader
/// taken before the call, so nothing is consumed: more bytes are pushed into the kept reader
/// and the element is read again. Each refill at least doubles what is buffered, so an element
/// that spans many chunks is scanned a bounded number of times.
struct ByteStreamArrayDecoder<Model: JSONModel> {
    private var reader: JSONArrayStreamReader?
    private let elementOptions: JSONModel.DecodingOptions
    private let chunkSize: Int

    init(options: JSONModel.DecodingOptions, chunkSize: Int) {
        elementOptions = JSONArrayElementOptions.forElements(of: options)
        self.chunkSize = chunkSize
        reader = JSONArrayStreamReader(
            pushedInputWithMaxDepth: options.maxDepth,
            maxElementSize: options.maxInputSize,
            maxElementCount: options.maxCollectionCount
        )
    }

    /// The next element, or `nil` after the closing bracket (and after an error).
    mutating func next<Source: AsyncIteratorProtocol>(
        from source: inout Source
    ) async throws -> Model? where Source.Element == UInt8 {
        guard var current = reader else { return nil }
        // Owned here alone while it works, so pushing bytes never copies the buffer.
        reader = nil
        let elementOptions = self.elementOptions
        while true {
            var attempt = current
            do throws(JSONModelError) {
                let model = try attempt.nextElement { bytes throws(JSONModelError) in
                    try Model.decodeDocument(bytes, options: elementOptions)
                }
                guard let model else { return nil }
                current = attempt
                current.compactBuffer()
                reader = current
                return model
            } catch  where error.code == JSONArrayStreamReader.needsMoreInput {
                let wanted = Swift.max(chunkSize, current.bufferedByteCount)
                let chunk = try await gatherBytes(wanted, from: &source)
                current.push(chunk.bytes)
                if chunk.isAtEnd { current.endInput() }
            } catch {
                var failure = error
                failure.setRootType(Model.self)
                throw failure
            }
        }
    }
}

/// The options for each element of a streamed array.
enum JSONArrayElementOptions {
    /// The same options, one level shallower: the array itself is one level of nesting.
    static func forElements(of options: JSONModel.DecodingOptions) -> JSONModel.DecodingOptions {
        var elementOptions = options
        elementOptions.maxDepth = Swift.max(0, options.maxDepth - 1)
        return elementOptions
    }
}
