/// The iterator behind the streaming sequences: decodes the elements in batches off the
/// caller's actor, then hands out the models one by one on the caller's isolation.
///
/// A loop on the main actor switches threads twice per batch instead of twice per element.
/// The elements come from `Elements`: the scanner of a JSON array (``JSONArrayStreamReader``)
/// or the splitter of JSON Lines (``JSONLinesSplitter``). When none is complete, more bytes are
/// read from `Input` (an asynchronous byte sequence, ``AsyncByteSource``) and pushed in; a file
/// is read by its scanner itself, with no input (``NoByteInput``).
///
/// ``JSONModelArraySequence``, ``JSONModelByteArraySequence`` and ``JSONModelLinesSequence``
/// are thin wrappers of one each.
struct StreamBatchIterator<Model: JSONModel, Elements: StreamElementSource, Input: StreamByteInput> {
    /// The models of the last batch not handed out yet, and the error that ended it.
    ///
    /// First, so its place in the iterator does not depend on the generic types.
    private var pending = DecodedBatch()
    /// Where the elements come from; `nil` once the sequence has ended.
    private var elements: Elements?
    /// Where the bytes pushed into `elements` come from; `nil` when it reads its own.
    private var input: Input?
    /// The decoding settings of each element.
    private let options: JSONModel.DecodingOptions
    /// The fewest bytes read from `input` at a time.
    private let chunkSize: Int

    /// An iterator of the elements of `elements`, with bytes pushed in from `input`.
    ///
    /// - Parameters:
    ///   - elements: Where the elements come from.
    ///   - options: The decoding settings of each element.
    ///   - input: The bytes to push into `elements`.
    ///   - chunkSize: The fewest bytes read from `input` at a time.
    init(elements: Elements, options: JSONModel.DecodingOptions, input: Input, chunkSize: Int) {
        self.elements = elements
        self.input = input
        self.options = options
        self.chunkSize = chunkSize
    }

    /// The next model, or `nil` after the last one, on the caller's isolation.
    ///
    /// Inlined into each sequence's iterator, so that handing out a model of the batch costs
    /// what it did when each iterator had this code: no async call of a generic function per
    /// model.
    ///
    /// - Parameter actor: The caller's actor (`#isolation`); the batches are decoded off it.
    /// - Returns: The next model, or `nil` after the last one.
    /// - Throws: The error that ended a batch, once its models are handed out: a
    ///   ``JSONModelError`` from the elements, the byte sequence's own error when reading
    ///   fails, or `CancellationError` when the task is cancelled.
    @inline(__always)
    mutating func next(isolation actor: isolated (any Actor)?) async throws -> Model? {
        if pending.isEmpty { await refillPending(isolation: actor) }
        return try pending.next(as: Model.self)
    }

    /// Decodes the next batch off the caller's actor into `pending`, which stays empty after
    /// the last element.
    ///
    /// - Parameter actor: The caller's actor (`#isolation`).
    private mutating func refillPending(isolation actor: isolated (any Actor)?) async {
        guard let current = elements else { return }
        elements = nil
        // The byte input goes to the batch and comes back with it. Nothing else can use it
        // meanwhile: `next` is mutating, so a second call cannot start before this one ends,
        // which is the contract of `AsyncIteratorProtocol` anyway.
        nonisolated(unsafe) let input = self.input
        let batch = await Self.decodeBatch(current, input: input, options: options, chunkSize: chunkSize)
        elements = batch.elements
        self.input = batch.input
        pending.refill(with: batch.models, endedBy: batch.error)
    }

    /// What one batch read: its models, the elements and the input to go on with, and the
    /// error that ended it.
    private struct Batch {
        var models: [JSONModel] = []
        /// `nil` at the end, and after an error that ends the sequence.
        var elements: Elements?
        var input: Input?
        var error: (any Error)?
    }

    /// Decodes the complete elements as one batch, reading more bytes only while none is
    /// complete; off the caller's actor.
    #if compiler(>=6.2)
        @concurrent
    #endif
    private static func decodeBatch(
        _ elements: Elements,
        input: sending Input?,
        options: JSONModel.DecodingOptions,
        chunkSize: Int
    ) async -> sending Batch {
        var batch = Batch(input: input)
        var current = elements
        while true {
            switch current.decodeNextBatch(of: Model.self, options: options) {
            case .end:
                return batch
            case .decoded(let models, let failure):
                batch.models = models
                batch.error = failure
                batch.elements = failure != nil && Elements.endsAtFirstError ? nil : current
                return batch
            case .needsInput:
                // The elements stopped where they can go on from once more bytes are pushed.
                do {
                    try Task.checkCancellation()
                    let wanted = current.wantedByteCount(chunkSize: chunkSize)
                    // Elements that read their own bytes never need more; with no input,
                    // there is nothing more to give them.
                    guard let chunk = try await batch.input?.read(wanted) else { return batch }
                    // Many byte sequences simply end when the task is cancelled.
                    try Task.checkCancellation()
                    current.push(chunk, isLast: chunk.count < wanted)
                } catch {
                    batch.error = error
                    batch.elements = Elements.endsAtFirstError ? nil : current
                    return batch
                }
            }
        }
    }
}

extension StreamBatchIterator where Input == NoByteInput {
    /// An iterator of elements that read their own bytes (a file).
    ///
    /// - Parameters:
    ///   - elements: Where the elements come from.
    ///   - options: The decoding settings of each element.
    init(elements: Elements, options: JSONModel.DecodingOptions) {
        self.elements = elements
        input = nil
        self.options = options
        chunkSize = 0
    }

    /// An iterator that throws `failure` (its input cannot be opened), then ends.
    ///
    /// - Parameter failure: The error the first call of ``next(isolation:)`` throws.
    init(failure: JSONModelError) {
        elements = nil
        input = nil
        options = JSONModel.DecodingOptions()
        chunkSize = 0
        pending.refill(with: [], endedBy: failure)
    }
}
