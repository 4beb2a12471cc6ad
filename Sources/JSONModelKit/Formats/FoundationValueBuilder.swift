import Foundation

/// Builds the Foundation values of a tape (`[String: Any]`, `[Any]` and the scalars of
/// ``FoundationValueConversion/scalarValue(_:at:)``), as the ``TapeVisitor`` of a
/// ``TapeWalker``: the levels of ``FoundationValueConversion/foundationValue(_:at:)`` too deep
/// to recurse into.
///
/// Each container is filled in place on the walker's stack and handed to its parent finished,
/// moved rather than copied.
struct FoundationValueBuilder: TapeVisitor {
    typealias Failure = Never

    /// An array or object whose children are still being converted.
    struct Container {
        var elements: [Any] = []
        var members: [String: Any] = [:]
        /// The tape index of the key of the member added next.
        var keyPosition = 0
    }

    @inline(__always)
    mutating func leaf(at index: Int, in tape: JSONTape) -> Any {
        FoundationValueConversion.scalarValue(tape, at: index)
    }

    @inline(__always)
    mutating func beginArray(at index: Int, count: Int, in tape: JSONTape) -> Container {
        var container = Container()
        container.elements.reserveCapacity(count)
        return container
    }

    @inline(__always)
    mutating func beginObject(at index: Int, count: Int, in tape: JSONTape) -> Container {
        var container = Container()
        container.members.reserveCapacity(count)
        return container
    }

    @inline(__always)
    mutating func enterElement(of container: inout Container) {}

    @inline(__always)
    mutating func enterMember(keyAt keyIndex: Int, of container: inout Container, in tape: JSONTape) {
        container.keyPosition = keyIndex
    }

    @inline(__always)
    mutating func addElement(_ value: consuming Any, to container: inout Container) {
        container.elements.append(value)
    }

    @inline(__always)
    mutating func addMember(_ value: consuming Any, to container: inout Container, in tape: JSONTape) {
        container.members[tape.string(at: container.keyPosition)] = value
    }

    @inline(__always)
    mutating func endArray(_ container: consuming Container) -> Any {
        container.elements
    }

    @inline(__always)
    mutating func endObject(_ container: consuming Container, at index: Int) -> Any {
        container.members
    }
}
