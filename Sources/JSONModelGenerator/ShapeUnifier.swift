/// Merges places in the samples that hold the same kind of object into one sketch, so that
/// they become one model type: `user` under `statuses[]` and under
/// `statuses[].retweeted_status` is one `User`.
///
/// Two places merge when their type names are the same (both `user`, or `urls` and `url`
/// singularized), one's key set contains the other's, no key holds different kinds of values
/// in the two (a string in one, a number in the other), and neither contains the other
/// (which would make a type contain itself). Places with different names stay apart even with
/// the same keys, because the name carries meaning (`large`, `medium` and `small` image sizes).
struct ShapeUnifier {
    /// Merges places of `root` until no more merge (merging can make new places comparable).
    ///
    /// - Parameters:
    ///   - root: The sketch of the top-level objects (the root model, never merged), or of
    ///     whole documents that are not objects.
    ///   - key: For documents that are not objects, the name their objects are named after.
    func unify(_ root: ValueSketch, documentsUnder key: String? = nil) {
        var changed = true
        var rounds = 0
        while changed, rounds < 16 {
            var pass = Pass()
            if let key {
                pass.visit(root, key: key, singular: false)
            } else if let object = root.object {
                pass.visitedObjects.insert(ObjectIdentifier(object))
                pass.visitFields(of: object)
            }
            changed = pass.changed
            rounds += 1
        }
    }

    /// One depth-first walk over the sketch graph.
    private struct Pass {
        var groups: [String: [ObjectSketch]] = [:]
        var visitedObjects: Set<ObjectIdentifier> = []
        var changed = false

        mutating func visitFields(of object: ObjectSketch) {
            for key in object.keys {
                guard let field = object.fields[key] else { continue }
                visit(field.value, key: key, singular: false)
            }
        }

        mutating func visit(_ value: ValueSketch, key: String, singular: Bool) {
            if let elements = value.elements {
                visit(elements, key: key, singular: true)
            }
            guard let object = value.object, !visitedObjects.contains(ObjectIdentifier(object)) else { return }
            if object.isDictionary {
                visitedObjects.insert(ObjectIdentifier(object))
                if let values = object.dictionaryValues { visit(values, key: key, singular: true) }
                return
            }
            let name = TypeNaming.name(forKey: key, singular: singular)
            if let target = groups[name, default: []].first(where: { ShapeUnifier.canMerge($0, object) }) {
                target.absorb(object)
                value.object = target
                changed = true
                return
            }
            groups[name, default: []].append(object)
            visitedObjects.insert(ObjectIdentifier(object))
            visitFields(of: object)
        }
    }

    /// Whether `first` and `second` may become one type.
    static func canMerge(_ first: ObjectSketch, _ second: ObjectSketch) -> Bool {
        guard first !== second else { return false }
        let firstKeys = first.keySet
        let secondKeys = second.keySet
        guard firstKeys.isSubset(of: secondKeys) || secondKeys.isSubset(of: firstKeys) else { return false }
        for key in firstKeys.intersection(secondKeys) {
            guard let a = first.fields[key]?.value.kinds, let b = second.fields[key]?.value.kinds else { continue }
            if !a.isEmpty, !b.isEmpty, a != b { return false }
        }
        return !reaches(from: first, to: second) && !reaches(from: second, to: first)
    }

    /// Whether `target` is inside `start` (through fields, array elements and dictionary values).
    static func reaches(from start: ObjectSketch, to target: ObjectSketch) -> Bool {
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(start)]
        var pending = [start]
        while let object = pending.popLast() {
            for child in children(of: object) {
                if child === target { return true }
                if seen.insert(ObjectIdentifier(child)).inserted { pending.append(child) }
            }
        }
        return false
    }

    /// The objects directly inside `object`'s values.
    private static func children(of object: ObjectSketch) -> [ObjectSketch] {
        var result: [ObjectSketch] = []
        func collect(_ value: ValueSketch) {
            if let elements = value.elements { collect(elements) }
            if let child = value.object {
                result.append(child)
            }
        }
        if object.isDictionary, let values = object.dictionaryValues {
            collect(values)
        } else {
            for field in object.fields.values { collect(field.value) }
        }
        return result
    }
}
