/// A position in UTF-8 input, as people count it.
struct SourceLocation: Equatable, Sendable {
    /// 1-based line number.
    var line: Int
    /// 1-based column, counted in Unicode scalars.
    var column: Int

    /// Computes the line and column of `offset`; only called when an error is thrown.
    ///
    /// A line ends at `\n` (a `\r\n` pair counts once). Columns count scalars, so a multi-byte
    /// character is one column; invalid bytes count one column each.
    init(offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        var line = 1
        var lineStart = 0
        let limit = min(offset, bytes.count)
        for index in 0..<limit where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        var column = 1
        for index in lineStart..<limit where bytes[index] & 0xC0 != 0x80 {
            column += 1
        }
        self.line = line
        self.column = column
    }
}
