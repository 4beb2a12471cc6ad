import Foundation
import JSONModelKit
import JSONModelXML
import Testing

/// `maxCollectionCount`, `maxStringLength` and `maxInputSize` apply to XML as to JSON: each is a
/// `limitExceeded` error with a line and column, found while reading rather than after.
@Suite("XML limits")
struct XMLLimitTests {
    final class Entry: JSONModel {
        @XMLAttribute var label: String? = nil
        var text: String? = nil
    }

    final class Lists: JSONModel {
        var values: [Int]? = nil
        @XMLInline(itemTag: "n") var inline: [Int] = []
        var table: [String: Int]? = nil
    }

    static func options(
        maxCollectionCount: Int? = nil,
        maxStringLength: Int? = nil,
        maxInputSize: Int? = nil
    )
        -> XMLOptions
    {
        XMLOptions(
            decoding: .init(
                maxInputSize: maxInputSize,
                maxStringLength: maxStringLength,
                maxCollectionCount: maxCollectionCount
            )
        )
    }

    /// The limit error decoding `xml` as `Model`, checked to be located.
    static func limitError<Model: JSONModel>(
        _ type: Model.Type,
        _ xml: String,
        _ options: XMLOptions,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> JSONModelError {
        let error = try #require(throws: JSONModelError.self, sourceLocation: sourceLocation) {
            try Model.fromXMLString(xml, options: options)
        }
        #expect(error.code == .limitExceeded, "\(error)", sourceLocation: sourceLocation)
        #expect(error.line != nil && error.column != nil, sourceLocation: sourceLocation)
        return error
    }

    // MARK: maxCollectionCount

