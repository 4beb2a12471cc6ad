import Foundation

extension JSONValue {
    /// Parses any RFC 8259 document, top-level scalars included.
    ///
    /// - Parameters:
    ///   - text: The JSON text.
    ///   - maxDepth: The deepest nesting of arrays and objects accepted, at most
    ///     ``JSONModel/DecodingOptions/maxDepthCeiling`` (a larger value is lowered to it).
    /// - Throws: ``JSONModelError`` with code `syntaxError` (with line and column) or
    ///   `tooDeeplyNested`.
    public init(parsing text: String, maxDepth: Int = 512) throws(JSONModelError) {
        self = try UTF8Input.withBytes(of: text) { bytes throws(JSONModelError) in
            try JSONValue(parsingBytes: bytes, maxDepth: maxDepth)
        }
    }

    /// Parses any RFC 8259 document from UTF-8 data, top-level scalars included.
    ///
    /// - Parameters:
    ///   - data: The JSON text as UTF-8.
    ///   - maxDepth: The deepest nesting of arrays and objects accepted, at most
    ///     ``JSONModel/DecodingOptions/maxDepthCeiling`` (a larger value is lowered to it).
    /// - Throws: ``JSONModelError`` with code `syntaxError` (with line and column) or
    ///   `tooDeeplyNested`.
    public init(parsing data: Data, maxDepth: Int = 512) throws(JSONModelError) {
        self = try UTF8Input.withBytes(of: data) { bytes throws(JSONModelError) in
            try JSONValue(parsingBytes: bytes, maxDepth: maxDepth)
        }
    }

    /// Checks that `data` is one valid RFC 8259 document, without building any values.
    ///
    /// This is the fastest way to reject bad input: the same strict reader that every decode
    /// uses, with nothing allocated per value.
    ///
    /// - Parameters:
    ///   - data: The JSON text as UTF-8.
    ///   - maxDepth: The deepest nesting of arrays and objects accepted. Validation builds no
    ///     values, so ``JSONModel/DecodingOptions/maxDepthCeiling`` does not apply.
    /// - Throws: ``JSONModelError`` with code `syntaxError` (with line and column) or
    ///   `tooDeeplyNested`.
    public static func validate(_ data: Data, maxDepth: Int = 512) throws(JSONModelError) {
        try UTF8Input.withBytes(of: data) { bytes throws(JSONModelError) in
            _ = try JSONReader.parse(bytes, maxDepth: maxDepth)
        }
    }

    /// Checks that `text` is one valid RFC 8259 document, without building any values.
    ///
    /// - Parameters:
    ///   - text: The JSON text.
    ///   - maxDepth: The deepest nesting of arrays and objects accepted. Validation builds no
    ///     values, so ``JSONModel/DecodingOptions/maxDepthCeiling`` does not apply.
    /// - Throws: ``JSONModelError`` with code `syntaxError` (with line and column) or
    ///   `tooDeeplyNested`.
    public static func validate(_ text: String, maxDepth: Int = 512) throws(JSONModelError) {
        try UTF8Input.withBytes(of: text) { bytes throws(JSONModelError) in
            _ = try JSONReader.parse(bytes, maxDepth: maxDepth)
        }
    }

    init(parsingBytes bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int) throws(JSONModelError) {
        // The ceiling keeps the value releasable on a small stack; `validate` builds nothing
        // and needs none.
        let tape = try JSONReader.parse(bytes, maxDepth: min(maxDepth, JSONModel.DecodingOptions.maxDepthCeiling))
        self = JSONValue(tape: tape, at: 0)
    }

    /// Builds the value at `index` of a validated tape.
    ///
    /// Iterative, with an explicit stack of open containers, so any nesting depth uses the same
    /// thread stack (small thread stacks and sanitizer builds included).
    init(tape: JSONTape, at index: Int) {
        self.init(tape: tape, at: index, finishingObject: nil)
    }

