// Which of JSONModel's optional customization points a class overrides, read from the class's
// vtable. Overriding `decodeProperty`, `encodeProperty` or `classForDecoding` makes decoding build
// a `[String: JSONValue]` for each object; classes that do not override them must not pay that.
//
// Swift offers no API for "is this method overridden", so the vtable slot of each method is
// found by comparing the metadata of two private probe subclasses, one that overrides the
// method and one that does not: the only word that differs between them, and that the plain
// probe shares with JSONModel, is the method's slot. A class overrides the method when its word
// in that slot differs from JSONModel's. If the probes ever disagree with that picture (a new
// metadata layout), every class is treated as overriding: slower, never wrong. Pinned by
// MethodOverridesTests.

private final class PlainProbe: JSONModel {}

private final class DecodePropertyProbe: JSONModel {
    override func decodeProperty(_ property: JSONModel.Property, from object: [String: JSONValue]) throws -> Bool {
        false
    }
}

private final class EncodePropertyProbe: JSONModel {
    override func encodeProperty(_ property: JSONModel.Property, into object: inout [String: JSONValue]) throws -> Bool
    {
        false
    }
}

private final class ClassForDecodingProbe: JSONModel {
    override class func classForDecoding(from object: [String: JSONValue]) -> JSONModel.Type {
        self
    }
}

enum MethodOverrides {
    /// The vtable slots (word indices from the metadata address point), or `nil` if unknown.
    private static let decodePropertySlot = slot(overriddenBy: DecodePropertyProbe.self)
    private static let encodePropertySlot = slot(overriddenBy: EncodePropertyProbe.self)
    private static let classForDecodingSlot = slot(overriddenBy: ClassForDecodingProbe.self)

    static func overridesDecodeProperty(_ modelClass: JSONModel.Type) -> Bool {
        overrides(modelClass, slot: decodePropertySlot)
    }

    static func overridesEncodeProperty(_ modelClass: JSONModel.Type) -> Bool {
        overrides(modelClass, slot: encodePropertySlot)
    }

    static func overridesClassForDecoding(_ modelClass: JSONModel.Type) -> Bool {
        overrides(modelClass, slot: classForDecodingSlot)
    }

    /// Whether the slots were found (for tests).
    static var slotsAreKnown: Bool {
        decodePropertySlot != nil && encodePropertySlot != nil && classForDecodingSlot != nil
    }

    private static func overrides(_ modelClass: JSONModel.Type, slot: Int?) -> Bool {
        guard let slot else { return true }
        return word(of: modelClass, at: slot) != word(of: JSONModel.self, at: slot)
    }

    // MARK: Metadata

    #if canImport(ObjectiveC)
        /// Class metadata with Objective-C interop has a cache and a data word before the flags.
        private static let classSizeOffset = 56
    #else
        private static let classSizeOffset = 32
    #endif

    private static func metadata(of type: AnyClass) -> UnsafeRawPointer {
        unsafeBitCast(type, to: UnsafeRawPointer.self)
    }

    private static func word(of type: AnyClass, at index: Int) -> UInt {
        metadata(of: type).load(fromByteOffset: index * MemoryLayout<UInt>.size, as: UInt.self)
    }

    /// The number of words from JSONModel's metadata address point to its end.
    private static func wordCount() -> Int? {
        let base = metadata(of: JSONModel.self)
        let classSize = Int(base.load(fromByteOffset: classSizeOffset, as: UInt32.self))
        let addressPoint = Int(base.load(fromByteOffset: classSizeOffset + 4, as: UInt32.self))
        let bytes = classSize - addressPoint
        guard bytes > 0, bytes < 16_384, bytes % MemoryLayout<UInt>.size == 0 else { return nil }
        return bytes / MemoryLayout<UInt>.size
    }

    private static func slot(overriddenBy probe: JSONModel.Type) -> Int? {
        guard let count = wordCount() else { return nil }
        var found: [Int] = []
        // Words 0 and 1 are the kind (or isa) and the superclass.
        for index in 2..<count {
            let plain = word(of: PlainProbe.self, at: index)
            if plain == word(of: JSONModel.self, at: index), word(of: probe, at: index) != plain {
                found.append(index)
            }
        }
        return found.count == 1 ? found[0] : nil
    }
}
