/// Lists the cases of a payload-free enum without `CaseIterable`, so an error for an unknown raw
/// value can name the allowed ones.
///
/// A `RawRepresentable` enum without payloads is stored as its case index (in 0 bytes for one
/// case, 1 byte for up to 256). The case count is read from the enum's nominal type descriptor,
/// whose layout is part of Swift's stable ABI: the metadata's second word points to the
/// descriptor, and `NumPayloadCasesAndPayloadSizeOffset` and `NumEmptyCases` are its 32-bit
/// fields at byte offsets 20 and 24 (relative pointers and 32-bit fields: the same offsets on
/// 32-bit and 64-bit platforms).
///
/// Under arm64e pointer authentication the descriptor pointer in the metadata is signed, and
/// reading through it unauthenticated would fault; there, and wherever the reading is not known
/// to be right, only `CaseIterable` enums list their cases (the error then names no allowed
/// values for the others). `EnumCaseReflectionTests` pin the reading, in debug and release builds.
enum EnumCaseReflection {
    /// Whether the nominal type descriptor may be read through the enum metadata on this platform.
    static var descriptorIsReadable: Bool {
        #if _ptrauth(_arm64e)
            return false
        #else
            return true
        #endif
    }

    /// Every case of `Enum` in declaration order, or `[]` when they cannot be listed safely.
    static func allCases<Enum>(of type: Enum.Type) -> [Enum] {
        if let iterable = type as? any CaseIterable.Type {
            return iterable.allCasesArray() as? [Enum] ?? []
        }
        guard descriptorIsReadable else { return [] }
        let metadataKindEnum = 0x201
        let metadata = unsafeBitCast(type as any Any.Type, to: UnsafeRawPointer.self)
        guard metadata.load(as: Int.self) == metadataKindEnum else { return [] }
        let descriptor = metadata.load(fromByteOffset: MemoryLayout<Int>.size, as: UnsafeRawPointer.self)
        let payloadCaseCount = descriptor.load(fromByteOffset: 20, as: UInt32.self) & 0x00FF_FFFF
        let caseCount = Int(descriptor.load(fromByteOffset: 24, as: UInt32.self))
        let size = MemoryLayout<Enum>.size
        guard payloadCaseCount == 0, caseCount > 0, caseCount <= 256,
            size == (caseCount == 1 ? 0 : 1)
        else { return [] }
        return (0..<caseCount).map { index in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, MemoryLayout<Enum>.stride)) { buffer in
                buffer[0] = UInt8(index)
                return UnsafeRawBufferPointer(buffer).load(as: Enum.self)
            }
        }
    }
}

extension CaseIterable {
    static func allCasesArray() -> [Any] {
        Array(allCases)
    }
}
