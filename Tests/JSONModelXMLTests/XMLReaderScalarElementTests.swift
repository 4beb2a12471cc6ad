import JSONModelKit
import Testing

@testable import JSONModelXML

/// The shortcuts the model converter takes through the reader, against the general reading
/// they shorten: `readPlainScalarElement(named:asNumber:)`, `readPlainNumberElement()` and
/// `nextToken(expecting:)` either read nothing, or leave the reader exactly where the general
/// tokens would, with the same names, text and offsets, and the rest of the document reads the
/// same.
@Suite struct XMLReaderScalarElementTests {
    /// What a reader reports from here to the end (or to its error).
    private struct Trace: Equatable {
        var tokens: [String] = []
        var error: String?
    }

    private static func trace(_ reader: inout XMLReader, expecting name: [UInt8]? = nil) -> Trace {
        var trace = Trace()
        name.withUnsafeBufferPointerIfAny { expectedName in
            do throws(XMLSyntaxError) {
                while let token = try reader.nextToken(expecting: expectedName) {
                    trace.tokens.append(describe(token, reader) + "@\(reader.eventOffset)")
                }
            } catch {
                trace.error = "\(error.message) at \(error.location.byteOffset)"
            }
        }
        return trace
    }

    /// Whether `literal` is an integer literal, `nil` when it is no number literal.
    private static func isIntegerLiteral(_ literal: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard let base = literal.baseAddress,
            let scanned = try? JSONNumberGrammar.scan(base, from: 0, count: literal.count),
            scanned.end == literal.count
        else { return nil }
        return scanned.isInteger
    }

    private static func describe(_ token: XMLToken, _ reader: XMLReader) -> String {
        switch token {
        case .startElement: "<\(reader.string(reader.tokenName)) \(reader.tokenAttributes.map(\.name))>"
        case .endElement: "</\(reader.string(reader.tokenName))>"
        case .text: "text(\(reader.withTokenText { Array($0) }))"
        }
    }

    /// Elements that come after `<r>`, each followed by `<z/></r>`.
    static let elements: [String] = [
        "<a>12.5</a>", "<a>-65.613616999999977</a>", "<a>0</a>", "<a>1e5</a>", "<a>01</a>", "<a>1.</a>",
        "<a>-</a>", "<a>12 </a>", "<a> 12</a>", "<a>plain text</a>", "<a>caf\u{E9}</a>", "<a>Tea &amp; cake</a>",
        "<a></a>", "<a/>", "<a x=\"1\">2</a>", "<a >2</a>", "<a>2</a >", "<a>2</b>", "<ab>2</ab>", "<b>2</b>",
        " <a>2</a>", "<a>2<!-- note --></a>", "<a>x</a", "<a>2", "<a:b>2</a:b>", "<a>\u{1}</a>",
        "<a>\(String(repeating: "9", count: 20))</a>",
    ]

