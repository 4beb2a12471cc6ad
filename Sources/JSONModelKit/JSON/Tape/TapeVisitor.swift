/// What ``TapeWalker`` calls for each value below one tape index, in document order.
///
/// A visitor either builds a tree from the innermost level out (each value handed to its
/// container with ``addElement(_:to:)`` or ``addMember(_:to:in:)``, a finished container handed on
/// in turn as a value of its own) or passes the values on as a stream of calls (a writer, whose `Value` is `Void`).
/// ``TapeWalker`` keeps the containers still open on one explicit stack, so no visitor
/// recurses and any nesting depth the reader accepts is walked on any thread stack.
///
/// For `[1, {"a": null}]` the walker calls `beginArray`, `enterElement`, `leaf` (1),
/// `addElement`, `enterElement`, `beginObject`, `enterMember` (key "a"), `leaf` (null),
/// `addMember`, `endObject`, `addElement`, `endArray`.
///
/// Visitors are specialized into the walker (``TapeWalker/walk(_:valueAt:visitor:)`` is
/// inlined into each caller), so their methods cost what the same code in a loop of its own
/// did: mark the small ones of a hot visitor `@inline(__always)`.
protocol TapeVisitor: ~Copyable {
    /// What a visited value becomes: a tree node, or `Void` for a visitor that only writes.
    associatedtype Value
    /// What the visitor keeps for an array or object whose children are being visited.
    associatedtype Container
    /// What visiting can throw: `Never` for a visitor that cannot fail.
    associatedtype Failure: Error

    /// Visits the value at `index`, which has no children: a scalar, an empty array or an
    /// empty object.
    ///
    /// - Parameters:
    ///   - index: The value's tape index.
    ///   - tape: The tape being walked.
    /// - Returns: What the value becomes.
    /// - Throws: The visitor's failure for a value it cannot take.
    mutating func leaf(at index: Int, in tape: JSONTape) throws(Failure) -> Value

    /// Opens the array at `index`, which has `count` elements (at least one).
    ///
    /// - Parameters:
    ///   - index: The array's tape index.
    ///   - count: How many elements it has.
    ///   - tape: The tape being walked.
    /// - Returns: The container the elements are handed to.
    /// - Throws: The visitor's failure for an array it cannot take.
    mutating func beginArray(at index: Int, count: Int, in tape: JSONTape) throws(Failure) -> Container

    /// Opens the object at `index`, which has `count` members (at least one).
    ///
    /// - Parameters:
    ///   - index: The object's tape index.
    ///   - count: How many members it has.
    ///   - tape: The tape being walked.
    /// - Returns: The container the members' values are handed to.
    /// - Throws: The visitor's failure for an object it cannot take.
    mutating func beginObject(at index: Int, count: Int, in tape: JSONTape) throws(Failure) -> Container

    /// Called before each element of an array is visited.
    ///
    /// - Parameter container: The array's container.
    mutating func enterElement(of container: inout Container)

    /// Called before the value of each member of an object is visited, with its key.
    ///
    /// - Parameters:
    ///   - keyIndex: The tape index of the member's key (a string entry); its value follows it.
    ///   - container: The object's container.
    ///   - tape: The tape being walked.
    mutating func enterMember(keyAt keyIndex: Int, of container: inout Container, in tape: JSONTape)

    /// Hands the element just visited to its array.
    ///
    /// - Parameters:
    ///   - value: What the element became.
    ///   - container: The array's container.
    mutating func addElement(_ value: consuming Value, to container: inout Container)

    /// Hands the value of the member just visited to its object.
    ///
    /// - Parameters:
    ///   - value: What the member's value became.
    ///   - container: The object's container; the member's key was handed to
    ///     ``enterMember(keyAt:of:in:)``.
    ///   - tape: The tape being walked.
    mutating func addMember(_ value: consuming Value, to container: inout Container, in tape: JSONTape)

    /// Closes an array whose elements were all added.
    ///
    /// - Parameter container: The array's container.
    /// - Returns: What the array becomes.
    mutating func endArray(_ container: consuming Container) -> Value

    /// Closes an object whose members were all added.
    ///
    /// - Parameters:
    ///   - container: The object's container.
    ///   - index: The object's tape index.
    /// - Returns: What the object becomes.
    mutating func endObject(_ container: consuming Container, at index: Int) -> Value

    /// The failure to throw for `failure`, which the visitor threw for a value inside the
    /// containers still open (none for the walked value itself).
    ///
    /// - Parameters:
    ///   - failure: What the visitor threw.
    ///   - path: Makes the path from the walked value to the value that failed; the default
    ///     implementation never calls it and returns `failure` as it is.
    /// - Returns: The failure the walk throws.
    func failure(_ failure: Failure, path: () -> [JSONModelError.PathComponent]) -> Failure
}

extension TapeVisitor where Self: ~Copyable {
    /// Returns `failure` as it is: the visitor's failures carry no path from the walked value.
    ///
    /// - Parameters:
    ///   - failure: What the visitor threw.
    ///   - path: Not called.
    /// - Returns: `failure`.
    @inline(__always)
    func failure(_ failure: Failure, path: () -> [JSONModelError.PathComponent]) -> Failure {
        failure
    }
}
