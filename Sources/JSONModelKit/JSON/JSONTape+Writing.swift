extension JSONTape {
    /// Writes the value at `index` (and everything it contains) in the tape's order: how a
    /// value encoded into a tape on the side is written into a document.
    ///
    /// - Throws: `tooDeeplyNested` when it nests deeper than the writer allows.
    func write(valueAt index: Int, to writer: inout JSONWriter) throws(JSONModelError) {
        let entry = entries[index]
        switch entry.kind {
        case .null: writer.null()
        case .true: writer.bool(true)
        case .false: writer.bool(false)
        case .string: writer.string(string(at: index))
        case .number:
            if let stored = storedNumber(at: index) {
                writer.number(stored)
            } else {
                writer.numberLiteral(String(decoding: rawBytes(at: index), as: UTF8.self), isInteger: entry.flag)
            }
        case .array:
            try writer.beginArray()
            var child = index + 1
            for _ in 0..<entry.count {
                writer.element()
                try write(valueAt: child, to: &writer)
                child = self.index(after: child)
            }
            writer.endArray()
        case .object:
            try writer.beginObject()
            var child = index + 1
            for _ in 0..<entry.count {
                writer.key(string(at: child))
                try write(valueAt: child + 1, to: &writer)
                child = self.index(after: child + 1)
            }
            writer.endObject()
        }
    }
}
