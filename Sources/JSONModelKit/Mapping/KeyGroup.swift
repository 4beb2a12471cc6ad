/// The keys of one JSON object level of a schema: the model's own object, or a nested object
/// that dotted key paths (`"owner.phone"`) reach into.
///
/// A key of digits (`"1"` in `"nested.1.value"`) is also an array index: when the value of a
/// nested level is an array, decoding reads the elements at the index keys (``indexSlots``),
/// and encoding writes a level whose keys are all indexes as an array (``isArray``).
final class KeyGroup: @unchecked Sendable {
    // @unchecked: immutable after construction.

    /// What a key of this level leads to.
    enum Slot {
        /// A property (its index in the schema) that reads the key as its first key.
        case property(Int)
        /// A nested object holding more properties.
        case group(KeyGroup)
        /// Several properties that read the key, in declaration order, or one that reads it as
        /// a fallback key (`@Key("username", "nickname")`).
        case readers([KeyReader])
    }

    /// The keys in first-declaration order.
    let keys: [String]
    /// The keys, ready to write.
    let encodedKeys: [JSONWriter.EncodedKey]
    /// What each key leads to, by key index.
    let slots: [Slot]
    /// The indices of every property at or below this level.
    let memberProperties: [Int]
    /// Key indices in ascending key order, for `sortedKeys` output.
    let sortedOrder: [Int]
    /// The property indices in key order when every key is a property (no nested objects);
    /// `nil` otherwise.
    let flatProperties: [Int]?
    /// ``flatProperties`` in ascending key order.
    let sortedFlatProperties: [Int]?
    /// The keys that are array indexes (``MappedKey/arrayIndex(of:)``), as the index and the key
    /// index, in ascending index order; empty when there are none.
    let indexSlots: [(position: Int, slot: Int)]
    /// Whether every key is an array index, so that encoding writes this level (when nested)
    /// as an array.
    let isArray: Bool
    private let keyTable: KeyTable

    init(keys: [String], slots: [Slot]) {
        self.keys = keys
        self.encodedKeys = keys.map(JSONWriter.EncodedKey.init)
        self.slots = slots
        self.keyTable = KeyTable(keys: keys.map { Array($0.utf8) })
        self.sortedOrder = keys.indices.sorted { JSONWriter.keyPrecedes(keys[$0], keys[$1]) }
        var members: [Int] = []
        for slot in slots {
            switch slot {
            case .property(let index): members.append(index)
            case .group(let group): members.append(contentsOf: group.memberProperties)
            case .readers(let readers): members.append(contentsOf: readers.map(\.property))
            }
        }
        self.memberProperties = members
        var flat: [Int]? = []
        for slot in slots {
            guard case .property(let index) = slot else {
                flat = nil
                break
            }
            flat?.append(index)
        }
        self.flatProperties = flat
        let order = sortedOrder
        self.sortedFlatProperties = flat.map { flat in order.map { flat[$0] } }
        let indexSlots = keys.indices.compactMap { slot in
            MappedKey.arrayIndex(of: keys[slot]).map { (position: $0, slot: slot) }
        }
        self.indexSlots = indexSlots.sorted { $0.position < $1.position }
        self.isArray = !keys.isEmpty && indexSlots.count == keys.count
    }

    /// The key index of the UTF-8 key `bytes`.
    @inline(__always)
    func index(ofKey bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        keyTable.index(of: bytes)
    }

    /// The key index of the UTF-8 key `bytes`, trying key index `expected` first (see
    /// ``KeyTable/index(of:expecting:)``).
    @inline(__always)
    func index(ofKey bytes: UnsafeBufferPointer<UInt8>, expecting expected: Int) -> Int? {
        keyTable.index(of: bytes, expecting: expected)
    }

