/// An element whose start tag has been read and whose end tag has not: one entry of the
/// reader's explicit stack.
struct XMLOpenElement {
    /// Where the name starts in the input; the end tag is compared with these bytes.
    var nameStart: Int
    /// Where the name reported in events starts: after its prefix if the options strip them.
    var reportedNameStart: Int
    /// Where the name ends in the input.
    var nameEnd: Int
    /// Where the start tag's `<` is, for "opened at" in error messages.
    var tagStart: Int
}
