extension JSONValue {
    /// Builds the value at `index` of a validated tape.
    ///
    /// Walked by ``TapeWalker``, so any nesting depth uses the same thread stack (small thread
    /// stacks and sanitizer builds included).
    init(tape: JSONTape, at index: Int) {
        var builder = TapeValueBuilder(tape: tape, treeAt: index)
        self = TapeWalker.walk(tape, valueAt: index, visitor: &builder)
    }

    /// Builds the value at `index` of a validated tape, adding every object inside it (itself
    /// included) to `objects`, by tape index, as it is finished.
    ///
    /// A decode whose hooks need each object's members builds them once this way and keeps
    /// them, so the nested models' hooks find theirs without building their subtrees again.
    init(tape: JSONTape, at index: Int, keepingObjectsIn objects: inout [Int: [String: JSONValue]]) {
        var builder = TapeValueBuilder(tape: tape, treeAt: index)
        builder.keepsObjects = true
        // Moved, not copied: the builder holds the only reference while it adds to them.
        swap(&builder.keptObjects, &objects)
        self = TapeWalker.walk(tape, valueAt: index, visitor: &builder)
        swap(&builder.keptObjects, &objects)
    }
}

/// Builds ``JSONValue`` trees from a tape, as the ``TapeVisitor`` of a ``TapeWalker``.
///
/// A decode with hooks builds the tree of every object it hands to a hook, so this is on its
/// hot path. Containers are filled in place on the walker's stack. In a large tree, repeated
/// keys are made once (``TapeKeyStrings``), and objects with the same keys in the same order
/// (every tweet of a search result) are made from one dictionary of that shape: a copy of it
/// with the values set by position, so their keys are not hashed again.
private struct TapeValueBuilder: TapeVisitor {
    typealias Failure = Never

    /// The keys of objects that share them, in member order, with a dictionary of those keys.
    final class ObjectShape {
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

    /// An array or object whose children are still being built.
    struct Container {
        var elements: [JSONValue] = []
        var members: [String: JSONValue] = [:]
        var pendingKey = ""
        /// The shape the object is made from, if one was seen before.
        var shape: ObjectShape?
        /// The number of the member added next, in an object made from a shape.
        var member = 0
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

    private var keys: TapeKeyStrings?
    /// The shapes seen, by the hash of their key numbers.
    private var shapes: [Int: ObjectShape] = [:]
    /// The key numbers of the object being opened (reused storage).
    private var keyIDs: [Int] = []
    /// Whether every object finished is added to ``keptObjects``.
    var keepsObjects = false
    /// Every object finished so far, by tape index, when ``keepsObjects``.
    var keptObjects: [Int: [String: JSONValue]] = [:]

    /// A builder for the tree at `index` of `tape`, with a key table when the tree is large.
    init(tape: JSONTape, treeAt index: Int) {
        let entry = tape.entries[index]
        if entry.kind == .object || entry.kind == .array {
            let entryCount = Int(entry.next) - index
            if entryCount >= Self.smallestTreeWithKeyTable { keys = TapeKeyStrings(entryCount: entryCount) }
        }
    }

    /// The key (a string entry) at `index`.
    @inline(__always)
    private mutating func key(at index: Int, in tape: JSONTape) -> String {
        keys?.string(at: index, of: tape) ?? tape.string(at: index)
    }

    @inline(__always)
    mutating func leaf(at index: Int, in tape: JSONTape) -> JSONValue {
        switch tape.entries[index].kind {
        case .null: return .null
        case .true: return .bool(true)
        case .false: return .bool(false)
        case .number: return .number(tape.number(at: index))
        case .string: return .string(tape.string(at: index))
        case .array: return .array([])
        case .object:
            if keepsObjects { keptObjects[index] = [:] }
            return .object([:])
        }
    }

    @inline(__always)
    mutating func beginArray(at index: Int, count: Int, in tape: JSONTape) -> Container {
        var container = Container()
        container.elements.reserveCapacity(count)
        return container
    }

    /// Opens the object at `index`: from a shape seen before, or as a new dictionary.
    mutating func beginObject(at index: Int, count: Int, in tape: JSONTape) -> Container {
        var container = Container()
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
        return container
    }

    @inline(__always)
    mutating func enterElement(of container: inout Container) {}

    @inline(__always)
    mutating func enterMember(keyAt keyIndex: Int, of container: inout Container, in tape: JSONTape) {
        // An object made from a shape sets its values by position, without their keys.
        if container.shape == nil { container.pendingKey = key(at: keyIndex, in: tape) }
    }

    @inline(__always)
    mutating func addElement(_ value: consuming JSONValue, to container: inout Container) {
        container.elements.append(value)
    }

    @inline(__always)
    mutating func addMember(_ value: consuming JSONValue, to container: inout Container, in tape: JSONTape) {
        if let shape = container.shape {
            container.members.values[shape.positions[container.member]] = value
            container.member += 1
        } else {
            container.members[container.pendingKey] = value
        }
    }

    @inline(__always)
    mutating func endArray(_ container: consuming Container) -> JSONValue {
        .array(container.elements)
    }

    @inline(__always)
    mutating func endObject(_ container: consuming Container, at index: Int) -> JSONValue {
        keepShape(of: container)
        if keepsObjects { keptObjects[index] = container.members }
        return .object(container.members)
    }

    /// Keeps the shape of a new object that is finished, for the objects like it.
    private mutating func keepShape(of container: borrowing Container) {
        guard let newShape = container.newShape, let keys,
            container.members.count == newShape.keyIDs.count  // no repeated key
        else { return }
        shapes[newShape.hash] = ObjectShape(keyIDs: newShape.keyIDs, members: container.members, keys: keys)
    }
}