    /// Builds the value at `index` of a validated tape, handing every object inside it (itself
    /// included) to `finishingObject` with its tape index as it is finished.
    ///
    /// A decode whose hooks need each object's members builds them once this way and keeps
    /// them, so the nested models' hooks find theirs without building their subtrees again.
    init(
        tape: JSONTape,
        at index: Int,
        finishingObject: ((_ index: Int, _ members: [String: JSONValue]) -> Void)?
    ) {
        /// A container whose elements are still being built.
        struct OpenContainer {
            var start: Int
            var isObject: Bool
            var remaining: Int
            var elements: [JSONValue] = []
            var members: [String: JSONValue] = [:]
            var pendingKey = ""
        }
        var open: [OpenContainer] = []
        var position = index
        while true {
            let entry = tape.entries[position]
            var value: JSONValue
            switch entry.kind {
            case .null: value = .null
            case .true: value = .bool(true)
            case .false: value = .bool(false)
            case .number: value = .number(tape.number(at: position))
            case .string: value = .string(tape.string(at: position))
            case .array, .object:
                let isObject = entry.kind == .object
                if entry.count == 0 {
                    value = isObject ? .object([:]) : .array([])
                    if isObject { finishingObject?(position, [:]) }
                } else {
                    var container = OpenContainer(start: position, isObject: isObject, remaining: Int(entry.count))
                    position += 1
                    if isObject {
                        container.members.reserveCapacity(container.remaining)
                        container.pendingKey = tape.string(at: position)
                        position += 1
                    } else {
                        container.elements.reserveCapacity(container.remaining)
                    }
                    open.append(container)
                    continue
                }
            }
            position += 1
            // Hand the finished value to its container; finished containers are handed on in turn.
            while true {
                guard var container = open.popLast() else {
                    self = value
                    return
                }
                if container.isObject {
                    container.members[container.pendingKey] = value
                } else {
                    container.elements.append(value)
                }
                container.remaining -= 1
                if container.remaining == 0 {
                    if container.isObject {
                        finishingObject?(container.start, container.members)
                        value = .object(container.members)
                    } else {
                        value = .array(container.elements)
                    }
                    continue
                }
                if container.isObject {
                    container.pendingKey = tape.string(at: position)
                    position += 1
                }
                open.append(container)
                break
            }
        }
    }

    /// The value as JSON text.
    ///
    /// - Parameters:
    ///   - prettyPrinted: Newlines and two-space indentation when `true`; compact when `false`.
    ///   - sortedKeys: Object keys in ascending order (the default), so output is deterministic.
    /// - Returns: The JSON text. Non-finite numbers are written as `null`.
    public func jsonString(prettyPrinted: Bool = false, sortedKeys: Bool = true) -> String {
        var writer = JSONWriter(prettyPrinted: prettyPrinted, maxDepth: .max)
        write(to: &writer, sortedKeys: sortedKeys)
        return writer.makeString()
    }

    /// Writes the value; an unbounded writer (`maxDepth: .max`) never throws here.
    func write(to writer: inout JSONWriter, sortedKeys: Bool) {
        do {
            try writeChecked(to: &writer, sortedKeys: sortedKeys)
        } catch {
            writer.null()
        }
    }

    /// Writes the value, failing when it nests deeper than the writer allows.
    ///
    /// Iterative, with an explicit stack of open containers, so any nesting depth writes on
    /// any thread stack.
    func writeChecked(to writer: inout JSONWriter, sortedKeys: Bool) throws(JSONModelError) {
        // Scalars (most `JSONValue` properties hold `null` or one) without the walk's stack.
        switch self {
        case .null: writer.null()
        case .bool(let flag): writer.bool(flag)
        case .number(let number): number.write(to: &writer)
        case .string(let string): writer.string(string)
        case .array, .object: try writeContainer(to: &writer, sortedKeys: sortedKeys)
        }
    }

    /// ``writeChecked(to:sortedKeys:)`` for an array or object: a walk with an explicit stack.
    @inline(never)
    private func writeContainer(to writer: inout JSONWriter, sortedKeys: Bool) throws(JSONModelError) {
        var open: [JSONValueCursor] = []
        var value = self
        while true {
            switch value {
            case .null: writer.null()
            case .bool(let flag): writer.bool(flag)
            case .number(let number): number.write(to: &writer)
            case .string(let string): writer.string(string)
            case .array:
                try writer.beginArray()
                if let cursor = JSONValueCursor(value, sortedKeys: sortedKeys) { open.append(cursor) }
            case .object:
                try writer.beginObject()
                if let cursor = JSONValueCursor(value, sortedKeys: sortedKeys) { open.append(cursor) }
            }
            // Go on with the innermost open container: its next child, or its end.
            while let innermost = open.indices.last {
                if let (key, child) = open[innermost].next() {
                    if let key {
                        writer.key(key)
                    } else {
                        writer.element()
                    }
                    value = child
                    break
                }
                if open.removeLast().isObject {
                    writer.endObject()
                } else {
                    writer.endArray()
                }
            }
            if open.isEmpty { return }
        }
    }
}
