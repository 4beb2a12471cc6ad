/// Everything inferred from the samples: the models, and what the top level of a document is.
struct InferredSchema: Hashable, Sendable {
    /// What the top level of the samples is.
    enum Root: Hashable, Sendable {
        /// Objects of the first model, or (`isArray`) arrays of them: decode with
        /// `fromJSONString` or `arrayFromJSONString`.
        case model(isArray: Bool)
        /// Any other JSON (an array of numbers, a string, arrays of arrays...): the root name
        /// is a `typealias` of this type, decoded with `JSONModelCoder.decodeValue`.
        case value(InferredType)
    }

    /// The models in the order they are written: the root model (if any), then depth-first in
    /// key order.
    var models: [InferredModel]
    /// What the top level of the samples is.
    var root: Root
}
