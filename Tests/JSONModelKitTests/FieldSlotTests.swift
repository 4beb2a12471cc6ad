import Testing

@testable import JSONModelKit

/// Pins what each of `FieldSlot`'s accessors does to a field: the value read and written, and
/// the reference counts of what it refers to (a write releases the old value once and keeps the
/// new one; the unretained reads keep nothing).
@Suite struct FieldSlotTests {
    // MARK: - Fixtures

    final class Holder {
        var count = 1
        var name = "first"
        var ratio: Double? = 0.5
        var numbers = [1, 2, 3]
        var reference: Tracked
        var optionalReference: Tracked?

        init(_ reference: Tracked) {
            self.reference = reference
        }
    }

    struct Point {
        var x = 0
        var label = ""
    }

    struct Failure: Error {}

    /// The slot of the field `name` of `object`.
    static func slot(_ name: String, in object: AnyObject) throws -> FieldSlot {
        let field = try #require(FieldReflection.fields(of: type(of: object)).first { $0.name == name })
        return FieldSlot(in: FieldReflection.base(of: object), offset: field.offset)
    }

    // MARK: - Values

    @Test func loadAndStoreReadAndReplaceTheField() throws {
        let holder = Holder(Tracked(DeinitCounter(), id: 0))
        let count = try Self.slot("count", in: holder)
        let name = try Self.slot("name", in: holder)
        #expect(count.load(as: Int.self) == 1)
        #expect(name.load(as: String.self) == "first")

        count.store(42, as: Int.self)
        name.store(String(repeating: "long name ", count: 10), as: String.self)
        #expect(holder.count == 42)
        #expect(holder.name == String(repeating: "long name ", count: 10))
        #expect(name.borrow(as: String.self).pointee == holder.name)
    }

    @Test func optionalAccessorsReadAndWriteTheWrappedValueAndNil() throws {
        let holder = Holder(Tracked(DeinitCounter(), id: 0))
        let ratio = try Self.slot("ratio", in: holder)
        #expect(ratio.loadOptional(of: Double.self) == 0.5)

        ratio.storeOptional(nil, of: Double.self)
        #expect(holder.ratio == nil)
        #expect(ratio.loadOptional(of: Double.self) == nil)

        ratio.storeOptional(2.25, of: Double.self)
        #expect(holder.ratio == 2.25)
    }

    /// Appends to `list` in place, then fails when asked to.
    static func append(_ item: Int, to list: inout [Int], failing: Bool) throws(Failure) {
        list.append(item)
        if failing { throw Failure() }
    }

    @Test func theSubscriptReadsWritesAndChangesTheValueInPlace() throws {
        let holder = Holder(Tracked(DeinitCounter(), id: 0))
        let numbers = try Self.slot("numbers", in: holder)
        #expect(numbers[as: [Int].self] == [1, 2, 3])

        try Self.append(4, to: &numbers[as: [Int].self], failing: false)
        #expect(holder.numbers == [1, 2, 3, 4])
        #expect(throws: Failure.self) {
            try Self.append(5, to: &numbers[as: [Int].self], failing: true)
        }
        #expect(holder.numbers == [1, 2, 3, 4, 5], "a change made before a throw stays")