    @Test(arguments: elements)
    func aScalarElementReadsWhatTheTokensRead(element: String) {
        for asNumber in [false, true] {
            for (maxTextLength, maxNameLength) in [(Int?.none, 1000), (8, 1000), (Int?.none, 1)] {
                let document = Array("<r>\(element)<z/></r>".utf8)
                let name = Array("a".utf8)
                document.withUnsafeBufferPointer { bytes in
                    var options = XMLReaderOptions()
                    options.maxTextLength = maxTextLength
                    options.maxNameLength = maxNameLength
                    var general = XMLReader(bytes: bytes, options: options)
                    #expect((try? general.nextToken()) == .startElement)
                    var fast = general
                    let start = fast.position
                    let label =
                        "\(element.debugDescription) number \(asNumber) max \(String(describing: maxTextLength))"
                    let read = name.withUnsafeBufferPointer {
                        fast.readPlainScalarElement(named: $0, asNumber: asNumber)
                    }
                    guard let read else {
                        #expect(fast.position == start, "\(label)")
                        #expect(Self.trace(&fast) == Self.trace(&general), "\(label)")
                        return
                    }
                    var expected = Self.trace(&general)
                    // The general reading's first tokens: the start tag, the text, the end tag.
                    #expect(expected.tokens.first == "<a []>@\(read.tagStart)", "\(label)")
                    #expect(
                        expected.tokens.dropFirst().first
                            == "text(\(Array(fast.bytes(in: read.content))))@\(read.content.lowerBound)",
                        "\(label)"
                    )
                    #expect(fast.withTokenText { Array($0) } == Array(fast.bytes(in: read.content)), "\(label)")
                    #expect(expected.tokens.dropFirst(2).first == "</a>@\(fast.eventOffset)", "\(label)")
                    #expect(fast.string(fast.tokenName) == "a", "\(label)")
                    if asNumber {
                        let literal = fast.bytes(in: read.content)
                        #expect(Self.isIntegerLiteral(literal) == read.isInteger, "\(label)")
                    }
                    expected.tokens.removeFirst(3)
                    #expect(Self.trace(&fast) == expected, "\(label)")
                }
            }
        }
    }

    @Test(arguments: elements)
    func aNumberElementReadsWhatTheTokensRead(element: String) {
        for maxTextLength in [Int?.none, 8] {
            let document = Array("<r>\(element)<z/></r>".utf8)
            document.withUnsafeBufferPointer { bytes in
                var options = XMLReaderOptions()
                options.maxTextLength = maxTextLength
                var general = XMLReader(bytes: bytes, options: options)
                #expect((try? general.nextToken()) == .startElement)
                guard (try? general.nextToken()) == .startElement else { return }
                var fast = general
                let start = fast.position
                let label = "\(element.debugDescription) max \(String(describing: maxTextLength))"
                guard let read = fast.readPlainNumberElement() else {
                    #expect(fast.position == start, "\(label)")
                    #expect(Self.trace(&fast) == Self.trace(&general), "\(label)")
                    return
                }
                var expected = Self.trace(&general)
                #expect(
                    expected.tokens.first == "text(\(Array(fast.bytes(in: read.literal))))@\(read.literal.lowerBound)",
                    "\(label)"
                )
                #expect(Self.isIntegerLiteral(fast.bytes(in: read.literal)) == read.isInteger, "\(label)")
                expected.tokens.removeFirst()
                #expect(expected.tokens.first == "</\(fast.string(fast.tokenName))>@\(fast.eventOffset)", "\(label)")
                expected.tokens.removeFirst()
                #expect(Self.trace(&fast) == expected, "\(label)")
            }
        }
    }

    /// Documents whose start tags the expectation matches, nearly matches or does not match.
    static let documents: [String] = [
        "<r><a>1</a><a x='1'/><a\t/><a\n>2</a><ab/><b/><a:b/><_a/></r>",
        "<r><a>1</a><a x='1' x='2'/></r>", "<r><a", "<r><a/><!-- c --><a/><![CDATA[x]]><a/></r>",
    ]

    @Test(arguments: documents)
    func anExpectedNameReadsWhatTheTokensRead(document: String) {
        for stripsPrefixes in [false, true] {
            let bytes = Array(document.utf8)
            bytes.withUnsafeBufferPointer { bytes in
                var options = XMLReaderOptions()
                options.stripNamespacePrefixes = stripsPrefixes
                var general = XMLReader(bytes: bytes, options: options)
                var expecting = general
                #expect(
                    Self.trace(&expecting, expecting: Array("a".utf8)) == Self.trace(&general),
                    "\(document.debugDescription)"
                )
            }
        }
    }

    @Test func onlyTheExpectedNameIsReportedAsExpected() throws {
        let document = Array("<r><a/><ab/><a x='1'/><b/></r>".utf8)
        let name = Array("a".utf8)
        var reports: [Bool] = []
        try document.withUnsafeBufferPointer { bytes in
            var reader = XMLReader(bytes: bytes)
            while let token = try name.withUnsafeBufferPointer({ try reader.nextToken(expecting: $0) }) {
                if token == .startElement { reports.append(reader.tokenNameWasExpected) }
            }
        }
        #expect(reports == [false, true, false, true, false])
    }

    @Test func expectableNamesAreWholeNamesWithoutAColon() {
        let expectations: [(String, Bool)] = [
            ("a", true), ("screen_name", true), ("caf\u{E9}", true), ("a-b.c", true), ("\u{65E5}\u{672C}", true),
            ("", false), ("a:b", false), ("1a", false), ("a b", false), ("-a", false), ("a>", false),
            ("\u{FEFF}a", false),
        ]
        for (name, expected) in expectations {
            let utf8 = Array(name.utf8)
            #expect(
                utf8.withUnsafeBufferPointer { XMLReader.isExpectableName($0) } == expected,
                "\(name.debugDescription)"
            )
        }
    }
}

extension Optional where Wrapped == [UInt8] {
    /// Calls `body` with the bytes' buffer, or with `nil` when there are none.
    fileprivate func withUnsafeBufferPointerIfAny<Result>(
        _ body: (UnsafeBufferPointer<UInt8>?) -> Result
    ) -> Result {
        guard let bytes = self else { return body(nil) }
        return bytes.withUnsafeBufferPointer { body($0) }
    }
}