    @Test func topLevelArraysStopAtTheItemPastTheLimit() throws {
        let item = #"<entry label="a"/>"#
        let options = Self.options(maxCollectionCount: 3)
        #expect(
            try Entry.arrayFromXMLString(
                "<entries>" + String(repeating: item, count: 3) + "</entries>",
                options: options
            ).count == 3
        )
        // A million items under a limit of 10,000: the error comes at the 10,001st.
        let many = "<entries>" + String(repeating: item, count: 1_000_000) + "</entries>"
        let error = try #require(throws: JSONModelError.self) {
            try Entry.arrayFromXMLString(many, options: Self.options(maxCollectionCount: 10_000))
        }
        #expect(error.code == .limitExceeded)
        #expect(error.byteOffset == "<entries>".utf8.count + 10_000 * item.utf8.count)
        #expect(error.message.contains("maxCollectionCount (10000)"))
    }

    @Test func wrappedCollectionsStopAtTheItemPastTheLimit() throws {
        let options = Self.options(maxCollectionCount: 3)
        let three = "<lists><values><item>1</item><item>2</item><item>3</item></values></lists>"
        #expect(try Lists.fromXMLString(three, options: options).values == [1, 2, 3])
        let many = "<lists><values>" + String(repeating: "<item>1</item>", count: 1_000_000) + "</values></lists>"
        let error = try Self.limitError(Lists.self, many, Self.options(maxCollectionCount: 10_000))
        #expect(error.byteOffset == "<lists><values>".utf8.count + 10_000 * "<item>1</item>".utf8.count)
        #expect(error.message.contains("<item>"))
        #expect(error.pathComponents.map(\.description).joined(separator: ".").contains("values"))
    }

    @Test func inlineCollectionsStopAtTheItemPastTheLimit() throws {
        let options = Self.options(maxCollectionCount: 3)
        #expect(
            try Lists.fromXMLString("<lists><n>1</n><n>2</n><n>3</n></lists>", options: options).inline == [1, 2, 3]
        )
        let error = try Self.limitError(Lists.self, "<lists><n>1</n><n>2</n><n>3</n><n>4</n></lists>", options)
        #expect(error.column == 1 + "<lists><n>1</n><n>2</n><n>3</n>".utf8.count)
        #expect(error.message.contains("<n>"))
    }

    @Test func dictionariesStopAtTheEntryPastTheLimit() throws {
        let options = Self.options(maxCollectionCount: 2)
        let two = #"<lists><table><entry key="a">1</entry><entry key="b">2</entry></table></lists>"#
        #expect(try Lists.fromXMLString(two, options: options).table == ["a": 1, "b": 2])
        let three =
            #"<lists><table><entry key="a">1</entry><entry key="b">2</entry><entry key="c">3</entry></table></lists>"#
        let error = try Self.limitError(Lists.self, three, options)
        #expect(error.column == 1 + #"<lists><table><entry key="a">1</entry><entry key="b">2</entry>"#.utf8.count)
        #expect(error.message.contains("dictionary"))
    }

    @Test func aModelElementCountsItsChildrenAsMembers() throws {
        // As a JSON object's members, unknown ones included.
        let options = Self.options(maxCollectionCount: 2)
        #expect(try Entry.fromXMLString("<entry><text>t</text><other/></entry>", options: options).text == "t")
        let error = try Self.limitError(Entry.self, "<entry><text>t</text><other/><more/></entry>", options)
        #expect(error.column == 1 + "<entry><text>t</text><other/>".utf8.count)
    }

    // MARK: maxStringLength

    @Test func attributeValuesAreCheckedWhileTheyAreRead() throws {
        let options = Self.options(maxStringLength: 100)
        let fits = #"<entry label=""# + String(repeating: "x", count: 100) + #""/>"#
        #expect(try Entry.fromXMLString(fits, options: options).label?.count == 100)
        // Cut off long after the limit: the limit is found before the missing end.
        let cut = #"<entry label=""# + String(repeating: "x", count: 1_000)
        let error = try Self.limitError(Entry.self, cut, options)
        #expect(error.column == 1 + #"<entry label=""#.utf8.count)
        // References shrink as they are read: 100 `&amp;` are 100 bytes.
        let references = #"<entry label=""# + String(repeating: "&amp;", count: 100) + #""/>"#
        #expect(try Entry.fromXMLString(references, options: options).label?.count == 100)
        _ = try Self.limitError(
            Entry.self,
            #"<entry label=""# + String(repeating: "&amp;", count: 101) + #""/>"#,
            options
        )
    }

    @Test(arguments: ["", "<![CDATA[", "a&amp;b\r\n<![CDATA[c]]>"])
    func textIsCheckedWhileItIsRead(_ prefix: String) throws {
        let options = Self.options(maxStringLength: 100)
        let fits = "<entry><text>" + prefix + String(repeating: "x", count: 100 - Self.collectedLength(of: prefix))
        if !prefix.hasPrefix("<![CDATA[") {
            #expect(try Entry.fromXMLString(fits + "</text></entry>", options: options).text?.utf8.count == 100)
        }
        // Cut off long after the limit: the limit is found before the missing end.
        let cut = "<entry><text>" + prefix + String(repeating: "x", count: 1_000)
        let error = try Self.limitError(Entry.self, cut, options)
        #expect(error.column == 1 + "<entry><text>".utf8.count)
    }

    /// The bytes `prefix` adds to the text once read.
    static func collectedLength(of prefix: String) -> Int {
        switch prefix {
        case "a&amp;b\r\n<![CDATA[c]]>": 5
        default: 0
        }
    }

    // MARK: maxInputSize

    @Test func inputSizeAppliesToEveryXMLEntryPoint() throws {
        let xml = #"<entries><entry label="a"/><entry label="b"/></entries>"#
        let options = Self.options(maxInputSize: 20)
        let single = try #require(throws: JSONModelError.self) {
            try Entry.fromXMLData(Data(xml.utf8), options: options)
        }
        let array = try #require(throws: JSONModelError.self) {
            try Entry.arrayFromXMLData(Data(xml.utf8), options: options)
        }
        for error in [single, array] {
            #expect(error.code == .limitExceeded)
            #expect(error.message.contains("maxInputSize (20)"))
            #expect(error.byteOffset == 20)
        }
        #expect(
            try Entry.arrayFromXMLData(Data(xml.utf8), options: Self.options(maxInputSize: xml.utf8.count)).count == 2
        )
    }
}
