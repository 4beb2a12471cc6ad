import Synchronization

/// Everything needed to decode and encode one model type, built once by reflection.
final class ModelSchema: @unchecked Sendable {
    // @unchecked: immutable after construction (but for the atomic size hint); shared by every
    // thread.
    let modelType: ModelType
    let properties: [SchemaProperty]
    /// The keys of the model's own object, and of nested objects that key paths reach into:
    /// each property's first path, as encoding writes them.
    let root: KeyGroup
    /// ``root`` with the properties' fallback paths too, as decoding reads them; `root` itself
    /// when no property has any.
    let decodingRoot: KeyGroup
    /// Whether some property has fallback paths (`@Key("username", "nickname")`).
    let hasFallbackPaths: Bool
    /// The class overrides ``JSONModel/decodeProperty(_:from:)``.
    let customDecodesProperties: Bool
    /// The class overrides ``JSONModel/encodeProperty(_:into:)``.
    let customEncodesProperties: Bool
    /// The class overrides ``JSONModel/classForDecoding(from:)``.
    let choosesClassForDecoding: Bool
    /// The properties in writing order when the model has no nested key paths (the
    /// encoder's fast path), else `nil`.
    let flatEncodingTable: EncodingTable?
    /// ``flatEncodingTable`` in ascending key order.
    let sortedFlatEncodingTable: EncodingTable?
    /// The entries of ``flatEncodingTable`` and ``sortedFlatEncodingTable``, which own them.
    let flatEncodingEntries: UnsafeBufferPointer<EncodingTable.Entry>?
    let sortedFlatEncodingEntries: UnsafeBufferPointer<EncodingTable.Entry>?
    /// ``decodingRoot`` as the decoder reads it.
    let decodingTable: DecodingTable
    /// The model's rules (``JSONModel/rules``), run after the member pass.
    let rules: [SchemaRule]
    /// Whether ``JSONModel/validate()`` has anything to check: rules, or properties whose
    /// values can break constraints (their own, or those of the models they hold).
    let hasConstraints: Bool
    /// The properties whose key must be present.
    let requiredProperties: PropertySet
    /// The error of the first property only hooks can handle (its type has no default
    /// mapping): thrown by a decode or encode that has no hooks to offer it.
    let unmappedPropertyError: JSONModelError?
    /// Whether ``unmappedPropertyError`` is set: the hot paths test this flag, since reading
    /// the optional error itself copies (and retains) the whole error value.
    let hasUnmappedProperty: Bool
    /// DEBUG builds: the keys other key styles give the properties (``KeyStyleHints``).
    let keyStyleHints: KeyStyleHints?

    /// The size in bytes of the last JSON text written for an instance (0 before the first),
    /// which sizes the next one's buffer: growing it by doubling from a small start copied the
    /// text written so far again and again (a fifth of the time to encode citm_catalog.json).
    private let lastEncodedTextSize = Atomic<Int>(0)

    /// A starting capacity for the JSON text of an instance: the last text's size and an
    /// eighth more, or 1 KB before the first.
    var encodedTextCapacity: Int {
        let last = lastEncodedTextSize.load(ordering: .relaxed)
        return last == 0 ? 1024 : last &+ last / 8 &+ 64
    }

    /// Notes the size of a JSON text written for an instance; stored only when it differs from
    /// the last by more than an eighth, so that threads encoding the class side by side do not
    /// write the same memory on every encode.
    func noteEncodedTextSize(_ size: Int) {
        let last = lastEncodedTextSize.load(ordering: .relaxed)
        if (size &- last).magnitude > UInt(last / 8) {
            lastEncodedTextSize.store(size, ordering: .relaxed)
        }
    }

    init(
        modelType: ModelType,
        properties: [SchemaProperty],
        root: KeyGroup,
        decodingRoot: KeyGroup? = nil,
        rules: [SchemaRule] = []
    ) {
        self.rules = rules
        self.hasConstraints = !rules.isEmpty || properties.contains { $0.accessor.valueCodec.isValidated }
        self.modelType = modelType
        self.properties = properties
        self.root = root
        self.decodingRoot = decodingRoot ?? root
        self.hasFallbackPaths = properties.contains { !$0.fallbackPaths.isEmpty }
        self.decodingTable = DecodingTable(group: decodingRoot ?? root, properties: properties)
        var required = PropertySet(count: properties.count)
        for (index, property) in properties.enumerated() where property.isRequired {
            required.insert(index)
        }
        self.requiredProperties = required
        self.unmappedPropertyError = properties.lazy.compactMap(\.unmappedError).first
        self.hasUnmappedProperty = unmappedPropertyError != nil
        #if DEBUG
            self.keyStyleHints = KeyStyleHints(properties: properties, root: root)
        #else
            self.keyStyleHints = nil
        #endif
        self.flatEncodingTable = root.flatProperties.map { EncodingTable(order: $0, properties: properties) }
        self.sortedFlatEncodingTable = root.sortedFlatProperties.map {
            EncodingTable(order: $0, properties: properties)
        }
        self.flatEncodingEntries = flatEncodingTable?.entryBuffer
        self.sortedFlatEncodingEntries = sortedFlatEncodingTable?.entryBuffer
        if let modelClass = modelType.modelClass {
            customDecodesProperties = MethodOverrides.overridesDecodeProperty(modelClass)
            customEncodesProperties = MethodOverrides.overridesEncodeProperty(modelClass)
            choosesClassForDecoding = MethodOverrides.overridesClassForDecoding(modelClass)
        } else {
            customDecodesProperties = false
            customEncodesProperties = false
            choosesClassForDecoding = false
        }
    }

    /// The Swift type, for messages.
    var type: any Any.Type {
        modelType.type
    }

    /// The index of the property whose path is the single key `key`.
    func propertyIndex(forKey key: String) -> Int? {
        guard let slot = root.index(ofKey: key), case .property(let index) = root.slots[slot] else { return nil }
        return index
    }

    /// The properties as hooks see them, in declaration order.
    var publicProperties: [JSONModel.Property] {
        properties.map(\.publicProperty)
    }
}

/// A set of small integers (property or key indices), as a bit set.
struct PropertySet {
    private var small: UInt64 = 0
    private var large: [UInt64]

    init(count: Int) {
        large = count > 64 ? [UInt64](repeating: 0, count: (count + 63) / 64) : []
    }

    @inline(__always)
    func contains(_ index: Int) -> Bool {
        if large.isEmpty { return small & (1 << UInt64(index)) != 0 }
        return large[index / 64] & (1 << UInt64(index % 64)) != 0
    }

    /// Whether every member of `other` (a set of the same count) is in the set.
    @inline(__always)
    func contains(all other: PropertySet) -> Bool {
        if large.isEmpty { return small & other.small == other.small }
        for word in large.indices where large[word] & other.large[word] != other.large[word] {
            return false
        }
        return true
    }

    @inline(__always)
    mutating func insert(_ index: Int) {
        if large.isEmpty {
            small |= 1 << UInt64(index)
        } else {
            insertLarge(index)
        }
    }

    /// The members of either set (a set of the same count).
    func union(_ other: PropertySet) -> PropertySet {
        var result = self
        result.small |= other.small
        for word in result.large.indices {
            result.large[word] |= other.large[word]
        }
        return result
    }

    /// Kept out of line: inlined, the optimizer hoists the array's uniqueness check out of the
    /// caller's loop, and for a small set that copies the empty array (an allocation per call).
    @inline(never)
    private mutating func insertLarge(_ index: Int) {
        large[index / 64] |= 1 << UInt64(index % 64)
    }
}
