/// Everything inferred from the samples: the models, root first.
struct InferredSchema: Hashable, Sendable {
    /// The models in the order they are written: the root, then depth-first in key order.
    var models: [InferredModel]
    /// Whether the samples were top-level arrays of root objects (then decode with
    /// `arrayFromJSONString`).
    var rootIsArray: Bool
}
