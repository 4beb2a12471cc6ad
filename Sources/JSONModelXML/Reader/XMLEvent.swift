/// One event of the XML stream read by ``XMLReader``.
///
/// Comments, processing instructions and the XML declaration produce no events.
package enum XMLEvent: Sendable, Hashable {
    /// A start tag, or an empty-element tag (`<a/>`, which is followed by
    /// ``endElement(name:)``). Attributes are in document order.
    case startElement(name: String, attributes: [XMLReaderAttribute])
    /// An end tag, or the end of an empty-element tag.
    case endElement(name: String)
    /// Character data inside the root element, never empty.
    ///
    /// References are resolved and line ends normalized to `\n`. Adjacent text, references and
    /// CDATA sections form one event; comments and processing instructions between them are
    /// skipped without splitting it. Whitespace-only text between tags is reported too: the
    /// consumer decides whether it matters.
    case text(String)
}

/// What ``XMLReader/nextToken()`` read: the kind of event, with its content left in the reader
/// (``XMLReader/tokenName``, ``XMLReader/tokenAttributes``,
/// ``XMLReader/withTokenText(_:)``) rather than copied into strings.
package enum XMLToken: Sendable, Hashable {
    /// A start tag or an empty-element tag; see ``XMLEvent/startElement(name:attributes:)``.
    case startElement
    /// An end tag, or the end of an empty-element tag.
    case endElement
    /// Character data inside the root element, never empty; see ``XMLEvent/text(_:)``.
    case text
}
