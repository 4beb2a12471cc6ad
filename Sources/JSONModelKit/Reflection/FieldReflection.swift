// Stored fields of classes and structs, from the Swift runtime's reflection entry points, and the
// instance addresses that `FieldSlot` (the one typed view of a field) starts from. Runtime
// metadata is read in four files, all in Reflection/: this one, MethodOverrides.swift (vtable
// slots), EnumCaseReflection.swift (enum case counts) and TypeNameLookup.swift (types by mangled
// name). Each is pinned by its own tests (FieldReflectionTests, MethodOverridesTests,
// EnumCaseReflectionTests, TypeNameLookupTests), run in debug and release builds, so a toolchain
// change fails loudly.

@_spi(Reflection) import Swift
import SwiftShims

/// A stored field of a class, as the Swift runtime describes it.
struct ReflectedField {
    /// The field's name: the property name, `_name` for wrapper storage, or
    /// `$__lazy_storage_$_name` for `lazy` storage.
    let name: String
    /// The byte offset of the field from the start of the object.
    let offset: Int
    /// The field's exact type (for wrapper storage, the wrapper type).
    let type: any Any.Type
    /// Whether it was declared `var` (a pointer write to a `let` is silently lost in `-O` builds).
    let isVar: Bool
    /// Whether it is a strong reference or a value (not `weak`, `unowned` or `unowned(unsafe)`).
    let isStrong: Bool

    /// The prefix the compiler gives `lazy` storage.
    static let lazyStoragePrefix = "$__lazy_storage_$_"
}

@_silgen_name("swift_reflectionMirror_recursiveCount")
private func runtimeRecursiveFieldCount(_ type: any Any.Type) -> Int

@_silgen_name("swift_reflectionMirror_recursiveChildMetadata")
private func runtimeRecursiveFieldMetadata(
    _ type: any Any.Type,
    index: Int,
    fieldMetadata: UnsafeMutablePointer<_FieldReflectionMetadata>
) -> any Any.Type

@_silgen_name("$ss36_class_getInstancePositiveExtentSizeySiyXlXpF")
private func runtimeInstanceExtent(_ type: AnyClass) -> Int

enum FieldReflection {
    /// The number of stored fields of a class and its superclasses, or of a struct.
    static func fieldCount(of type: any Any.Type) -> Int {
        runtimeRecursiveFieldCount(type)
    }

    /// Whether instances of `type` hold bytes past the end of the last field reflection lists:
    /// fields whose module was built without reflection metadata, which reflection reports
    /// as no fields at all.
    ///
    /// A class's instance size comes from the standard library's
    /// `_class_getInstancePositiveExtentSize`, a struct's from `MemoryLayout`; both end exactly
    /// at the last stored byte (no tail padding), which `FieldReflectionTests` pins.
    static func hasUnlistedStorage(_ type: any Any.Type, fields: [ReflectedField]) -> Bool {
        var listedEnd = 0
        for field in fields {
            listedEnd = max(listedEnd, field.offset + size(of: field.type))
        }
        if let classType = type as? AnyClass {
            // An object starts with its metadata pointer and its reference counts.
            let header = 2 * MemoryLayout<Int>.size
            return runtimeInstanceExtent(classType) > max(listedEnd, header)
        }
        return size(of: type) > listedEnd
    }

    /// The size of a value of `type`.
    private static func size(of type: any Any.Type) -> Int {
        func size<Value>(_: Value.Type) -> Int { MemoryLayout<Value>.size }
        return size(type)
    }

    /// The stored fields of a class and its superclasses (superclass fields first), or of a
    /// struct, in declaration order.
    static func fields(of modelType: any Any.Type) -> [ReflectedField] {
        var layout: [(name: String, offset: Int, type: any Any.Type)] = []
        // Option 1 is `.classType`; Swift 6 mode rejects the static member spelling.
        let options = _EachFieldOptions(rawValue: modelType is AnyClass ? 1 : 0)
        _ = _forEachField(of: modelType, options: options) { name, offset, type, _ in
            layout.append((String(cString: name), offset, type))
            return true
        }
        let flags = fieldFlags(of: modelType)
        var fields: [ReflectedField] = []
        fields.reserveCapacity(layout.count)
        for (index, field) in layout.enumerated() {
            // The runtime lists fields in the same order for both calls; a mismatch would mean
            // a changed runtime, and the field is then treated as read-only (never written).
            let flag =
                index < flags.count && flags[index].name == field.name
                ? flags[index] : (name: field.name, isVar: false, isStrong: false)
            fields.append(
                ReflectedField(
                    name: field.name,
                    offset: field.offset,
                    type: field.type,
                    isVar: flag.isVar,
                    isStrong: flag.isStrong
                )
            )
        }
        return fields
    }

    /// The `var` and strong-reference flags of each field, from the reflection runtime.
    static func fieldFlags(of type: any Any.Type) -> [(name: String, isVar: Bool, isStrong: Bool)] {
        let count = fieldCount(of: type)
        var flags: [(name: String, isVar: Bool, isStrong: Bool)] = []
        flags.reserveCapacity(count)
        for index in 0..<count {
            var metadata = _FieldReflectionMetadata()
            _ = runtimeRecursiveFieldMetadata(type, index: index, fieldMetadata: &metadata)
            let name = metadata.name.map { String(cString: $0) } ?? ""
            if let free = metadata.freeFunc, let rawName = metadata.name {
                free(rawName)
            }
            flags.append((name, metadata.isVar, metadata.isStrong))
        }
        return flags
    }

    /// The storage address of `object`, for ``FieldSlot/init(in:offset:)``.
    @inline(__always)
    static func base(of object: AnyObject) -> UnsafeMutableRawPointer {
        Unmanaged.passUnretained(object).toOpaque()
    }
}
