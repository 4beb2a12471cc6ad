/// An element whose start tag has been read and whose end tag has not: one entry of the
/// reader's explicit stack.
struct XMLOpenElement {
    /// The name reported in events (prefix stripped if the options say so).
    var name: String
    /// Where the name starts in the input; the end tag is compared with these bytes.
    var nameStart: Int
    /// Where the name ends in the input.
    var nameEnd: Int
    /// Where the start tag's `<` is, for "opened at" in error messages.
    var tagStart: Int
}
