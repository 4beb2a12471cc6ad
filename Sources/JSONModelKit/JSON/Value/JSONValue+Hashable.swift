// Equality and hashing of `JSONValue`, written out instead of synthesized: the synthesized
// versions recurse once per nesting level, which overflows a small thread stack on a deep
// value. These walk the value with an explicit stack, so any depth uses the same thread stack.

extension JSONValue {
    /// Whether two values are the same JSON: the same kind, equal scalars (numbers by value, so
    /// `1 == 1.0`), arrays with equal elements in the same order, and objects with the same keys
    /// holding equal values (key order never matters).
    ///
    /// Iterative: any nesting depth compares on any thread stack.
    ///
    /// - Parameters:
    ///   - lhs: A value.
    ///   - rhs: Another value.
    /// - Returns: Whether they are equal.
    /// - Complexity: O(*n*) for *n* values in the smaller tree.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        // Pairs of containers still to compare; scalars are compared as they are met.
        var pending: [(JSONValue, JSONValue)] = []
        guard shallowEqual(lhs, rhs, deferringContainersTo: &pending) else { return false }
        while let (left, right) = pending.popLast() {
            switch (left, right) {
            case (.array(let leftElements), .array(let rightElements)):
                for index in leftElements.indices {
                    guard shallowEqual(leftElements[index], rightElements[index], deferringContainersTo: &pending)
                    else { return false }
                }
            case (.object(let leftMembers), .object(let rightMembers)):
                for (key, leftValue) in leftMembers {
                    guard let rightValue = rightMembers[key],
                        shallowEqual(leftValue, rightValue, deferringContainersTo: &pending)
                    else { return false }
                }
            default:
                // `shallowEqual` only defers pairs of arrays or pairs of objects.
                return false
            }
        }
        return true
    }

    /// Compares two values without looking inside containers: scalars fully, containers by kind
    /// and size, queueing a pair of non-empty containers in `pending` for their contents.
    @inline(__always)
    private static func shallowEqual(
        _ lhs: JSONValue,
        _ rhs: JSONValue,
        deferringContainersTo pending: inout [(JSONValue, JSONValue)]
    ) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.bool(let left), .bool(let right)): return left == right
        case (.number(let left), .number(let right)): return left == right
        case (.string(let left), .string(let right)): return left == right
        case (.array(let left), .array(let right)):
            guard left.count == right.count else { return false }
            if !left.isEmpty { pending.append((lhs, rhs)) }
            return true
        case (.object(let left), .object(let right)):
            guard left.count == right.count else { return false }
            if !left.isEmpty { pending.append((lhs, rhs)) }
            return true
        default: return false
        }
    }

    /// Hashes the value so that equal values hash alike: object members are combined in an
    /// order-independent way, as `Dictionary` does.
    ///
    /// Iterative: each container's digest is computed from its contents' digests with an
    /// explicit stack, so any nesting depth hashes on any thread stack.
    ///
    /// - Parameter hasher: The hasher to feed.
    /// - Complexity: O(*n*) for *n* values.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(digest)
    }

    /// A hash of the whole value, computed bottom-up.
    ///
    /// A scalar's digest hashes its kind and payload. An array's hashes its kind, its count and
    /// its elements' digests in order. An object's hashes its kind, its count and the XOR of one
    /// hash per member (of its key and its value's digest), so member order cannot change it.
    private var digest: Int {
        var open: [DigestFrame] = []
        var value = self
        while true {
            // Descend to the first scalar or empty container, opening the containers on the way.
            var digest: Int
            if let frame = DigestFrame(opening: value), let first = frame.firstChild {
                open.append(frame)
                value = first
                continue
            }
            digest = Self.leafDigest(of: value)
            // Hand the digest to its container; containers whose contents are done are handed on.
            while true {
                guard !open.isEmpty else { return digest }
                let innermost = open.count - 1
                open[innermost].add(digest)
                if let child = open[innermost].nextChild() {
                    value = child
                    break
                }
                digest = open.removeLast().finish()
            }
        }
    }

    /// The digest of a scalar or an empty container.
    private static func leafDigest(of value: JSONValue) -> Int {
        var hasher = Hasher()
        switch value {
        case .null:
            hasher.combine(0 as UInt8)
        case .bool(let flag):
            hasher.combine(1 as UInt8)
            hasher.combine(flag)
        case .number(let number):
            hasher.combine(2 as UInt8)
            hasher.combine(number)
        case .string(let string):
            hasher.combine(3 as UInt8)
            hasher.combine(string)
        case .array:
            hasher.combine(4 as UInt8)
            hasher.combine(0)
        case .object:
            hasher.combine(5 as UInt8)
            hasher.combine(0)
            hasher.combine(0)
        }
        return hasher.finalize()
    }
}

/// A non-empty container of ``JSONValue`` whose digest is being computed: where its contents
/// are read from, and what has been combined so far.
private struct DigestFrame {
    private var hasher = Hasher()
    private let elements: [JSONValue]
    private var position = 0
    private let members: [String: JSONValue]
    private var memberIndex: Dictionary<String, JSONValue>.Index
    private let isObject: Bool
    /// The key of the member whose value's digest comes next.
    private var currentKey = ""
    /// The XOR of the members' hashes so far.
    private var memberHashes = 0
    /// The first child, read when the frame opens.
    private(set) var firstChild: JSONValue?

    /// A frame for `value`, or `nil` when it is a scalar or an empty container.
    init?(opening value: JSONValue) {
        switch value {
        case .array(let elements) where !elements.isEmpty:
            self.elements = elements
            self.members = [:]
            self.memberIndex = members.startIndex
            self.isObject = false
            hasher.combine(4 as UInt8)
            hasher.combine(elements.count)
        case .object(let members) where !members.isEmpty:
            self.elements = []
            self.members = members
            self.memberIndex = members.startIndex
            self.isObject = true
            hasher.combine(5 as UInt8)
            hasher.combine(members.count)
        default:
            return nil
        }
        firstChild = nextChild()
    }

    /// The next child to digest, or `nil` when all have been.
    mutating func nextChild() -> JSONValue? {
        if isObject {
            guard memberIndex != members.endIndex else { return nil }
            let (key, value) = members[memberIndex]
            members.formIndex(after: &memberIndex)
            currentKey = key
            return value
        }
        guard position < elements.count else { return nil }
        defer { position += 1 }
        return elements[position]
    }

    /// Combines the digest of the child ``nextChild()`` returned last.
    mutating func add(_ digest: Int) {
        if isObject {
            var member = Hasher()
            member.combine(currentKey)
            member.combine(digest)
            memberHashes ^= member.finalize()
        } else {
            hasher.combine(digest)
        }
    }

    /// The container's digest.
    consuming func finish() -> Int {
        if isObject { hasher.combine(memberHashes) }
        return hasher.finalize()
    }
}
