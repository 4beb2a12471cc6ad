import Foundation

/// Appends JSON text to a growing byte buffer: compact or pretty, with correct escaping; or,
/// made with ``init(buildingValuesWithMaxDepth:)``, hands the same calls to a ``TapeBuilder``,
/// so that encoding to dictionaries, `JSONValue`, `Codable` encoders and XML runs the same
/// encoders and writes no text.
///
/// Containers are written with `beginObject`/`key`/`endObject` and `beginArray`/`element`/
/// `endArray`; the writer inserts commas, newlines and indentation. Nesting beyond `maxDepth` is
/// an error, so anything the writer produces can be read back with the same limit.
///
/// The writer owns its buffer and is `~Copyable`, so no two writers ever share one; the buffer is
/// written through a pointer after one capacity check per operation.
package struct JSONWriter: ~Copyable {
    let isPretty: Bool
    let maxDepth: Int
    var buffer: UnsafeMutablePointer<UInt8>
    var count = 0
    private var capacity: Int
    /// How many containers are open (plus the starting depth); sets the indentation.
    private(set) var depth = 0
    /// Whether the innermost open container already has an element (needs a comma).
    var hasElements = false
    /// `hasElements` of the enclosing containers: the innermost 64 as bits (innermost in bit
    /// 0), the outer ones in `outerHasElements`; popping a bit is a shift, where an array's
    /// `popLast` was a call.
    private var enclosingHasElements: UInt64 = 0
    private var outerHasElements: [Bool] = []
    /// Where values go instead of the text buffer, when the writer builds values.
    ///
    /// A reference, so that text writing pays one pointer comparison per call for it.
    let values: ValueOutput?
    /// The depth below which opening a container takes the short path.
    ///
    /// There, no depth error is possible, no values are built, and the container's flag fits the
    /// bits: `min(maxDepth, 64)` for text, 0 when building values.
    private let shortOpenDepth: Int
    /// The depth up to which closing a container takes the short path.
    ///
    /// That is compact text whose flag is in the bits: 64 for compact text, 0 for pretty text and
    /// for values.
    private let shortCloseDepth: Int

    /// Creates a writer.
    ///
    /// - Parameters:
    ///   - prettyPrinted: Whether to indent (two spaces a level) and break lines.
    ///   - maxDepth: The deepest nesting written; deeper is an error.
    ///   - capacity: The initial buffer size in bytes.
    package init(prettyPrinted: Bool, maxDepth: Int = 512, capacity: Int = 1024) {
        self.isPretty = prettyPrinted
        self.maxDepth = maxDepth
        self.capacity = max(16, capacity)
        self.buffer = Self.allocate(self.capacity)
        self.values = nil
        self.shortOpenDepth = min(maxDepth, 64)
        self.shortCloseDepth = prettyPrinted ? 0 : 64
    }

    /// Creates a writer that builds values instead of text: read them with ``makeTape()``.
    ///
    /// - Parameter maxDepth: The deepest nesting written; deeper is an error.
    package init(buildingValuesWithMaxDepth maxDepth: Int) {
        self.isPretty = false
        self.maxDepth = maxDepth
        self.capacity = 16
        self.buffer = Self.allocate(self.capacity)
        self.values = ValueOutput()
        self.shortOpenDepth = 0
        self.shortCloseDepth = 0
    }

    deinit {
        free(buffer)
    }

    /// A buffer of `capacity` bytes from the C allocator.
    ///
    /// The C allocator's, so that growing it is a `realloc`, which extends a large buffer in
    /// place (or remaps its pages) instead of copying the text written so far. Running out of
    /// memory stops the process, as it does in the standard library's allocator.
    private static func allocate(_ capacity: Int) -> UnsafeMutablePointer<UInt8> {
        guard let memory = malloc(capacity) else { fatalError("out of memory for \(capacity) bytes of JSON") }
        return memory.bindMemory(to: UInt8.self, capacity: capacity)
    }

    /// The values written, for a writer made with ``init(buildingValuesWithMaxDepth:)`` (an
    /// empty tape for a text writer).
    consuming func makeTape() -> JSONTape {
        (values?.builder ?? TapeBuilder()).makeTape()
    }

    /// One call of a writer that builds values, handed to ``build(_:)``.
    enum ValueCall {
        case key(String)
        case null
        case bool(Bool)
        case number(JSONNumber)
        case literal(String, isInteger: Bool)
        case string(String)
        case utf8(UnsafeBufferPointer<UInt8>)
        case begin(isObject: Bool)
        case end
    }

    /// Adds a value to the builder: out of line, so that the text methods stay small.
    @inline(never)
    func build(_ call: ValueCall) throws(JSONModelError) {
        guard let values else { return }
        switch call {
        case .key(let key): values.builder.string(key)
        case .null: values.builder.null()
        case .bool(let value): values.builder.bool(value)
        case .number(let number): values.builder.number(number)
        case .literal(var literal, let isInteger):
            literal.withUTF8 { values.builder.numberLiteral($0, isInteger: isInteger) }
        case .string(let string): values.builder.string(string)
        case .utf8(let utf8): values.builder.appendString(utf8)
        case .begin(let isObject): try isObject ? values.builder.beginObject() : values.builder.beginArray()
        case .end: values.builder.endContainer()
        }
    }

    /// ``build(_:)`` for calls that cannot fail.
    @inline(never)
    func build(scalar call: ValueCall) {
        try? build(call)
    }

    // MARK: Output

    /// How many bytes of JSON text are written so far.
    var byteCount: Int { count }

    /// The JSON text written so far, as UTF-8 bytes (a copy).
    package var bytes: [UInt8] {
        Array(UnsafeBufferPointer(start: buffer, count: count))
    }

    /// The JSON text written so far, as a string.
    func makeString() -> String {
        String(decoding: UnsafeBufferPointer(start: buffer, count: count), as: UTF8.self)
    }

    /// The JSON text written, as data that takes over the writer's buffer instead of copying
    /// it (the buffer may be up to twice the text's size; copying the whole output again cost
    /// more than the slack does).
    consuming func makeData() -> Data {
        if capacity > 2 &* count &+ 4096, let shrunk = realloc(buffer, max(count, 1)) {
            // Started larger than the text (a size hint from a larger document): give the
            // rest back, which `realloc` does in place.
            buffer = shrunk.bindMemory(to: UInt8.self, capacity: max(count, 1))
            capacity = max(count, 1)
        }
        let data = Data(bytesNoCopy: buffer, count: count, deallocator: .free)
        // The writer's deinit frees whatever `buffer` holds: a fresh byte, not the text.
        buffer = Self.allocate(1)
        capacity = 1
        count = 0
        return data
    }

    // MARK: Buffer

    /// Makes room for `extra` more bytes.
    ///
    /// Wrapping arithmetic, here and for `count` and `depth`: both stay far below `Int.max`
    /// (a buffer's size, a depth checked against `maxDepth`), and the overflow checks cost a
    /// few instructions on every value written.
    @inline(__always)
    mutating func reserve(_ extra: Int) {
        if count &+ extra > capacity { grow(toFit: count &+ extra) }
    }

    private mutating func grow(toFit needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        guard let grown = realloc(buffer, newCapacity) else {
            fatalError("out of memory for \(newCapacity) bytes of JSON")
        }
        buffer = grown.bindMemory(to: UInt8.self, capacity: newCapacity)
        capacity = newCapacity
    }

    @inline(__always)
    mutating func appendByte(_ byte: UInt8) {
        reserve(1)
        buffer[count] = byte
        count &+= 1
    }

    @inline(__always)
    mutating func appendBytes(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        Self.copy(source, count: bytes.count, to: buffer + count)
        count &+= bytes.count
    }

    /// Copies `count` bytes; keys and most strings are short, and a call to `memcpy` costs more
    /// than copying up to 32 bytes as two overlapping 16-byte blocks, up to 16 as two
    /// overlapping 8-byte words, or up to 8 as two 4-byte halves (byte by byte below 4).
    @inline(__always)
    static func copy(_ source: UnsafePointer<UInt8>, count: Int, to target: UnsafeMutablePointer<UInt8>) {
        if count > 32 {
            target.initialize(from: source, count: count)
        } else if count > 16 {
            let first = UnsafeRawPointer(source).loadUnaligned(as: SIMD16<UInt8>.self)
            let last = UnsafeRawPointer(source + count - 16).loadUnaligned(as: SIMD16<UInt8>.self)
            UnsafeMutableRawPointer(target).storeBytes(of: first, as: SIMD16<UInt8>.self)
            UnsafeMutableRawPointer(target + count - 16).storeBytes(of: last, as: SIMD16<UInt8>.self)
        } else if count >= 8 {
            let first = UnsafeRawPointer(source).loadUnaligned(as: UInt64.self)
            let last = UnsafeRawPointer(source + count - 8).loadUnaligned(as: UInt64.self)
            UnsafeMutableRawPointer(target).storeBytes(of: first, as: UInt64.self)
            UnsafeMutableRawPointer(target + count - 8).storeBytes(of: last, as: UInt64.self)
        } else if count >= 4 {
            let first = UnsafeRawPointer(source).loadUnaligned(as: UInt32.self)
            let last = UnsafeRawPointer(source + count - 4).loadUnaligned(as: UInt32.self)
            UnsafeMutableRawPointer(target).storeBytes(of: first, as: UInt32.self)
            UnsafeMutableRawPointer(target + count - 4).storeBytes(of: last, as: UInt32.self)
        } else {
            for index in 0..<count { target[index] = source[index] }
        }
    }

    // MARK: Containers

    @inline(__always)
    package mutating func beginObject() throws(JSONModelError) {
        try open(UInt8(ascii: "{"))
    }

    @inline(__always)
    package mutating func endObject() {
        close(UInt8(ascii: "}"))
    }

    /// A key as it is written: its text, and its quoted and escaped UTF-8.
    ///
    /// Computed once per property and reused. A class holding the bytes in its own allocation,
    /// so that writing a member passes one reference and copies the bytes straight from it.
    final class EncodedKey: @unchecked Sendable {
        // @unchecked: immutable after `init`; the bytes are freed only in `deinit`.
        let text: String
        /// The key with quotes and escapes, valid while the key is alive.
        let quotedBytes: UnsafeBufferPointer<UInt8>
        /// `,"key":`, the member's start in compact output, in the same allocation.
        let compactMember: UnsafeBufferPointer<UInt8>

        init(_ text: String) {
            self.text = text
            var writer = JSONWriter(prettyPrinted: false, capacity: text.utf8.count + 2)
            writer.string(text)
            let bytes = [UInt8(ascii: ",")] + writer.bytes + [UInt8(ascii: ":")]
            let storage = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
            _ = storage.initialize(from: bytes)
            self.compactMember = UnsafeBufferPointer(storage)
            self.quotedBytes = UnsafeBufferPointer(rebasing: compactMember[1..<bytes.count - 1])
        }

        deinit {
            compactMember.deallocate()
        }

        /// The quoted bytes, as an array.
        var quoted: [UInt8] { Array(quotedBytes) }
    }

    @inline(__always)
    package mutating func beginArray() throws(JSONModelError) {
        try open(UInt8(ascii: "["))
    }

    @inline(__always)
    package mutating func endArray() {
        close(UInt8(ascii: "]"))
    }

    /// Starts an object member with a key prepared once.
    @inline(__always)
    mutating func key(_ key: EncodedKey) {
        if _slowPath(values != nil) { return build(scalar: .key(key.text)) }
        if isPretty {
            separate()
            appendBytes(key.quotedBytes)
            appendColon()
            return
        }
        // Compact: `,"key":` in one copy (without the comma for a first member).
        let member = key.compactMember
        let skipped = hasElements ? 0 : 1
        hasElements = true
        appendBytes(UnsafeBufferPointer(rebasing: member[skipped...]))
    }

    /// Starts an object member with a key that still needs quoting and escaping.
    package mutating func key(_ key: String) {
        if _slowPath(values != nil) { return build(scalar: .key(key)) }
        separate()
        string(key)
        appendColon()
    }

    /// Opens a container: inlined for the common case (compact or pretty text, shallow), the
    /// rest out of line, so that each container costs a few instructions.
    @inline(__always)
    private mutating func open(_ bracket: UInt8) throws(JSONModelError) {
        guard _fastPath(depth < shortOpenDepth) else { return try openRarely(bracket) }
        enter(bracket)
    }

    /// Saves the enclosing container's flag, enters a new container and writes its bracket.
    @inline(__always)
    private mutating func enter(_ bracket: UInt8) {
        enclosingHasElements = enclosingHasElements << 1 | (hasElements ? 1 : 0)
        depth &+= 1
        hasElements = false
        appendByte(bracket)
    }

    /// ``open(_:)`` when the depth reaches `maxDepth` or 64, or the writer builds values.
    @inline(never)
    private mutating func openRarely(_ bracket: UInt8) throws(JSONModelError) {
        guard depth < maxDepth else { throw tooDeeplyNested() }
        if values != nil { return try openValue(bracket) }
        // `depth` flags are saved; beyond 64 the outermost bit moves to the array.
        if depth >= 64 { outerHasElements.append(enclosingHasElements >> 63 != 0) }
        enter(bracket)
    }

    /// The error for a container nested deeper than `maxDepth`.
    @inline(never)
    private func tooDeeplyNested() -> JSONModelError {
        JSONModelError(
            code: .tooDeeplyNested,
            message: "the value nests deeper than the maximum depth of \(maxDepth) (is there a reference cycle?)"
        )
    }

    /// ``open(_:)`` for a writer that builds values.
    @inline(never)
    private mutating func openValue(_ bracket: UInt8) throws(JSONModelError) {
        depth &+= 1
        // The writer checked the depth; the builder has no limit of its own.
        try build(.begin(isObject: bracket == UInt8(ascii: "{")))
    }

    /// Closes a container: inlined for compact text within 64 levels, the rest out of line.
    @inline(__always)
    private mutating func close(_ bracket: UInt8) {
        guard _fastPath(depth <= shortCloseDepth) else { return closeRarely(bracket) }
        depth &-= 1
        restoreEnclosingFlag()
        appendByte(bracket)
    }

    /// Makes the enclosing container's saved flag current again, on leaving a container.
    @inline(__always)
    private mutating func restoreEnclosingFlag() {
        hasElements = enclosingHasElements & 1 != 0
        enclosingHasElements >>= 1
    }

    /// ``close(_:)`` for pretty text, values, and containers deeper than 64 levels.
    @inline(never)
    private mutating func closeRarely(_ bracket: UInt8) {
        depth &-= 1
        if values != nil { return build(scalar: .end) }
        if isPretty && hasElements {
            newline()
        }
        restoreEnclosingFlag()
        if depth >= 64, let outer = outerHasElements.popLast(), outer {
            enclosingHasElements |= 1 << 63
        }
        appendByte(bracket)
    }

    @inline(__always)
    mutating func separate() {
        if hasElements {
            appendByte(UInt8(ascii: ","))
        }
        hasElements = true
        if isPretty {
            newline()
        }
    }

    private mutating func newline() {
        let indentation = depth * 2
        reserve(1 + indentation)
        buffer[count] = UInt8(ascii: "\n")
        (buffer + count + 1).initialize(repeating: UInt8(ascii: " "), count: indentation)
        count += 1 + indentation
    }
}

/// The builder of a writer that builds values.
final class ValueOutput {
    var builder = TapeBuilder()
}
