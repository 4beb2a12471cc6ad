/// The models one batch of a streaming sequence decoded off the caller's actor, handed out one
/// by one on the caller's isolation, and the error that ended the batch, thrown once they are
/// all out.
///
/// Shared by ``JSONModelArraySequence``, ``JSONModelByteArraySequence`` and
/// ``JSONModelLinesSequence``, so a loop on the main actor switches threads twice per batch
/// instead of twice per element.
struct DecodedBatch<Model> {
    /// The models not handed out yet, last one first.
    private var models: [Model] = []
    /// The error that ended the batch.
    private var error: (any Error)?

    /// Whether nothing is left to hand out or throw.
    var isEmpty: Bool {
        models.isEmpty && error == nil
    }

    /// Replaces the contents with a new batch's models (in order) and its ending error.
    mutating func refill(with models: [Model], endedBy error: (any Error)?) {
        self.models = models.reversed()
        self.error = error
    }

    /// The next model; when none is left, throws the batch's error once, then returns `nil`.
    mutating func next() throws -> Model? {
        if let model = models.popLast() { return model }
        if let error {
            self.error = nil
            throw error
        }
        return nil
    }
}
