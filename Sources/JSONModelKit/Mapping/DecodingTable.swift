/// The decoder's flat view of one ``KeyGroup``: for each key, where its value goes.
///
/// Built once with the schema and then only read. The decoding loop reads an entry from one
/// allocation and calls its codec or accessor through an unmanaged reference, so decoding a
/// member costs no reference counting (two atomic operations or more per member otherwise).
/// The table keeps every codec, accessor and nested table it points to alive for its own
/// lifetime, and a decode holds the schema, and so the table, for its whole duration.
final class DecodingTable: @unchecked Sendable {
    // @unchecked: immutable after `init`; the entries are only read until `deinit`.

    /// Where the value of one key goes.
    enum Target {
        /// A stored field at `offset` in the instance, decoded in place by `codec`.
        case field(offset: Int, codec: Unmanaged<AnyValueCodec>)
        /// A property set by its accessor (a key path property).
        case accessor(Unmanaged<PropertyAccessor>)
        /// A nested object holding more properties (or an array, whose elements its index keys
        /// read).
        case nested(Unmanaged<DecodingTable>)
        /// Several properties that read the key, or one that reads it as a fallback key.
        case readers(Unmanaged<MemberReaders>)
    }

    /// One key of the group.
    struct Entry {
        let target: Target
        /// The property's index in the schema; -1 for a nested object.
        let propertyIndex: Int
        /// Whether `null` leaves the declared default in place (`@Optional` on a non-optional type).
        let keepsDefaultOnNull: Bool
    }

    /// The keys, their slots and their lookup table.
    let group: KeyGroup
    /// One entry per key index of `group`.
    let entries: UnsafeMutablePointer<Entry>
    /// Everything the entries point to, kept alive here.
    private let owned: [AnyObject]
    /// Whether a property reads a key of this group, or of a nested group, as its first key.
    ///
    /// A level that only fallback keys pass through counts as absent when it holds the wrong
    /// kind of value, so that the next key is tried.
    let hasFirstKeyReader: Bool

    init(group: KeyGroup, properties: [SchemaProperty]) {
        self.group = group
        var owned: [AnyObject] = []
        var entries: [Entry] = []
        var hasFirstKeyReader = false
        entries.reserveCapacity(group.slots.count)
        for slot in group.slots {
            switch slot {
            case .property(let index):
                hasFirstKeyReader = true
                entries.append(Self.entry(forProperty: index, properties: properties, owned: &owned))
            case .readers(let readers):
                hasFirstKeyReader = hasFirstKeyReader || readers.contains { $0.rank == 0 }
                let shared = MemberReaders(
                    readers: readers.map { reader in
                        (Self.entry(forProperty: reader.property, properties: properties, owned: &owned), reader.rank)
                    }
                )
                owned.append(shared)
                entries.append(
                    Entry(
                        target: .readers(Unmanaged.passUnretained(shared)),
                        propertyIndex: -1,
                        keepsDefaultOnNull: false
                    )
                )
            case .group(let inner):
                let table = DecodingTable(group: inner, properties: properties)
                hasFirstKeyReader = hasFirstKeyReader || table.hasFirstKeyReader
                owned.append(table)
                let target = Target.nested(Unmanaged.passUnretained(table))
                entries.append(Entry(target: target, propertyIndex: -1, keepsDefaultOnNull: false))
            }
        }
        self.owned = owned
        self.hasFirstKeyReader = hasFirstKeyReader
        self.entries = UnsafeMutablePointer<Entry>.allocate(capacity: max(1, entries.count))
        self.entries.initialize(from: entries, count: entries.count)
    }

    deinit {
        // `Entry` is a trivial type (unmanaged references and integers): no deinitialization.
        entries.deallocate()
    }

    /// The entry that decodes property `index`; what it points to is added to `owned`.
    private static func entry(forProperty index: Int, properties: [SchemaProperty], owned: inout [AnyObject]) -> Entry {
        let property = properties[index]
        let accessor = property.accessor
        let target: Target
        if let offset = accessor.storedFieldOffset {
            owned.append(accessor.valueCodec)
            target = .field(offset: offset, codec: Unmanaged.passUnretained(accessor.valueCodec))
        } else {
            owned.append(accessor)
            target = .accessor(Unmanaged.passUnretained(accessor))
        }
        return Entry(target: target, propertyIndex: index, keepsDefaultOnNull: property.keepsDefaultOnNull)
    }
}
