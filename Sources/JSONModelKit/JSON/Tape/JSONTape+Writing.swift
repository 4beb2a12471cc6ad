extension JSONTape {
    /// Writes the value at `index` (and everything it contains) in the tape's order: how a
    /// value encoded into a tape on the side is written into a document.
    ///
    /// Iterative, with an explicit stack of open containers, so any nesting depth writes on
    /// any thread stack.
    ///
    /// - Throws: `tooDeeplyNested` when it nests deeper than the writer allows.
    func write(valueAt index: Int, to writer: inout JSONWriter) throws(JSONModelError) {
        /// An open container: whether it is an object, and how many children are left.
        struct OpenContainer {
            let isObject: Bool
            var remaining: UInt32
        }
        var open: [OpenContainer] = []
        var position = index
        while true {
            let entry = entries[position]
            switch entry.kind {
            case .null: writer.null()
            case .true: writer.bool(true)
            case .false: writer.bool(false)
            case .string: writer.string(string(at: position))
            case .number:
                if let stored = storedNumber(at: position) {
                    writer.number(stored)
                } else {
                    writer.numberLiteral(
                        String(decoding: rawBytes(at: position), as: UTF8.self),
                        isInteger: entry.flag
                    )
                }
            case .array:
                try writer.beginArray()
                open.append(OpenContainer(isObject: false, remaining: entry.count))
            case .object:
                try writer.beginObject()
                open.append(OpenContainer(isObject: true, remaining: entry.count))
            }
            // A container's children follow its entry; a scalar's successor is the next entry.
            position += 1
            // Go on with the innermost open container: its next child, or its end.
            while true {
                guard let innermost = open.indices.last else { return }
                if open[innermost].remaining > 0 {
                    open[innermost].remaining -= 1
                    if open[innermost].isObject {
                        writer.key(string(at: position))
                        position += 1
                    } else {
                        writer.element()
                    }
                    break
                }
                if open.removeLast().isObject {
                    writer.endObject()
                } else {
                    writer.endArray()
                }
            }
        }
    }
}
