/// One generated model type.
struct InferredModel: Hashable, Sendable {
    /// The type name (unique in the file).
    var name: String
    /// Where in the samples its objects were first found (`statuses[].user`), for its doc comment.
    var path: String
    /// The properties, in JSON key order.
    var properties: [InferredProperty]
    /// The key style the model declares (snake_case, the default, declares nothing).
    var keyStyle: GeneratedKeyStyle = .snakeCase
}
