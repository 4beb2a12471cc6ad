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
