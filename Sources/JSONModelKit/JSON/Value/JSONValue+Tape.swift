extension JSONValue {
    /// Builds the value at `index` of a validated tape.
    ///
    /// Iterative, with an explicit stack of open containers, so any nesting depth uses the same
    /// thread stack (small thread stacks and sanitizer builds included).
    init(tape: JSONTape, at index: Int) {
        var builder = TapeValueBuilder(tape: tape, treeAt: index)
        self = builder.value(at: index) { _, _ in }
    }

    /// Builds the value at `index` of a validated tape, handing every object inside it (itself
    /// included) to `finishingObject` with its tape index as it is finished.
    ///
    /// A decode whose hooks need each object's members builds them once this way and keeps
    /// them, so the nested models' hooks find theirs without building their subtrees again.
    init(
        tape: JSONTape,
        at index: Int,
        finishingObject: (_ index: Int, _ members: [String: JSONValue]) -> Void
    ) {
        var builder = TapeValueBuilder(tape: tape, treeAt: index)
        self = builder.value(at: index, finishingObject: finishingObject)
    }
}

/// Builds ``JSONValue`` trees from a tape.
///
/// A decode with hooks builds the tree of every object it hands to a hook, so this is on its
/// hot path. Containers are filled in place on the builder's stack. In a large tree, repeated
/// keys are made once (``TapeKeyStrings``), and objects with the same keys in the same order
/// (every tweet of a search result) are made from one dictionary of that shape: a copy of it
/// with the values set by position, so their keys are not hashed again.
private struct TapeValueBuilder {
    /// The keys of objects that share them, in member order, with a dictionary of those keys.
    private final class ObjectShape {
        /// The keys' numbers in ``TapeKeyStrings``, in member order.
        let keyIDs: [Int]
        /// The keys, each mapped to `null`; every object of the shape starts as a copy, which
        /// keeps its layout, so `positions` apply to the copy.
        let template: [String: JSONValue]
        /// Where each member's value goes in the dictionary, in member order.
        let positions: [Dictionary<String, JSONValue>.Index]

        init(keyIDs: [Int], members: [String: JSONValue], keys: TapeKeyStrings) {
            self.keyIDs = keyIDs
            var template = members
            for position in template.indices { template.values[position] = .null }
            self.template = template
            self.positions = keyIDs.map { id in template.index(forKey: keys.string(forID: id)).unsafelyUnwrapped }
        }
    }

    /// A container whose elements are still being built.
    private struct OpenContainer {
        var start: Int
        var isObject: Bool
        var remaining: Int
        var elements: [JSONValue] = []
        var members: [String: JSONValue] = [:]
        var pendingKey = ""
        /// The shape the object is made from, if one was seen before.
        var shape: ObjectShape?
        /// The object's key numbers and their hash, when its shape is new and can be kept.
        var newShape: (hash: Int, keyIDs: [Int])?
    }

    /// Trees with fewer entries (most `JSONValue` properties) are built without a key table.
    private static let smallestTreeWithKeyTable = 64
    /// The most shapes one tree keeps.
    ///
    /// Documents have a few dozen; one made of objects with ever new keys would otherwise keep
    /// a dictionary per object on top of the tree.
    private static let mostShapesKept = 256

    private let tape: JSONTape
    private var keys: TapeKeyStrings?
    private var open: [OpenContainer] = []
    /// The shapes seen, by the hash of their key numbers.
    private var shapes: [Int: ObjectShape] = [:]
    /// The key numbers of the object being opened (reused storage).
    private var keyIDs: [Int] = []

    init(tape: JSONTape, treeAt index: Int) {
        self.tape = tape
        let entry = tape.entries[index]
        if entry.kind == .object || entry.kind == .array {
            let entryCount = Int(entry.next) - index
            if entryCount >= Self.smallestTreeWithKeyTable { keys = TapeKeyStrings(entryCount: entryCount) }
        }
    }

