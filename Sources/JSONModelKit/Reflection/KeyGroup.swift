/// The keys of one JSON object level of a schema: the model's own object, or a nested object
/// that dotted key paths (`"owner.phone"`) reach into.
final class KeyGroup: @unchecked Sendable {
    // @unchecked: immutable after construction.

    /// What a key of this level leads to.
    enum Slot {
        /// A property (its index in the schema).
        case property(Int)
        /// A nested object holding more properties.
        case group(KeyGroup)
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

    /// The key index of `key`.
    func index(ofKey key: String) -> Int? {
        var key = key
        return key.withUTF8 { keyTable.index(of: $0) }
    }
}

/// Builds the ``KeyGroup`` tree of a schema from its properties' paths, catching conflicts.
struct KeyGroupBuilder {
    private final class Node {
        var keys: [String] = []
        var keyBytes: [[UInt8]] = []
        var entries: [Entry] = []

        enum Entry {
            case property(Int)
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
                    case .property(let index): .property(index)
                    case .group(let node): .group(node.build())
                    }
                }
            )
        }

        /// Any property at or below this node, for messages.
        var someProperty: Int? {
            for entry in entries {
                switch entry {
                case .property(let index): return index
                case .group(let node): if let index = node.someProperty { return index }
                }
            }
            return nil
        }
    }

    /// Two properties whose paths collide: `first` and `second` are property indices.
    struct Conflict: Error {
        let first: Int
        let second: Int
        /// The path both reach, or where one's value would have to hold the other.
        let path: String
    }

    private let root = Node()

    /// Adds property `index` at `path`.
    func add(property index: Int, path: [String]) throws(Conflict) {
        var node = root
        for (depth, segment) in path.enumerated() {
            let isLast = depth == path.count - 1
            let prefix = path[...depth].joined(separator: ".")
            if let existing = node.entryIndex(of: segment) {
                switch node.entries[existing] {
                case .property(let other):
                    throw Conflict(first: other, second: index, path: prefix)
                case .group(let inner):
                    if isLast {
                        throw Conflict(first: inner.someProperty ?? index, second: index, path: prefix)
                    }
                    node = inner
                }
            } else if isLast {
                node.append(segment, .property(index))
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
