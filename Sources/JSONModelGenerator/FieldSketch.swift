import JSONModelKit

/// One key of the objects at a place: how many objects had it, and its values.
final class FieldSketch {
    /// Objects that had the key (with any value, `null` included).
    var presentCount = 0
    /// The values under the key.
    var value = ValueSketch()

    /// Records one value under the key.
    func observe(_ json: JSONValue, dates: Bool) {
        presentCount += 1
        value.observe(json, dates: dates)
    }

    /// Adds everything `other` has seen to this field.
    func absorb(_ other: FieldSketch) {
        guard other !== self else { return }
        presentCount += other.presentCount
        value.absorb(other.value)
    }
}
