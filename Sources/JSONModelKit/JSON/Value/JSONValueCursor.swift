/// An array or object of ``JSONValue`` being walked: its children in order, and how far the
/// walk got.
///
/// The walks that write a value or copy it onto a tape keep a stack of these instead of
/// recursing, so a value of any depth is walked on any thread stack.
struct JSONValueCursor {
    /// Whether the container is an object (its children come with keys).
    let isObject: Bool
    private let elements: [JSONValue]
    private let members: [String: JSONValue]
    /// The keys in the order walked: sorted, or the dictionary's order.
    private let keys: [String]
    private var position = 0

    /// A cursor over `value`'s children, or `nil` when it is not an array or an object.
    ///
    /// - Parameters:
    ///   - value: The container.
    ///   - sortedKeys: Whether an object's members come in ascending key order
    ///     (``JSONWriter/keyPrecedes(_:_:)``) rather than the dictionary's order.
    init?(_ value: JSONValue, sortedKeys: Bool) {
        switch value {
        case .array(let elements):
            self.isObject = false
            self.elements = elements
            self.members = [:]
            self.keys = []
        case .object(let members):
            self.isObject = true
            self.elements = []
            self.members = members
            self.keys = sortedKeys ? members.keys.sorted(by: JSONWriter.keyPrecedes) : Array(members.keys)
        default:
            return nil
        }
    }

    /// The next child, with its key in an object; `nil` when every child has been read.
    mutating func next() -> (key: String?, value: JSONValue)? {
        if isObject {
            guard position < keys.count else { return nil }
            let key = keys[position]
            position += 1
            return (key, members[key, default: .null])
        }
        guard position < elements.count else { return nil }
        let element = elements[position]
        position += 1
        return (nil, element)
    }
}
