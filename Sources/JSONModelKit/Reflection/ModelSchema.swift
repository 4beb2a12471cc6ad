/// Everything needed to decode and encode one model class, built once by reflection.
final class ModelSchema: @unchecked Sendable {
    // @unchecked: immutable after construction; shared read-only by every thread.
    let modelType: JSONModel.Type
    let properties: [SchemaProperty]
    private let keyTable: KeyTable
    /// Property indices in ascending key order, for `sortedKeys` output.
    private let sortedOrder: [Int]

    init(modelType: JSONModel.Type, properties: [SchemaProperty]) {
        self.modelType = modelType
        self.properties = properties
        self.keyTable = KeyTable(keys: properties.map(\.keyBytes))
        self.sortedOrder = properties.indices.sorted { JSONWriter.keyPrecedes(properties[$0].key, properties[$1].key) }
    }

    /// The index of the property for a JSON key.
    func propertyIndex(forKey key: String) -> Int? {
        var key = key
        return key.withUTF8 { keyTable.index(of: $0) }
    }

    // MARK: Decoding

    /// Sets the properties of `object` from the JSON object at tape `index`.
    ///
    /// On failure `object` may be partly set; callers only ever hand out fresh instances on
    /// success, so no caller sees it.
    func decode(into object: JSONModel, at index: Int, in context: DecodingContext) throws(JSONModelError) {
        let entries = context.entries
        let entry = entries[index]
        guard entry.kind == .object else {
            throw JSONModelError(
                code: .typeMismatch,
                message: "expected \(modelType) (a JSON object), found \(context.tape.describeValue(at: index))"
            )
        }
        var seen = PropertySet(count: properties.count)
        var failures: [JSONModelError] = []
        var child = index + 1
        for _ in 0..<entry.count {
            let keyIndex = child
            let valueIndex = child + 1
            child = context.index(after: valueIndex)
            guard let propertyIndex = lookUpProperty(keyAt: keyIndex, in: context) else {
                if context.options.unknownKeys == .reject {
                    let failure = unknownKeyError(context.tape.string(at: keyIndex))
                    guard context.collectsAllErrors else { throw failure }
                    failures.append(failure)
                }
                continue
            }
            let property = properties[propertyIndex]
            do throws(JSONModelError) {
                if seen.contains(propertyIndex), context.options.duplicateKeys == .reject {
                    throw JSONModelError(
                        code: .duplicateKey,
                        message: "duplicate key \"\(JSONModelError.escapedForMessage(property.key))\""
                    )
                }
                seen.insert(propertyIndex)
                if property.keepsDefaultOnNull, entries[valueIndex].kind == .null {
                    continue
                }
                try property.accessor.decode(into: object, at: valueIndex, in: context)
            } catch {
                var failure = error
                failure.prepend(.key(property.key))
                failure.attribute(to: modelType, property: property.name)
                guard context.collectsAllErrors else { throw failure }
                failures.append(failure)
            }
        }
        for (propertyIndex, property) in properties.enumerated()
        where property.isRequired && !seen.contains(propertyIndex) {
            var failure = JSONModelError(
                code: .keyNotFound,
                message: "missing required key \"\(JSONModelError.escapedForMessage(property.key))\" (\(property.typeName))",
                modelType: modelType,
                property: property.name
            )
            failure.prepend(.key(property.key))
            guard context.options.collectAllErrors else { throw failure }
            failures.append(failure)
        }
        if !failures.isEmpty { throw JSONModelError.combining(failures) }
    }

    @inline(__always)
    private func lookUpProperty(keyAt keyIndex: Int, in context: DecodingContext) -> Int? {
        let keyEntry = context.entries[keyIndex]
        if !keyEntry.flag, let base = context.bytes.baseAddress {
            let body = UnsafeBufferPointer(start: base + Int(keyEntry.start) + 1, count: Int(keyEntry.end - keyEntry.start) - 2)
            return keyTable.index(of: body)
        }
        return propertyIndex(forKey: context.tape.string(at: keyIndex))
    }

    private func unknownKeyError(_ key: String) -> JSONModelError {
        var message = "unknown key \"\(JSONModelError.escapedForMessage(key))\" for \(modelType)"
        if let suggestion = KeySuggestion.closest(to: key, among: properties.map(\.key)) {
            message += "; did you mean \"\(suggestion)\"?"
        }
        var error = JSONModelError(code: .unknownKey, message: message, modelType: modelType)
        error.prepend(.key(key))
        return error
    }

    // MARK: Encoding

    /// Writes `object` as a JSON object.
    func encode(_ object: JSONModel, to writer: inout JSONWriter, in context: EncodingContext) throws(JSONModelError) {
        try writer.beginObject()
        if context.options.sortedKeys {
            for propertyIndex in sortedOrder {
                try encode(properties[propertyIndex], of: object, to: &writer, in: context)
            }
        } else {
            for property in properties {
                try encode(property, of: object, to: &writer, in: context)
            }
        }
        writer.endObject()
    }

    @inline(__always)
    private func encode(_ property: SchemaProperty, of object: JSONModel, to writer: inout JSONWriter, in context: EncodingContext) throws(JSONModelError) {
        do {
            try property.accessor.encodeMember(of: object, quotedKey: property.quotedKey, to: &writer, in: context)
        } catch {
            var failure = error
            failure.prepend(.key(property.key))
            failure.attribute(to: modelType, property: property.name)
            throw failure
        }
    }
}

/// Which properties a JSON object has set, as a bit set.
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

    @inline(__always)
    mutating func insert(_ index: Int) {
        if large.isEmpty {
            small |= 1 << UInt64(index)
        } else {
            large[index / 64] |= 1 << UInt64(index % 64)
        }
    }
}
