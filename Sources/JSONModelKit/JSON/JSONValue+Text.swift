import Foundation

extension JSONValue {
    /// Parses any RFC 8259 document, top-level scalars included.
    ///
    /// - Parameters:
    ///   - text: The JSON text.
    ///   - maxDepth: The deepest nesting of arrays and objects accepted.
    /// - Throws: ``JSONModelError`` with code `syntaxError` (with line and column) or
    ///   `tooDeeplyNested`.
    public init(parsing text: String, maxDepth: Int = 512) throws {
        var text = text
        self = try text.withUTF8 { bytes in
            try JSONValue(parsingBytes: bytes, maxDepth: maxDepth)
        }
    }

    /// Parses any RFC 8259 document from UTF-8 data, top-level scalars included.
    ///
    /// - Parameters:
    ///   - data: The JSON text as UTF-8.
    ///   - maxDepth: The deepest nesting of arrays and objects accepted.
    /// - Throws: ``JSONModelError`` with code `syntaxError` (with line and column) or
    ///   `tooDeeplyNested`.
    public init(parsing data: Data, maxDepth: Int = 512) throws {
        self = try data.withUnsafeBytes { raw in
            try JSONValue(parsingBytes: raw.bindMemory(to: UInt8.self), maxDepth: maxDepth)
        }
    }

    /// Checks that `data` is one valid RFC 8259 document, without building any values.
    ///
    /// This is the fastest way to reject bad input: the same strict reader that every decode
    /// uses, with nothing allocated per value.
    ///
    /// - Parameters:
    ///   - data: The JSON text as UTF-8.
    ///   - maxDepth: The deepest nesting of arrays and objects accepted.
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
    ///   - maxDepth: The deepest nesting of arrays and objects accepted.
    /// - Throws: ``JSONModelError`` with code `syntaxError` (with line and column) or
    ///   `tooDeeplyNested`.
    public static func validate(_ text: String, maxDepth: Int = 512) throws(JSONModelError) {
        try UTF8Input.withBytes(of: text) { bytes throws(JSONModelError) in
            _ = try JSONReader.parse(bytes, maxDepth: maxDepth)
        }
    }

    init(parsingBytes bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int) throws(JSONModelError) {
        let tape = try JSONReader.parse(bytes, maxDepth: maxDepth)
        self = JSONValue(tape: tape, at: 0)
    }

    /// Builds the value at `index` of a validated tape.
    init(tape: JSONTape, at index: Int) {
        let entry = tape.entries[index]
        switch entry.kind {
        case .null: self = .null
        case .true: self = .bool(true)
        case .false: self = .bool(false)
        case .number: self = .number(JSONNumber(literal: tape.rawBytes(at: index), isInteger: entry.flag))
        case .string: self = .string(tape.string(at: index))
        case .array:
            var elements: [JSONValue] = []
            elements.reserveCapacity(Int(entry.count))
            var child = index + 1
            for _ in 0..<entry.count {
                elements.append(JSONValue(tape: tape, at: child))
                child = tape.index(after: child)
            }
            self = .array(elements)
        case .object:
            var members: [String: JSONValue] = [:]
            members.reserveCapacity(Int(entry.count))
            var child = index + 1
            for _ in 0..<entry.count {
                let key = tape.string(at: child)
                members[key] = JSONValue(tape: tape, at: child + 1)
                child = tape.index(after: child + 1)
            }
            self = .object(members)
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
    func writeChecked(to writer: inout JSONWriter, sortedKeys: Bool) throws(JSONModelError) {
        switch self {
        case .null: writer.null()
        case .bool(let value): writer.bool(value)
        case .number(let value): value.write(to: &writer)
        case .string(let value): writer.string(value)
        case .array(let elements):
            try writer.beginArray()
            for element in elements {
                writer.element()
                try element.writeChecked(to: &writer, sortedKeys: sortedKeys)
            }
            writer.endArray()
        case .object(let members):
            try writer.beginObject()
            let keys = sortedKeys ? members.keys.sorted(by: JSONWriter.keyPrecedes) : Array(members.keys)
            for key in keys {
                writer.key(key)
                try members[key, default: .null].writeChecked(to: &writer, sortedKeys: sortedKeys)
            }
            writer.endObject()
        }
    }
}
