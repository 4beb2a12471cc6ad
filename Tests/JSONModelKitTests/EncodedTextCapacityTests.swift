import Foundation
import Testing

@testable import JSONModelKit

/// The buffer of a model's JSON text starts at the size of the last text written for its
/// class; the text itself never depends on it.
@Suite struct EncodedTextCapacityTests {
    final class Catalog: JSONModel {
        var names: [String] = []
        var counts: [Int] = []
    }

    static func catalog(items: Int) -> Catalog {
        let catalog = Catalog()
        catalog.names = (0..<items).map { "name \($0) \"quoted\"" }
        catalog.counts = Array(0..<items)
        return catalog
    }

    static func expectedText(items: Int) -> String {
        let names = (0..<items).map { #""name \#($0) \"quoted\"""# }.joined(separator: ",")
        let counts = (0..<items).map(String.init).joined(separator: ",")
        return #"{"names":[\#(names)],"counts":[\#(counts)]}"#
    }

    @Test func textsOfEverySizeAreRightWhateverCameBefore() throws {
        let options = JSONModel.EncodingOptions(prettyPrinted: false)
        // Large, small, large again, empty: each starts with the previous one's size.
        for items in [20_000, 3, 0, 50_000, 1, 20_000, 0] {
            let data = try Self.catalog(items: items).toJSONData(options: options)
            #expect(String(decoding: data, as: UTF8.self) == Self.expectedText(items: items))
            let text = try Self.catalog(items: items).toJSONString(options: options)
            #expect(text == Self.expectedText(items: items))
        }
    }

    @Test func capacityFollowsTheLastTextOfTheClass() throws {
        final class Sized: JSONModel {
            var text = ""
        }
        let schema = try SchemaCache.standard.schema(for: Sized.self)
        #expect(schema.encodedTextCapacity == 1024)
        let model = Sized()
        model.text = String(repeating: "x", count: 100_000)
        let size = try model.toJSONData(options: .init(prettyPrinted: false)).count
        #expect(schema.encodedTextCapacity >= size)
        #expect(schema.encodedTextCapacity <= size + size / 8 + 64)
        // A size within an eighth of the last one is not stored again.
        schema.noteEncodedTextSize(size + size / 16)
        #expect(schema.encodedTextCapacity == size + size / 8 + 64)
        schema.noteEncodedTextSize(10)
        #expect(schema.encodedTextCapacity == 10 + 10 / 8 + 64)
    }

    @Test func dataGivesBackAnOversizedBuffer() {
        var writer = JSONWriter(prettyPrinted: false, capacity: 1 << 20)
        writer.string("short")
        let data = writer.makeData()
        #expect(String(decoding: data, as: UTF8.self) == #""short""#)
        var empty = JSONWriter(prettyPrinted: false, capacity: 1 << 20)
        empty.null()
        #expect(empty.makeData() == Data("null".utf8))
    }
}
