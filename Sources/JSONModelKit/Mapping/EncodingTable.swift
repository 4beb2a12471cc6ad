/// The encoder's flat view of a model without nested key paths: its properties in writing
/// order, each as the accessor that writes it (or, for a stored field, its codec and offset)
/// and its prepared key.
///
/// Built once with the schema and then only read, like ``DecodingTable`` for decoding: the
/// encoding loop reads an entry from one allocation and calls the accessor through an unmanaged
/// reference, so writing a member costs no reference counting for the schema's own objects.
/// The table keeps every accessor and key it points to alive for its own lifetime, and an
/// encode holds the schema, and so the table, for its whole duration.
final class EncodingTable: @unchecked Sendable {
    // @unchecked: immutable after `init`; the entries are only read until `deinit`.

    /// One property to write.
    struct Entry {
        let accessor: Unmanaged<PropertyAccessor>
        /// The accessor's codec, which writes a stored field itself.
        let codec: Unmanaged<AnyValueCodec>
        /// The stored field's offset in the instance, or `-1` when the accessor must read the
        /// value (a key path).
        let fieldOffset: Int
        /// `@EncodeNull`.
        let encodesNull: Bool
        let key: Unmanaged<JSONWriter.EncodedKey>
        /// The property's index in the schema, for errors.
        let propertyIndex: Int
    }

    let entries: UnsafeMutablePointer<Entry>
    let count: Int
    /// Everything the entries point to, kept alive here.
    private let owned: [AnyObject]

    /// A table of `order`, indices into `properties`.
    init(order: [Int], properties: [SchemaProperty]) {
        var owned: [AnyObject] = []
        entries = UnsafeMutablePointer<Entry>.allocate(capacity: max(1, order.count))
        for (position, index) in order.enumerated() {
            let property = properties[index]
            owned.append(property.accessor)
            owned.append(property.encodedKey)
            (entries + position).initialize(
                to: Entry(
                    accessor: Unmanaged.passUnretained(property.accessor),
                    codec: Unmanaged.passUnretained(property.accessor.valueCodec),
                    fieldOffset: property.accessor.storedFieldOffset ?? -1,
                    encodesNull: property.accessor.encodesNull,
                    key: Unmanaged.passUnretained(property.encodedKey),
                    propertyIndex: index
                )
            )
        }
        count = order.count
        self.owned = owned
    }

    /// The entries, valid while the table is alive: a loop over them reads no reference
    /// that would need retaining.
    var entryBuffer: UnsafeBufferPointer<Entry> {
        UnsafeBufferPointer(start: entries, count: count)
    }

    deinit {
        // `Entry` is a trivial type (unmanaged references, integers and a flag): no deinitialization.
        entries.deallocate()
    }
}