        numbers[as: [Int].self] = []
        #expect(holder.numbers.isEmpty)
    }

    @Test func borrowReadsAnArrayWhereItIsStored() throws {
        let holder = Holder(Tracked(DeinitCounter(), id: 0))
        let numbers = try Self.slot("numbers", in: holder)
        let sum = numbers.borrow(as: [Int].self).withArrayElements { $0.reduce(0, +) }
        #expect(sum == 6)
    }

    @Test func aLentVariableIsWrittenThroughItsSlot() {
        var point = Point()
        let result = withUnsafeMutablePointer(to: &point) { storage in
            let slot = FieldSlot(lending: storage)
            slot[as: Point.self].x = 7
            slot[as: Point.self].label = "seven"
            return slot.load(as: Point.self).x
        }
        #expect(result == 7)
        #expect(point.x == 7)
        #expect(point.label == "seven")
    }

    @Test func aStructInstanceIsReachedFromItsAddress() throws {
        var point = Point(x: 3, label: "three")
        let label = try #require(FieldReflection.fields(of: Point.self).first { $0.name == "label" })
        withUnsafeMutablePointer(to: &point) { pointer in
            let slot = FieldSlot(in: UnsafeMutableRawPointer(pointer), offset: label.offset)
            #expect(slot.load(as: String.self) == "three")
            slot.store("four", as: String.self)
        }
        #expect(point.label == "four")
        #expect(point.x == 3)
    }

    // MARK: - References

    @Test func storingAReferenceReleasesTheOldOneOnceAndKeepsTheNewOne() throws {
        let counter = DeinitCounter()
        let holder = Holder(Tracked(counter, id: 0))
        let reference = try Self.slot("reference", in: holder)
        let optional = try Self.slot("optionalReference", in: holder)
        for index in 1...200 {
            reference.store(Tracked(counter, id: index), as: Tracked.self)
            optional.storeOptional(Tracked(counter, id: -index), of: Tracked.self)
            // Each round releases the previous value of both fields (the first round, only the
            // initial reference: the optional was nil).
            #expect(counter.count == 2 * index - 1)
            #expect(holder.reference.id == index)
            #expect(holder.optionalReference?.id == -index)
        }
        optional.storeOptional(nil, of: Tracked.self)
        #expect(counter.count == 400)
        #expect(holder.optionalReference == nil)
    }

    // Reference counts are checked through uniqueness and deinitialization, not by reading
    // retain counts: optimized builds move the caller's own retains across such reads.

    @Test func storingTheSameObjectAgainIsBalanced() throws {
        let counter = DeinitCounter()
        let holder = Holder(Tracked(counter, id: 0))
        let reference = try Self.slot("reference", in: holder)
        let optional = try Self.slot("optionalReference", in: holder)
        weak var weakValue: Tracked?
        do {
            let value = Tracked(counter, id: 1)
            weakValue = value
            reference.store(value, as: Tracked.self)
            reference.store(value, as: Tracked.self)
            optional.storeOptional(value, of: Tracked.self)
            optional.storeOptional(value, of: Tracked.self)
        }
        #expect(counter.count == 1, "only the first reference was released")
        #expect(weakValue?.id == 1, "both fields keep the object")

        optional.storeOptional(nil, of: Tracked.self)
        #expect(isKnownUniquelyReferenced(&reference[as: Tracked.self]), "no reference is left over")
        reference.store(Tracked(counter, id: 2), as: Tracked.self)
        #expect(weakValue == nil)
        #expect(counter.count == 2)
    }

    @Test func unretainedReadsKeepNoReference() throws {
        let counter = DeinitCounter()
        let holder = Holder(Tracked(counter, id: 5))
        let reference = try Self.slot("reference", in: holder)
        let optional = try Self.slot("optionalReference", in: holder)

        #expect(optional.isNilReference)
        let fromField = reference.unretainedReference(to: Tracked.self)
        #expect(isKnownUniquelyReferenced(&reference[as: Tracked.self]))
        #expect(fromField.toOpaque() == Unmanaged.passUnretained(holder.reference).toOpaque())

        optional.storeOptional(holder.reference, of: Tracked.self)
        #expect(!optional.isNilReference)
        let fromOptional = optional.unretainedReference(to: Tracked.self)
        #expect(fromOptional.toOpaque() == fromField.toOpaque())
        optional.storeOptional(nil, of: Tracked.self)
        #expect(isKnownUniquelyReferenced(&reference[as: Tracked.self]))
        #expect(counter.count == 0)
    }

    @Test func theSubscriptSeesTheFieldAsTheOnlyReferenceToAFreshObject() throws {
        let counter = DeinitCounter()
        let holder = Holder(Tracked(counter, id: 0))
        let reference = try Self.slot("reference", in: holder)
        // What ModelCodec relies on to reuse a default nested model in place.
        #expect(isKnownUniquelyReferenced(&reference[as: Tracked.self]))
        let shared = holder.reference
        #expect(!isKnownUniquelyReferenced(&reference[as: Tracked.self]))
        #expect(shared.id == 0)
    }

    @Test func readingSlotsOverArrayElementsFindsEachElement() {
        let counter = DeinitCounter()
        let items = (0..<5).map { Tracked(counter, id: $0) }
        let ids = items.withUnsafeBufferPointer { buffer -> [Int] in
            guard let first = buffer.baseAddress else { return [] }
            return (0..<buffer.count).map { position in
                FieldSlot(reading: first + position).unretainedReference(to: Tracked.self)
                    .takeUnretainedValue().id
            }
        }
        #expect(ids == [0, 1, 2, 3, 4])
        // The reads kept nothing and released nothing: the elements live as long as the array.
        withExtendedLifetime(items) {
            #expect(counter.count == 0)
        }
    }
}
