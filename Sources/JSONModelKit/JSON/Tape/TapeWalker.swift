/// Walks a value of a tape and everything inside it in document order, calling a
/// ``TapeVisitor``: the one loop that turns a tape into something else (text, a `JSONValue`
/// tree, Foundation values or objects).
///
/// Iterative, with one explicit stack of open containers, so any nesting depth the reader
/// accepts is walked on any thread stack (small thread stacks and sanitizer builds included):
/// a document 1,000 levels deep takes 1,000 entries of an array on the heap, not 1,000 frames.
///
/// ```swift
/// var visitor = FoundationValueBuilder()
/// let value = TapeWalker.walk(tape, valueAt: 0, visitor: &visitor)
/// ```
enum TapeWalker {
    /// Walks the value at `index` of `tape` with `visitor`.
    ///
    /// A scalar or an empty container is one ``TapeVisitor/leaf(at:in:)``; an array or object
    /// with children is opened, each child is entered, visited and added, and the container is
    /// closed after its last child, what it became then added to its own container.
    ///
    /// Inlined, so that each visitor's loop is specialized and its methods inlined: the walk
    /// costs what a loop written for that visitor costs.
    ///
    /// - Parameters:
    ///   - tape: A validated tape.
    ///   - index: The tape index of the value to walk.
    ///   - visitor: What is called for each value.
    /// - Returns: What the value at `index` became.
    /// - Throws: What the visitor threw, passed through ``TapeVisitor/failure(_:path:)``.
    @inline(__always)
    static func walk<Visitor: TapeVisitor & ~Copyable>(
        _ tape: JSONTape,
        valueAt index: Int,
        visitor: inout Visitor
    ) throws(Visitor.Failure) -> Visitor.Value {
        var open: [OpenContainer<Visitor.Container>] = []
        var position = index
        while true {
            let entry = tape.entries[position]
            var value: Visitor.Value
            do throws(Visitor.Failure) {
                if (entry.kind == .array || entry.kind == .object) && entry.count > 0 {
                    // Made straight into the stack: a container held in a local first was
                    // copied on the way in (5% more instructions building twitter.json's tree).
                    let isObject = entry.kind == .object
                    open.append(
                        OpenContainer(
                            container: isObject
                                ? try visitor.beginObject(at: position, count: Int(entry.count), in: tape)
                                : try visitor.beginArray(at: position, count: Int(entry.count), in: tape),
                            start: position,
                            remaining: entry.count,
                            isObject: isObject
                        )
                    )
                    // A container's children follow its entry; an object's first value follows
                    // its first key.
                    if isObject {
                        visitor.enterMember(keyAt: position + 1, of: &open[open.count - 1].container, in: tape)
                        position += 2
                    } else {
                        visitor.enterElement(of: &open[open.count - 1].container)
                        position += 1
                    }
                    continue
                }
                value = try visitor.leaf(at: position, in: tape)
            } catch {
                throw visitor.failure(error) { [position] in path(to: position, inside: open, of: tape) }
            }
            position += 1
            // Hand the value to its container, in place; finished containers are handed on in
            // turn.
            while true {
                let innermost = open.count - 1
                guard innermost >= 0 else { return value }
                open[innermost].remaining -= 1
                let isLast = open[innermost].remaining == 0
                if open[innermost].isObject {
                    visitor.addMember(consume value, to: &open[innermost].container, in: tape)
                    if isLast {
                        let start = open[innermost].start
                        value = visitor.endObject(open.removeLast().container, at: start)
                        continue
                    }
                    visitor.enterMember(keyAt: position, of: &open[innermost].container, in: tape)
                    // Past the key, to its value.
                    position += 1
                } else {
                    visitor.addElement(consume value, to: &open[innermost].container)
                    if isLast {
                        value = visitor.endArray(open.removeLast().container)
                        continue
                    }
                    visitor.enterElement(of: &open[innermost].container)
                }
                break
            }
        }
    }

    /// The path from the walked value to the value at `index`, through the containers open
    /// around it (outermost first).
    ///
    /// Worked out only when a visitor fails: the walk itself keeps no keys and no element
    /// numbers.
    private static func path<Container>(
        to index: Int,
        inside open: [OpenContainer<Container>],
        of tape: JSONTape
    ) -> [JSONModelError.PathComponent] {
        var path: [JSONModelError.PathComponent] = []
        path.reserveCapacity(open.count)
        for (level, container) in open.enumerated() {
            // The child being visited: the next container down, or the value that failed.
            let child = level + 1 < open.count ? open[level + 1].start : index
            if container.isObject {
                // A member's value follows its key.
                path.append(.key(tape.string(at: child - 1)))
            } else {
                path.append(.index(Int(tape.entries[container.start].count - container.remaining)))
            }
        }
        return path
    }
}

/// An array or object whose children ``TapeWalker`` is visiting.
private struct OpenContainer<Container> {
    /// What the visitor keeps for it.
    var container: Container
    /// Its tape index.
    let start: Int
    /// The children not yet added, the one being visited included (an error's path reads the
    /// child's position from it).
    var remaining: UInt32
    let isObject: Bool
}
