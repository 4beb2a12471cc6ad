/// The memory one decode reuses: the buffers of arrays of models, and the objects built from the
/// tape for hooks and `classForDecoding`.
struct DecodingPools {
    /// Buffers that ``takeModelBuffer()`` hands out again.
    private var modelBuffers: [[JSONModel]] = []

    /// The members of every object built by ``members(ofObjectAt:in:)``, by tape index.
    private var builtObjects: [Int: [String: JSONValue]] = [:]

    /// An empty buffer for the elements of an array of models, with the storage of one used
    /// before (``ModelCodec``): nested arrays each take their own.
    @inline(__always)
    mutating func takeModelBuffer() -> [JSONModel] {
        modelBuffers.popLast() ?? []
    }

    /// Empties `buffer` and keeps its storage for the next array of models.
    @inline(__always)
    mutating func recycleModelBuffer(_ buffer: inout [JSONModel]) {
        buffer.removeAll(keepingCapacity: true)
        modelBuffers.append(buffer)
        buffer = []
    }

    /// The members of the object at tape `index` of `tape`.
    ///
    /// Building an object's members builds every object inside it too; all of them are kept,
    /// by tape index, for the rest of the document. Nested models that take the hook path are
    /// decoded after their parent's hooks ran, so they find their members ready: each object
    /// of the document is built at most once, and a document of nested models with hooks costs
    /// time in proportion to its size, not to its size times its depth.
    mutating func members(ofObjectAt index: Int, in tape: JSONTape) -> [String: JSONValue] {
        if let members = builtObjects[index] { return members }
        _ = JSONValue(tape: tape, at: index, keepingObjectsIn: &builtObjects)
        return builtObjects[index] ?? [:]
    }

    /// Forgets the objects built from the scratch tape's entries from `index` on, which a
    /// one-pass decode is about to reuse.
    @inline(__always)
    mutating func discardObjects(from index: Int) {
        if _slowPath(!builtObjects.isEmpty) {
            builtObjects = builtObjects.filter { $0.key < index }
        }
    }

    /// How many objects ``members(ofObjectAt:in:)`` has built so far (for tests).
    var builtObjectCount: Int { builtObjects.count }
}
