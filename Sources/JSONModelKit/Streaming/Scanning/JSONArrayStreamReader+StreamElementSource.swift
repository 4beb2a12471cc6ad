/// The reader as the source of a streamed array's elements: read from a file by the reader
/// itself, or pushed in from an asynchronous byte sequence.
extension JSONArrayStreamReader: StreamElementSource {
    /// An array ends with its first error: the elements after one that failed cannot be told
    /// apart.
    static let endsAtFirstError = true

    /// Decodes the complete elements buffered as one batch, in one pass
    /// (``JSONModelCoder/decodeNextBatch(of:from:)``).
    ///
    /// An error closes the file; it comes back as the caller of the sequence reads it, with the
    /// caller's `maxDepth` and the model type.
    ///
    /// - Parameters:
    ///   - type: The model type of every element.
    ///   - options: The decoding settings of each element
    ///     (``JSONArrayElementOptions/forElements(of:)``).
    /// - Returns: The models and the error that ended the batch;
    ///   ``StreamBatchStep/needsInput`` when no element is complete in the bytes pushed so far;
    ///   ``StreamBatchStep/end`` after the array.
    mutating func decodeNextBatch<Model: JSONModel>(
        of type: Model.Type,
        options: JSONModel.DecodingOptions
    ) -> StreamBatchStep {
        let coder = JSONModelCoder(decodingOptions: options)
        var models: [JSONModel] = []
        do throws(JSONModelError) {
            // The complete elements buffered, at least one (the reader throws
            // `needsMoreInput` while none is complete).
            guard let decoded = try coder.decodeNextBatch(of: type, from: &self) else { return .end }
            models = decoded.models
            if let failure = decoded.failure { throw failure }
            return .decoded(models, failure: nil)
        } catch  where error.code == Self.needsMoreInput {
            // The reader stopped where it can go on from once more bytes are pushed.
            return .needsInput
        } catch {
            close()
            var failure = JSONArrayElementOptions.failureForCaller(error, elementOptions: options)
            failure.setRootType(Model.self)
            return .decoded(models, failure: failure)
        }
    }

    /// At least as much again as is buffered, so an element that spans many chunks is scanned
    /// a bounded number of times, and no more than one byte past the element size limit,
    /// which the scan then reports.
    ///
    /// - Parameter chunkSize: The sequence's chunk size.
    /// - Returns: At least `chunkSize`.
    func wantedByteCount(chunkSize: Int) -> Int {
        let buffered = bufferedByteCount
        let room = maxElementSize - Swift.min(buffered, maxElementSize)
        return Swift.max(chunkSize, buffered <= room ? buffered : room + 1)
    }

    /// Appends pushed input, and marks its end when `isLast`.
    ///
    /// - Parameters:
    ///   - bytes: The bytes read.
    ///   - isLast: Whether the input ends with them.
    mutating func push(_ bytes: [UInt8], isLast: Bool) {
        push(bytes)
        if isLast { endInput() }
    }
}
