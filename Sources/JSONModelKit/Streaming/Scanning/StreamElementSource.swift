/// Where a streaming sequence's complete elements come from: the scanner of a JSON array
/// (``JSONArrayStreamReader``) or the splitter of JSON Lines (``JSONLinesSplitter``).
///
/// ``StreamBatchIterator`` asks it for one batch at a time, off the caller's actor. When no
/// element is complete in the bytes it holds, the iterator reads more from its input and pushes
/// them in (``push(_:isLast:)``); a source that reads its own input (a file) never runs out.
protocol StreamElementSource: Sendable {
    /// Whether the sequence ends with its first error.
    ///
    /// A JSON array does: the elements after one that failed cannot be told apart. JSON Lines
    /// does not: each line stands alone, and `next()` called again after an error goes on from
    /// where the error left the stream.
    static var endsAtFirstError: Bool { get }

    /// Decodes the complete elements it holds as one batch of up to 1,024 elements and about
    /// 256 KiB of input.
    ///
    /// - Parameters:
    ///   - type: The model type of every element.
    ///   - options: The decoding settings of each element.
    /// - Returns: The batch's models and the error that ended it, as the sequence's caller
    ///   reads that error; ``StreamBatchStep/needsInput`` when no element is complete in the
    ///   bytes pushed so far; ``StreamBatchStep/end`` after the last element.
    mutating func decodeNextBatch<Model: JSONModel>(
        of type: Model.Type,
        options: JSONModel.DecodingOptions
    ) -> StreamBatchStep

    /// How many bytes to read before asking for a batch again, for an input read `chunkSize`
    /// bytes at a time.
    ///
    /// - Parameter chunkSize: The sequence's chunk size.
    /// - Returns: At least `chunkSize`.
    func wantedByteCount(chunkSize: Int) -> Int

    /// Appends pushed bytes.
    ///
    /// - Parameters:
    ///   - bytes: The bytes read.
    ///   - isLast: Whether the input ends with them.
    mutating func push(_ bytes: [UInt8], isLast: Bool)
}

/// What ``StreamElementSource/decodeNextBatch(of:options:)`` found.
enum StreamBatchStep {
    /// The models of a batch, in order, and the error that ended it; at least one model unless
    /// an error ended the batch first.
    case decoded([JSONModel], failure: JSONModelError?)
    /// No element is complete in the bytes pushed so far.
    case needsInput
    /// After the last element.
    case end
}
