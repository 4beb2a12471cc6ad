// Where in the input text an error is. Decoding records only a byte offset as an error unwinds
// (the innermost step that knows the value wins); the line and column are computed once, when
// the error leaves a decode of text, in one pass over the input for all collected errors.

extension JSONModelError {
    /// Points the error (or each collected error) at `offset` in the input, unless a step
    /// closer to the failure already did.
    mutating func locate(atByteOffset offset: UInt32) {
        if code == .multiple {
            for index in errors.indices { errors[index].locate(atByteOffset: offset) }
            return
        }
        if byteOffset == nil { byteOffset = Int(offset) }
    }

    /// Fills in the line and column of every error (collected ones too) that has a byte
    /// offset in `bytes` but no line yet.
    mutating func resolveLocations(in bytes: UnsafeBufferPointer<UInt8>) {
        var offsets: [Int] = []
        collectUnresolvedOffsets(into: &offsets)
        guard !offsets.isEmpty else { return }
        let locations = TextLocation.locations(of: offsets, in: bytes)
        applyLocations(locations)
    }

    /// Removes every location, for errors from values (dictionaries, `JSONValue`): an offset on
    /// their tape would mean nothing to the caller.
    mutating func removeLocations() {
        line = nil
        column = nil
        byteOffset = nil
        for index in errors.indices { errors[index].removeLocations() }
    }

    /// Replaces every byte offset (in a built tape) with the source location `map` gives for
    /// it, or removes it when `map` has none.
    mutating func mapLocations(_ map: (Int) -> TextLocation?) {
        if line == nil, let byteOffset {
            if let mark = map(byteOffset) {
                line = mark.line
                column = mark.column
                self.byteOffset = mark.byteOffset
            } else {
                self.byteOffset = nil
            }
        }
        for index in errors.indices { errors[index].mapLocations(map) }
    }

    private func collectUnresolvedOffsets(into offsets: inout [Int]) {
        if line == nil, let byteOffset { offsets.append(byteOffset) }
        for error in errors { error.collectUnresolvedOffsets(into: &offsets) }
    }

    private mutating func applyLocations(_ locations: [Int: TextLocation]) {
        if line == nil, let byteOffset, let location = locations[byteOffset] {
            line = location.line
            column = location.column
        }
        for index in errors.indices { errors[index].applyLocations(locations) }
    }
}

extension TextLocation {
    /// The locations of several offsets, found in one pass over the input.
    static func locations(of offsets: [Int], in bytes: UnsafeBufferPointer<UInt8>) -> [Int: TextLocation] {
        var result: [Int: TextLocation] = [:]
        var line = 1
        var column = 1
        var position = 0
        for offset in Set(offsets).sorted() {
            let limit = Swift.min(offset, bytes.count)
            while position < limit {
                let byte = bytes[position]
                if byte == UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                } else if byte & 0xC0 != 0x80 {
                    column += 1
                }
                position += 1
            }
            result[offset] = TextLocation(line: line, column: column, byteOffset: offset)
        }
        return result
    }
}