    /// The key (a string entry) at `index`.
    @inline(__always)
    private mutating func key(at index: Int) -> String {
        keys?.string(at: index, of: tape) ?? tape.string(at: index)
    }

    /// Opens the object at `index`: from a shape seen before, or as a new dictionary.
    private mutating func openObject(at index: Int, count: Int) -> OpenContainer {
        var container = OpenContainer(start: index, isObject: true, remaining: count)
        if keys != nil {
            // The object's key numbers, read ahead; its values are skipped.
            keyIDs.removeAll(keepingCapacity: true)
            var hash = count
            var keyIndex = index + 1
            for _ in 0..<count {
                let id = keys?.id(ofKeyAt: keyIndex, of: tape) ?? -1
                guard id >= 0 else { break }
                keyIDs.append(id)
                hash = (hash &* 31) &+ id
                let valueIndex = keyIndex + 1
                let value = tape.entries[valueIndex]
                keyIndex = value.kind == .object || value.kind == .array ? Int(value.next) : valueIndex + 1
            }
            if keyIDs.count == count {
                if let shape = shapes[hash] {
                    if shape.keyIDs == keyIDs {
                        container.shape = shape
                        container.members = shape.template
                        return container
                    }
                } else if shapes.count < Self.mostShapesKept {
                    container.newShape = (hash, keyIDs)
                }
            }
        }
        container.members = Dictionary(minimumCapacity: count)
        container.pendingKey = key(at: index + 1)
        return container
    }

    /// Keeps the shape of a new object that is finished, for the objects like it.
    private mutating func keepShape(of container: OpenContainer) {
        guard let newShape = container.newShape, let keys,
            container.members.count == newShape.keyIDs.count  // no repeated key
        else { return }
        shapes[newShape.hash] = ObjectShape(keyIDs: newShape.keyIDs, members: container.members, keys: keys)
    }

    mutating func value(
        at index: Int,
        finishingObject: (_ index: Int, _ members: [String: JSONValue]) -> Void
    ) -> JSONValue {
        var position = index
        while true {
            let entry = tape.entries[position]
            var value: JSONValue
            switch entry.kind {
            case .null: value = .null
            case .true: value = .bool(true)
            case .false: value = .bool(false)
            case .number: value = .number(tape.number(at: position))
            case .string: value = .string(tape.string(at: position))
            case .array, .object:
                let isObject = entry.kind == .object
                if entry.count == 0 {
                    value = isObject ? .object([:]) : .array([])
                    if isObject { finishingObject(position, [:]) }
                } else if isObject {
                    open.append(openObject(at: position, count: Int(entry.count)))
                    // Past the first key, to its value.
                    position += 2
                    continue
                } else {
                    var container = OpenContainer(start: position, isObject: false, remaining: Int(entry.count))
                    container.elements.reserveCapacity(container.remaining)
                    open.append(container)
                    position += 1
                    continue
                }
            }
            position += 1
            // Hand the finished value to its container, in place; finished containers are
            // handed on in turn.
            while true {
                let innermost = open.count - 1
                guard innermost >= 0 else { return value }
                let isObject = open[innermost].isObject
                if !isObject {
                    open[innermost].elements.append(value)
                } else if let shape = open[innermost].shape {
                    let member = shape.positions.count - open[innermost].remaining
                    open[innermost].members.values[shape.positions[member]] = value
                } else {
                    let key = open[innermost].pendingKey
                    open[innermost].members[key] = value
                }
                open[innermost].remaining -= 1
                if open[innermost].remaining == 0 {
                    let container = open.removeLast()
                    if isObject {
                        keepShape(of: container)
                        finishingObject(container.start, container.members)
                        value = .object(container.members)
                    } else {
                        value = .array(container.elements)
                    }
                    continue
                }
                if isObject {
                    if open[innermost].shape == nil { open[innermost].pendingKey = key(at: position) }
                    // Past the key, to its value.
                    position += 1
                }
                break
            }
        }
    }
}
