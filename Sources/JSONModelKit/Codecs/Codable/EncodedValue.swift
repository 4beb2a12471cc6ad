import Foundation

/// One value an `Encodable` produced, filled in place as its containers are written to.
final class EncodedValue {
    enum Content {
        /// Nothing encoded yet (written as `{}`, as `JSONEncoder` writes an empty value).
        case empty
        case scalar(JSONValue)
        /// A number literal (`Decimal`, `Float`).
        case literal(String)
        /// A value the library's own encoders wrote (a model, a date).
        case tape(JSONTape)
        case array([EncodedValue])
        /// Members in the order first encoded; encoding a key again replaces its value.
        case object(keys: [String], members: [String: EncodedValue])
    }

    var content: Content = .empty

    func becomeObject() {
        if case .object = content { return }
        content = .object(keys: [], members: [:])
    }

    func becomeArray() {
        if case .array = content { return }
        content = .array([])
    }

    /// The value of member `key`, new (or replacing what the key held).
    func member(_ key: String) -> EncodedValue {
        let child = EncodedValue()
        guard case .object(var keys, var members) = content else { return child }
        if members[key] == nil { keys.append(key) }
        members[key] = child
        content = .object(keys: keys, members: members)
        return child
    }

    /// A new element at the end.
    func appendElement() -> EncodedValue {
        let child = EncodedValue()
        guard case .array(var elements) = content else { return child }
        elements.append(child)
        content = .array(elements)
        return child
    }

    var elementCount: Int {
        if case .array(let elements) = content { return elements.count }
        return 0
    }

    /// Writes the value.
    ///
    /// Recursive, one level per container: an `Encodable` can nest containers in a loop,
    /// without a call per level, so each container checks `stack`.
    ///
    /// - Throws: `tooDeeplyNested` when it nests deeper than the writer allows or than the
    ///   thread's stack has room for.
    func write(to writer: inout JSONWriter, sortedKeys: Bool, stack: StackGuard) throws(JSONModelError) {
        switch content {
        case .empty:
            try writer.beginObject()
            writer.endObject()
        case .scalar(let json):
            try json.writeChecked(to: &writer, sortedKeys: sortedKeys)
        case .literal(let literal):
            writer.numberLiteral(
                literal,
                isInteger: !literal.utf8.contains { $0 == UInt8(ascii: ".") || $0 | 0x20 == UInt8(ascii: "e") }
            )
        case .tape(let tape):
            try tape.write(valueAt: 0, to: &writer)
        case .array(let elements):
            guard stack.hasRoom() else { throw StackGuard.exhaustedError() }
            try writer.beginArray()
            for element in elements {
                writer.element()
                try element.write(to: &writer, sortedKeys: sortedKeys, stack: stack)
            }
            writer.endArray()
        case .object(let keys, let members):
            guard stack.hasRoom() else { throw StackGuard.exhaustedError() }
            try writer.beginObject()
            for key in sortedKeys ? keys.sorted(by: JSONWriter.keyPrecedes) : keys {
                writer.key(key)
                try members[key]?.write(to: &writer, sortedKeys: sortedKeys, stack: stack)
            }
            writer.endObject()
        }
    }
}
