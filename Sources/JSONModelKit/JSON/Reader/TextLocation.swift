/// A place in source text, as people count it: its line and column (from 1) and its byte
/// offset (from 0).
///
/// The one location type of every source with text: it is computed from a byte offset when an
/// error is thrown, by the JSON reader and by the XML reader's line tracker (as `XMLLocation`);
/// a tape built from XML keeps each value's byte offset (``SourceMarks``).
package struct TextLocation: Sendable, Hashable, CustomStringConvertible {
    /// 1-based line number.
    package var line: Int
    /// 1-based column, counted in Unicode scalars.
    package var column: Int
    /// 0-based offset in bytes from the start of the input.
    package var byteOffset: Int

    /// Creates a location.
    ///
    /// - Parameters:
    ///   - line: The line, starting at 1.
    ///   - column: The column in Unicode scalars, starting at 1.
    ///   - byteOffset: The offset in bytes, starting at 0.
    package init(line: Int, column: Int, byteOffset: Int) {
        self.line = line
        self.column = column
        self.byteOffset = byteOffset
    }

    /// The location as `line 3, column 7`.
    package var description: String {
        "line \(line), column \(column)"
    }

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
        self.byteOffset = offset
    }
}
