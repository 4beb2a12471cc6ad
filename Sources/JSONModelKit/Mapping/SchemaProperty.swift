/// One mapped property of a model type: its names, its rules and how to reach it.
final class SchemaProperty: @unchecked Sendable {
    /// The Swift name (without a wrapper's `_`).
    let name: String
    /// The JSON keys from the model's object to the value: one key, or a nested path.
    let path: [String]
    /// The paths decoding reads when ``path`` is missing, in order (`@Key("username",
    /// "nickname")`); encoding never writes them.
    let fallbackPaths: [[String]]
    /// The path as written in messages: the keys joined with dots.
    let key: String
    /// The last key as UTF-8, for matching.
    let keyBytes: [UInt8]
    /// The last key, ready to write.
    let encodedKey: JSONWriter.EncodedKey
    /// Whether the key must be present.
    let isRequired: Bool
    /// Whether `null` leaves the declared default in place (`@Optional` on a non-optional type).
    let keepsDefaultOnNull: Bool
    /// Reads and writes the value.
    let accessor: PropertyAccessor
    /// The property as hooks see it.
    let publicProperty: JSONModel.Property
    /// Where the property goes in XML (from the XML wrappers).
    let xmlRole: XMLPropertyRole
    /// How the property's values look in formats whose text carries no types (XML), derived
    /// once from its codec's ``CodecShape``: XML reads it for every value it writes or reads.
    let valueShape: ValueShape
    /// Whether the value is the `@Observable` macro's storage, written around the observed
    /// setter (an update of it notifies no observer unless it is registered with a key path).
    let isObservedStorage: Bool
    /// For a property of a type the default mapping cannot handle: the error thrown when no
    /// hook handles it.
    let unmappedError: JSONModelError?

    init(
        name: String,
        path: [String],
        fallbackPaths: [[String]] = [],
        isRequired: Bool,
        keepsDefaultOnNull: Bool,
        accessor: PropertyAccessor,
        xmlRole: XMLPropertyRole = XMLPropertyRole(),
        isObservedStorage: Bool = false,
        unmappedError: JSONModelError? = nil
    ) {
        self.xmlRole = xmlRole
        self.isObservedStorage = isObservedStorage
        self.unmappedError = unmappedError
        self.name = name
        self.path = path
        self.fallbackPaths = fallbackPaths
        self.key = path.joined(separator: ".")
        let last = path.last ?? ""
        self.keyBytes = Array(last.utf8)
        self.encodedKey = JSONWriter.EncodedKey(last)
        self.isRequired = isRequired
        self.keepsDefaultOnNull = keepsDefaultOnNull
        self.accessor = accessor
        self.valueShape = ValueShape(accessor.valueCodec.shape)
        self.publicProperty = JSONModel.Property(
            name: name,
            key: key,
            path: path,
            typeName: accessor.valueCodec.typeName,
            isRequired: isRequired
        )
    }

    /// The value type's name in messages.
    var typeName: String {
        accessor.valueCodec.typeName
    }

    /// The property's first path as error path components (`"places.0"`: `places`, `[0]`).
    var pathComponents: [JSONModelError.PathComponent] {
        path.map { segment in MappedKey.arrayIndex(of: segment).map { .index($0) } ?? .key(segment) }
    }

    /// Prepends the property's path (or fallback path number `rank`, counted from 1) to
    /// `error`'s path; a key of digits is named as an array index.
    func prependPath(to error: inout JSONModelError, rank: Int = 0) {
        let keys = rank == 0 ? path : fallbackPaths[rank - 1]
        for segment in keys.reversed() {
            error.prepend(MappedKey.arrayIndex(of: segment).map { .index($0) } ?? .key(segment))
        }
    }

    /// Every path the property reads, its first one first.
    var allPaths: [[String]] {
        [path] + fallbackPaths
    }
}
