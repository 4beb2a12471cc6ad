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
// MethodOverridesTests, in debug and in release builds (`-O` may merge a probe's body with the
// base method's, which must not hide the slot).
//
// The metadata is read only where its layout has been verified: 64-bit pointers and no pointer
// authentication (`metadataLayoutIsVerified`). On 32-bit platforms (arm64_32 watchOS devices)
// the class-size field sits at other offsets, and under arm64e the vtable entries are signed
// pointers whose words differ per class even for the same function; there every class is treated
// as overriding, and `decodeProperty`, `encodeProperty` and `classForDecoding` are simply always
// called.

// The probes' bodies differ from JSONModel's (which return `false` and `self`), so that an
// optimizer that merges identical functions cannot give a probe the base method's entry.

private final class PlainProbe: JSONModel {}

private final class DecodePropertyProbe: JSONModel {
    override func decodeProperty(_ property: JSONModel.Property, from object: [String: JSONValue]) throws -> Bool {
        object.isEmpty
    }
}

private final class EncodePropertyProbe: JSONModel {
    override func encodeProperty(_ property: JSONModel.Property, into object: inout [String: JSONValue]) throws -> Bool
    {
        object.isEmpty
    }
}

private final class ClassForDecodingProbe: JSONModel {
    override class func classForDecoding(from object: [String: JSONValue]) -> JSONModel.Type {
        object.isEmpty ? PlainProbe.self : self
    }
}

enum MethodOverrides {
    /// Whether this platform's class metadata layout is the one this file reads: 64-bit words,
    /// Swift's class metadata header, and vtable entries that are plain function addresses.
    static var metadataLayoutIsVerified: Bool {
        #if _pointerBitWidth(_64) && !_ptrauth(_arm64e)
            return true
        #else
            return false
        #endif
    }

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

    // Byte offsets of the 32-bit class-size field (followed by the address point) in 64-bit class
    // metadata: kind, superclass, [Objective-C cache, data and read-only data], flags, instance
    // address point, instance size, alignment mask and reserved, then the class size.
    #if canImport(ObjectiveC)
        /// Class metadata with Objective-C interop has three more words before the flags.
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

    /// The number of words from JSONModel's metadata address point to its end, or `nil` where
    /// the layout is not verified or the header is implausible.
    private static func wordCount() -> Int? {
        guard metadataLayoutIsVerified else { return nil }
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
