import JSONModelKit
import Testing

@testable import JSONModelXML

/// Documents that are not well-formed XML 1.0 (or use a refused feature), with the message and
/// location of the error.
@Suite struct XMLReaderRejectionTests {
    struct Rejected: Sendable, CustomTestStringConvertible {
        let label: String
        let bytes: [UInt8]
        /// Words the message must contain, in any case.
        let fragments: [String]
        /// The expected line, column and byte offset, or `nil` when not pinned down.
        let location: XMLLocation?

        init(_ text: String, _ fragments: String..., at location: (Int, Int, Int)? = nil) {
            self.init(label: text, bytes: Array(text.utf8), fragments: fragments, location: location)
        }

        init(label: String, bytes: [UInt8], fragments: [String], location: (Int, Int, Int)? = nil) {
            self.label = label
            self.bytes = bytes
            self.fragments = fragments
            self.location = location.map { XMLLocation(line: $0.0, column: $0.1, byteOffset: $0.2) }
        }

        /// A document made of text, raw bytes, then text.
        init(
            label: String,
            _ before: String,
            _ raw: [UInt8],
            _ after: String,
            _ fragments: String...,
            at location: (Int, Int, Int)? = nil
        ) {
            self.init(
                label: label,
                bytes: Array(before.utf8) + raw + Array(after.utf8),
                fragments: fragments,
                location: location
            )
        }

        var testDescription: String { label }
    }

    // MARK: - Document structure

