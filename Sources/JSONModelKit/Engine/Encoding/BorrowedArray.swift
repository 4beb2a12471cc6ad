extension UnsafePointer {
    /// Calls `body` with the elements of the array stored at this address, borrowed in place.
    ///
    /// Where the standard library has `Array.span` (Linux, and Apple platforms from the 26
    /// releases), the elements are reached through it, which borrows the array where it is
    /// stored. `Array.withUnsafeBufferPointer` on `pointee` copies the array first (a retain and
    /// a release, two atomic operations per array), as the optimizer cannot prove that the
    /// writer's stores leave the storage alone: for canada.json, one per coordinate pair.
    ///
    /// - Parameter body: Receives the elements; the buffer is valid only during the call.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws.
    @inline(__always)
    func withArrayElements<Element, Result, Failure: Error>(
        _ body: (UnsafeBufferPointer<Element>) throws(Failure) -> Result
    ) throws(Failure) -> Result where Pointee == [Element] {
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            return try pointee.span.withUnsafeBufferPointer(body)
        }
        return try pointee.withUnsafeBufferPointer(body)
    }
}
