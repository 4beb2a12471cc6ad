/// A dotted path into a document, as the `atPath:` entry points take it (`"data.items"`,
/// `"results.0.user"`): the keys of ``MappedKey``, where a key of digits indexes an array.
///
/// A path that is exactly `$`, or that starts with `$.`, starts at the root, JSONPath-style
/// (`"$.data"` reads `data`, `"$"` the document itself). Anywhere else `$` is a character of
/// a key: `"$ref"` reads the key `$ref`. (Mapped keys strip a leading `$`; paths do not.)
///
/// The path is followed on the tape the reader already made: the values beside it are stepped
/// over by their tape links, and nothing is built for them.
struct DocumentPath {
    /// The keys, outermost first.
    let keys: [String]
    /// The path as the caller wrote it, for messages.
    let text: String

    /// Parses `text`.
    ///
    /// - Throws: `invalidValue` when a key in the path is empty (`"data..items"`, `""`,
    ///   `"$."`).
    init(_ text: String) throws(JSONModelError) {
        if text == "$" {
            self.keys = []
            self.text = text
            return
        }
        let relative = text.hasPrefix("$.") ? text.dropFirst(2) : text[...]
        guard let keys = MappedKey.segments(of: relative, stripsDollarSigns: false) else {
            throw JSONModelError(
                code: .invalidValue,
                message:
                    "the path \"\(JSONModelError.escapedForMessage(text))\" has an empty key in it; write keys separated by single dots, such as \"data.items\""
            )
        }
        self.keys = keys
        self.text = text
    }

    /// A path of keys already split (a property's key path).
    init(keys: [String]) {
        self.keys = keys
        self.text = keys.joined(separator: ".")
    }

    /// The tape index of the value at the path from the value at tape `start` (the document by
    /// default), and the path as error path components.
    ///
    /// A key reads an object's member (the last one, when a key repeats and duplicates are
    /// allowed, as decoding does); a key of digits reads an array's element.
    ///
    /// - Throws: `keyNotFound` naming the first key that is missing (an element past the end
    ///   of an array included), located at the object or array that lacks it;
    ///   `typeMismatch` naming the key when the value before it is not an object or array
    ///   (or is an array and the key is not an index); `duplicateKey` for a key that repeats
    ///   where the options reject duplicates.
    func valueIndex(
        in context: DecodingContext,
        from start: Int = 0
    ) throws(JSONModelError) -> (
        index: Int, components: [JSONModelError.PathComponent]
    ) {
        var current = start
        var components: [JSONModelError.PathComponent] = []
        for key in keys {
            let entry = context.entries[current]
            var found: Int?
            var component = JSONModelError.PathComponent.key(key)
            switch entry.kind {
            case .object:
                var child = current + 1
                for _ in 0..<Int(entry.count) {
                    let valueIndex = child + 1
                    if Self.key(at: child, equals: key, in: context) {
                        if found != nil, context.options.duplicateKeys == .reject {
                            throw failure(
                                .duplicateKey,
                                "duplicate key \"\(JSONModelError.escapedForMessage(key))\"",
                                at: child,
                                components: components + [component],
                                in: context
                            )
                        }
                        found = valueIndex
                    }
                    child = context.index(after: valueIndex)
                }
            case .array:
                guard let position = MappedKey.arrayIndex(of: key) else {
                    throw failure(
                        .typeMismatch,
                        "the path \"\(escapedText)\" needs an object holding \"\(JSONModelError.escapedForMessage(key))\", found \(context.describeValue(at: current))",
                        at: current,
                        components: components,
                        in: context
                    )
                }
                component = .index(position)
                if position < Int(entry.count) {
                    var child = current + 1
                    for _ in 0..<position { child = context.index(after: child) }
                    found = child
                }
            default:
                throw failure(
                    .typeMismatch,
                    "the path \"\(escapedText)\" needs an object or array to hold \"\(JSONModelError.escapedForMessage(key))\", found \(context.describeValue(at: current))",
                    at: current,
                    components: components,
                    in: context
                )
            }
            guard let found else {
                let what =
                    if case .index(let position) = component {
                        "element \(position) (the array has \(entry.count))"
                    } else {
                        "key \"\(JSONModelError.escapedForMessage(key))\""
                    }
                throw failure(
                    .keyNotFound,
                    "the path \"\(escapedText)\" is missing: no \(what)",
                    at: current,
                    components: components + [component],
                    in: context
                )
            }
            components.append(component)
            current = found
        }
        return (current, components)
    }

    /// Runs `body` on the value at the path; its failures get the path in front of theirs.
    ///
    /// - Throws: What ``valueIndex(in:)`` and `body` throw.
    func decode<Result>(
        in context: DecodingContext,
        _ body: (Int) throws(JSONModelError) -> Result
    ) throws(JSONModelError) -> Result {
        let (index, components) = try valueIndex(in: context)
        do throws(JSONModelError) {
            return try body(index)
        } catch {
            var failure = error
            failure.locate(atByteOffset: context.entries[index].start)
            for component in components.reversed() { failure.prepend(component) }
            throw failure
        }
    }

    /// Whether the key at tape `index` is `key`, compared as bytes when it has no escapes.
    private static func key(at index: Int, equals key: String, in context: DecodingContext) -> Bool {
        let entry = context.entries[index]
        if entry.flag { return context.string(at: index) == key }
        let body = context.rawBytes(at: index).dropFirst().dropLast()
        return body.elementsEqual(key.utf8)
    }

    private var escapedText: String {
        JSONModelError.escapedForMessage(text)
    }

    private func failure(
        _ code: JSONModelError.Code,
        _ message: String,
        at index: Int,
        components: [JSONModelError.PathComponent],
        in context: DecodingContext
    ) -> JSONModelError {
        var error = JSONModelError(code: code, message: message, path: components)
        error.locate(atByteOffset: context.entries[index].start)
        return error
    }
}