    static let structure: [Rejected] = [
        Rejected("", "empty", at: (1, 1, 0)),
        Rejected("   ", "expected a root element", at: (1, 4, 3)),
        Rejected(" \n<!--c-->\n", "expected a root element", at: (3, 1, 11)),
        Rejected("<!-- c -->", "expected a root element", at: (1, 11, 10)),
        Rejected("<?pi?>", "expected a root element", at: (1, 7, 6)),
        Rejected(#"<?xml version="1.0"?>"#, "expected a root element", at: (1, 22, 21)),
        Rejected("<a/>text", "text", "after the root element", at: (1, 5, 4)),
        Rejected("<a/>\n  x", "text", "after the root element", at: (2, 3, 7)),
        Rejected("<a/>&amp;", "text", "after the root element", at: (1, 5, 4)),
        Rejected("<a/><b/>", "only one root element", at: (1, 5, 4)),
        Rejected("<a></a>\n<a></a>", "only one root element", at: (2, 1, 8)),
        Rejected("<a/></a>", "end tag after the root element", at: (1, 5, 4)),
        Rejected("</a>", "end tag before the root element", at: (1, 1, 0)),
        Rejected("<!-- c --></a><a/>", "end tag before the root element", at: (1, 11, 10)),
        Rejected("<a></b>", "</b>", "<a>", "line 1, column 1", at: (1, 4, 3)),
        Rejected("<a>\n  <b>\n  </c>\n</a>", "</c>", "<b>", "line 2, column 3", at: (3, 3, 12)),
        Rejected("<a><b></a></b>", "</a>", "<b>", "line 1, column 4", at: (1, 7, 6)),
        Rejected("<a></A>", "</A>", "<a>", at: (1, 4, 3)),
        Rejected("<ab></a>", "</a>", "<ab>", at: (1, 5, 4)),
        Rejected("<a></ab>", "</ab>", "<a>", at: (1, 4, 3)),
        Rejected("<p:a></q:a>", "</q:a>", "<p:a>", at: (1, 6, 5)),
        Rejected("<a><b>", "<b>", "line 1, column 4", "not closed", at: (1, 7, 6)),
        Rejected("<a>text", "<a>", "line 1, column 1", "not closed", at: (1, 8, 7)),
        Rejected("<a>\r\n  <b/>\r\n", "<a>", "line 1, column 1", "not closed", at: (3, 1, 13)),
        Rejected("<a></a b>", "expected '>'", at: (1, 8, 7)),
        Rejected("<a/ >", "expected '>' after '/'", at: (1, 4, 3)),
        Rejected("< a/>", "expected an element name", at: (1, 2, 1)),
        Rejected("<a><!foo></a>", "unexpected '<!'", at: (1, 4, 3)),
        Rejected("<a><![CDATA x]]></a>", "unexpected '<!'", at: (1, 4, 3)),
        Rejected("<!foo><a/>", "unexpected '<!'", "before the root element", at: (1, 1, 0)),
        Rejected("<a/><!foo>", "unexpected '<!'", "after the root element", at: (1, 5, 4)),
    ]

    // MARK: - Document type declarations (refused, so no XXE and no entity expansion)

    static let documentTypes: [Rejected] = [
        Rejected("<!DOCTYPE a><a/>", "<!DOCTYPE", "entit", at: (1, 1, 0)),
        Rejected(
            "<?xml version=\"1.0\"?>\n<!DOCTYPE a [<!ENTITY x SYSTEM \"file:///etc/passwd\">]><a>&x;</a>",
            "<!DOCTYPE",
            "entit",
            at: (2, 1, 22)
        ),
        Rejected(
            "<!DOCTYPE lolz [<!ENTITY lol \"lol\"><!ENTITY lol2 \"&lol;&lol;&lol;\">]><lolz>&lol2;</lolz>",
            "<!DOCTYPE",
            "entit",
            at: (1, 1, 0)
        ),
        Rejected("<!-- c -->\n<!DOCTYPE a><a/>", "<!DOCTYPE", at: (2, 1, 11)),
        Rejected("<a><!DOCTYPE a></a>", "<!DOCTYPE", at: (1, 4, 3)),
        Rejected("<a>text<!DOCTYPE a></a>", "<!DOCTYPE", at: (1, 8, 7)),
        Rejected("<a/><!DOCTYPE a>", "<!DOCTYPE", at: (1, 5, 4)),
        // Markup is case-sensitive: a lower-case doctype is no declaration, and still refused.
        Rejected("<!doctype a><a/>", "'<!'", at: (1, 1, 0)),
        Rejected("<a><!ENTITY x \"y\"></a>", "'<!'", at: (1, 4, 3)),
    ]

    // MARK: - References

    static let references: [Rejected] = [
        Rejected("<a>&nbsp;</a>", "undefined entity", "&nbsp;", at: (1, 4, 3)),
        Rejected("<a>x &copy; y</a>", "undefined entity", "&copy;", at: (1, 6, 5)),
        Rejected(#"<a v="&nbsp;"/>"#, "undefined entity", "&nbsp;", at: (1, 7, 6)),
        Rejected("<a>&AMP;</a>", "undefined entity", at: (1, 4, 3)),
        Rejected("<a>&amp</a>", "expected ';'", "&amp", at: (1, 8, 7)),
        Rejected("<a>&amp x;</a>", "expected ';'", at: (1, 8, 7)),
        Rejected(#"<a v="&lt"/>"#, "expected ';'", at: (1, 10, 9)),
        Rejected("<a>& b</a>", "entity name", at: (1, 5, 4)),
        Rejected("<a>&</a>", "entity name", at: (1, 5, 4)),
        Rejected("<a>&;</a>", "entity name", at: (1, 5, 4)),
        Rejected(#"<a v="a & b"/>"#, "entity name", at: (1, 10, 9)),
        Rejected("<a>&#0;</a>", "character reference", at: (1, 4, 3)),
        Rejected("<a>&#x0;</a>", "character reference", at: (1, 4, 3)),
        Rejected("<a>&#xD800;</a>", "character reference", at: (1, 4, 3)),
        Rejected("<a>&#xDFFF;</a>", "character reference", at: (1, 4, 3)),
        Rejected("<a>&#x110000;</a>", "character reference", at: (1, 4, 3)),
        Rejected("<a>&#1114112;</a>", "character reference", at: (1, 4, 3)),
        Rejected("<a>&#99999999999999999999999;</a>", "character reference", at: (1, 4, 3)),
        Rejected("<a>&#x1;</a>", "character reference", at: (1, 4, 3)),
        Rejected("<a>&#31;</a>", "character reference", at: (1, 4, 3)),
        Rejected("<a>&#xFFFE;</a>", "character reference", at: (1, 4, 3)),
        Rejected("<a>&#xFFFF;</a>", "character reference", at: (1, 4, 3)),
        Rejected(#"<a v="&#0;"/>"#, "character reference", at: (1, 7, 6)),
        Rejected("<a>&#;</a>", "needs digits", at: (1, 4, 3)),
        Rejected("<a>&#x;</a>", "needs digits", at: (1, 4, 3)),
        Rejected("<a>&#xZZ;</a>", "'Z'", "character reference", at: (1, 7, 6)),
        Rejected("<a>&#12a;</a>", "'a'", "character reference", at: (1, 8, 7)),
        Rejected("<a>&#X41;</a>", "'X'", "character reference", at: (1, 6, 5)),
        Rejected("<a>&#-1;</a>", "'-'", "character reference", at: (1, 6, 5)),
        Rejected("<a>&#65</a>", "'<'", "character reference", at: (1, 8, 7)),
    ]

    // MARK: - Tags and attributes

    static let tags: [Rejected] = [
        Rejected(#"<a v="<"/>"#, "'<'", "attribute value", at: (1, 7, 6)),
        Rejected("<a v='x<y'/>", "'<'", "attribute value", at: (1, 8, 7)),
        Rejected("<a v=1/>", "quoted attribute value", "'1'", at: (1, 6, 5)),
        Rejected("<a v=/>", "quoted attribute value", at: (1, 6, 5)),
        Rejected("<a v/>", "expected '='", "'v'", at: (1, 5, 4)),
        Rejected("<a v>", "expected '='", at: (1, 5, 4)),
        Rejected(#"<a v="1' w="2"/>"#, "expected whitespace", "'2'", at: (1, 13, 12)),
        Rejected(#"<a v="1" v="2"/>"#, "'v'", "twice", at: (1, 10, 9)),
        Rejected(#"<a v="1" w="2" v='3'/>"#, "'v'", "twice", at: (1, 16, 15)),
        Rejected(#"<a p:v="1" p:v="2"/>"#, "'p:v'", "twice", at: (1, 12, 11)),
        Rejected(
            #"<a a1="1" a2="2" a3="3" a4="4" a5="5" a6="6" a7="7" a1="8"/>"#,
            "'a1'",
            "twice",
            at: (1, 53, 52)
        ),
        Rejected(
            #"<a a1="1" a2="2" a3="3" a4="4" a5="5" a6="6" a7="7" a8="8" a7="9"/>"#,
            "'a7'",
            "twice",
            at: (1, 60, 59)
        ),
        Rejected(
            #"<a a1="1" a2="2" a3="3" a4="4" a5="5" a6="6" a7="7" a8="8" a9="9" a3="x"/>"#,
            "'a3'",
            "twice",
            at: (1, 67, 66)
        ),
        Rejected(
            #"<a a1="1" a2="2" a3="3" a4="4" a5="5" a6="6" a7="7" a8="8" a9="9" a9="x"/>"#,
            "'a9'",
            "twice",
            at: (1, 67, 66)
        ),
        Rejected(#"<a xmlns:p="u" xmlns:p="v"/>"#, "'xmlns:p'", "twice", at: (1, 16, 15)),
        Rejected(#"<a x="1"y="2"/>"#, "expected whitespace", "'y'", at: (1, 9, 8)),
        Rejected(#"<a x='1'y='2'/>"#, "expected whitespace", "'y'", at: (1, 9, 8)),
        Rejected(#"<a x="1""/>"#, "expected whitespace", at: (1, 9, 8)),
        // Names that cannot start a name.
        Rejected("<1a/>", "expected an element name", "'1'", at: (1, 2, 1)),
        Rejected("<-a/>", "expected an element name", "'-'", at: (1, 2, 1)),
        Rejected("<.a/>", "expected an element name", "'.'", at: (1, 2, 1)),
        Rejected("<\u{B7}a/>", "expected an element name", at: (1, 2, 1)),
        Rejected("<\u{300}a/>", "expected an element name", at: (1, 2, 1)),
        Rejected("<a 1x=\"1\"/>", "expected an attribute name", "'1'", at: (1, 4, 3)),
        Rejected("<a -x=\"1\"/>", "expected an attribute name", "'-'", at: (1, 4, 3)),
        Rejected("<a></1a>", "end tag", "'1'", at: (1, 6, 5)),
        Rejected("<a>&1;</a>", "entity name", "'1'", at: (1, 5, 4)),
        Rejected("<a><?1pi?></a>", "processing instruction target", at: (1, 6, 5)),
        // `]]>` in text.
        Rejected("<a>]]></a>", "']]>'", at: (1, 4, 3)),
        Rejected("<a>a longer text run ]]> here</a>", "']]>'", at: (1, 22, 21)),
        Rejected("<a>x]]]></a>", "']]>'", at: (1, 6, 5)),
        Rejected("<a>&amp;]]></a>", "']]>'", at: (1, 9, 8)),
    ]

    // MARK: - Comments, CDATA sections and processing instructions

    static let markup: [Rejected] = [
        Rejected("<a><!-- a -- b --></a>", "'--'", "comment", at: (1, 11, 10)),
        Rejected("<a><!-- a ---></a>", "'--'", "comment", at: (1, 11, 10)),
        Rejected("<!-- a -- b --><a/>", "'--'", "comment", at: (1, 8, 7)),
        Rejected("<a/><!-- -- -->", "'--'", "comment", at: (1, 10, 9)),
        Rejected("<a><!-- x", "comment", "end of input", at: (1, 4, 3)),
        Rejected("<a><!-- x -</a>", "comment", "end of input", at: (1, 4, 3)),
        Rejected("<!-- x --", "comment", "end of input", at: (1, 1, 0)),
        Rejected("<a/>\n<!--", "comment", "end of input", at: (2, 1, 5)),
        Rejected("<a><![CDATA[x</a>", "CDATA", "end of input", at: (1, 4, 3)),
        Rejected("<a><![CDATA[x]]</a>", "CDATA", "end of input", at: (1, 4, 3)),
        Rejected("<a><?pi x</a>", "processing instruction", "end of input", at: (1, 4, 3)),
        Rejected("<?pi x<a/>", "processing instruction", "end of input", at: (1, 1, 0)),
        Rejected("<a><?pi?x?></a>", "processing instruction", at: (1, 8, 7)),
        // The XML declaration anywhere but at the very start.
        Rejected(#" <?xml version="1.0"?><a/>"#, "XML declaration", "very start", at: (1, 2, 1)),
        Rejected("\n<?xml version=\"1.0\"?><a/>", "XML declaration", "very start", at: (2, 1, 1)),
        Rejected(#"<!-- c --><?xml version="1.0"?><a/>"#, "XML declaration", "very start", at: (1, 11, 10)),
        Rejected(#"<a><?xml version="1.0"?></a>"#, "XML declaration", "very start", at: (1, 4, 3)),
        Rejected(#"<a/><?xml version="1.0"?>"#, "XML declaration", "very start", at: (1, 5, 4)),
        Rejected(#"<?XML version="1.0"?><a/>"#, "XML declaration", at: (1, 1, 0)),
        Rejected(#"<?xml version="1.0"?><?xml version="1.0"?><a/>"#, "XML declaration", at: (1, 22, 21)),
        Rejected("<a><?Xml?></a>", "XML declaration", at: (1, 4, 3)),
    ]

    // MARK: - The XML declaration

    static let declarations: [Rejected] = [
        Rejected(#"<?xml version="2.0"?><a/>"#, "version", "2.0", at: (1, 7, 6)),
        Rejected(#"<?xml version="1."?><a/>"#, "version", at: (1, 7, 6)),
        Rejected(#"<?xml version="1.0a"?><a/>"#, "version", at: (1, 7, 6)),
        Rejected(#"<?xml version=""?><a/>"#, "version", at: (1, 7, 6)),
        Rejected(#"<?xml version="1.0" encoding="ISO-8859-1"?><a/>"#, "encoding", "ISO-8859-1", at: (1, 21, 20)),
        Rejected(#"<?xml version="1.0" encoding="UTF-16"?><a/>"#, "encoding", "UTF-16", at: (1, 21, 20)),
        Rejected(#"<?xml version="1.0" encoding="Latin1"?><a/>"#, "encoding", at: (1, 21, 20)),
        Rejected(
            #"<?xml version="1.0" standalone="yes" encoding="UTF-8"?><a/>"#,
            "'encoding'",
            "order",
            at: (1, 38, 37)
        ),
        Rejected(#"<?xml version="1.0" version="1.0"?><a/>"#, "'version'", "repeated", at: (1, 21, 20)),
        Rejected(
            #"<?xml version="1.0" encoding="UTF-8" encoding="UTF-8"?><a/>"#,
            "'encoding'",
            "repeated",
            at: (1, 38, 37)
        ),
        Rejected(#"<?xml encoding="UTF-8"?><a/>"#, "'version'", at: (1, 7, 6)),
        Rejected(#"<?xml standalone="yes" version="1.0"?><a/>"#, "'version'", at: (1, 7, 6)),
        Rejected(#"<?xml version="1.0" standalone="maybe"?><a/>"#, "standalone", "maybe", at: (1, 21, 20)),
        Rejected(#"<?xml version="1.0" standalone="YES"?><a/>"#, "standalone", at: (1, 21, 20)),
        Rejected(#"<?xml version="1.0" foo="bar"?><a/>"#, "unknown setting", "'foo'", at: (1, 21, 20)),
        Rejected("<?xml?><a/>", "no version", at: (1, 1, 0)),
        Rejected("<?xml ?><a/>", "no version", at: (1, 1, 0)),
        Rejected(#"<?xml version="1.0"encoding="UTF-8"?><a/>"#, "expected whitespace", at: (1, 20, 19)),
        Rejected("<?xml version=1.0?><a/>", "quoted value", at: (1, 15, 14)),
        Rejected(#"<?xml version "1.0"?><a/>"#, "expected '='", at: (1, 15, 14)),
        Rejected(#"<?xml version="1.0'?><a/>"#, "end of input", "XML declaration", at: (1, 26, 25)),
        Rejected(#"<?xml version="1.0" ><a/>"#, "declaration", "'>'", at: (1, 21, 20)),
        Rejected(#"<?xml version="1.0"?"#, "XML declaration", at: (1, 20, 19)),
        Rejected("<?xml", "end of input", "XML declaration", at: (1, 6, 5)),
    ]

    // MARK: - Characters and UTF-8

    static let characters: [Rejected] = [
        Rejected("<a>\u{01}</a>", "control character", "0x01", at: (1, 4, 3)),
        Rejected("<a>\u{1F}</a>", "control character", "0x1F", at: (1, 4, 3)),
        Rejected("<a>\u{00}</a>", "control character", "0x00", at: (1, 4, 3)),
        Rejected("<a>\u{0B}\u{0C}</a>", "control character", "0x0B", at: (1, 4, 3)),
        Rejected("<a>a long run of text\u{01}</a>", "control character", "0x01", at: (1, 22, 21)),
        Rejected("<a>line one\nline \u{1F}</a>", "control character", "0x1F", at: (2, 6, 17)),
        Rejected("<a><![CDATA[\u{01}]]></a>", "control character", at: (1, 13, 12)),
        Rejected("<a><!--\u{01}--></a>", "control character", at: (1, 8, 7)),
        Rejected("<a><?pi \u{01}?></a>", "control character", at: (1, 9, 8)),
        Rejected("<!--\u{1F}--><a/>", "control character", at: (1, 5, 4)),
        Rejected("<a v=\"\u{01}\"/>", "control character", "0x01", at: (1, 7, 6)),
        Rejected("<a v='x\u{1F}'/>", "control character", "0x1F", at: (1, 8, 7)),
        Rejected("<\u{01}a/>", "0x01", at: (1, 2, 1)),
        Rejected("<a\u{01}/>", "0x01", at: (1, 3, 2)),
        Rejected("<a b\u{1F}=\"1\"/>", "expected '='", at: (1, 5, 4)),
        Rejected(label: "lone continuation byte in text", "<a>", [0x80], "</a>", "UTF-8", at: (1, 4, 3)),
        Rejected(label: "overlong C0 AF in text", "<a>", [0xC0, 0xAF], "</a>", "UTF-8", at: (1, 4, 3)),
        Rejected(label: "overlong C1 BF in text", "<a>", [0xC1, 0xBF], "</a>", "UTF-8", at: (1, 4, 3)),
        Rejected(
            label: "overlong E0 80 AF in text",
            "<a>",
            [0xE0, 0x80, 0xAF],
            "</a>",
            "UTF-8",
            "overlong",
            at: (1, 4, 3)
        ),
        Rejected(
            label: "overlong F0 80 80 AF in text",
            "<a>",
            [0xF0, 0x80, 0x80, 0xAF],
            "</a>",
            "UTF-8",
            "overlong",
            at: (1, 4, 3)
        ),
        Rejected(
            label: "surrogate ED A0 80 in text",
            "<a>",
            [0xED, 0xA0, 0x80],
            "</a>",
            "UTF-8",
            "surrogate",
            at: (1, 4, 3)
        ),
        Rejected(label: "surrogate ED BF BF in text", "<a>", [0xED, 0xBF, 0xBF], "</a>", "UTF-8", at: (1, 4, 3)),
        Rejected(
            label: "beyond U+10FFFF F4 90 80 80",
            "<a>",
            [0xF4, 0x90, 0x80, 0x80],
            "</a>",
            "UTF-8",
            at: (1, 4, 3)
        ),
        Rejected(label: "F5 lead byte", "<a>", [0xF5, 0x80, 0x80, 0x80], "</a>", "UTF-8", at: (1, 4, 3)),
        Rejected(label: "FF byte", "<a>", [0xFF], "</a>", "UTF-8", at: (1, 4, 3)),
        Rejected(label: "U+FFFE EF BF BE in text", "<a>", [0xEF, 0xBF, 0xBE], "</a>", "U+FFFE", at: (1, 4, 3)),
        Rejected(label: "U+FFFF EF BF BF in text", "<a>", [0xEF, 0xBF, 0xBF], "</a>", "U+FFFF", at: (1, 4, 3)),
        Rejected(label: "sequence cut short by ASCII", "<a>", [0xC3, 0x41], "</a>", "UTF-8", at: (1, 4, 3)),
        Rejected(label: "three-byte sequence cut short", "<a>", [0xE2, 0x82], "</a>", "UTF-8", at: (1, 4, 3)),
        Rejected(label: "truncated sequence at the end of input", "<a>", [0xC3], "", "UTF-8", at: (1, 4, 3)),
        Rejected(label: "CJK sequence cut short by ASCII", "<a>", [0xE4, 0xB8, 0x41], "</a>", "UTF-8", at: (1, 4, 3)),
        Rejected(label: "EE sequence cut short by ASCII", "<a>", [0xEE, 0x41, 0x80], "</a>", "UTF-8", at: (1, 4, 3)),
        Rejected(label: "CJK sequence truncated at the end", "<a>中", [0xE4, 0xB8], "", "UTF-8", at: (1, 5, 6)),
        Rejected(
            label: "CJK sequence cut short in a CDATA section",
            "<a><![CDATA[",
            [0xE4, 0xB8, 0x41],
            "]]></a>",
            "UTF-8",
            at: (1, 13, 12)
        ),
        Rejected(
            label: "EE sequence cut short in an attribute value",
            "<a v='",
            [0xEE, 0x80, 0x41],
            "'/>",
            "UTF-8",
            at: (1, 7, 6)
        ),
        Rejected(
            label: "truncated four-byte sequence at the end",
            "<a>",
            [0xF0, 0x9F, 0x98],
            "",
            "UTF-8",
            at: (1, 4, 3)
        ),
        Rejected(
            label: "invalid byte after a long ASCII run",
            "<a>some ASCII text first, then",
            [0x80],
            "</a>",
            "UTF-8",
            at: (1, 31, 30)
        ),
        Rejected(label: "invalid byte after é", "<a>é", [0x80], "</a>", "UTF-8", at: (1, 5, 5)),
        Rejected(label: "lone continuation byte in a name", "<a", [0x80], "/>", "UTF-8", at: (1, 3, 2)),
        Rejected(label: "lone continuation byte starting a name", "<", [0x80], "a/>", "UTF-8", at: (1, 2, 1)),
        Rejected(label: "overlong in an attribute name", "<a b", [0xC0, 0xAF], "=\"1\"/>", "UTF-8", at: (1, 5, 4)),
        Rejected(
            label: "surrogate in an attribute value",
            "<a v=\"",
            [0xED, 0xA0, 0x80],
            "\"/>",
            "UTF-8",
            at: (1, 7, 6)
        ),
        Rejected(label: "U+FFFE in an attribute value", "<a v='", [0xEF, 0xBF, 0xBE], "'/>", "U+FFFE", at: (1, 7, 6)),
        Rejected(label: "invalid byte in CDATA", "<a><![CDATA[", [0xC0, 0xAF], "]]></a>", "UTF-8", at: (1, 13, 12)),
        Rejected(label: "invalid byte in a comment", "<a><!--", [0xFE], "--></a>", "UTF-8", at: (1, 8, 7)),
        Rejected(label: "invalid byte in a comment before the root", "<!--", [0x80], "--><a/>", "UTF-8", at: (1, 5, 4)),
        Rejected(
            label: "invalid byte in a processing instruction",
            "<a><?pi ",
            [0xED, 0xA0, 0x80],
            "?></a>",
            "UTF-8",
            at: (1, 9, 8)
        ),
    ]

    @Test(arguments: structure)
    func documentStructure(_ document: Rejected) throws {
        try check(document)
    }

    @Test(arguments: documentTypes)
    func documentTypeDeclarationsAreRefused(_ document: Rejected) throws {
        try check(document)
    }

    @Test(arguments: references)
    func badReferences(_ document: Rejected) throws {
        try check(document)
    }

    @Test(arguments: tags)
    func badTagsAttributesAndNames(_ document: Rejected) throws {
        try check(document)
    }

    @Test(arguments: markup)
    func badCommentsCharacterDataAndInstructions(_ document: Rejected) throws {
        try check(document)
    }

    @Test(arguments: declarations)
    func badDeclarations(_ document: Rejected) throws {
        try check(document)
    }

    @Test(arguments: characters)
    func forbiddenCharactersAndInvalidUTF8(_ document: Rejected) throws {
        try check(document)
    }

    private func check(_ document: Rejected, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let error = try readXML(document.bytes).requireError(sourceLocation: sourceLocation)
        #expect(!error.isLimitExceeded, sourceLocation: sourceLocation)
        for fragment in document.fragments {
            #expect(
                error.message.lowercased().contains(fragment.lowercased()),
                "message \"\(error.message)\" lacks \"\(fragment)\"",
                sourceLocation: sourceLocation
            )
        }
        if let location = document.location {
            #expect(error.location == location, "message: \(error.message)", sourceLocation: sourceLocation)
        }
    }

    // MARK: - Text before the root element

    @Test(arguments: [
        Rejected("text<a/>", "text", "before the root element", at: (1, 1, 0)),
        Rejected("x", "text", "before the root element", at: (1, 1, 0)),
        Rejected("\n  hello <a/>", "text", "before the root element", at: (2, 3, 3)),
        Rejected("&amp;<a/>", "text", "before the root element", at: (1, 1, 0)),
        Rejected("]]><a/>", "text", "before the root element", at: (1, 1, 0)),
        Rejected(label: "a UTF-16 document", "", [0xFF, 0xFE, 0x3C, 0x00], "", at: (1, 1, 0)),
    ])
    func textBeforeTheRootElement(_ document: Rejected) throws {
        try check(document)
    }

    /// Foundation's XMLParser on Linux drops undefined entities; this reader must never lose text.
    @Test func undefinedEntitiesAreNeverDroppedOrKept() throws {
        for name in ["nbsp", "copy", "eacute", "hellip", "x", "lt2", "ampx"] {
            let error = try readXML("<a>before &\(name); after</a>").requireError()
            #expect(error.message.contains("&\(name);"), "\(error.message)")
            #expect(error.location.byteOffset == 10)
        }
    }

    @Test func errorDescriptionNamesTheKindAndLocation() throws {
        let error = try readXML("<a>\n&nbsp;</a>").requireError()
        #expect(error.description.hasPrefix("XML syntax error at line 2, column 1 (byte 4): "))
        #expect(error.description.contains("&nbsp;"))
    }

    /// Documents whose location needs the tracker to go back: an error message quoting an
    /// earlier location, computed just before the error's own location.
    @Test func mismatchedEndTagFarAfterItsStartTag() throws {
        let filler = String(repeating: "<b>é text é</b>\r\n", count: 50)
        let error = try readXML("<a>\r\n\(filler)</z>").requireError()
        #expect(error.message.contains("<a> opened at line 1, column 1"))
        let offset = 5 + filler.utf8.count
        #expect(error.location == XMLLocation(line: 52, column: 1, byteOffset: offset))
    }
}
