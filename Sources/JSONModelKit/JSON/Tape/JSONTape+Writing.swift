extension JSONTape {
    /// Writes the value at `index` (and everything it contains) in the tape's order: how a
    /// value encoded into a tape on the side is written into a document.
    ///
    /// Walked by ``TapeWalker``, so any nesting depth writes on any thread stack.
    ///
    /// - Throws: `tooDeeplyNested` when it nests deeper than the writer allows.
    func write(valueAt index: Int, to writer: inout JSONWriter) throws(JSONModelError) {
        // The writer is not copyable: it moves into the visitor and back, on every path.
        var visitor = TapeWriting(writer: writer)
        do throws(JSONModelError) {
            try TapeWalker.walk(self, valueAt: index, visitor: &visitor)
        } catch {
            writer = visitor.writer
            throw error
        }
        writer = visitor.writer
    }
}

/// Writes the values a ``TapeWalker`` visits to a ``JSONWriter``, in the walk's order.
private struct TapeWriting: TapeVisitor, ~Copyable {
    typealias Failure = JSONModelError

    var writer: JSONWriter

    @inline(__always)
    mutating func leaf(at index: Int, in tape: JSONTape) throws(JSONModelError) {
        let entry = tape.entries[index]
        switch entry.kind {
        case .null: writer.null()
        case .true: writer.bool(true)
        case .false: writer.bool(false)
        case .string: writer.string(tape.string(at: index))
        case .number:
            if let stored = tape.storedNumber(at: index) {
                writer.number(stored)
            } else {
                writer.numberLiteral(
                    String(decoding: tape.rawBytes(at: index), as: UTF8.self),
                    isInteger: entry.flag
                )
            }
        case .array:
            try writer.beginArray()
            writer.endArray()
        case .object:
            try writer.beginObject()
            writer.endObject()
        }
    }

    @inline(__always)
    mutating func beginArray(at index: Int, count: Int, in tape: JSONTape) throws(JSONModelError) {
        try writer.beginArray()
    }

    @inline(__always)
    mutating func beginObject(at index: Int, count: Int, in tape: JSONTape) throws(JSONModelError) {
        try writer.beginObject()
    }

    @inline(__always)
    mutating func enterElement(of container: inout Void) {
        writer.element()
    }

    @inline(__always)
    mutating func enterMember(keyAt keyIndex: Int, of container: inout Void, in tape: JSONTape) {
        writer.key(tape.string(at: keyIndex))
    }

    @inline(__always)
    mutating func addElement(_ value: consuming Void, to container: inout Void) {}

    @inline(__always)
    mutating func addMember(_ value: consuming Void, to container: inout Void, in tape: JSONTape) {}

    @inline(__always)
    mutating func endArray(_ container: consuming Void) {
        writer.endArray()
    }

    @inline(__always)
    mutating func endObject(_ container: consuming Void, at index: Int) {
        writer.endObject()
    }
}
