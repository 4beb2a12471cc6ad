// Stepping through a document a value at a time: the reader's API for a pass that walks objects
// and arrays itself (``ByteSource``, the one-pass decode) instead of parsing them whole with
// `parseValue()`. The pass enters a container, asks for its next member or element, and reads
// or skips each value with `parseValue()`, so the grammar, its limits and its syntax errors stay
// the reader's. Only this file and the reader's own move its position, depth and tape count.

extension JSONReader {
    /// Where a value starts: the position, the depth of the containers open around it, and how
    /// many entries the tape had.
    struct Mark {
        let position: Int
        let depth: Int
        let entryCount: Int
    }

    /// The reader at the value at its position.
    @inline(__always)
    var mark: Mark {
        Mark(position: position, depth: depth, entryCount: entryCount)
    }

    /// Goes back to the value at `mark`, dropping the tape's entries from there on, so that the
    /// value can be skipped after a failure inside it.
    ///
    /// No container may be open on the tape (a stepping pass keeps none open there).
    mutating func rewind(to mark: Mark) {
        position = mark.position
        depth = mark.depth
        innermost = -1
        entryCount = mark.entryCount
    }

    /// Drops the tape's entries from `index` on: the values read there are no longer needed.
    @inline(__always)
    mutating func discardEntries(from index: Int) {
        entryCount = index
    }

    /// Steps into the object or array whose bracket is at the position, within `maxDepth`.
    ///
    /// - Throws: `tooDeeplyNested` past `maxDepth`.
    @_transparent
    mutating func enterContainer() throws(JSONModelError) {
        guard depth < maxDepth else { throw tooDeeplyNested(at: position) }
        depth &+= 1
        position &+= 1
    }

    /// Moves past the comma after the `count` members (or elements) read so far of the object
    /// (or array) whose bracket is at `start`, to the next one; at its closing bracket, steps
    /// out of it (within `maxCollectionCount`) and returns `false`.
    ///
    /// - Throws: The syntax errors `parseValue()` reports at the same place, and
    ///   `limitExceeded` for a container with more than `maxCollectionCount` items.
    @_transparent
    mutating func nextItem(
        ofContainerAt start: Int,
        count itemCount: Int,
        isObject: Bool
    ) throws(JSONModelError) -> Bool {
        let closing = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
        skipWhitespace()
        guard position < count else { throw endOfInputInContainer(isObject: isObject, afterItem: itemCount != 0) }
        let byte = base[position]
        if byte == closing {
            if itemCount > maxCollectionCount {
                throw collectionLimitExceeded(isObject: isObject, count: itemCount, at: start)
            }
            depth &-= 1
            position &+= 1
            return false
        }
        guard itemCount != 0 else { return true }
        guard byte == UInt8(ascii: ",") else { throw missingComma(isObject: isObject) }
        position &+= 1
        skipWhitespace()
        if position < count, base[position] == closing {
            throw trailingComma()
        }
        return true
    }

    /// The error for an item that no `,` or closing bracket follows, as `parseValue()` words it.
    @inline(never)
    private func missingComma(isObject: Bool) -> JSONModelError {
        syntaxError(
            isObject ? "expected ',' or '}' after object member" : "expected ',' or ']' after array element",
            at: position
        )
    }

    /// The error for a comma right before a closing bracket.
    @inline(never)
    private func trailingComma() -> JSONModelError {
        syntaxError("trailing comma is not allowed", at: position)
    }

    /// The error for input that ends inside an object or array, as `parseValue()` words it.
    @inline(never)
    private func endOfInputInContainer(isObject: Bool, afterItem: Bool) -> JSONModelError {
        let message =
            switch (isObject, afterItem) {
            case (true, true): "unexpected end of input, expected ',' or '}' after object member"
            case (false, true): "unexpected end of input, expected ',' or ']' after array element"
            case (true, false): "unexpected end of input, expected a string key"
            case (false, false): "unexpected end of input, expected a JSON value"
            }
        return syntaxError(message, at: position)
    }

    /// Checks that a key's opening quote is at the position, and returns the position.
    ///
    /// - Throws: The syntax error `parseValue()` reports there.
    @_transparent
    mutating func keyStart() throws(JSONModelError) -> Int {
        guard position < count, base[position] == UInt8(ascii: "\"") else { throw missingKey() }
        return position
    }

    /// The error for an object member that does not start with a key, as `parseValue()` words it.
    @inline(never)
    private func missingKey() -> JSONModelError {
        position < count
            ? syntaxError("expected a string key, found ", byteAt: position)
            : syntaxError("unexpected end of input, expected a string key", at: position)
    }

    /// Moves past the key at `start` whose body of `length` bytes (no escapes, valid UTF-8)
    /// the caller matched with a known key, instead of scanning it.
    @_transparent
    mutating func skipMatchedKey(at start: Int, length: Int) {
        position = start &+ length &+ 2
    }

    /// Moves past the `:` after a key and the whitespace around it, to the member's value.
    ///
    /// - Throws: The syntax error `parseValue()` reports there.
    @_transparent
    mutating func skipColon() throws(JSONModelError) {
        skipWhitespace()
        guard position < count, base[position] == UInt8(ascii: ":") else { throw missingColon() }
        position &+= 1
        skipWhitespace()
    }

    /// The error for a key that no `:` follows, as `parseValue()` words it.
    @inline(never)
    private func missingColon() -> JSONModelError {
        position < count
            ? syntaxError("expected ':' after object key", at: position)
            : syntaxError("unexpected end of input, expected ':' after object key", at: position)
    }
}
