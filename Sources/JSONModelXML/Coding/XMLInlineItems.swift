import JSONModelKit

/// The items of one model element's inline collections, gathered while its children are read.
///
/// Inline items may come anywhere among the element's other children, so each is converted
/// into a builder of its own and the collections are written after the last child, in the order
/// their first items came, then those without items (as empty collections).
struct XMLInlineItems {
    /// The converted items, by property index.
    private var items: [Int: [TapeBuilder]] = [:]
    /// Property indices in the order their first items came.
    private var order: [Int] = []

    /// How many items of the property at `index` have been gathered.
    func count(for index: Int) -> Int {
        items[index]?.count ?? 0
    }

    /// Adds the next item of the property at `index`.
    mutating func append(_ item: TapeBuilder, for index: Int) {
        if items[index] == nil { order.append(index) }
        items[index, default: []].append(item)
    }

    /// Writes every inline collection of `layout` as a member of the object open in `tape`.
    func write(for layout: XMLLayout, into tape: inout TapeBuilder) throws(JSONModelError) {
        let members = layout.members
        var order = self.order
        // An inline collection with no items has no element at all: it reads as empty.
        for index in layout.elements where members[index].role.isInline && items[index] == nil {
            order.append(index)
        }
        for index in order {
            tape.string(members[index].key)
            try tape.beginArray()
            for item in items[index] ?? [] {
                tape.append(contentsOf: item)
            }
            tape.endContainer()
        }
    }
}
