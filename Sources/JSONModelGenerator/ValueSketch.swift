import JSONModelKit

/// Everything the samples held at one place of the document: how many values of each kind,
/// and for strings, arrays and objects what they looked like.
///
/// Sketches are built by ``SampleScanner`` and merged with ``absorb(_:)`` when two places turn
/// out to hold the same kind of object; ``SchemaInference`` then reads types off them. A
/// reference type, so that places merged into one share a single sketch.
final class ValueSketch {
    /// `null` values seen.
    var nullCount = 0
    /// `true`/`false` values seen.
    var boolCount = 0
    /// Numbers that are integers in `Int64` range.
    var integerCount = 0
    /// Negative numbers among ``integerCount``.
    var negativeIntegerCount = 0
    /// Integers beyond `Int64.max` that fit `UInt64`.
    var unsignedCount = 0
    /// Numbers with a fractional part, or integers too large for 64 bits.
    var doubleCount = 0
    /// The strings seen.
    var strings = StringSketch()
    /// Arrays seen.
    var arrayCount = 0
    /// All elements of all arrays, merged; `nil` until an element is seen.
    var elements: ValueSketch?
    /// All objects, merged; `nil` until an object is seen.
    var object: ObjectSketch?

    /// Records one value (and, for arrays and objects, everything inside it).
    func observe(_ value: JSONValue, dates: Bool) {
        switch value {
        case .null: nullCount += 1
        case .bool: boolCount += 1
        case .number(let number): observe(number)
        case .string(let text): strings.observe(text, dates: dates)
        case .array(let items):
            arrayCount += 1
            if !items.isEmpty {
                let sketch = elements ?? ValueSketch()
                elements = sketch
                for item in items { sketch.observe(item, dates: dates) }
            }
        case .object(let members):
            let sketch = object ?? ObjectSketch()
            object = sketch
            sketch.observe(members, dates: dates)
        }
    }

    /// Adds everything `other` has seen to this sketch (elements and objects recursively).
    func absorb(_ other: ValueSketch) {
        guard other !== self else { return }
        nullCount += other.nullCount
        boolCount += other.boolCount
        integerCount += other.integerCount
        negativeIntegerCount += other.negativeIntegerCount
        unsignedCount += other.unsignedCount
        doubleCount += other.doubleCount
        strings.absorb(other.strings)
        arrayCount += other.arrayCount
        if let otherElements = other.elements {
            if let elements { elements.absorb(otherElements) } else { elements = otherElements }
        }
        if let otherObject = other.object {
            if let object { object.absorb(otherObject) } else { object = otherObject }
        }
    }

    /// The kinds of non-null values seen, for telling mixed places from uniform ones.
    var kinds: Set<ValueKind> {
        var result: Set<ValueKind> = []
        if boolCount > 0 { result.insert(.bool) }
        if integerCount + unsignedCount + doubleCount > 0 { result.insert(.number) }
        if strings.count > 0 { result.insert(.string) }
        if arrayCount > 0 { result.insert(.array) }
        if let object, object.count > 0 { result.insert(.object) }
        return result
    }

    private func observe(_ number: JSONNumber) {
        if let integer = number.int64Value {
            integerCount += 1
            if integer < 0 { negativeIntegerCount += 1 }
        } else if number.uint64Value != nil {
            unsignedCount += 1
        } else {
            doubleCount += 1
        }
    }
}
