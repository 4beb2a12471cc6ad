import JSONModelKit

/// What the objects at one place of the samples looked like: their keys in order of first
/// appearance, how often each was present, and what values each held.
///
/// It also tracks whether every object's keys look like identifiers (numbers or UUIDs), in
/// which case the place is a dictionary (`[String: V]`) rather than a model, and keeps the
/// values of such objects merged for the dictionary's value type.
final class ObjectSketch {
    /// Objects seen.
    var count = 0
    /// Keys in order of first appearance.
    private(set) var keys: [String] = []
    /// For each key: how many objects had it, and its values.
    private(set) var fields: [String: FieldSketch] = [:]
    /// Objects with at least one key.
    var nonEmptyCount = 0
    /// Whether every key of every object seen looks like an identifier.
    var keysLookLikeIdentifiers = true
    /// The values of all members, merged, while ``keysLookLikeIdentifiers`` holds.
    var dictionaryValues: ValueSketch?

    /// Whether the objects here are best read as a `[String: V]` dictionary: all keys are
    /// identifiers, or every object was empty.
    var isDictionary: Bool {
        keysLookLikeIdentifiers
    }

    /// The set of keys, for comparing the shapes of two places.
    var keySet: Set<String> { Set(keys) }

    /// Records one object and everything inside it.
    func observe(_ members: [String: JSONValue], dates: Bool) {
        count += 1
        guard !members.isEmpty else { return }
        nonEmptyCount += 1
        // Dictionary iteration order is not stable across runs: sort so the order of first
        // appearance (and so the generated file) is deterministic.
        let sortedKeys = members.keys.sorted()
        if keysLookLikeIdentifiers, !sortedKeys.allSatisfy(IdentifierKeys.looksLikeIdentifier) {
            keysLookLikeIdentifiers = false
            dictionaryValues = nil
        }
        for key in sortedKeys {
            guard let value = members[key] else { continue }
            field(for: key).observe(value, dates: dates)
            if keysLookLikeIdentifiers {
                let values = dictionaryValues ?? ValueSketch()
                dictionaryValues = values
                values.observe(value, dates: dates)
            }
        }
    }

    /// Adds everything `other` has seen to this sketch.
    func absorb(_ other: ObjectSketch) {
        guard other !== self else { return }
        count += other.count
        nonEmptyCount += other.nonEmptyCount
        for key in other.keys {
            guard let otherField = other.fields[key] else { continue }
            if let field = fields[key] {
                field.absorb(otherField)
            } else {
                keys.append(key)
                fields[key] = otherField
            }
        }
        keysLookLikeIdentifiers = keysLookLikeIdentifiers && other.keysLookLikeIdentifiers
        if keysLookLikeIdentifiers, let otherValues = other.dictionaryValues {
            if let dictionaryValues { dictionaryValues.absorb(otherValues) } else { dictionaryValues = otherValues }
        } else if !keysLookLikeIdentifiers {
            dictionaryValues = nil
        }
    }

    private func field(for key: String) -> FieldSketch {
        if let field = fields[key] { return field }
        let field = FieldSketch()
        keys.append(key)
        fields[key] = field
        return field
    }
}
