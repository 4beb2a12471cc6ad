import JSONModelKit

/// A position in the input of an ``XMLReader``: the library's one text location type, counted
/// the way XML counts.
///
/// Lines and columns start at 1. A line ends at a line feed, a carriage return followed by a
/// line feed, or a lone carriage return (the three line ends XML 1.0 §2.11 treats alike).
/// Columns count Unicode scalars, so `é` is one column. A byte order mark at the start of the
/// input takes no column. `byteOffset` counts bytes from the very start of the input (the byte
/// order mark included), starting at 0. A value decoded from XML keeps its location on the
/// tape, so decoding errors point here.
package typealias XMLLocation = TextLocation
