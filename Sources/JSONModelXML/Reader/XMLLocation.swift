/// A position in the input of an ``XMLReader``.
///
/// Lines and columns start at 1. A line ends at a line feed, a carriage return followed by a
/// line feed, or a lone carriage return (the three line ends XML 1.0 §2.11 treats alike).
/// Columns count Unicode scalars, so `é` is one column. A byte order mark at the start of the
/// input takes no column. ``byteOffset`` counts bytes from the very start of the input (the byte
/// order mark included), starting at 0.
package struct XMLLocation: Sendable, Hashable, CustomStringConvertible {
    /// The line, starting at 1.
    package var line: Int
    /// The column within ``line``, in Unicode scalars, starting at 1.
    package var column: Int
    /// The offset from the start of the input, in bytes, starting at 0.
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
}
