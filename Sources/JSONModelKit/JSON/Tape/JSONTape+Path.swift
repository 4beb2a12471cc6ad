extension JSONTape {
    /// The path from the document's root to the value at tape `index`.
    ///
    /// - Complexity: O(depth × width): each level scans the members before the one holding
    ///   `index`. Used only for reports, never on the decoding path.
    func pathComponents(to index: Int) -> [JSONModelError.PathComponent] {
        var components: [JSONModelError.PathComponent] = []
        var current = 0
        while current != index, current < count {
            let entry = entries[current]
            var child = current + 1
            var found = false
            switch entry.kind {
            case .array:
                for position in 0..<Int(entry.count) {
                    let next = self.index(after: child)
                    if index >= child, index < next {
                        components.append(.index(position))
                        current = child
                        found = true
                        break
                    }
                    child = next
                }
            case .object:
                for _ in 0..<Int(entry.count) {
                    let valueIndex = child + 1
                    let next = self.index(after: valueIndex)
                    if index >= valueIndex, index < next {
                        components.append(.key(string(at: child)))
                        current = valueIndex
                        found = true
                        break
                    }
                    child = next
                }
            default:
                break
            }
            if !found { break }
        }
        return components
    }

    /// The index of the value that starts at `offset` of the tape's bytes (entries start at
    /// increasing offsets, in the tape's order), or the last one before it.
    func index(ofValueStartingAt offset: UInt32) -> Int {
        var low = 0
        var high = count
        while high - low > 1 {
            let middle = (low + high) / 2
            if entries[middle].start <= offset { low = middle } else { high = middle }
        }
        return low
    }
}
