/// The models one batch of a streaming sequence decoded off the caller's actor, handed out one
/// by one on the caller's isolation, and the error that ended the batch, thrown once they are
/// all out.
///
/// Held by ``StreamBatchIterator``, the iterator of ``JSONModelArraySequence``,
/// ``JSONModelByteArraySequence`` and ``JSONModelLinesSequence``, so a loop on the main actor
/// switches threads twice per batch instead of twice per element.
///
/// Not generic: the sequences' iterators are generic and not specialized for the caller's
/// model, and a `DecodedBatch<Model>` (with its `[Model]`) looked up its type metadata at run
/// time on every element handed out. The models are kept as `JSONModel`s, and ``next(as:)``
/// casts each back to the sequence's model type, which it is.
struct DecodedBatch {
    /// The models not handed out yet, last one first.
    private var models: [JSONModel] = []
    /// The error that ended the batch.
    private var error: (any Error)?

    /// Whether nothing is left to hand out or throw.
    var isEmpty: Bool {
        models.isEmpty && error == nil
    }

    /// Replaces the contents with a new batch's models (in order, each of the sequence's model
    /// type) and its ending error.
    mutating func refill(with models: [JSONModel], endedBy error: (any Error)?) {
        self.models = models.reversed()
        self.error = error
    }

    /// The next model, as `type` (the type of every model of the batch); when none is left,
    /// throws the batch's error once, then returns `nil`.
    mutating func next<Model: JSONModel>(as type: Model.Type) throws -> Model? {
        if let model = models.popLast() { return unsafeDowncast(model, to: type) }
        if let error {
            self.error = nil
            throw error
        }
        return nil
    }
}
