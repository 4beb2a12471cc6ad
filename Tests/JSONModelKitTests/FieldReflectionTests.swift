import Testing

@testable import JSONModelKit

/// Pins the unsafe runtime entry points: field names, flags and offsets from the reflection
/// runtime, and writes through raw field pointers (retain/release balance included).
@Suite struct FieldReflectionTests {
    // MARK: - Fixtures

    class Base {
        var baseName = "base"
        let baseConstant = 7
        var baseCount = 1
    }

    class Child: Base {
        var title = "title"
        let constant = 42
        weak var weakReference: Tracked?
        unowned var unownedReference: Tracked
        unowned(unsafe) var unsafeReference: Tracked
        lazy var lazyValue = 5
        @JSONOptional var wrapped = 3
        @JSONIgnore var ignored: [String] = []
        var strongReference: Tracked?
        var nonOptionalReference: Tracked
        var anyValue: Any = 0
        var list: [Tracked] = []
        var pair: (Int, String) = (0, "")
        var small: UInt8 = 0
        var ratio = 0.0

        init(anchor: Tracked) {
            unownedReference = anchor
            unsafeReference = anchor
            nonOptionalReference = anchor
            super.init()
        }
    }

    final class Grandchild: Child {
        var last = true
    }

    final class Model: JSONModel {
        var name = ""
        var count = 0
    }

    final class Empty {}

    final class GenericBox<Value> {
        var flag = false
        var value: Value

        init(_ value: Value) {
            self.value = value
        }
    }

    static let expectedChildNames = [
        "baseName", "baseConstant", "baseCount",
        "title", "constant", "weakReference", "unownedReference", "unsafeReference",
        ReflectedField.lazyStoragePrefix + "lazyValue", "_wrapped", "_ignored",
        "strongReference", "nonOptionalReference", "anyValue", "list", "pair", "small", "ratio",
    ]

    static func field(_ name: String, of type: AnyClass) throws -> ReflectedField {
        try #require(FieldReflection.fields(of: type).first { $0.name == name }, "no field \(name)")
    }

    static func pointer<Field>(
        to name: String,
        in object: AnyObject,
        as type: Field.Type
    ) throws -> UnsafeMutablePointer<Field> {
        let field = try Self.field(name, of: Swift.type(of: object))
        return FieldReflection.fieldPointer(in: object, offset: field.offset, as: type)
    }

    // MARK: - Names, order and flags

    @Test func listsSuperclassFieldsFirstInDeclarationOrder() {
        #expect(FieldReflection.fields(of: Child.self).map(\.name) == Self.expectedChildNames)
        #expect(FieldReflection.fields(of: Grandchild.self).map(\.name) == Self.expectedChildNames + ["last"])
        #expect(FieldReflection.fields(of: Base.self).map(\.name) == ["baseName", "baseConstant", "baseCount"])
    }

    @Test func modelBaseClassAddsNoFields() {
        #expect(FieldReflection.fields(of: Model.self).map(\.name) == ["name", "count"])
        #expect(FieldReflection.fields(of: JSONModel.self).isEmpty)
        #expect(FieldReflection.fields(of: Empty.self).isEmpty)
    }

    @Test func letFieldsAreNotVar() throws {
        let fields = FieldReflection.fields(of: Grandchild.self)
        let constants = Set(fields.filter { !$0.isVar }.map(\.name))
        #expect(constants == ["baseConstant", "constant"])
    }

    @Test func weakAndUnownedFieldsAreNotStrong() throws {
        let fields = FieldReflection.fields(of: Grandchild.self)
        let notStrong = Set(fields.filter { !$0.isStrong }.map(\.name))
        #expect(notStrong == ["weakReference", "unownedReference", "unsafeReference"])
        // They are still declared `var`.
        #expect(try Self.field("weakReference", of: Child.self).isVar)
        #expect(try Self.field("unownedReference", of: Child.self).isVar)
    }

    @Test func flagsAgreeWithLayoutEntryForEntry() {
        for type in [Base.self, Child.self, Grandchild.self, Model.self] as [AnyClass] {
            let flags = FieldReflection.fieldFlags(of: type)
            let fields = FieldReflection.fields(of: type)
            #expect(flags.map(\.name) == fields.map(\.name), "\(type)")
        }
    }

    @Test func fieldTypesAreExact() throws {
        #expect(try Self.field("baseName", of: Child.self).type == String.self)
        #expect(try Self.field("baseCount", of: Child.self).type == Int.self)
        #expect(try Self.field("_wrapped", of: Child.self).type == JSONOptional<Int>.self)
        #expect(try Self.field("_ignored", of: Child.self).type == JSONIgnore<[String]>.self)
        #expect(try Self.field(ReflectedField.lazyStoragePrefix + "lazyValue", of: Child.self).type == Int?.self)
        #expect(try Self.field("strongReference", of: Child.self).type == Tracked?.self)
        #expect(try Self.field("nonOptionalReference", of: Child.self).type == Tracked.self)
        #expect(try Self.field("anyValue", of: Child.self).type == Any.self)
        #expect(try Self.field("pair", of: Child.self).type == (Int, String).self)
        #expect(try Self.field("small", of: Child.self).type == UInt8.self)
        #expect(try Self.field("value", of: GenericBox<String>.self).type == String.self)
        #expect(try Self.field("value", of: GenericBox<[Int]>.self).type == [Int].self)
    }

