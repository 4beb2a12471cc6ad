/// What every codec may need while decoding one document.
final class DecodingContext {
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
        if _slowPath(!builtObjects.isEmpty) {
            builtObjects = builtObjects.filter { $0.key < index }
        }
    }

    /// Records in the report that the value at tape `index` was dropped, defaulted or
    /// coerced.
    func recordInReport(_ kind: JSONModel.DecodingReport.Kind, at index: Int, message: String) {
        report.record(kind, atOffset: entries[index].start, message: message)
    }

    /// An empty buffer for the elements of an array of models, with the storage of one used
    /// before (``ModelCodec``): nested arrays each take their own.
    @inline(__always)
    func takeModelBuffer() -> [JSONModel] {
        modelBuffers.popLast() ?? []
    }

    /// Empties `buffer` and keeps its storage for the next array of models.
    @inline(__always)
    func recycleModelBuffer(_ buffer: inout [JSONModel]) {
        buffer.removeAll(keepingCapacity: true)
        modelBuffers.append(buffer)
        buffer = []
    }

    /// Buffers that ``takeModelBuffer()`` hands out again.
    ///
    /// Unchecked exclusivity: each access is one call that completes before the next.
    @exclusivity(unchecked) private var modelBuffers: [[JSONModel]] = []

    /// The kind of the value at tape `index`.
    @inline(__always)
    func kind(at index: Int) -> JSONKind {
        entries[index].kind
    }

    /// The body of the string at `index`, with escapes undone.
    @inline(__always)
    func string(at index: Int) -> String {
        let entry = entries[index]
        let body = stringBody(of: entry)
        return entry.flag
            ? JSONStringUnescaper.unescape(body, isASCII: entry.isASCII)
            : JSONTape.validatedString(body, isASCII: entry.isASCII)
    }

    /// The bytes between the quotes of the string `entry` of the tape, as written (escapes
    /// not undone).
    @inline(__always)
    func stringBody(of entry: TapeEntry) -> UnsafeBufferPointer<UInt8> {
        guard let base = bytes.baseAddress else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(start: base + Int(entry.start) + 1, count: Int(entry.end - entry.start) - 2)
    }

    /// The number a ``TapeBuilder`` stored at `index` as a value, or `nil` for a literal in the
    /// input (the only kind a reader's tape holds, so text decoding pays one comparison).
    @inline(__always)
    func storedNumber(at index: Int) -> JSONNumber? {
        if _fastPath(entries[index].count == TapeNumberStorage.literal.rawValue) { return nil }
        return tape.storedNumber(at: index)
    }

    /// The raw bytes of the value at `index`.
    @inline(__always)
    func rawBytes(at index: Int) -> UnsafeBufferPointer<UInt8> {
        let entry = entries[index]
        guard let base = bytes.baseAddress else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(start: base + Int(entry.start), count: Int(entry.end - entry.start))
    }

    /// The tape index just past the value at `index` (and everything it contains).
    @inline(__always)
    func index(after index: Int) -> Int {
        let entry = entries[index]
        return entry.kind == .array || entry.kind == .object ? Int(entry.next) : index + 1
    }

    /// The value at `index` as a ``JSONValue``.
    func value(at index: Int) -> JSONValue {
        JSONValue(tape: tape, at: index)
    }

    /// The members of the object at tape `index`, for hooks and
    /// ``JSONModel/classForDecoding(from:)``.
    ///
    /// Building an object's members builds every object inside it too; all of them are kept,
    /// by tape index, for the rest of the document. Nested models that take the hook path are
    /// decoded after their parent's hooks ran, so they find their members ready: each object
    /// of the document is built at most once, and a document of nested models with hooks costs
    /// time in proportion to its size, not to its size times its depth.
    func members(ofObjectAt index: Int) -> [String: JSONValue] {
        if let members = builtObjects[index] { return members }
        _ = JSONValue(tape: tape, at: index) { [self] objectIndex, members in
            builtObjects[objectIndex] = members
        }
        return builtObjects[index] ?? [:]
    }

    /// The members of every object built by ``members(ofObjectAt:)``, by tape index.
    ///
    /// Unchecked exclusivity: ``discardEntries(from:)`` reads it for every model a one-pass
    /// decode finishes, and no access to it overlaps another.
    @exclusivity(unchecked) private var builtObjects: [Int: [String: JSONValue]] = [:]

    /// How many objects ``members(ofObjectAt:)`` has built so far (for tests).
    var builtObjectCount: Int { builtObjects.count }
}
