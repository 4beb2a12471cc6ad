/// Where the bytes pushed into a ``StreamElementSource`` come from: an asynchronous byte
/// sequence (``AsyncByteSource``), or nothing when the source reads its own (``NoByteInput``).
protocol StreamByteInput {
    /// Gathers up to `count` bytes; fewer only at the end of the input.
    ///
    /// - Parameter count: How many bytes to gather.
    /// - Returns: The bytes, `count` of them unless the input ended.
    /// - Throws: What the input throws.
    mutating func read(_ count: Int) async throws -> [UInt8]
}

/// The input of elements that read their own bytes, as ``JSONArrayStreamReader`` reads a file:
/// there is none.
///
/// It has no values, so a ``StreamBatchIterator`` of it never holds an input to read from.
enum NoByteInput: StreamByteInput {
    /// Never called: there is no value to call it on.
    ///
    /// - Parameter count: How many bytes to gather.
    /// - Returns: Nothing: it cannot be called.
    /// - Throws: Nothing: it cannot be called.
    func read(_ count: Int) async throws -> [UInt8] {
        switch self {}
    }
}
