/// The session of one decode: what every codec may need while decoding one document.
///
/// It holds the document's tape (read through the helpers of ``TapeReading``), the options, the
/// error budget, the schema cache, the hook, the report, the stack guard, and the pools of
/// memory the decode reuses (``DecodingPools``).
final class DecodingContext: TapeReading {
    /// The document's tape; in a one-pass decode, the scratch tape of the values read onto
    /// it so far (``ByteSource``), which grows and is cut back as the pass goes.
    private(set) var tape: JSONTape
    /// The tape's entries and input, copied out of `tape` so hot loops read them without
    /// touching the tape's reference-counted storage.
    @exclusivity(unchecked) private(set) var entries: UnsafeMutablePointer<TapeEntry>
    let bytes: UnsafeBufferPointer<UInt8>
    let options: JSONModel.DecodingOptions
    let collectsAllErrors: Bool
    /// ``JSONModel/DecodingOptions/maxCollectedErrors``, at least 1.
    let maxCollectedErrors: Int
    /// The failures collected so far that are still on their way to the caller (see
    /// `collect(_:into:)`).
    var collectedErrorCount = 0
    /// The schemas of this decode's configuration.
    let cache: SchemaCache
    /// The class ``schema(for:)`` last looked up, and its schema.
    @exclusivity(unchecked) private var recentSchema = RecentSchema()
    /// A coder's hook, called for every property of every model first.
    let decodeHook: JSONModelCoder.DecodeHook?
    /// Where `@Lossy` records what it dropped, defaulted or coerced.
    let report: DecodingReportCollector
    /// Checked at each nested model, so deep graphs fail cleanly on any stack size.
    let stackGuard = StackGuard()
    /// Whether a repeated key's last member is the one decoded
    /// (``JSONModel/DecodingOptions/DuplicateKeyPolicy/useLast``).
    let keepsLastDuplicate: Bool
    /// The members an object repeats later, found when an object is first read with
    /// `keepsLastDuplicate` (see `isShadowed(keyAt:inObjectAt:)`).
    var shadowedMembers = ShadowedMembers()

    init(
        tape: JSONTape,
        options: JSONModel.DecodingOptions,
        cache: SchemaCache = .standard,
        decodeHook: JSONModelCoder.DecodeHook? = nil
    ) {
        self.tape = tape
        self.entries = tape.entries
        self.bytes = tape.bytes
        self.options = options
        self.collectsAllErrors = options.collectAllErrors
        self.keepsLastDuplicate = options.duplicateKeys == .useLast
        self.maxCollectedErrors = max(1, options.maxCollectedErrors)
        self.cache = cache
        self.decodeHook = decodeHook
        self.report = DecodingReportCollector()
    }

    /// The schema of `modelClass` in this decode's configuration.
    ///
    /// - Throws: The schema error of a class that cannot be mapped.
    @inline(__always)
    func schema(for modelClass: JSONModel.Type) throws(JSONModelError) -> ModelSchema {
        try recentSchema.schema(for: modelClass, in: cache)
    }

    /// Follows the scratch tape of a one-pass decode after `reader` added values to it, which
    /// may have moved its entries.
    @inline(__always)
    func follow(_ reader: JSONReader) {
        if _slowPath(reader.entries != entries) {
            tape = JSONTape(bytes: bytes, storage: reader.storage, count: reader.entryCount)
            entries = reader.entries
        }
    }

    /// Forgets what was built from the scratch tape's entries from `index` on, which a
    /// one-pass decode is about to reuse.
    @inline(__always)
    func discardEntries(from index: Int) {
        pools.discardObjects(from: index)
    }

    /// Records in the report that the value at tape `index` was dropped, defaulted or
    /// coerced.
    func recordInReport(_ kind: JSONModel.DecodingReport.Kind, at index: Int, message: String) {
        report.record(kind, atOffset: entries[index].start, message: message)
    }

    /// The memory this decode reuses: buffers for arrays of models, and the objects built for
    /// hooks and `classForDecoding`.
    ///
    /// Unchecked exclusivity: each access is one call that completes before the next.
    @exclusivity(unchecked) var pools = DecodingPools()

    /// The members of the object at tape `index`, for hooks and
    /// ``JSONModel/classForDecoding(from:)``, built once per document (``DecodingPools``).
    func members(ofObjectAt index: Int) -> [String: JSONValue] {
        pools.members(ofObjectAt: index, in: tape)
    }
}