    @Test func lazyStoragePrefixMatchesTheCompiler() {
        let lazyFields = FieldReflection.fields(of: Child.self).filter {
            $0.name.hasPrefix(ReflectedField.lazyStoragePrefix)
        }
        #expect(lazyFields.map(\.name) == ["$__lazy_storage_$_lazyValue"])
    }

    // MARK: - Offsets

    @Test func offsetsIncreaseAndLeaveRoomForTheObjectHeader() {
        let offsets = FieldReflection.fields(of: Grandchild.self).map(\.offset)
        #expect(offsets.first == 2 * MemoryLayout<Int>.size)
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 < $1 })
        // Subclasses keep their superclasses' offsets.
        #expect(Array(offsets.prefix(3)) == FieldReflection.fields(of: Base.self).map(\.offset))
    }

    @Test func writesThroughFieldPointersLandInTheProperties() throws {
        let counter = DeinitCounter()
        let anchor = Tracked(counter, id: 0)
        let object = Grandchild(anchor: anchor)

        try Self.pointer(to: "baseName", in: object, as: String.self).pointee =
            "a string long enough to live on the heap"
        try Self.pointer(to: "baseCount", in: object, as: Int.self).pointee = -12
        try Self.pointer(to: "title", in: object, as: String.self).pointee = "é€😀"
        try Self.pointer(to: "_wrapped", in: object, as: JSONOptional<Int>.self).pointee = JSONOptional(
            wrappedValue: 99
        )
        try Self.pointer(to: ReflectedField.lazyStoragePrefix + "lazyValue", in: object, as: Int?.self).pointee = 77
        try Self.pointer(to: "pair", in: object, as: (Int, String).self).pointee = (5, "five")
        try Self.pointer(to: "small", in: object, as: UInt8.self).pointee = 255
        try Self.pointer(to: "ratio", in: object, as: Double.self).pointee = 0.25
        try Self.pointer(to: "last", in: object, as: Bool.self).pointee = false

        #expect(object.baseName == "a string long enough to live on the heap")
        #expect(object.baseCount == -12)
        #expect(object.title == "é€😀")
        #expect(object.wrapped == 99)
        #expect(object.lazyValue == 77)
        #expect(object.pair == (5, "five"))
        #expect(object.small == 255)
        #expect(object.ratio == 0.25)
        #expect(object.last == false)
        // Neighbours are untouched.
        #expect(object.baseConstant == 7)
        #expect(object.constant == 42)
        #expect(object.nonOptionalReference === anchor)
    }

    @Test func readsThroughFieldPointersSeeThePropertyValues() throws {
        let counter = DeinitCounter()
        let anchor = Tracked(counter, id: 0)
        let object = Child(anchor: anchor)
        object.baseName = "read me"
        object.ratio = -1.5
        object.list = [anchor, anchor]
        #expect(try Self.pointer(to: "baseName", in: object, as: String.self).pointee == "read me")
        #expect(try Self.pointer(to: "ratio", in: object, as: Double.self).pointee == -1.5)
        #expect(try Self.pointer(to: "list", in: object, as: [Tracked].self).pointee.count == 2)
        #expect(try Self.pointer(to: "baseConstant", in: object, as: Int.self).pointee == 7)
        #expect(try Self.pointer(to: "nonOptionalReference", in: object, as: Tracked.self).pointee === anchor)
    }

    @Test func genericClassFieldOffsets() throws {
        let box = GenericBox("start")
        try Self.pointer(to: "value", in: box, as: String.self).pointee = "changed"
        try Self.pointer(to: "flag", in: box, as: Bool.self).pointee = true
        #expect(box.value == "changed")
        #expect(box.flag)
        let numbers = GenericBox<(Int8, Int64)>((0, 0))
        try Self.pointer(to: "value", in: numbers, as: (Int8, Int64).self).pointee = (-1, .max)
        #expect(numbers.value == (-1, .max))
    }

    // MARK: - Retain and release balance

    @Test func replacingAnOptionalReferenceReleasesTheOldValueExactlyOnce() throws {
        let counter = DeinitCounter()
        var object: Child? = Child(anchor: Tracked(counter, id: -1))
        let anchorCounter = DeinitCounter()
        let anchor = Tracked(anchorCounter, id: -2)
        object?.nonOptionalReference = anchor
        #expect(counter.count == 1, "the first anchor is gone")
        counter.count = 0

        let field = try Self.field("strongReference", of: Child.self)
        let iterations = 1_000
        for index in 0..<iterations {
            let target = try #require(object)
            let pointer = FieldReflection.fieldPointer(in: target, offset: field.offset, as: Tracked?.self)
            pointer.pointee = Tracked(counter, id: index)
            // The previous value (if any) was released once; the new one is alive.
            #expect(counter.count == index)
            #expect(target.strongReference?.id == index)
        }
        #expect(counter.count == iterations - 1)
        weak let lastValue = object?.strongReference
        #expect(lastValue?.id == iterations - 1)

        object = nil
        #expect(counter.count == iterations, "releasing the model releases the last value")
        #expect(lastValue == nil)
        #expect(anchorCounter.count == 0, "the anchor is still referenced here")
        #expect(anchor.id == -2)
    }

    @Test func replacingANonOptionalReferenceReleasesTheOldValueExactlyOnce() throws {
        let counter = DeinitCounter()
        do {
            let object = Child(anchor: Tracked(counter, id: 0))
            #expect(counter.count == 0, "held by nonOptionalReference")
            let field = try Self.field("nonOptionalReference", of: Child.self)
            for index in 1...500 {
                FieldReflection.fieldPointer(in: object, offset: field.offset, as: Tracked.self).pointee = Tracked(
                    counter,
                    id: index
                )
                #expect(counter.count == index)
            }
            #expect(object.nonOptionalReference.id == 500)
        }
        #expect(counter.count == 501)
    }

    @Test func replacingExistentialAndArrayFieldsBalancesReferences() throws {
        let counter = DeinitCounter()
        let anchor = Tracked(counter, id: 0)
        do {
            let object = Child(anchor: anchor)
            let anyField = try Self.field("anyValue", of: Child.self)
            let listField = try Self.field("list", of: Child.self)
            for index in 1...300 {
                FieldReflection.fieldPointer(in: object, offset: anyField.offset, as: Any.self).pointee = Tracked(
                    counter,
                    id: index
                )
                FieldReflection.fieldPointer(in: object, offset: listField.offset, as: [Tracked].self).pointee =
                    [Tracked(counter, id: index), Tracked(counter, id: -index)]
                // Each round releases the previous existential value and both previous elements.
                #expect(counter.count == 3 * (index - 1))
            }
            #expect((object.anyValue as? Tracked)?.id == 300)
            #expect(object.list.map(\.id) == [300, -300])
        }
        #expect(counter.count == 900)
        #expect(anchor.id == 0)
    }

    /// The strong retain count, read without the caller holding an extra reference.
    @inline(never)
    static func retainCount(_ object: AnyObject) -> Int {
        Int(_getRetainCount(object))
    }

    /// One pointer write, kept out of line so the optimizer cannot move the caller's own
    /// retains and releases of `value` across the measurement.
    @inline(never)
    static func store(_ value: Tracked?, through pointer: UnsafeMutablePointer<Tracked?>) {
        pointer.pointee = value
    }

    /// One property assignment, out of line for the same reason.
    @inline(never)
    static func assign(_ value: Tracked?, to object: Child) {
        object.strongReference = value
    }

    @Test func pointerWriteRetainsLikeAnAssignment() throws {
        let counter = DeinitCounter()
        let anchor = Tracked(counter, id: 0)
        let object = Child(anchor: anchor)
        let value = Tracked(counter, id: 1)
        let field = try Self.field("strongReference", of: Child.self)
        let pointer = FieldReflection.fieldPointer(in: object, offset: field.offset, as: Tracked?.self)

        // Counts are read into locals first, so the expectations themselves add no references.
        let baseline = Self.retainCount(value)
        Self.store(value, through: pointer)
        let afterPointerWrite = Self.retainCount(value)
        Self.store(value, through: pointer)
        let afterSecondPointerWrite = Self.retainCount(value)
        Self.store(nil, through: pointer)
        let afterPointerClear = Self.retainCount(value)
        Self.assign(value, to: object)
        let afterPropertyWrite = Self.retainCount(value)
        Self.assign(nil, to: object)
        let afterPropertyClear = Self.retainCount(value)

        // Compare differences: optimized builds may hold one extra, temporary reference to
        // `value` across a stretch of the caller, which shifts all counts in it alike.
        #expect(afterPointerWrite - afterPointerClear == 1, "the field holds exactly one reference")
        #expect(afterSecondPointerWrite == afterPointerWrite, "assigning the same object again is balanced")
        #expect(afterPropertyWrite - afterPropertyClear == 1, "a property assignment does the same")
        #expect(afterPropertyClear == baseline, "no reference is left over")
        #expect(counter.count == 0)
        #expect(value.id == 1)
    }

    @Test func releasingTheModelFreesEverythingItHolds() throws {
        let counter = DeinitCounter()
        weak var weakObject: Grandchild?
        do {
            let anchor = Tracked(counter, id: 0)
            let object = Grandchild(anchor: anchor)
            weakObject = object
            try Self.pointer(to: "strongReference", in: object, as: Tracked?.self).pointee = Tracked(counter, id: 1)
            try Self.pointer(to: "anyValue", in: object, as: Any.self).pointee = Tracked(counter, id: 2)
            try Self.pointer(to: "list", in: object, as: [Tracked].self).pointee = [Tracked(counter, id: 3)]
            try Self.pointer(to: "baseName", in: object, as: String.self).pointee = String(repeating: "x", count: 100)
            #expect(counter.count == 0)
        }
        #expect(weakObject == nil)
        #expect(counter.count == 4, "anchor and the three written values")
    }
}
