import JSONModelKit

/// The JSON path of the value the converter is reading, for its own errors.
///
/// A step costs no string copy: a member's key is referenced in its layout, which the layout
/// cache keeps for the life of the process, and only a dictionary entry's key (read from the
/// document) is held aside. Keeping `[JSONModelError.PathComponent]` instead retained and
/// released a key per element read. The path is built only for an error.
struct XMLPath {
    private enum Step {
        case member(Unmanaged<XMLLayout.Member>)
        case index(Int)
        /// A dictionary key, at this position of `keys`.
        case key(Int)
    }

    private var steps: [Step] = []
    private var keys: [String] = []

    /// Enters the value of `member`, which must be a member of a cached layout.
    mutating func push(_ member: XMLLayout.Member) {
        steps.append(.member(Unmanaged.passUnretained(member)))
    }

    /// Enters the item at `index` of an array.
    mutating func push(index: Int) {
        steps.append(.index(index))
    }

    /// Enters the dictionary entry `key`.
    mutating func push(key: String) {
        keys.append(key)
        steps.append(.key(keys.count - 1))
    }

    /// Leaves the innermost step.
    mutating func pop() {
        if case .key = steps.removeLast() { keys.removeLast() }
    }

    /// The path as an error shows it.
    var components: [JSONModelError.PathComponent] {
        steps.map { step in
            switch step {
            case .member(let member): .key(member.takeUnretainedValue().key)
            case .index(let index): .index(index)
            case .key(let position): .key(keys[position])
            }
        }
    }

    /// The path with one more component, for an error about a child.
    func appending(_ component: JSONModelError.PathComponent) -> [JSONModelError.PathComponent] {
        components + [component]
    }
}