    /// The length of key `expected` when the input at `text` (`available` bytes) is that key
    /// and its closing quote (see ``KeyTable/quotedKeyLength(_:at:available:)``).
    @inline(__always)
    func quotedKeyLength(_ expected: Int, at text: UnsafePointer<UInt8>, available: Int) -> Int? {
        keyTable.quotedKeyLength(expected, at: text, available: available)
    }

    /// The key index of `key`.
    func index(ofKey key: String) -> Int? {
        var key = key
        return key.withUTF8 { keyTable.index(of: $0) }
    }

    /// The properties that read the key at `slot` (none for a nested object).
    func readers(at slot: Int) -> [KeyReader] {
        switch slots[slot] {
        case .property(let index): [KeyReader(property: index, rank: 0)]
        case .group: []
        case .readers(let readers): readers
        }
    }
}

/// A property that reads a key: `rank` 0 for its first key, 1 for its first fallback key, and
/// so on.
struct KeyReader: Equatable {
    /// The property's index in the schema.
    let property: Int
    /// Which of the property's keys this is.
    let rank: Int
}

/// Builds the ``KeyGroup`` tree of a schema from its properties' paths, catching conflicts.
///
/// Several properties may read the same key; a key cannot lead both to a value and to a nested
/// object.
struct KeyGroupBuilder {
    private final class Node {
        var keys: [String] = []
        var keyBytes: [[UInt8]] = []
        var entries: [Entry] = []

        enum Entry {
            case readers([KeyReader])
            case group(Node)
        }

        func entryIndex(of key: String) -> Int? {
            // Compared as UTF-8: keys that differ only in Unicode normalization are distinct.
            let bytes = Array(key.utf8)
            return keyBytes.firstIndex(of: bytes)
        }

        func append(_ key: String, _ entry: Entry) {
            keys.append(key)
            keyBytes.append(Array(key.utf8))
            entries.append(entry)
        }

        func build() -> KeyGroup {
            KeyGroup(
                keys: keys,
                slots: entries.map { entry in
                    switch entry {
                    case .readers(let readers):
                        readers.count == 1 && readers[0].rank == 0 ? .property(readers[0].property) : .readers(readers)
                    case .group(let node): .group(node.build())
                    }
                }
            )
        }

        /// Any property at or below this node, for messages.
        var someProperty: Int? {
            for entry in entries {
                switch entry {
                case .readers(let readers): if let reader = readers.first { return reader.property }
                case .group(let node): if let index = node.someProperty { return index }
                }
            }
            return nil
        }
    }

    /// Two paths that collide: `first` and `second` are property indices (the same one when a
    /// property lists a key twice).
    struct Conflict: Error {
        let first: Int
        let second: Int
        /// The path both reach, or where one's value would have to hold the other.
        let path: String
    }

    private let root = Node()

    /// Adds property `index`'s key number `rank` (0 for its first key), at `path`.
    func add(property index: Int, rank: Int = 0, path: [String]) throws(Conflict) {
        var node = root
        for (depth, segment) in path.enumerated() {
            let isLast = depth == path.count - 1
            let prefix = path[...depth].joined(separator: ".")
            if let existing = node.entryIndex(of: segment) {
                switch node.entries[existing] {
                case .readers(let readers):
                    // A key leads to a value or to a nested object, not both; a property reads
                    // each key once.
                    guard isLast, !readers.contains(where: { $0.property == index }) else {
                        throw Conflict(first: readers.first?.property ?? index, second: index, path: prefix)
                    }
                    node.entries[existing] = .readers(readers + [KeyReader(property: index, rank: rank)])
                case .group(let inner):
                    if isLast {
                        throw Conflict(first: inner.someProperty ?? index, second: index, path: prefix)
                    }
                    node = inner
                }
            } else if isLast {
                node.append(segment, .readers([KeyReader(property: index, rank: rank)]))
            } else {
                let inner = Node()
                node.append(segment, .group(inner))
                node = inner
            }
        }
    }

    /// The finished tree.
    func build() -> KeyGroup {
        root.build()
    }
}
