/// What every codec may need while encoding one value.
struct EncodingContext {
    let options: JSONModel.EncodingOptions
    /// The schemas of this encode's configuration.
    let cache: SchemaCache
    /// A coder's hook, called for every property of every model first.
    let encodeHook: JSONModelCoder.EncodeHook?
    /// Whether there is an ``encodeHook``: tested for every model, where reading the optional
    /// closure itself would retain and release its context.
    let hasEncodeHook: Bool
    /// Checked at each nested model, so deep graphs (and cycles) fail cleanly on any stack size.
    let stackGuard = StackGuard()

    init(
        options: JSONModel.EncodingOptions,
        cache: SchemaCache = .standard,
        encodeHook: JSONModelCoder.EncodeHook? = nil
    ) {
        self.options = options
        self.cache = cache
        self.encodeHook = encodeHook
        self.hasEncodeHook = encodeHook != nil
    }
}
